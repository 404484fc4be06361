import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  REG_STATUS_TEXT,
  fetchLecture,
  fetchLectures,
  newestFirst,
  type LectureSummary,
  type RegStatus,
} from './support/api';
import { expectImageLoaded, longestTextRun, shownFile } from './support/page-helpers';

/** A calendar date as the page may write it: 2026-12-01, 2026.12.01 or 2026. 12. 01. */
function anyDateFormat(isoDate: string): RegExp {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return new RegExp(`${year}\\s*[-./]\\s*${month}\\s*[-./]\\s*${day}`);
}

function wholeNumber(n: number): RegExp {
  return new RegExp(`(^|\\D)${n}(\\D|$)`);
}

function lectureRows(page: Page): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The list table: the five columns, newest lecture first, numbered from the highest down. */
async function expectLectureTable(page: Page, lectures: readonly LectureSummary[]): Promise<void> {
  const expected = newestFirst(lectures);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    '번호',
    '제목',
    '강사',
    '접수기간',
    '접수상태',
  ]);
  const rows = lectureRows(page);
  await expect(rows).toHaveCount(expected.length);
  for (const [index, lecture] of expected.entries()) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(cells.nth(0), `number of row ${index + 1}`).toContainText(
      wholeNumber(expected.length - index),
    );
    await expect(
      cells.nth(1).getByRole('link', { name: lecture.title, exact: true }),
    ).toHaveAttribute('href', `/lecture/${lecture.id}`);
    await expect(cells.nth(2)).toContainText(lecture.instructor_name);
    await expect(cells.nth(3)).toContainText(anyDateFormat(lecture.reg_period_start));
    await expect(cells.nth(3)).toContainText(anyDateFormat(lecture.reg_period_end));
    const status = cells.nth(4);
    await expect(status, `status of "${lecture.title}"`).toContainText(
      REG_STATUS_TEXT[lecture.reg_status],
    );
    for (const other of Object.keys(REG_STATUS_TEXT) as RegStatus[]) {
      if (other !== lecture.reg_status)
        await expect(status).not.toContainText(REG_STATUS_TEXT[other]);
    }
  }
}

function applyControl(page: Page): Locator {
  const main = page.getByRole('main');
  return main
    .getByRole('button', { name: '신청하기' })
    .or(main.getByRole('link', { name: '신청하기' }));
}

/** Waits until the detail page has loaded the lecture. */
async function openLecture(page: Page, lecture: LectureSummary): Promise<void> {
  await page.goto(`/lecture/${lecture.id}`);
  await expect(page.getByRole('heading', { name: lecture.title, exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '강의기간', exact: true })).toBeVisible();
}

test.describe('lectures', () => {
  test('the list shows every lecture newest first, numbered down, with its registration status', async ({
    page,
    request,
  }) => {
    const lectures = await fetchLectures(request);
    await page.goto('/lecture');
    await expect(page.getByRole('heading', { level: 1, name: '교육·연수' })).toBeVisible();
    await expectLectureTable(page, lectures);
  });

  test('the capitalised /Lecture shows the same list', async ({ page, request }) => {
    const lectures = await fetchLectures(request);
    await page.goto('/Lecture');
    await expectLectureTable(page, lectures);
  });

  test('clicking a row, or its title, opens that lecture', async ({ page, request }) => {
    const [newest, second] = newestFirst(await fetchLectures(request));
    await page.goto('/lecture');
    // Anywhere on the row: the instructor's cell.
    await lectureRows(page).nth(0).getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(`/lecture/${newest.id}`);
    await expect(page.getByRole('heading', { name: newest.title, exact: true })).toBeVisible();

    const other = second ?? newest;
    await page.goto('/lecture');
    await page.getByRole('table').getByRole('link', { name: other.title, exact: true }).click();
    await expect(page).toHaveURL(`/lecture/${other.id}`);
    await expect(page.getByRole('heading', { name: other.title, exact: true })).toBeVisible();
  });

  test('the detail page shows the facts, the content and the banner', async ({ page, request }) => {
    const [newest] = newestFirst(await fetchLectures(request));
    const lecture = await fetchLecture(request, newest.id);
    await openLecture(page, lecture);

    const row = (label: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row('제목')).toContainText(lecture.title);
    await expect(row('접수기간')).toContainText(anyDateFormat(lecture.reg_period_start));
    await expect(row('접수기간')).toContainText(anyDateFormat(lecture.reg_period_end));
    await expect(row('강사')).toContainText(lecture.instructor_name);
    const specFormat = 'spec §3: lecture period dates are shown as YYYY-MM-DD';
    await expect(row('강의기간'), specFormat).toContainText(lecture.lec_period_start.slice(0, 10));
    await expect(row('강의기간'), specFormat).toContainText(lecture.lec_period_end.slice(0, 10));
    await expect(row('주최')).toContainText(lecture.organizer);
    await expect(row('문의')).toContainText(lecture.inquiry);

    const text = longestTextRun(lecture.content);
    expect(text, 'the demo lecture has text content').not.toBe('');
    await expect(page.getByRole('main')).toContainText(text);

    const banner = page.getByRole('main').locator('img[src*="/upload/lectureFiles/"]');
    await expect(banner).toHaveCount(1);
    expect(await shownFile(banner)).toBe(lecture.file_name);
    await expect(banner).toHaveAttribute('alt', /\S/);
    await expectImageLoaded(banner);
  });

  test('신청하기 appears on exactly the lectures open for registration with a free seat', async ({
    page,
    request,
  }) => {
    const lectures = await fetchLectures(request);
    expect(
      new Set(lectures.map((lecture) => lecture.reg_status)),
      'the demo content has lectures before, during and after registration',
    ).toEqual(new Set(['BEFORE', 'OPEN', 'CLOSED']));
    for (const lecture of lectures) {
      await openLecture(page, lecture);
      // Issue 17: an open lecture with every seat taken shows 정원 마감 and 대기 신청 instead.
      const full = lecture.reg_status === 'OPEN' && lecture.seats_left === 0;
      await expect(
        applyControl(page),
        `신청하기 on "${lecture.title}" (${lecture.reg_status}${full ? ', full' : ''})`,
      ).toHaveCount(lecture.reg_status === 'OPEN' && !full ? 1 : 0);
      await expect(
        page.getByRole('main').getByRole('link', { name: '대기 신청' }),
        `대기 신청 on "${lecture.title}"`,
      ).toHaveCount(full ? 1 : 0);
    }
  });

  test('신청하기 on an open lecture goes to the application form', async ({ page, request }) => {
    const open = (await fetchLectures(request)).find((lecture) => lecture.reg_status === 'OPEN');
    expect(open, 'a demo lecture is open for registration').toBeDefined();
    await openLecture(page, open!);
    await applyControl(page).click();
    await expect(page).toHaveURL('/application');
  });

  test('목록 returns to the lecture list', async ({ page, request }) => {
    const lectures = await fetchLectures(request);
    await openLecture(page, lectures[0]);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: '목록', exact: true })
      .or(main.getByRole('button', { name: '목록', exact: true }))
      .click();
    await expect(page).toHaveURL('/lecture');
    await expect(lectureRows(page)).toHaveCount(lectures.length);
  });
});
