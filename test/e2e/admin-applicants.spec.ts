import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import type { Schema } from '../../shared/contract/schema';
import { E2E_ADMIN, signIn } from './support/admin';
import {
  apply,
  createLecture as createPaidLecture,
  payInSandbox,
  seoulDate,
  TINY_PNG,
} from './support/admin-data';
import { expectNoSidewaysScroll } from './support/page-helpers';
import {
  applicantList,
  applicantName,
  applicantRow,
  applicantRows,
  rowAction,
  rowActionNames,
  rowMenuButton,
} from './support/applicant-list';

/**
 * Issue 19: 신청자 관리 (/admin/user) searches, filters, sorts and pages on the server
 * (GET /api/admin/applications), the query in the address. 25 applications to one lecture are
 * made through the API; the centre finds them by a name fragment and by phone digits, filters by
 * payment state, goes to page 2 and reloads; from a row it refunds part of a card payment and
 * cancels the rest, the list showing each new state without a reload. On the phone, where each
 * application is a card (admin-tables-fit.spec.ts walks the table at desktop widths); axe on
 * the way. The address ↔ query logic has its unit tests beside
 * it (frontend/src/features/admin/money/applicant-query.test.ts).
 */

const FEE = 20000;
const COUNT = 25;
/** koreanDateTime (shared/format/korean-dates.ts): "2026년 11월 25일(수) 12:00". */
const KST_INSTANT = /^\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}$/;

