import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import type { Schema } from '../../shared/contract/schema';
import { acknowledge, ADMIN_STORAGE_KEYS, adminToken, writeStored } from './support/admin';
import { seoulDate, TINY_PNG } from './support/admin-data';

/**
 * Issue 35 at phone size: the director starts a new lecture the way centres do, by copying a past
 * one (복사 on the lecture list), gives it new dates and a session day, and parents then read its
 * sessions and 대상 on the public page.
 */

/** "2026-12-05" → "12월 5일(토)", as the site writes a session's day. */
function monthDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = '일월화수목금토'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}월 ${d}일(${weekday})`;
}

/** A past lecture, as the back office made it: two sessions, 대상 and a place. */
async function pastLecture(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/admin/lecture', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      instructor_name: '김서연',
      organizer: '마음숲 상담센터',
      inquiry: '02-000-0000',
      reg_period_start: seoulDate(-60),
      reg_period_end: seoulDate(-40),
      lec_period_start: seoulDate(-30),
      lec_period_end: seoulDate(-29),
      venue: '3층 세미나실',
      audience: '초등 저학년 자녀를 둔 부모',
      content: '<p>감정 코칭의 첫걸음</p>',
      fees: JSON.stringify([{ fee_type: '전 과정', amount: 50000 }]),
      sessions: JSON.stringify([
        { day: seoulDate(-30), start: '19:00', end: '21:00' },
        { day: seoulDate(-29), start: '19:00', end: '21:00' },
      ]),
      file: { name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(response.status(), 'past lecture').toBe(201);
  return ((await response.json()) as Schema<'LectureSaved'>).id;
}

test('a past lecture is copied into a new one with new dates, and parents read its sessions', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = `정서코칭 특강 ${Date.now()}`;
  const pastId = await pastLecture(request, token, title);
  await page.goto('/');
  await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, token);
  await writeStored(page, ADMIN_STORAGE_KEYS.autoLogin, 'false');

  await page.goto('/admin/lecture');
  await page.getByRole('link', { name: `${title} 복사해서 새 강의 만들기` }).click();
  await expect(page.getByRole('heading', { name: '강의 복사' })).toBeVisible();
  await expect(page.getByText(`'${title}'의 내용을 복사했습니다.`)).toBeVisible();
  await expect(page.getByLabel('강의명', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('대상', { exact: true })).toHaveValue('초등 저학년 자녀를 둔 부모');
  await expect(page.getByLabel('강의 시작일')).toHaveValue('');
  await expect(page.getByLabel('2회차 시작 시각')).toHaveValue('19:00');
  await expectNoA11yViolations(page);

  const newTitle = `${title} (2기)`;
  await page.getByLabel('강의명', { exact: true }).fill(newTitle);
  await page.getByLabel('접수 시작일').fill(seoulDate(0));
  await page.getByLabel('접수 종료일').fill(seoulDate(10));
  await page.getByLabel('강의 시작일').fill(seoulDate(20));
  await page.getByLabel('강의 종료일').fill(seoulDate(21));
  await page.getByLabel('1회차 날짜').fill(seoulDate(20));
  // The second day is left empty: the form marks it, says why, and puts the cursor there.
  await page.getByRole('button', { name: '새 강의 만들기' }).click();
  await expect(page.getByLabel('2회차 날짜')).toBeFocused();
  await expect(page.getByLabel('2회차 날짜')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('2회차 날짜')).toHaveAccessibleDescription(
    /^일정의 날짜와 시작·끝 시각을 모두 입력해 주세요\./,
  );
  await expect(page.getByLabel('1회차 날짜')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('2회차 날짜').fill(seoulDate(21));
  await page.getByRole('button', { name: '새 강의 만들기' }).click();
  await acknowledge(page, '강의가 생성되었습니다.');
  await expect(page).toHaveURL(/\/admin\/lecture$/);

  const list = (await (
    await request.get('/api/lecture/list')
  ).json()) as Schema<'LectureSummaryResponse'>[];
  const copy = list.find((lecture) => lecture.title === newTitle);
  expect(copy, 'the copy is on the public list').toBeDefined();
  expect(copy!.reg_status).toBe('OPEN');
  const past = (await (
    await request.get(`/api/admin/lecture/${pastId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Schema<'AdminLectureDetail'>;
  expect(copy!.file_name, 'the copy reuses the banner').toBe(past.file_name);

  // What a parent sees: each session's day and hours, 대상 and the place.
  await page.goto(`/lecture/${copy!.id}`);
  const summary = page.getByRole('region', { name: '접수 상태' });
  await expect(summary.getByRole('listitem')).toHaveText([
    `${monthDay(seoulDate(20))} 19:00~21:00`,
    `${monthDay(seoulDate(21))} 19:00~21:00`,
  ]);
  await expect(summary).toContainText('초등 저학년 자녀를 둔 부모');
  await expect(summary).toContainText('3층 세미나실');
  await expectNoA11yViolations(page);

  // The list names the first session and how many more, under the title.
  await page.goto('/lecture');
  const row = page.getByRole('row').filter({ hasText: newTitle });
  await expect(row).toContainText(`${monthDay(seoulDate(20))} 19:00~21:00 외 1회 · 3층 세미나실`);
});
