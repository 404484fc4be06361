import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/page-helpers';
import { fetchPrograms, type Program } from './support/api';
import { createBookableType, type BookableType } from './support/booking-data';
import { codeSentTo, typeCode } from './support/family-code';
import type { Schema } from '../../shared/contract/schema';

/**
 * Issue 37 at phone size: a parent books a counsellor's time on the program's booking page
 * (type, counsellor, a day in the month calendar, a time, the contact proved with a code, the
 * child, the consent), reads the confirmation, then moves and cancels it in 내 정보; and a time
 * taken by another family between showing and booking offers the nearest free ones.
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

function uniqueEmail(tag: string): string {
  return `${tag}${Date.now()}${randomBytes(3).toString('hex')}@example.com`;
}

/** The Seoul date `days` after today (the calendar's today is Seoul's). */
function seoulDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** "12월 4일(금)", as the page writes a day. */
function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일(${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]})`;
}

/** The program the journeys add their types to: a demo program neither first nor last. */
async function bookingProgram(request: APIRequestContext): Promise<Program> {
  const programs = await fetchPrograms(request);
  return programs[Math.floor(programs.length / 2)];
}

/** Pages the calendar to `date`'s month and presses that day. */
async function pickDay(page: Page, date: string): Promise<void> {
  const [, m, d] = date.split('-').map(Number);
  const calendar = page.getByRole('grid').first();
  const monthTitle = `${date.slice(0, 4)}년 ${m}월`;
  if (!((await page.getByText(monthTitle).count()) > 0)) {
    await page.getByRole('button', { name: '다음 달' }).first().click();
  }
  await expect(page.getByText(monthTitle).first()).toBeVisible();
  await calendar
    .getByRole('button', { name: new RegExp(`^${m}월 ${d}일 .요일(, 오늘)?, 예약 가능`) })
    .click();
}

async function chooseUpToTime(page: Page, bookable: BookableType, date: string, time: string) {
  await page.getByRole('radio', { name: new RegExp(bookable.typeName) }).check();
  await page.getByRole('radio', { name: `${bookable.counsellorName} 선생님` }).check();
  await pickDay(page, date);
  await page.getByRole('button', { name: time, exact: true }).click();
  await expect(page.getByRole('button', { name: time, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function proveEmail(page: Page, email: string): Promise<void> {
  const proof = page.getByRole('region', { name: '연락처 인증' });
  await proof.getByRole('textbox', { name: '이메일' }).fill(email);
  await proof.getByRole('button', { name: '인증번호 받기' }).click();
  await typeCode(page, email);
  await expect(proof.getByText(`${email}(으)로 인증했어요.`)).toBeVisible();
}

async function fillFamily(page: Page): Promise<void> {
  await page.getByLabel('보호자 이름').fill('김보호');
  await page.getByLabel('자녀 이름').fill('김하늘');
  await page.getByLabel('자녀 학년').selectOption('초3');
  await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
}

test.describe('booking a counselling appointment', () => {
  // The booking page asks whether this browser proved a contact already; Chromium notes the 401
  // of a browser that has not.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a parent books a time, sees what was booked, moves it and cancels it in 내 정보', async ({
    page,
    request,
  }) => {
    const program = await bookingProgram(request);
    const bookable = await createBookableType(program.id, {
      typeName: '첫 상담',
      counsellorName: '박소리',
    });
    const email = uniqueEmail('book');
    const day = seoulDay(3);
    const site = (await (await request.get('/api/site')).json()) as Schema<'SiteResponse'>;

    await page.goto(`/program/${program.id}/booking`);
    await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
    await expect(page.getByText('60,000원 · 현장 결제').first()).toBeVisible();
    await expectNoA11yViolations(page);

    await chooseUpToTime(page, bookable, day, '오전 10:00');
    // Today is marked, and the chosen day says so.
    await expect(page.getByRole('grid').locator('[aria-current="date"]')).toHaveCount(1);
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^${Number(day.slice(5, 7))}월 ${Number(day.slice(8))}일 .*선택됨$`),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page);

    await proveEmail(page, email);
    await fillFamily(page);
    // A reload keeps what was chosen and typed (this tab only); the consent is given again.
    await page.reload();
    const consent = page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' });
    await expect(consent).not.toBeChecked();
    await expect(page.getByLabel('보호자 이름')).toHaveValue('김보호');
    await expect(page.getByLabel('자녀 이름')).toHaveValue('김하늘');
    await expect(page.getByLabel('자녀 학년')).toHaveValue('초3');
    await expect(page.getByRole('radio', { name: new RegExp(bookable.typeName) })).toBeChecked();
    await expect(page.getByRole('button', { name: '오전 10:00', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await consent.check();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: `${shortDay(day)} 오전 10:00 예약하기` }).click();

    const done = page.getByRole('region', { name: '예약이 확정되었어요' });
    await expect(done).toBeVisible();
    await expect(done).toContainText('첫 상담');
    await expect(done).toContainText('박소리 선생님');
    await expect(done).toContainText(`${shortDay(day)} 오전 10:00~10:50`);
    await expect(done).toContainText(site.address);
    await expect(done).toContainText('60,000원 (센터에서 결제해요)');
    await expect(done).toContainText(`${shortDay(seoulDay(2))} 오전 10:00까지`);
    await expectNoA11yViolations(page);

    await done.getByRole('link', { name: '내 정보에서 예약 보기' }).click();
    await expect(page).toHaveURL('/myinfo');
    const panel = page.getByRole('region', { name: '상담 예약' });
    const card = panel.getByRole('listitem').filter({ hasText: '첫 상담' });
    await expect(card).toContainText('예약 확정');
    await expect(card).toContainText(`${shortDay(day)} 오전 10:00~10:50`);
    await expectNoA11yViolations(page);

    // 시간 변경: another day and time with the same counsellor.
    const later = seoulDay(4);
    await card.getByRole('button', { name: '시간 변경' }).click();
    await pickDay(page, later);
    await card.getByRole('button', { name: '오후 2:00', exact: true }).click();
    await expectNoA11yViolations(page);
    await card.getByRole('button', { name: `${shortDay(later)} 오후 2:00으로 변경하기` }).click();
    await expect(card.getByRole('status')).toContainText(
      `${shortDay(later)} 오후 2:00으로 바꿨어요.`,
    );
    await expect(card).toContainText(`${shortDay(later)} 오후 2:00~2:50`);

    // 예약 취소: asked once, with the deadline.
    await card.getByRole('button', { name: '예약 취소' }).click();
    const dialog = page.getByRole('alertdialog', { name: '예약을 취소할까요?' });
    await expect(dialog).toContainText(`${shortDay(seoulDay(3))} 오후 2:00까지`);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: '예약 취소' }).click();
    await expect(card.getByRole('status')).toContainText('예약을 취소했어요.');
    await expect(card.locator('.appointment-status')).toHaveText('예약 취소');
    await expect(card.getByRole('button', { name: '시간 변경' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test.describe('when the time is taken between showing and booking', () => {
    // The refused booking's 409 is noted by Chromium in the console.
    test.use({ allowedConsoleErrors: [/status of 40[19]/] });

    test('the page says so and books one of the nearest free times instead', async ({
      page,
      request,
    }) => {
      const program = await bookingProgram(request);
      const bookable = await createBookableType(program.id, {
        typeName: '발달 평가',
        counsellorName: '이바다',
      });
      const day = seoulDay(5);
      const email = uniqueEmail('taken');

      await page.goto(`/program/${program.id}/booking`);
      await chooseUpToTime(page, bookable, day, '오전 11:00');
      await proveEmail(page, email);
      await fillFamily(page);

      // Another family, proven by its own code, books that very time through the API.
      const other = uniqueEmail('other');
      expect((await request.post('/api/guest/code', { data: { email: other } })).ok()).toBe(true);
      const code = await codeSentTo(page, other);
      const verified = await request.post('/api/guest/code/verify', {
        data: { email: other, code, remember: false },
      });
      expect(verified.ok()).toBe(true);
      const slots = (await (
        await request.get(`/api/booking/type/${bookable.typeId}/slots`, {
          params: { date: day, counsellor: String(bookable.counsellorId) },
        })
      ).json()) as Schema<'BookingSlots'>;
      const eleven = slots.slots.find((slot) => slot.time === '11:00')!;
      const theirs = await request.post('/api/guest/appointments', {
        data: {
          typeId: bookable.typeId,
          counsellor: String(bookable.counsellorId),
          start: eleven.start,
          guardianName: '박보호',
          childName: '박바다',
          childSchoolYear: '초1',
          agree: true,
          consentVersion: 1,
        },
      });
      expect(theirs.status()).toBe(201);

      await page.getByRole('button', { name: `${shortDay(day)} 오전 11:00 예약하기` }).click();
      const taken = page
        .getByRole('alert')
        .filter({ hasText: '방금 다른 분이 예약한 시간이에요.' });
      await expect(taken).toBeVisible();
      const nearest = taken.getByRole('button', { name: /으로 바꾸기$/ });
      await expect(nearest).toHaveCount(3);
      await expectNoA11yViolations(page);

      // 10:00 is free; 11:00–11:50 and its 10 minutes are not, so 10:30 is gone too.
      await taken.getByRole('button', { name: `${shortDay(day)} 오전 10:00으로 바꾸기` }).click();
      await expect(taken).toHaveCount(0);
      const book = page.getByRole('button', { name: `${shortDay(day)} 오전 10:00 예약하기` });
      await expect(book).toBeFocused();
      await book.click();
      const done = page.getByRole('region', { name: '예약이 확정되었어요' });
      await expect(done).toContainText(`${shortDay(day)} 오전 10:00~10:50`);
      await expect(done).toContainText('이바다 선생님');
    });
  });

  test.describe('with a deposit taken online', () => {
    // The window closed once: the not-paid view's answer; Chromium notes no error for it, but
    // the booking page's proof check notes its 401.
    test.use({ allowedConsoleErrors: [/status of 40[19]/] });

    test('a parent pays the deposit in the window, after closing it once, then cancels for a full refund', async ({
      page,
      request,
    }) => {
      const program = await bookingProgram(request);
      const bookable = await createBookableType(program.id, {
        typeName: '예약금 상담',
        counsellorName: '최단비',
        deposit: 10_000,
      });
      const day = seoulDay(6);
      const email = uniqueEmail('deposit');

      await page.goto(`/program/${program.id}/booking`);
      await expect(page.getByText('60,000원 · 예약금 10,000원 온라인 결제').first()).toBeVisible();
      await chooseUpToTime(page, bookable, day, '오후 3:00');
      await proveEmail(page, email);
      await fillFamily(page);
      // The amounts and the written policy before paying; card or transfer, never 가상계좌.
      await expect(page.getByText('예약금 10,000원을 결제하고, 나머지 50,000원은')).toBeVisible();
      await expect(page.getByText('상담 24시간 전까지 취소하면 예약금을 전액 환불')).toBeVisible();
      await expect(page.getByRole('radio', { name: '계좌이체' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '가상계좌' })).toHaveCount(0);
      await expectNoA11yViolations(page);

      // The window, closed without paying: the time stays held, with 다시 결제하기.
      await page.getByRole('button', { name: '예약금 10,000원 결제하고 예약하기' }).click();
      await expect(page.getByText('10,000원').first()).toBeVisible();
      await page.getByRole('button', { name: '결제 취소' }).click();
      const unpaid = page.getByRole('region', { name: '예약금 결제를 마치지 못했어요' });
      await expect(unpaid).toBeVisible();
      await expect(unpaid).toContainText('고른 시간은 잠시 동안 잡아 두고 있어요.');
      await expectNoA11yViolations(page);

      await unpaid.getByRole('button', { name: '다시 결제하기' }).click();
      await page.getByRole('button', { name: '결제 승인' }).click();
      const done = page.getByRole('region', { name: '예약이 확정되었어요' });
      await expect(done).toBeVisible();
      await expect(done).toContainText('예약금 상담');
      await expect(done).toContainText('최단비 선생님');
      await expect(done).toContainText(`${shortDay(day)} 오후 3:00~3:50`);
      await expect(done).toContainText('10,000원 결제 완료 (카드)');
      await expectNoA11yViolations(page);

      // 내 정보: paid; cancelled before the deadline, the deposit comes back in full.
      await done.getByRole('link', { name: '내 정보에서 예약 보기' }).click();
      const card = page
        .getByRole('region', { name: '상담 예약' })
        .getByRole('listitem')
        .filter({ hasText: '예약금 상담' });
      await expect(card).toContainText('예약금 10,000원 결제 완료');
      await card.getByRole('button', { name: '예약 취소' }).click();
      const dialog = page.getByRole('alertdialog', { name: '예약을 취소할까요?' });
      await expect(dialog).toContainText('결제한 예약금 10,000원은 전액 환불해 드려요.');
      await dialog.getByRole('button', { name: '예약 취소' }).click();
      await expect(card.getByRole('status')).toContainText('예약을 취소했어요.');
      await expect(card).toContainText('예약금 10,000원 환불됨');
      await expectNoA11yViolations(page);
    });
  });
});
