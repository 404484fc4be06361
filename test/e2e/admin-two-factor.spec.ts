import { request as apiRequest, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectImageLoaded } from './support/page-helpers';
import { expectNoA11yViolations } from './support/axe';
import { E2E_ADMIN, openAdminMenu } from './support/admin';
import { expect, test } from './support/test';

/** The code the authenticator app shows `offsetSeconds` from now (the server runs on real time). */
function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

async function password(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill(E2E_ADMIN.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** In the back office (back on the page the guard last sent to login from, or its home). */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Recovery codes the journey has not used, for the clean-up. */
const spare: string[] = [];

// Wrong codes are answered 400 (set-up) and 401 (sign-in) on purpose; the browser logs them.
test.use({ allowedConsoleErrors: [/status of 40[01]/] });

test.describe('two-factor sign-in', () => {
  // Four sign-ins, each with argon2 and axe runs on five screens: about 25 s on two shared cores.
  test.setTimeout(90_000);

  // The e2e server has one administrator, shared by every spec: leave it as it was found.
  test.afterAll(async ({ baseURL }) => {
    const api = await apiRequest.newContext({ baseURL });
    try {
      const login = await api.post('/api/user/login', { data: E2E_ADMIN });
      const body = (await login.json()) as { accessToken?: string; challenge?: string };
      if (!body.challenge || spare.length < 2) return;
      const second = await api.post('/api/user/login/two-factor', {
        data: { challenge: body.challenge, code: spare[0] },
      });
      const { accessToken } = (await second.json()) as { accessToken: string };
      const off = await api.post('/api/admin/two-factor/disable', {
        data: { password: E2E_ADMIN.password, code: spare[1] },
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(off.status(), 'two-factor turned off again').toBe(204);
    } finally {
      await api.dispose();
    }
  });

  test('the admin sets up an authenticator in 보안 설정, then signs in with a code and with a recovery code', async ({
    page,
  }) => {
    await password(page);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();

    await (await openAdminMenu(page)).getByRole('link', { name: '보안 설정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '보안 설정' })).toBeVisible();
    await expect(page.getByText('사용 안 함')).toBeVisible();
    await expectNoA11yViolations(page);

    // The password in the same request (a stolen session alone binds no app): a wrong one first.
    const passwordField = page.getByLabel('비밀번호', { exact: true });
    await passwordField.fill('not-the-password');
    await page.getByRole('button', { name: '2단계 인증 사용하기' }).click();
    await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '인증 앱 등록' })).toHaveCount(0);
    await passwordField.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: '2단계 인증 사용하기' }).click();
    await expect(page.getByRole('heading', { name: '인증 앱 등록' })).toBeFocused();
    const qr = page.getByRole('img', { name: '인증 앱에 등록할 QR 코드' });
    await expectImageLoaded(qr);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // The key for typing by hand, as a person reads it off the page (groups of four).
    const secret = ((await page.getByTestId('two-factor-key').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoA11yViolations(page);

    // A wrong code first: refused in Korean, nothing turned on.
    const codeField = page.getByLabel('인증 코드 (6자리 숫자)');
    await codeField.fill('000000');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '인증 코드가 올바르지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요.',
    );
    await codeField.fill(await totp(secret));
    await page.getByRole('button', { name: '확인' }).click();

    // Ten recovery codes, shown once, with the warning, copy and download.
    await expect(page.getByRole('heading', { name: '복구 코드' })).toBeFocused();
    await expect(page.getByText('지금 한 번만 표시됩니다')).toBeVisible();
    const codes = await page
      .getByRole('list', { name: '복구 코드 10개' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    // From here on two-factor is on: the clean-up turns it off with two codes the test leaves.
    spare.push(codes[8], codes[9]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '텍스트 파일로 내려받기' }).click();
    expect((await download).suggestedFilename()).toBe('마음숲-복구코드.txt');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
    await expect(page.getByText('사용 중', { exact: true })).toBeVisible();
    await expect(page.getByText('10개')).toBeVisible();
    await expectNoA11yViolations(page);

    // Signing in now asks for the code after the password.
    await signOut(page);
    await password(page);
    await expect(page.getByRole('heading', { name: '인증 코드 입력' })).toBeFocused();
    await expectNoA11yViolations(page);
    const signInCode = page.getByLabel('인증 코드 (6자리 숫자)');
    await signInCode.fill('123456');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.',
    );
    // The code confirmed at set-up cannot be used again: the next 30-second window's can.
    await signInCode.fill(await totp(secret, 30));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectSignedIn(page);

    // Without the phone: a recovery code, via 복구 코드 사용.
    await signOut(page);
    await password(page);
    await page.getByRole('button', { name: '복구 코드 사용' }).click();
    await page.getByLabel('복구 코드').fill(codes[0]);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectSignedIn(page);

    // Used once: the same recovery code no longer signs in.
    await signOut(page);
    await password(page);
    await page.getByRole('button', { name: '복구 코드 사용' }).click();
    await page.getByLabel('복구 코드').fill(codes[0]);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('인증 코드가 올바르지 않습니다.');
  });
});
