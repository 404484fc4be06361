import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { shiftMonth } from '../../frontend/src/features/admin/overview/overview-scope';
import { openAdminMenu, signIn } from './support/admin';
import {
  apply,
  createLecture,
  deleteLectures,
  payInSandbox,
  refund,
  seoulDate,
} from './support/admin-data';

/**
 * Issue 19's 현황 in the back office: the centre opens it from the menu, reads this month's
 * figures for a lecture the test filled through the API (three paid by card, one refunded in
 * part, a virtual account awaiting its deposit, one unpaid), switches to that lecture's whole
 * life (the 합계, the chart, the 일별 표), downloads the Excel file and reads it back with its
 * Korean intact, and steps to the month before. At desktop and tablet widths and on the phone.
 *
 * The page's pure logic (months, the scope in the address, the chart's series) is unit-tested
 * beside overview-scope.ts.
 */

const FEE = 20000;
const REFUNDED = 5000;

/** "2026-11" → "2026년 11월", as the server titles a month. */
function monthTitle(month: string): string {
  const [year, number] = month.split('-');
  return `${year}년 ${Number(number)}월`;
}

/** The text of each cell of a table row (its header cell first). */
function cellsOf(row: Locator): Promise<string[]> {
  return row.locator('th, td').allInnerTexts();
}

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

test.describe('현황 in the back office', () => {
  test.setTimeout(90_000);
  // The first overview read is refused on purpose (the error state); the browser logs it.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  test('a month and a lecture: the figures made through the API, the chart, the Excel file', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현황 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title, { fee: FEE, capacity: 10 });
    createdLectures.push(lecture.id);
    const paid: number[] = [];
    for (const name of ['김하나', '이두리', '박세나']) {
      const applicationId = await apply(request, lecture, name);
      await payInSandbox(request, applicationId);
      paid.push(applicationId);
    }
    await refund(request, token, paid[0], REFUNDED);
    await payInSandbox(request, await apply(request, lecture, '정입금', '가상계좌'));
    await apply(request, lecture, '최미결');

    // From the menu; this month in Seoul at first. Its first read fails: the error
    // and 다시 시도, as on the other admin pages.
    let refused = false;
    await page.route(
      (url) => url.pathname === '/api/admin/overview',
      async (route) => {
        if (refused) return route.fallback();
        refused = true;
        await route.fulfill({
          status: 500,
          json: { statusCode: 500, message: '잠시 후 다시 시도해 주세요.' },
        });
      },
    );
    await page.goto('/admin');
    await (await openAdminMenu(page)).getByRole('link', { name: '현황' }).click();
    await expect(page).toHaveURL('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: '현황' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      '데이터를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    await page.getByRole('button', { name: '다시 시도' }).click();

    const month = seoulDate(0).slice(0, 7);
    await expect(
      page.getByRole('heading', { level: 2, name: `${monthTitle(month)} 현황` }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: '월별' })).toBeChecked();
    await expect(page.getByLabel('월', { exact: true })).toHaveValue(month);
    const monthTable = page.getByRole('table', { name: `${monthTitle(month)} 강의별 현황` });
    const row = monthTable
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `${title} 강의 전체 현황 보기` }) });
    // 신청 5, 결제 3, 입금 대기 1, 환불 1; 60,000원 in, 5,000원 back; 3 of 10 seats taken.
    const figures = [title, '5', '3', '1', '1', '60,000원', '5,000원', '55,000원', '3/10'];
    expect(await cellsOf(row)).toEqual(figures);
    await expect(monthTable.getByRole('row').last()).toContainText('합계');
    const chart = page.getByRole('img', {
      name: `${monthTitle(month)} 일별 신청 수(막대)와 순매출(선) 그래프. 같은 숫자가 아래 일별 표에 있습니다.`,
    });
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'CSV 전체 다운로드' })).toBeVisible();
    await scan(page);

    // 강의별: the lecture over its life, its 합계 the same line, the days it had.
    // The scope is the address's, which a navigation sets after the click: wait for it.
    await page.getByRole('radio', { name: '강의별' }).click();
    await expect(page.getByRole('radio', { name: '강의별' })).toBeChecked();
    await page.getByLabel('강의', { exact: true }).selectOption({ label: title });
    await expect(page).toHaveURL(`/admin/overview?lectureId=${lecture.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `${title} 현황` })).toBeVisible();
    const lectureTable = page.getByRole('table', { name: `${title} 강의별 현황` });
    const rows = lectureTable.getByRole('row');
    await expect(rows).toHaveCount(3);
    expect(await cellsOf(rows.nth(1))).toEqual(figures);
    expect(await cellsOf(rows.nth(2))).toEqual(['합계', ...figures.slice(1, 8), '']);
    const lectureChart = page.getByRole('img', { name: new RegExp(`^${title} 일별 신청 수`) });
    await expect(lectureChart.locator('canvas')).toHaveCount(1);
    await expect(lectureChart).toBeVisible();

    // The same numbers as text: the 일별 표, closed at first.
    const daysTable = page.getByRole('table', { name: `${title} 일별 신청·순매출` });
    await expect(daysTable).toBeHidden();
    await page.getByText('일별 표', { exact: true }).click();
    await expect(daysTable).toBeVisible();
    const today = daysTable.getByRole('row').filter({ hasText: seoulDate(0) });
    expect(await cellsOf(today)).toEqual([seoulDate(0), '5', '55,000원']);
    await scan(page);

    // The Excel file: the server's Korean name, the same figures, Korean intact.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `${title} 현황 엑셀 다운로드` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`현황_강의${lecture.id}.xlsx`);
    const file = await readFile(await download.path());
    const sheet = await readSheet(file, '강의별');
    expect(sheet[0][0]).toBe(`${title} 현황`);
    expect(sheet[1]).toEqual([
      '강의',
      '신청',
      '결제',
      '입금 대기',
      '환불',
      '결제 금액(원)',
      '환불 금액(원)',
      '순매출(원)',
      '정원',
      '결제 좌석',
      '폐강',
    ]);
    expect(sheet[2].slice(0, 10)).toEqual([title, 5, 3, 1, 1, 60000, 5000, 55000, 10, 3]);
    expect(sheet.at(-1)?.slice(0, 8)).toEqual(['합계', 5, 3, 1, 1, 60000, 5000, 55000]);
    const days = await readSheet(file, '일별');
    expect(days[0]).toEqual(['날짜', '신청', '순매출(원)']);
    expect(days.find((cells) => cells[0] === seoulDate(0))).toEqual([seoulDate(0), 5, 55000]);

    // Back to 월별, then the month before: nothing of this lecture there.
    // The scope is the address's, which a navigation sets after the click: wait for it.
    await page.getByRole('radio', { name: '월별' }).click();
    await expect(page.getByRole('radio', { name: '월별' })).toBeChecked();
    await expect(page).toHaveURL(`/admin/overview?month=${month}`);
    await page.getByRole('button', { name: '이전 달' }).click();
    const before = shiftMonth(month, -1);
    await expect(page).toHaveURL(`/admin/overview?month=${before}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `${monthTitle(before)} 현황` }),
    ).toBeVisible();
    await expect(page.getByLabel('월', { exact: true })).toHaveValue(before);
    await expect(page.getByRole('link', { name: `${title} 강의 전체 현황 보기` })).toHaveCount(0);
    await page.getByRole('button', { name: '다음 달' }).click();
    await expect(row).toBeVisible();
  });
});
