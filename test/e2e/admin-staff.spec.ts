import { randomBytes } from 'node:crypto';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { generate } from 'otplib';
import { E2E_ADMIN, openAdminMenu, signIn } from './support/admin';
import { createLecture, deleteLectures } from './support/admin-data';

/** The code the staff member's authenticator app shows `offsetSeconds` from now. */
function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/**
 * 직원 관리 in the browser (issue 20): the owner invites a staff member and hands over the link;
 * the staff member opens it in their own browser, sets a password, signs in, adds an
 * authenticator and signs in again with its code; they edit a lecture, do not see 직원 관리, and
 * its address tells them 권한이 없습니다; the owner reads both changes in 감사 기록. axe scans every
 * new page.
 */
test.describe('staff accounts', () => {
  // Two browsers, six axe scans and two argon2 sign-ins on two shared cores.
  test.setTimeout(150_000);
  const lectures: number[] = [];
  test.afterAll(async ({ playwright }) => deleteLectures(playwright, lectures));

  test('the owner invites a staff member, who signs in and edits a lecture but cannot manage staff', async ({
    page,
    request,
    browser,
  }) => {
    const suffix = randomBytes(3).toString('hex');
    const username = `staff.${suffix}`;
    const password = `숲속-상담-${suffix}-비밀번호`;
    const token = await signIn(page, request);
    const lecture = await createLecture(request, token, `직원 수정 강의 ${suffix}`);
    lectures.push(lecture.id);

    // ---- the owner invites ----
    await page.goto('/admin');
    await (await openAdminMenu(page)).getByRole('link', { name: '직원 관리' }).click();
    await expect(page).toHaveURL('/admin/staff');
    await expect(page.getByRole('heading', { name: '직원 관리', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: E2E_ADMIN.username, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel('아이디', { exact: true }).fill(username);
    await page.getByLabel('이름 (선택)').fill('김직원');
    await page.getByRole('button', { name: '초대 링크 만들기' }).click();
    const linkField = page.getByLabel('초대 링크');
    await expect(linkField).toHaveValue(/\/admin\/invite#[A-Za-z0-9_-]{43}$/);
    const link = await linkField.inputValue();
    await expect(
      page.getByText(`${username} 님의 초대 링크입니다.`, { exact: false }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: username })
        .getByRole('button', { name: `${username} 초대 취소` }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // ---- the staff member, in their own browser ----
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto(link);
    await expect(staff.getByRole('heading', { name: '직원 계정 만들기' })).toBeVisible();
    // The inviter by display name (the owner from ADMIN_* has none: their role), never the id.
    await expect(staff.getByText('대표 관리자 님이 초대했습니다.')).toBeVisible();
    await expect(staff.getByText(`${E2E_ADMIN.username} 님`)).toHaveCount(0);
    await expect(staff.getByText(username, { exact: true })).toBeVisible();
    // The token leaves the address bar at once.
    expect(new URL(staff.url()).hash).toBe('');
    await expectNoA11yViolations(staff);

    // A weak password is refused by the server's check, in Korean.
    await staff.getByLabel('비밀번호', { exact: true }).fill('password1234');
    await staff.getByLabel('비밀번호 확인').fill('password1234');
    await staff.getByRole('button', { name: '계정 만들기' }).click();
    await expect(
      staff.getByText('너무 흔하거나 유출된 적이 있는 비밀번호입니다.', { exact: false }),
    ).toBeVisible();

    await staff.getByLabel('비밀번호', { exact: true }).fill(password);
    await staff.getByLabel('비밀번호 확인').fill(password);
    await staff.getByRole('button', { name: '계정 만들기' }).click();
    await expect(staff.getByText('계정을 만들었습니다. 이제 로그인할 수 있습니다.')).toBeVisible();
    await expectNoA11yViolations(staff);

    // The link works once: opened again (a new tab), it says so.
    const again = await staffContext.newPage();
    await again.goto(link);
    await expect(again.getByText('이미 사용된 초대 링크입니다.', { exact: false })).toBeVisible();
    await again.close();
    await staff.getByRole('link', { name: '로그인하러 가기' }).click();

    await expect(staff).toHaveURL('/admin/login');
    await staff.getByLabel('아이디').fill(username);
    await staff.getByLabel('비밀번호', { exact: true }).fill(password);
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL('/admin');

    // ---- the staff member adds an authenticator (2단계 인증) and signs in with it ----
    await (await openAdminMenu(staff)).getByRole('link', { name: '보안 설정' }).click();
    // The password again, in the same request that shows the key.
    await staff.getByLabel('비밀번호', { exact: true }).fill(password);
    await staff.getByRole('button', { name: '2단계 인증 사용하기' }).click();
    const secret = ((await staff.getByTestId('two-factor-key').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    await staff.getByLabel('인증 코드 (6자리 숫자)').fill(await totp(secret));
    await staff.getByRole('button', { name: '확인' }).click();
    await expect(staff.getByRole('heading', { name: '복구 코드' })).toBeFocused();
    await staff.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
    await expect(staff.getByText('사용 중', { exact: true })).toBeVisible();
    await staff.getByRole('button', { name: '로그아웃' }).click();
    await expect(staff).toHaveURL(/\/admin\/login$/);
    await staff.getByLabel('아이디').fill(username);
    await staff.getByLabel('비밀번호', { exact: true }).fill(password);
    await staff.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(staff.getByRole('heading', { name: '인증 코드 입력' })).toBeFocused();
    // The code used at set-up cannot be replayed: the next 30-second window's signs in.
    await staff.getByLabel('인증 코드 (6자리 숫자)').fill(await totp(secret, 30));
    await staff.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(staff.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await staff.goto('/admin');

    // ---- staff see no owner links ----
    const menu = await openAdminMenu(staff);
    await expect(menu.getByRole('link', { name: '교육/특강 페이지 관리' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '직원 관리' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '개인정보 열람 기록' })).toHaveCount(0);

    // ---- staff edit a lecture ----
    await staff.goto(`/admin/lecture/edit/${lecture.id}`);
    const title = staff.getByLabel('강의명', { exact: true });
    await expect(title).toHaveValue(lecture.title);
    await title.fill(`${lecture.title} (직원 수정)`);
    await staff.getByRole('button', { name: '수정 내용 저장' }).click();
    const alert = staff.getByRole('alertdialog');
    await expect(alert).toContainText('강의가 수정되었습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(staff).toHaveURL('/admin/lecture');
    await expect(
      staff.getByRole('link', { name: `${lecture.title} (직원 수정) 수정` }),
    ).toBeVisible();

    // ---- and the address of 직원 관리 says 권한이 없습니다 ----
    await staff.goto('/admin/staff');
    await expect(staff.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
    await expect(staff.getByRole('table')).toHaveCount(0);
    await expectNoA11yViolations(staff);
    await staffContext.close();

    // ---- the owner reads the staff member's changes in 감사 기록 ----
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
    await page.getByLabel('관리자', { exact: true }).selectOption({ label: username });
    await expect(page).toHaveURL(/adminId=\d+/);
    const trail = page.getByRole('list', { name: '감사 기록 (최신순)' }).getByRole('listitem');
    const edited = trail.filter({ hasText: `강의 '${lecture.title} (직원 수정)' 수정` });
    await expect(edited).toContainText(username);
    await expect(edited.getByRole('row').filter({ hasText: '강의명' })).toContainText(
      `${lecture.title} (직원 수정)`,
    );
    await expect(trail.filter({ hasText: '2단계 인증 사용 시작' })).toHaveCount(1);
    await expectNoA11yViolations(page);
    // The owner's own invitation is in the trail too, under the owner's name.
    await page.getByLabel('관리자', { exact: true }).selectOption({ label: E2E_ADMIN.username });
    await expect(trail.filter({ hasText: username }).first()).toBeVisible();
    await page.goto('/admin/staff');

    // ---- the owner sees the account, and deactivates it ----
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('직원');
    await expect(row).toContainText('사용 중');

    // A lost phone: the owner turns the staff member's 2단계 인증 off.
    await expect(row.getByRole('cell', { name: '사용', exact: true })).toBeVisible();
    await row.getByRole('button', { name: '김직원 2단계 인증 초기화' }).click();
    const reset = page.getByRole('alertdialog');
    await expect(reset).toContainText('김직원 계정의 2단계 인증을 해제할까요?');
    await reset.getByRole('button', { name: '2단계 인증 초기화' }).click();
    await expect(page.getByText('김직원 계정의 2단계 인증을 해제했습니다.')).toBeVisible();
    await expect(row.getByRole('cell', { name: '사용 안 함', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `김직원 비활성화` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('김직원 계정을 비활성화할까요?');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: '비활성화' }).click();
    await expect(page.getByText('김직원 계정을 비활성화했습니다.')).toBeVisible();
    await expect(row).toContainText('비활성');
    const signInAgain = await request.post('/api/user/login', {
      data: { username, password },
    });
    expect(signInAgain.status()).toBe(401);
  });
});
