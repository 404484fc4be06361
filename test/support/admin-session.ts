import type { TestApp } from './test-app';

/** The administrator every test app is started with (see startTestApp). */
export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password-1234' } as const;

/** Signs in as the test administrator and returns a fresh access token (Bearer). */
export async function adminToken(test: TestApp): Promise<string> {
  const response = await test.http
    .post('/api/user/login')
    .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  if (response.status !== 200 || typeof response.body?.accessToken !== 'string') {
    throw new Error(`Admin sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.accessToken as string;
}

/** `Authorization` header value for a token. */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}
