import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { E2E_ADMIN, openAdminMenu, signIn } from './support/admin';
import {
  apply,
  createLecture,
  deleteLectures,
  recordCashAtDesk,
  seoulDate,
} from './support/admin-data';
import { expectNoSidewaysScroll } from './support/page-helpers';
import { listRow } from './support/applicant-list';

/**
 * 감사 기록 (issue 20, issue 36): an administrator changes a lecture's price in the edit form,
 * records a family's payment in cash at the desk and downloads the applicants' CSV, then reads
 * them in 감사 기록, narrowed by kind, person and date: who, when, from where (IPv4 as written),
 * the price before → after, and the payment named by the family's masked name and the lecture,
 * its method and state in Korean. On the phone, and at desktop width. The filters in the address
 * and the Korean words of every field are unit-tested beside audit-format.ts.
 */

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** The trail's entry whose summary names `text`. */
function entry(page: Page, text: string): Locator {
  return page
    .getByRole('list', { name: '감사 기록 (최신순)' })
    .getByRole('listitem')
    .filter({ hasText: text });
}

test.describe('감사 기록', () => {
  const lectureIds: number[] = [];
  test.afterAll(async ({ playwright }) => deleteLectures(playwright, lectureIds));

  test('a price change, a desk payment and a CSV download, read back in words', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `감사 기록 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title, { fee: 20000 });
    lectureIds.push(lecture.id);
    const applicationId = await apply(request, lecture, '박감사');

    // ---- the price changes in the edit form ----
    await page.goto(`/admin/lecture/edit/${lecture.id}`);
    await expect(page.getByLabel('1번째 요금 금액(원)')).toHaveValue('20000');
    await page.getByLabel('1번째 요금 금액(원)').fill('25000');
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    const saved = page.getByRole('alertdialog');
    await expect(saved).toContainText('강의가 수정되었습니다.');
    await saved.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL('/admin/lecture');
    // ---- the family pays its 20,000원 in cash at the desk (after the price change: a paid
    // course's price is history) ----
    await recordCashAtDesk(request, token, lecture, applicationId);

    // ---- its applicants' CSV is downloaded ----
    const row = listRow(page, '강의 목록 (최신 글부터)', title);
    await row.getByRole('button', { name: `${title} 신청자 보기` }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `${title} 신청자 CSV 다운로드` }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);

    // ---- 감사 기록, from the menu ----
    await page.goto('/admin');
    await (await openAdminMenu(page)).getByRole('link', { name: '감사 기록' }).click();
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
    await scan(page);

    // Other tests share the server: narrow to lectures, this account and today, then look
    // for this lecture's row rather than at a fixed place.
    await page.getByLabel('종류').selectOption({ label: '강의' });
    await expect(page).toHaveURL(/kind=LECTURE/);
    await page.getByLabel('관리자', { exact: true }).selectOption({ label: E2E_ADMIN.username });
    await expect(page).toHaveURL(/adminId=\d+/);
    await page.getByLabel('시작일').fill(seoulDate(0));
    await expect(page).toHaveURL(new RegExp(`from=${seoulDate(0)}`));
    const edited = entry(page, `강의 '${title}' 수정`);
    await expect(edited).toBeVisible();
    await expect(edited).toContainText(E2E_ADMIN.username);
    await expect(edited.getByRole('time')).toContainText(
      /\d{4}년 \d{1,2}월 \d{1,2}일\(.\) \d{2}:\d{2}/,
    );
    await expect(edited).toContainText('접속 주소');
    // An IPv4 address reaching a dual-stack server reads as IPv4 (no ::ffff: before it).
    await expect(edited).not.toContainText('::ffff:');
    const change = edited.getByRole('row').filter({ hasText: '세부 강의 요금' });
    await expect(change.getByRole('cell')).toHaveText([
      '1회차 · 20,000원 · 정원 제한 없음',
      '1회차 · 25,000원 · 정원 제한 없음',
    ]);
    // The CSV is not a lecture change: it is not in this view.
    await expect(entry(page, `강의 '${title}' 신청자 CSV 다운로드`)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await scan(page);

    await page.getByLabel('종류').selectOption({ label: '개인정보 내보내기' });
    await expect(page).toHaveURL(/kind=EXPORT/);
    const exported = entry(page, `강의 '${title}' 신청자 CSV 다운로드 (1명)`);
    await expect(exported).toBeVisible();
    await expect(exported).toContainText('개인정보 내보내기');
    await expect(exported).toContainText(E2E_ADMIN.username);
    await expect(entry(page, `강의 '${title}' 수정`)).toHaveCount(0);
    await scan(page);

    // The desk's payment: named by the family's masked name and the lecture, never 신청 #…,
    // each change in Korean words.
    await page.getByLabel('종류').selectOption({ label: '현장 결제' });
    await expect(page).toHaveURL(/kind=PAYMENT/);
    const paid = entry(page, `박*사 · ${title}`);
    await expect(paid).toBeVisible();
    await expect(paid).toContainText('현장 결제 20,000원 기록');
    await expect(paid).not.toContainText(`신청 #${applicationId}`);
    await expect(paid).not.toContainText('박감사');
    await expect(
      paid.getByRole('row').filter({ hasText: '결제 수단' }).getByRole('cell'),
    ).toHaveText(['카드', '현금']);
    await expect(
      paid.getByRole('row').filter({ hasText: '결제 상태' }).getByRole('cell'),
    ).toHaveText(['미결제', '결제 완료']);
    await expectNoSidewaysScroll(page);
    await scan(page);

    // A day before anything happened: nothing, said so.
    // 종료일 before 시작일 moves 시작일 with it: the range is never reversed.
    await page.getByLabel('종료일').fill(seoulDate(-1));
    await expect(page).toHaveURL(new RegExp(`from=${seoulDate(-1)}&to=${seoulDate(-1)}`));
    await expect(page.getByLabel('시작일')).toHaveValue(seoulDate(-1));
    await expect(
      page.getByRole('status').filter({ hasText: '조건에 맞는 기록이 없습니다.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '조건 지우기' }).click();
    await expect(page).toHaveURL('/admin/audit');
    await expect(entry(page, `강의 '${title}' 신청자 CSV 다운로드 (1명)`)).toBeVisible();
  });

  test.describe('when the trail cannot be read', () => {
    // The browser notes the failed request on its console: provoked here on purpose.
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('a failed load says so in Korean and can be retried', async ({ page, request }) => {
      await signIn(page, request);
      let fail = true;
      await page.route(/\/api\/admin\/audit(\?|$)/, (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ statusCode: 500, message: '서버 오류가 발생했습니다.' }),
            })
          : route.continue(),
      );
      await page.goto('/admin/audit');
      await expect(page.getByText('데이터를 불러오지 못했습니다.')).toBeVisible();
      await scan(page);
      fail = false;
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /총 [\d,]+건|조건에 맞는 기록이 없습니다/ }),
      ).toBeVisible();
      await expect(page.getByText('데이터를 불러오지 못했습니다.')).toHaveCount(0);
    });
  });
});
