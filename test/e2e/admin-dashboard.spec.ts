import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { signIn } from './support/admin';
import {
  apply,
  createLecture,
  deleteLectures,
  payInSandbox,
  refund,
  type TestLecture,
} from './support/admin-data';
import { expectNoSidewaysScroll } from './support/page-helpers';

/**
 * Issue 36: the director's day on /admin. Other journeys apply at the same time, so the figures
 * checked are this journey's own lecture's, and the money tile against the API's own answer.
 */
test.describe('the dashboard', () => {
  const made: number[] = [];
  test.afterAll(async ({ playwright }) => deleteLectures(playwright, made));

  test('shows a lecture filling after an application, a payment and a refund, and opens its applicants @desktop-only', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `대시보드 확인 강의 ${Date.now() % 100000}`;
    const lecture: TestLecture = await createLecture(request, token, title, {
      fee: 30000,
      capacity: 3,
    });
    made.push(lecture.id);
    const paid = await apply(request, lecture, '김대시');
    await payInSandbox(request, paid);
    await refund(request, token, paid, 5000);

    await page.goto('/admin');
    const filling = page.getByRole('table', { name: '접수 중인 강의, 남은 자리가 적은 순' });
    const row = filling
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row).toContainText('2 / 3');

    // The money tile says what the API says (the ledger's sums, as 현황).
    const board = (await (
      await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { today: { money: { net: number } } };
    await expect(page.getByRole('region', { name: '매출 (환불 제외)' })).toContainText(
      `오늘 ${board.today.money.net.toLocaleString('ko-KR')}원`,
    );
    await expect(page.getByRole('region', { name: '환불 승인 대기' })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/admin/user?lectureId=${lecture.id}`);
    await expect(page.getByRole('main')).toContainText('김대시');
  });
});
