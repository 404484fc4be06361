import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import type { Schema } from '../../shared/contract/schema';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { adminToken, signIn } from './support/admin';
import { createLecture, deleteLectures } from './support/admin-data';

/** The code the authenticator app shows `offsetSeconds` from now (the server runs on real time). */
function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

type StaffList = Schema<'StaffListResponse'>;

async function staffList(request: APIRequestContext, token: string): Promise<StaffList> {
  const response = await request.get('/api/admin/staff', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StaffList;
}

/** The owner's invitation for `username`, made through the API: its link. */
async function invite(request: APIRequestContext, token: string, username: string) {
  const response = await request.post('/api/admin/staff/invitations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, displayName: '중단 직원' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as Schema<'StaffInvitedResponse'>).link;
}

/** Accepts the invitation in `page` (the staff member's browser) with `password`. */
async function setPassword(page: Page, password: string) {
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
}

/**
 * What a person meets on the team pages when the flow is interrupted (issue 20's walk by hand,
 * kept as a journey): a phone reloading the invitation page (the token has left the address bar),
 * a connection dropped while the link is checked, a double tap on 계정 만들기; a reload in the middle
 * of adding an authenticator (the app already holds the key that was shown), and a double tap on
 * 확인; and a save while the server cannot be reached (it restarts), which must keep the form and
 * what was typed in it. Each ends where the person meant, once.
 */
test.describe('interruptions on the back-office pages', () => {
  // Two sign-ins with argon2 and one account creation on two shared cores.
  test.setTimeout(90_000);
  const accounts: number[] = [];
  const lectures: number[] = [];

  // Leave the shared e2e server as found: the accounts made here cannot sign in afterwards.
  test.afterAll(async ({ request, playwright }) => {
    await deleteLectures(playwright, lectures);
    const token = await adminToken(request);
    for (const id of accounts) {
      const response = await request.post(`/api/admin/staff/${id}/deactivate`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
    }
  });

  // The dropped connections are the browser's own console errors.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('an invitation survives a dropped check, a reload and a double tap; then it is spent', async ({
    page,
    request,
    browser,
  }) => {
    const suffix = randomBytes(3).toString('hex');
    const username = `reload.${suffix}`;
    const password = `새로고침-상담-${suffix}-비밀번호`;
    const owner = await adminToken(request);
    const link = await invite(request, owner, username);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    // The first check of the link does not reach the server (a train going into a tunnel).
    let dropped = false;
    await staff.route('**/api/invitation/view', async (route) => {
      if (dropped) return route.fallback();
      dropped = true;
      return route.abort('failed');
    });
    await staff.goto(link);
    await expect(
      staff.getByText(
        '초대 링크를 확인하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
      ),
    ).toBeVisible();
    await expectNoA11yViolations(staff);
    await staff.getByRole('button', { name: '다시 시도' }).click();
    await expect(staff.getByText(username, { exact: true })).toBeVisible();
    expect(new URL(staff.url()).hash).toBe('');

    // Half typed, the phone reloads the page: the invitation is still there.
    await staff.getByLabel('비밀번호', { exact: true }).fill(password);
    await staff.reload();
    await expect(staff.getByText(username, { exact: true })).toBeVisible();
    expect(new URL(staff.url()).hash).toBe('');

    // A double tap on 계정 만들기 makes one account.
    await setPassword(staff, password);
    await staff.getByRole('button', { name: '계정 만들기' }).dblclick();
    await expect(staff.getByText('계정을 만들었습니다. 이제 로그인할 수 있습니다.')).toBeVisible();
    const { accounts: all, invitations } = await staffList(request, owner);
    const made = all.filter((account) => account.username === username);
    expect(made).toHaveLength(1);
    accounts.push(made[0].id);
    expect(invitations.filter((invitation) => invitation.username === username)).toEqual([]);

    // Spent: a reload no longer offers the form, and the tab has forgotten the token.
    await staff.reload();
    await expect(
      staff.getByText('초대 링크가 올바르지 않습니다. 받은 링크 전체를 그대로 열어 주세요.'),
    ).toBeVisible();
    expect(await staff.evaluate("sessionStorage.getItem('maeum.admin-invite')")).toBeNull();
    await staffContext.close();

    // The owner's 직원 관리 shows the account once, with no invitation left.
    await signIn(page, request);
    await page.goto('/admin/staff');
    await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(1);
  });

  test('adding an authenticator survives a reload: the key shown first still works, and a double tap confirms once', async ({
    browser,
    request,
  }) => {
    const suffix = randomBytes(3).toString('hex');
    const username = `totp.${suffix}`;
    const password = `인증앱-상담-${suffix}-비밀번호`;
    const owner = await adminToken(request);
    const link = await invite(request, owner, username);
    const accepted = await request.post('/api/invitation/accept', {
      data: { token: new URL(link, 'http://x').hash.slice(1), password },
    });
    expect(accepted.status()).toBe(200);
    const { accounts: all } = await staffList(request, owner);
    accounts.push(all.find((account) => account.username === username)!.id);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('아이디').fill(username);
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.goto('/admin/security');

    // The password again, in the same request that shows the key.
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByRole('button', { name: '2단계 인증 사용하기' }).click();
    const key = page.getByTestId('two-factor-key');
    const shown = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);

    // The person scanned the QR code, then the page reloaded: the same key comes back.
    await page.reload();
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByRole('button', { name: '2단계 인증 사용하기' }).click();
    await expect(key).toHaveText(/[A-Z2-7 ]{39}/);
    expect(((await key.textContent()) ?? '').replace(/\s/g, '')).toBe(shown);

    // The app's code (for the key scanned before the reload), with a double tap on 확인.
    await page.getByLabel('인증 코드 (6자리 숫자)').fill(await totp(shown));
    await page.getByRole('button', { name: '확인' }).dblclick();
    await expect(page.getByRole('heading', { name: '복구 코드' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
    await expect(page.getByText('사용 중', { exact: true })).toBeVisible();

    // One authenticator, turned on once: one audit row.
    const { accounts: after } = await staffList(request, owner);
    expect(after.find((account) => account.username === username)?.twoFactor).toBe(true);
    const trail = await request.get(`/api/admin/audit?adminId=${accounts.at(-1)}`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(trail.status()).toBe(200);
    const rows = ((await trail.json()) as { items: { summary: string }[] }).items;
    expect(rows.filter((row) => row.summary === '2단계 인증 사용 시작')).toHaveLength(1);
    await context.close();
  });

  test('a save while the server cannot be reached keeps the form and its text; saved once it is back', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const suffix = randomBytes(3).toString('hex');
    const lecture = await createLecture(request, token, `재시작 중 수정 ${suffix}`);
    lectures.push(lecture.id);
    /** The server restarting: every back-office call fails until `back()`. */
    const away = async () => page.route('**/api/admin/**', (route) => route.abort('failed'));
    const back = async () => page.unroute('**/api/admin/**');

    // 강의 수정: the failed save, then the refetch it causes, fail; the form stays as typed.
    await page.goto(`/admin/lecture/edit/${lecture.id}`);
    const title = page.getByLabel('강의명', { exact: true });
    await expect(title).toHaveValue(lecture.title);
    await title.fill(`${lecture.title} (수정)`);
    await away();
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('강의 수정에 실패했습니다. 서버에 연결할 수 없습니다');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(`/admin/lecture/edit/${lecture.id}`);
    await expect(title).toHaveValue(`${lecture.title} (수정)`);
    await back();
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    await expect(alert).toContainText('강의가 수정되었습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    const stored = await request.get(`/api/admin/lecture/${lecture.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { title: string }).title).toBe(`${lecture.title} (수정)`);

    // 센터 정보: the same, and the alert says why.
    await page.goto('/admin/site');
    const hours = page.getByLabel('운영 시간');
    const before = await hours.inputValue();
    try {
      await hours.fill(`${before} (재시작)`);
      await away();
      await page.getByRole('button', { name: '저장' }).click();
      await expect(alert).toContainText('저장하지 못했습니다. 서버에 연결할 수 없습니다');
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '센터 정보' })).toBeVisible();
      await expect(hours).toHaveValue(`${before} (재시작)`);
      await back();
      await page.getByRole('button', { name: '저장' }).click();
      await expect(alert).toContainText('센터 정보가 저장되었습니다.');
      await alert.getByRole('button', { name: '확인' }).click();
    } finally {
      await back();
      await hours.fill(before);
      await page.getByRole('button', { name: '저장' }).click();
      await expect(alert).toContainText('센터 정보가 저장되었습니다.');
    }
  });

  test('a reload or a closed tab asks first while an edit form holds unsaved text, and not after 저장', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/site');
    const hours = page.getByLabel('운영 시간');
    const before = await hours.inputValue();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      // Stay on the page: what was typed is still there.
      void dialog.dismiss();
    });

    // Nothing typed yet: the tab closes without a question.
    const untouched = await page.context().newPage();
    await untouched.goto('/admin/site');
    await expect(untouched.getByLabel('운영 시간')).toHaveValue(before);
    let untouchedAsked = false;
    untouched.on('dialog', (dialog) => {
      untouchedAsked = true;
      void dialog.accept();
    });
    await untouched.close({ runBeforeUnload: true });
    await expect.poll(() => untouched.isClosed()).toBe(true);
    expect(untouchedAsked).toBe(false);

    // Typed, not saved: closing asks, and staying keeps the text.
    await hours.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (확인 중)');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(hours).toHaveValue(`${before} (확인 중)`);

    // Put back and saved: no question any more.
    await hours.fill(before);
    await page.getByRole('button', { name: '저장' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('센터 정보가 저장되었습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(asked).toEqual(['beforeunload']);
  });
});
