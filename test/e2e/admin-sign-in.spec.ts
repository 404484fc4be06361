import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { ADMIN_STORAGE_KEYS, E2E_ADMIN, readStored, writeStored } from './support/admin';
import { expect, test } from './support/test';
import { applicantList } from './support/applicant-list';

/** An access token shaped like the server's but expired an hour ago (the guard reads exp only). */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', name: 'admin', typ: 'admin-access', iat: now - 4500, exp: now - 3600 })}.c2lnbmF0dXJl`;
}

async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();
}

async function signIn(page: Page, autoLogin: boolean): Promise<void> {
  await page.getByLabel('아이디').fill(E2E_ADMIN.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
  const check = page.getByLabel('자동 로그인');
  if ((await check.isChecked()) !== autoLogin) await check.click();
  await page.getByRole('button', { name: '로그인' }).click();
}

// Sign-in failures are answered 401 on purpose; the browser logs those responses.
test.use({ allowedConsoleErrors: [/status of 401/] });

test.describe('admin sign-in', () => {
  test('the guard sends to login; empty, unknown and wrong answers are explained; then the admin is in @smoke', async ({
    page,
  }) => {
    await page.goto('/admin/lecture');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toHaveText('아이디와 비밀번호를 입력해 주세요.');
    await page.getByLabel('아이디').fill('a');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('아이디').fill('nobody');
    await page.getByLabel('비밀번호', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await closeAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');

    // A wrong password for the real id gets the very same answer (no hint that the id exists).
    await page.getByLabel('아이디').fill(E2E_ADMIN.username);
    await page.getByRole('button', { name: '로그인' }).click();
    await closeAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');

    // Show / hide the password.
    const password = page.getByLabel('비밀번호', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: '비밀번호 보기' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: '비밀번호 숨기기' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await signIn(page, false);
    // Back where the guard stopped the admin, with the login page replaced in history.
    await expect(page).toHaveURL(/\/admin\/lecture$/);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    expect(await readStored(page, ADMIN_STORAGE_KEYS.autoLogin)).toBe('false');
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/login$/);
  });

  test('with auto-login an expired token is refreshed on reload and the admin stays in', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await signIn(page, true);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    expect(await readStored(page, ADMIN_STORAGE_KEYS.autoLogin)).toBe('true');

    const expired = expiredToken();
    await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, expired);
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeVisible();
    const fresh = await readStored(page, ADMIN_STORAGE_KEYS.accessToken);
    expect(fresh).not.toBe(expired);
    // The refreshed token works against the API (the list loaded without a login).
    await expect(page).toHaveURL(/\/admin\/user$/);

    // 로그아웃 ends the session: the refresh cookie is revoked, so auto-login cannot bring it back.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await readStored(page, ADMIN_STORAGE_KEYS.accessToken)).toBeNull();
  });

  test('로그아웃 without auto-login ends the session on the server: its access token is refused', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await signIn(page, false);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    const token = await readStored(page, ADMIN_STORAGE_KEYS.accessToken);
    expect(token).toBeTruthy();
    const before = await page.request.get('/api/admin/lecture/list', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(before.status()).toBe(200);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // A copy of the token (another tab, a stolen one) no longer opens anything.
    const after = await page.request.get('/api/admin/lecture/list', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });

  test('without auto-login an expired token sends the admin to login', async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, false);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, expiredToken());
    await page.goto('/admin/lecture');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('아이디')).toBeVisible();
  });

  test('an admin call answered 401 with auto-login refreshes once and retries', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await signIn(page, true);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    // A token the browser thinks valid (far exp) but the server refuses (bad signature).
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', name: 'admin', typ: 'admin-access', iat: 1, exp: 4102444800 })}.Zm9yZ2Vk`;
    await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, forged);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/refresh')) refreshes.push(request.url());
    });
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeVisible();
    // The list answered (its table or, on a phone, its cards; or the empty note), not a load
    // error.
    await expect(
      applicantList(page, /^신청 목록/).or(page.getByText('신청자가 없습니다.')),
    ).toBeVisible();
    expect(refreshes).toHaveLength(1);
    expect(await readStored(page, ADMIN_STORAGE_KEYS.accessToken)).not.toBe(forged);
  });
});
