import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  STATUS_WORDS,
  fetchLecture,
  fetchLectures,
  newestFirst,
  statusWord,
  type LectureSummary,
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

/** "50000", "90000" → the fee as the page writes it: 90,000원 or 50,000원~90,000원. */
function feeWords(lecture: LectureSummary): string {
  const won = (n: number) => `${n.toLocaleString('en-US')}원`;
  if (lecture.fee_min === null || lecture.fee_max === null) return '';
  if (lecture.fee_max === 0) return '무료';
  return lecture.fee_min === lecture.fee_max
    ? won(lecture.fee_min)
    : `${won(lecture.fee_min)}~${won(lecture.fee_max)}`;
}

/** "2026-12-04" → "12월 4일": how the status line names a day. */
function monthDay(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}월 ${day}일`;
}

/** The list table: six columns, newest lecture first, numbered from the highest down. */
async function expectLectureTable(page: Page, lectures: readonly LectureSummary[]): Promise<void> {
  const expected = newestFirst(lectures);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    '번호',
    '제목',
    '강사',
    '접수기간',
    '수강료',
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
    await expect(cells.nth(4), `fee of "${lecture.title}"`).toHaveText(feeWords(lecture));
    const status = cells.nth(5);
    await expect(status, `status of "${lecture.title}"`).toContainText(statusWord(lecture));
    for (const other of STATUS_WORDS) {
      if (other !== statusWord(lecture)) await expect(status).not.toContainText(other);
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
    await expect(page.getByRole('heading', { level: 1, name: '교육·특강' })).toBeVisible();
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
    // A phone number is one tap to call. (Compared with the lecture's own number: journeys
    // running beside this one change the centre's phone in the footer.)
    await expect(row('문의').getByRole('link')).toHaveAttribute(
      'href',
      `tel:${lecture.inquiry.replace(/\D/g, '')}`,
    );

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

  test('each lecture says its status and what to do, before, during and after registration', async ({
    page,
    request,
  }) => {
    const lectures = await fetchLectures(request);
    expect(
      lectures.some(
        (lecture) => lecture.reg_status === 'BEFORE' && lecture.reg_start_time === '10:00',
      ),
      'the demo content has a lecture opening at 10:00',
    ).toBe(true);
    for (const lecture of lectures) {
      await openLecture(page, lecture);
      const summary = page.getByRole('region', { name: '접수 상태' });
      await expect(summary, `status of "${lecture.title}"`).toContainText(statusWord(lecture));
      await expect(summary).toContainText(feeWords(lecture));
      const action = page.getByRole('region', { name: '신청 안내' });
      await expect(action).toContainText(feeWords(lecture));
      if (lecture.reg_status === 'BEFORE') {
        await expect(action).toContainText(`${monthDay(lecture.reg_period_start)}(`);
        await expect(action).toContainText('부터 신청할 수 있어요');
        // Opening at a set hour, it says the hour too.
        if (lecture.reg_start_time === '10:00') {
          await expect(action).toContainText(') 오전 10시부터 신청할 수 있어요');
        }
      } else if (lecture.reg_status === 'CLOSED') {
        await expect(action).toContainText('신청 기간이 끝났어요');
      } else if (lecture.seats_left !== 0) {
        await expect(action).toContainText(`${monthDay(lecture.reg_period_end)}(`);
        // On a phone the bar stays at the bottom of the screen: 신청하기 is in reach at once.
        const apply = action.getByRole('button', { name: '신청하기' });
        await expect(apply).toBeInViewport();
        const box = (await apply.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      }
    }
  });

  test('접수중 · 예정 · 마감 narrow the list, and 전체 shows it all again', async ({
    page,
    request,
  }) => {
    const lectures = await fetchLectures(request);
    await page.goto('/lecture');
    await expect(lectureRows(page)).toHaveCount(lectures.length);
    const filters = page.getByRole('list', { name: '접수 상태로 보기' });
    const expected: [string, (lecture: LectureSummary) => boolean][] = [
      ['접수중', (lecture) => lecture.reg_status === 'OPEN'],
      ['예정', (lecture) => lecture.reg_status === 'BEFORE'],
      ['마감', (lecture) => ['CLOSED', 'CANCELLED'].includes(lecture.reg_status)],
      ['전체', () => true],
    ];
    for (const [name, shown] of expected) {
      const button = filters.getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      const titles = newestFirst(lectures.filter(shown)).map((lecture) => lecture.title);
      expect(titles.length, `the demo content has a lecture for ${name}`).toBeGreaterThan(0);
      await expect(lectureRows(page).locator('.lecture-table__title a')).toHaveText(titles);
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