async function createLecture(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<{ id: number; feeId: number }> {
  const created = await request.post('/api/admin/lecture', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      instructor_name: '김상담',
      reg_period_start: seoulDate(-1),
      reg_period_end: seoulDate(20),
      lec_period_start: seoulDate(30),
      lec_period_end: seoulDate(30),
      inquiry: '02-123-4567',
      organizer: '마음숲 상담센터',
      content: '<p>신청자 검색을 확인하는 강의입니다.</p>',
      fees: JSON.stringify([{ fee_type: '1회차', amount: FEE }]),
      file: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const [fee] = (await (await request.get(`/api/lecture/fee/${id}`)).json()) as { id: number }[];
  return { id, feeId: fee.id };
}

interface Applicant {
  id: number;
  name: string;
  contact: string;
  email: string;
}

/** A phone as the back office lists it: 010-****-5678. */
function masked(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** The i-th applicant of a run: names share `tag`, phones share the middle four digits. */
function applicantOf(tag: string, middle: string, index: number) {
  const nn = String(index + 1).padStart(2, '0');
  return {
    name: `검색${tag}${nn}`,
    email: `search-${tag}-${nn}@example.com`,
    contact: `010-${middle}-${String(7000 + index)}`,
  };
}

/** 25 applications as families make them, in order (ids rise with i), five at a time. */
async function applyMany(
  request: APIRequestContext,
  lecture: { id: number; feeId: number },
  title: string,
  tag: string,
  middle: string,
): Promise<Applicant[]> {
  const made: Applicant[] = [];
  for (let start = 0; start < COUNT; start += 5) {
    const batch = Array.from({ length: Math.min(5, COUNT - start) }, (_, k) => start + k);
    // Five in flight: their ids come in whatever order the server stored them.
    const answers = await Promise.all(
      batch.map(async (index) => {
        const applicant = applicantOf(tag, middle, index);
        const answer = await request.post('/api/lecture/application/data', {
          data: {
            applicant: { ...applicant, birth: '1985-03-04' },
            lectureId: lecture.id,
            lectureTitle: title,
            selectedFees: [{ id: lecture.feeId }],
            totalAmount: FEE,
            payMethod: '카드',
          },
        });
        const stored = (await answer.json()) as Schema<'ApplicationStored'>;
        expect(stored.state, `application ${index}`).toBe(0);
        const id = (stored as { applicationId: number }).applicationId;
        return { id, name: applicant.name, contact: applicant.contact, email: applicant.email };
      }),
    );
    made.push(...answers);
  }
  // Oldest first, as the server numbers them: the list's order is the ids', not the requests'.
  return made.sort((a, b) => a.id - b.id);
}

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expect(page.locator('table[aria-busy="true"], ul[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** The applications: a table, or on the phone a list of cards (support/applicant-list.ts). */
function applicantTable(page: Page): Locator {
  return applicantList(page, /^신청 목록/);
}

function bodyRows(page: Page): Locator {
  return applicantRows(applicantTable(page));
}

function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: '신청 목록 페이지' });
}

/** The polite count above the table. */
function count(page: Page): Locator {
  return page.locator('.admin-applicant-summary').getByRole('status');
}

test.describe('신청자 관리 searched on the server', () => {
  test.setTimeout(90_000);

  const createdLectures: number[] = [];
  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await api.post('/api/user/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const { accessToken } = (await login.json()) as Schema<'AccessTokenResponse'>;
    for (const id of createdLectures) {
      await api.delete(`/api/admin/lecture/${id}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
    }
    await api.dispose();
  });

  test('search by name and phone, filter by state, page 2, and reload keeps the query', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const tag = randomBytes(3).toString('hex');
    const middle = String(randomInt(2000, 9000));
    const title = `E2E 검색 강의 ${tag}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicants = await applyMany(request, lecture, title, tag, middle);
    // The 8th pays at the desk: the only paid one of this run.
    const paid = applicants[7];
    const desk = await request.post(`/api/admin/application/${paid.id}/payment`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount: FEE, paidOn: seoulDate(0), method: 'CASH' },
    });
    expect(desk.ok(), 'desk payment').toBe(true);

    // Every search the page sends, to prove the box waits for the typing to stop.
    const searches: URL[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/admin/applications') searches.push(url);
    });

    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV 전체 다운로드' })).toBeVisible();
    await expect(count(page)).toHaveText(/^총 \d+건$/);
    await scan(page);

    // ---- a name fragment, typed: one search once the typing stops ----
    const box = page.getByRole('searchbox', { name: '검색어' });
    await expect(box).toHaveAccessibleDescription(/이름, 이메일 또는 전화번호 일부/);
    const before = searches.length;
    await box.pressSequentially(`검색${tag}`, { delay: 40 });
    await expect(count(page)).toHaveText(`총 ${COUNT}건`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(`검색${tag}`)}`));
    const typed = searches.slice(before).map((url) => url.searchParams.get('q') ?? '');
    // The box waits for the typing to stop: the whole word is searched last, and a machine
    // too busy to type 40 ms apart may add a search of a beginning, never one per key.
    expect(typed.at(-1), 'the whole word searched last').toBe(`검색${tag}`);
    expect(typed.length, 'fewer searches than keys').toBeLessThan(`검색${tag}`.length / 2);
    for (const word of typed) expect(`검색${tag}`.startsWith(word)).toBe(true);
    await expect(bodyRows(page)).toHaveCount(20);
    // Newest first: the last application heads the list.
    const first = bodyRows(page).first();
    await expect(applicantName(first)).toHaveText(applicants[COUNT - 1].name);
    await expect(first.locator('time')).toHaveText(KST_INSTANT);
    await expect(first.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/lecture/edit/${lecture.id}`,
    );
    // Masked in the list (issue 21): the middle four digits never reach the page.
    await expect(first).toContainText(masked(applicants[COUNT - 1].contact));
    await expect(first).not.toContainText(applicants[COUNT - 1].contact);
    await expect(first).toContainText('20,000원');
    await expect(first).toContainText('미결제 · 카드');
    const nav = pagination(page);
    await expect(nav.getByRole('button', { name: '1페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: '이전' })).toBeDisabled();
    await scan(page);

    // ---- page 2: the first page stays (busy) until the second answers ----
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) =>
      url.pathname === '/api/admin/applications' && url.searchParams.get('page') === '2';
    await page.route(secondPage, async (route) => {
      await held;
      await route.continue();
    });
    await nav.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(applicantTable(page)).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(page)).toHaveCount(20);
    release();
    await expect(bodyRows(page)).toHaveCount(5);
    await expect(applicantTable(page)).toHaveAttribute('aria-busy', 'false');
    await page.unroute(secondPage);
    await expect(nav.getByRole('button', { name: '2페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: '1페이지' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('button', { name: '다음' })).toBeDisabled();
    // 다음 disabled itself: the focus went to the current page, not to the page's start.
    await expect(nav.getByRole('button', { name: '2페이지' })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expect(applicantName(bodyRows(page).last())).toHaveText(applicants[0].name);
    await scan(page);

    // ---- reload keeps the query; back returns to page 1 ----
    await page.reload();
    await expect(box).toHaveValue(`검색${tag}`);
    await expect(count(page)).toHaveText(`총 ${COUNT}건`);
    await expect(bodyRows(page)).toHaveCount(5);
    await expect(pagination(page).getByRole('button', { name: '2페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(box).toHaveValue(`검색${tag}`);

    // ---- filter by state: the one paid at the desk ----
    await page.getByLabel('결제 상태', { exact: true }).selectOption({ label: '결제 완료' });
    await expect(page).toHaveURL(/[?&]status=Y/);
    await expect(count(page)).toHaveText('총 1건');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(applicantName(bodyRows(page).first())).toHaveText(paid.name);
    await expect(bodyRows(page).first()).toContainText('결제 완료 · 현금');
    await expect(pagination(page)).toHaveCount(0);
    await scan(page);
    await page.getByLabel('결제 상태', { exact: true }).selectOption({ label: '미결제' });
    await expect(count(page)).toHaveText(`총 ${COUNT - 1}건`);

    // ---- the lecture filter and 오래된순 ----
    await page.getByRole('button', { name: '조건 초기화' }).click();
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/user$/);
    await page.getByLabel('강의', { exact: true }).selectOption({ label: title });
    await expect(count(page)).toHaveText(`총 ${COUNT}건`);
    await page.getByLabel('정렬').selectOption({ label: '오래된순' });
    await expect(page).toHaveURL(/[?&]sort=oldest/);
    await expect(applicantName(bodyRows(page).first())).toHaveText(applicants[0].name);
    await expect(applicantTable(page)).toHaveAccessibleName('신청 목록 (오래된순)');

    // ---- phone digits, without hyphens, sent with Enter ----
    const wanted = applicants[12];
    const digits = wanted.contact.replace(/-/g, '').slice(3);
    await box.fill(digits);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${digits}`));
    await expect(count(page)).toHaveText('총 1건');
    await expect(applicantName(bodyRows(page).first())).toHaveText(wanted.name);
    // The server searched the real phone; the row shows it masked until 보기 (recorded).
    const found = bodyRows(page).first();
    await expect(found).toContainText(masked(wanted.contact));
    await found.getByRole('button', { name: `${wanted.name}님 연락처·이메일 보기` }).click();
    await expect(found).toContainText(wanted.contact);
    await expect(found).toContainText(wanted.email);
    await expect(page.getByRole('status').filter({ hasText: '표시했습니다' })).toHaveText(
      `${wanted.name}님의 연락처와 이메일을 표시했습니다. 열람 기록이 남습니다.`,
    );

    // ---- nothing found ----
    await box.fill(`없는이름${tag}`);
    await box.press('Enter');
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    await expect(count(page)).toHaveText('총 0건');
    await expect(applicantTable(page)).toHaveCount(0);
    await scan(page);

    // Back: the phone search again, its digits back in the box.
    await page.goBack();
    await expect(box).toHaveValue(digits);
    await expect(count(page)).toHaveText('총 1건');
  });

  test('refund and cancel from a row: the row changes, the query stays, the focus comes back', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const tag = randomBytes(3).toString('hex');
    const lecture = await createPaidLecture(request, token, `E2E 신청자 환불 강의 ${tag}`);
    createdLectures.push(lecture.id);
    const name = `환불${tag}`;
    const other = `환불${tag}둘`;
    for (const who of [name, other])
      await payInSandbox(request, await apply(request, lecture, who));

    const address = `/admin/user?q=${encodeURIComponent(name)}`;
    await page.goto(address);
    await expect(count(page)).toHaveText('총 2건');
    const row = applicantRow(applicantTable(page), name);
    await expect(row).toContainText('결제 완료 · 카드');
    // The row's actions: one 관리 button, its menu naming each after the person.
    const manage = rowMenuButton(row);
    await expect(manage).toBeVisible();
    await expect(manage).toHaveAttribute('aria-haspopup', 'menu');
    expect(await rowActionNames(row)).toEqual([
      `${name}님 결제·환불`,
      `${name}님 E2E 신청자 환불 강의 ${tag} 발송 내역 보기`,
      `${name}님 신청 취소(전액 환불)`,
    ]);
    await scan(page);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((globalThis as { notReloaded?: boolean }).notReloaded = true));
    const searches: URL[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/admin/applications') searches.push(url);
    });

    // ---- 결제·환불: the same dialog as a lecture's applicants; 8,000원 of 20,000원 back ----
    await (await rowAction(row, `${name}님 결제·환불`)).click();
    const dialog = page.getByRole('dialog', { name: `${name}님 결제·환불` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(dialog.getByText('불러오는 중...')).toHaveCount(0);
    await dialog.getByLabel('환불 금액(원)').fill('8000');
    await dialog.getByLabel('환불 사유').fill('보호자 요청(일부 참석)');
    await dialog.getByRole('button', { name: '환불하기' }).click();
    // Asked once with the amount and where it goes (issue 36), then sent.
    await expect(dialog.getByRole('group', { name: '8,000원을 환불할까요?' })).toContainText(
      '카드 결제 취소',
    );
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await expect(dialog.getByRole('status')).toContainText('8,000원을 환불했습니다.');
    await scan(page);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toHaveCount(0);
    // Back on the row's 관리 button, from which the menu opened the dialog.
    await expect(manage).toBeFocused();

    // The list was asked again with the same query, and says P, without a reload.
    await expect(row).toContainText('부분 환불 · 카드');
    await expect(row).toContainText('환불 8,000원');
    expect(searches.length, 'the list asked again').toBeGreaterThan(0);
    for (const url of searches) expect(url.searchParams.get('q')).toBe(name);
    await expect(page).toHaveURL(address);
    const notReloaded = () =>
      page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded);
    expect(await notReloaded()).toBe(true);
    await scan(page);

    // ---- 신청 취소: the rest back; the row says 취소됨 and loses its cancel button ----
    await (await rowAction(row, `${name}님 신청 취소(전액 환불)`)).click();
    const cancel = page.getByRole('dialog', { name: '신청 취소(전액 환불)' });
    await expect(cancel).toBeVisible();
    await expect(cancel.getByLabel('취소 사유')).toBeFocused();
    await scan(page);
    await cancel.getByLabel('취소 사유').fill('센터 사정으로 일정 변경');
    await cancel.getByRole('button', { name: '취소하고 환불하기' }).click();
    // Asked once more, with the amount and where it goes (issue 36).
    await cancel
      .getByRole('group', { name: /돌려줄까요\?$/ })
      .getByRole('button', { name: '취소하고 환불하기' })
      .click();
    const done = page.getByRole('alertdialog');
    await expect(done).toContainText('신청이 취소되고');
    await done.getByRole('button', { name: '확인' }).click();
    await expect(row).toContainText('취소됨');
    await expect(row).toContainText('환불 20,000원');
    expect(await rowActionNames(row)).toEqual([
      `${name}님 결제·환불`,
      `${name}님 E2E 신청자 환불 강의 ${tag} 발송 내역 보기`,
    ]);
    await expect(page).toHaveURL(address);
    expect(await notReloaded()).toBe(true);

    // ---- filtered by 결제 완료, a full refund takes the row out of the list: the focus goes
    // to the page's title, not nowhere ----
    await page.getByLabel('결제 상태', { exact: true }).selectOption({ label: '결제 완료' });
    await expect(page).toHaveURL(/[?&]status=Y/);
    await expect(count(page)).toHaveText('총 1건');
    await (await rowAction(bodyRows(page).first(), `${other}님 결제·환불`)).click();
    const last = page.getByRole('dialog', { name: `${other}님 결제·환불` });
    await expect(last.getByLabel('환불 금액(원)')).toHaveValue('20000');
    await last.getByLabel('환불 사유').fill('보호자 요청');
    await last.getByRole('button', { name: '환불하기' }).click();
    await last.getByRole('button', { name: '환불하기' }).click();
    await expect(last.getByRole('status')).toContainText('20,000원을 환불했습니다.');
    await expect(count(page)).toHaveText('총 0건');
    await page.keyboard.press('Escape');
    await expect(last).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeFocused();
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    await scan(page);
  });

  test.describe('when the server fails', () => {
    // The refused request is logged by the browser; provoked on purpose.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('the error and 다시 시도, which loads the list', async ({ page, request }) => {
      await signIn(page, request);
      const applications = (url: URL) => url.pathname === '/api/admin/applications';
      await page.route(applications, (route) =>
        route.fulfill({
          status: 500,
          json: { statusCode: 500, message: '서버 오류가 발생했습니다.' },
        }),
      );
      await page.goto('/admin/user?status=Y');
      await expect(page.getByRole('alert')).toContainText('데이터를 불러오지 못했습니다.');
      await expect(applicantTable(page)).toHaveCount(0);
      await expect(page.getByLabel('결제 상태', { exact: true })).toHaveValue('Y');
      await expectNoA11yViolations(page);
      await page.unroute(applications);
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(count(page)).toHaveText(/^총 \d+건$/);
    });
  });
});
