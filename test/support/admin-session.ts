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

/** A password that passes the new-password checks (length, breach list). */
export const STAFF_PASSWORD = 'staff-password-for-tests-42';

/**
 * A staff account made the way the owner makes one (invitation, then the link's password), and
 * its access token: `{ id, username, token }`.
 */
export async function staffAccount(
  test: TestApp,
  username = 'staff.one',
): Promise<{ id: number; username: string; token: string }> {
  const owner = await adminToken(test);
  const invited = await test.http
    .post('/api/admin/staff/invitations')
    .set('Authorization', bearer(owner))
    .send({ username, displayName: '직원' });
  if (invited.status !== 201) {
    throw new Error(`Invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  }
  const token = String(invited.body.link).split('#')[1];
  const accepted = await test.http
    .post('/api/invitation/accept')
    .send({ token, password: STAFF_PASSWORD });
  if (accepted.status !== 200) {
    throw new Error(`Accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
  const login = await test.http
    .post('/api/user/login')
    .send({ username, password: STAFF_PASSWORD, autoLogin: false });
  if (login.status !== 200) {
    throw new Error(`Staff sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
  const rows: { id: number }[] = await test.dataSource.query(
    `SELECT id FROM admin_user WHERE username = $1`,
    [username],
  );
  return { id: rows[0].id, username, token: login.body.accessToken as string };
}
