import { randomBytes } from 'node:crypto';
import { expectNoA11yViolations } from './support/axe';
import { createLecture, deleteLectures, signIn } from './support/admin-data';
import { E2E_ADMIN } from './support/admin';
import { expect, test } from './support/test';

/**
 * 직원 관리 in the browser (issue 20): the owner invites a staff member and hands over the link;
 * the staff member opens it in their own browser, sets a password and signs in; they edit a
 * lecture, do not see 직원 관리, and its address tells them 권한이 없습니다. axe scans every new page.
 */
test.describe('staff accounts', () => {
  // Two browsers, six axe scans and two argon2 sign-ins on two shared cores.
  test.setTimeout(90_000);
  const lectures: number[] = [];
  test.afterAll(async ({ playwright }) => deleteLectures(playwright, lectures));

  test('the owner invites a staff member, who signs in and edits a lecture but cannot manage staff @desktop', async ({
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
    await page
      .getByRole('navigation', { name: '관리자 영역' })
      .getByRole('link', { name: '직원 관리' })
      .click();
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
    await expect(
      staff.getByText(`${E2E_ADMIN.username} 님이 아이디 ${username}(으)로 초대했습니다.`),
    ).toBeVisible();
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

    // ---- staff see no owner links ----
    const menu = staff.getByRole('navigation', { name: '관리자 영역' });
    await expect(menu.getByRole('link', { name: '교육/특강 페이지 관리' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '직원 관리' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '개인정보 열람 기록' })).toHaveCount(0);

    // ---- staff edit a lecture ----
    await staff.goto(`/admin/lecture/edit/${lecture.id}`);
    const title = staff.getByLabel('강의명', { exact: true });
    await expect(title).toHaveValue(lecture.title);
    await title.fill(`${lecture.title} (직원 수정)`);
    await staff.getByRole('button', { name: '수정하기' }).click();
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

    // ---- the owner sees the account, and deactivates it ----
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('직원');
    await expect(row).toContainText('사용 중');
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
