import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { openAdminMenu, signIn } from './support/admin';
import { seoulDate } from './support/admin-data';
import { fetchPrograms } from './support/api';
import { createBookableType, insertStartedAppointment } from './support/booking-data';
import { typeCode } from './support/family-code';
import { expectNoSidewaysScroll } from './support/page-helpers';
import { expect, test } from './support/test';

/** The next weekday at least `from` days ahead (the seeded counsellor works Monday to Friday). */
function weekdayFrom(from: number): string {
  for (let days = from; ; days += 1) {
    const date = seoulDate(days);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** "2026-12-03" → "12월 3일", as the calendar's headings begin. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8))}일`;

async function pickFirstTime(page: Page): Promise<string> {
  const time = page.getByLabel('시간', { exact: true });
  // The day's free times arrive after the type, counsellor and day are chosen.
  await expect(time.locator('option')).not.toHaveCount(1);
  const first = (await time.locator('option').nth(1).textContent()) ?? '';
  await time.selectOption({ index: 1 });
  return first;
}

/**
 * 상담 일정 in the back office (issue 37), on the seeded counsellor (김하늘, the demo owner's
 * profile, weekdays 10:00–12:00 and 13:00–18:00) and its 초기 상담: the dashboard's 오늘 상담
 * opens today's day view; 예약 추가 books for a family who phoned (errors said beside their
 * fields first), the appointment then shows in the week (a grid on a desktop, a list per day on a
 * phone) and opens its panel with the contact masked. axe scans each state; nothing scrolls
 * sideways at 390 px.
 */
test.describe('the centre calendar', () => {
  test.setTimeout(90_000);

  test('staff book for a family who phoned and find it in the week @desktop', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const phone = (page.viewportSize()?.width ?? 1280) <= 600;

    // The dashboard's figure opens today's day view.
    await page.goto('/admin');
    const tile = page.getByRole('region', { name: '오늘 상담' });
    await expect(tile).toContainText(/\d+건/);
    await tile.getByRole('link', { name: '오늘 상담 일정 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appointments\\?view=day&date=${seoulDate(0)}`));
    await expect(page.getByRole('heading', { level: 1, name: '상담 일정' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(monthDay(seoulDate(0))) }).first(),
    ).toBeVisible();
    await expect(page.getByText('오늘', { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // From the menu, the week.
    await (await openAdminMenu(page)).getByRole('link', { name: '상담 일정' }).click();
    await expect(page).toHaveURL('/admin/appointments');
    await expect(page.getByRole('button', { name: '주', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 예약 추가: nothing filled is refused beside each field, the focus on the first.
    await page.getByRole('button', { name: '예약 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '예약 추가' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '예약하기' }).click();
    const type = dialog.getByLabel('상담 종류');
    await expect(type).toBeFocused();
    await expect(type).toHaveAccessibleDescription('상담 종류를 선택해 주세요.');
    await expect(dialog.getByLabel('보호자 이름')).toHaveAccessibleDescription(
      '보호자 이름을 입력해 주세요.',
    );
    await expect(dialog.getByLabel('휴대폰 번호')).toHaveAccessibleDescription(
      /휴대폰 번호 또는 이메일 중 하나는 입력해 주세요\./,
    );
    await expectNoA11yViolations(page);

    const day = weekdayFrom(phone ? 10 : 9);
    const weekBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const child = phone ? '박전화' : '이전화';
    await type.selectOption({ label: '초기 상담 (50분)' });
    await dialog.getByLabel('상담사').selectOption({ label: '김하늘' });
    await dialog.getByLabel('날짜').fill(day);
    const time = await pickFirstTime(page);
    await dialog.getByLabel('보호자 이름').fill('김보호');
    await dialog.getByLabel('자녀 이름').fill(child);
    await dialog.getByLabel('학년').selectOption('초2');
    await dialog.getByLabel('휴대폰 번호').fill('010-2222-7788');
    await dialog.getByRole('button', { name: '예약하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('예약했습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`date=${day}`));

    // In the week: a block in the grid, or an entry of the day's list on a phone.
    const entry = phone
      ? page
          .getByRole('region', { name: new RegExp(monthDay(day)) })
          .getByRole('button', { name: new RegExp(child) })
      : page.getByRole('button', {
          name: new RegExp(`^${time}–\\S+ ${child} · 초기 상담 · 김하늘 · 예약 확정`),
        });
    await expect(entry).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Its panel: the family as the back office shows families, the contact masked.
    await entry.click();
    const panel = page.getByRole('dialog', { name: `${child} · 초기 상담` });
    await expect(panel).toContainText('010-****-7788');
    await expect(panel).not.toContainText('2222');
    await expect(panel).toContainText('센터 예약');
    await expect(panel).toContainText('노쇼 0회');
    await expect(panel).toContainText(`${child} (초2)`);
    await expectNoA11yViolations(page);
    await panel.getByRole('button', { name: '닫기' }).click();
    await expect(panel).toHaveCount(0);

    // The day view of that day: one column per counsellor, the appointment in it.
    await page.getByRole('button', { name: '일', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=day`));
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(monthDay(day)) }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(child) })).toBeVisible();
    await page.getByRole('button', { name: '다음 날' }).click();
    await expect(page.getByRole('button', { name: new RegExp(child) })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // A weekly series: the session that meets the booking above is said taken before anything
    // is saved; the free ones are booked under one series.
    const sibling = phone ? '박동생' : '이동생';
    // The week before the day booked above: the dialog starts on the day shown.
    await page.goto(`/admin/appointments?view=week&date=${weekBefore}`);
    await page.getByRole('button', { name: '예약 추가' }).click();
    const again = page.getByRole('dialog', { name: '예약 추가' });
    await again.getByLabel('상담 종류').selectOption({ label: '초기 상담 (50분)' });
    await again.getByLabel('상담사').selectOption({ label: '김하늘' });
    // A week before the day booked above, at its time: the series' second session is taken.
    await expect(again.getByLabel('날짜')).toHaveValue(weekBefore);
    await expect(again.getByLabel('시간', { exact: true }).locator('option')).not.toHaveCount(1);
    await again.getByLabel('시간', { exact: true }).selectOption({ label: time });
    await again.getByLabel('보호자 이름').fill('김보호');
    await again.getByLabel('자녀 이름').fill(sibling);
    await again.getByLabel('학년').selectOption('초5');
    await again.getByLabel('이메일').fill('sibling@example.com');
    await again.getByLabel('매주 반복').check();
    await again.getByLabel('회기 수').fill('30');
    await again.getByRole('button', { name: '회기 확인' }).click();
    await expect(again.getByLabel('회기 수')).toHaveAccessibleDescription(
      /회기 수는 2회에서 24회 사이로 입력해 주세요\./,
    );
    await again.getByLabel('회기 수').fill('3');
    await again.getByRole('button', { name: '회기 확인' }).click();
    const list = again.getByRole('group', { name: '회기별 예약 가능 여부' });
    await expect(list.getByRole('checkbox')).toHaveCount(3);
    await expect(list).toContainText(`1회기 ${monthDay(weekBefore)}`);
    await expect(list.getByRole('listitem').nth(1)).toContainText(`2회기 ${monthDay(day)}`);
    await expect(list.getByRole('listitem').nth(1)).toContainText('다른 예약이 있음');
    await expect(list.getByRole('checkbox').nth(1)).toBeDisabled();
    await expect(list.getByRole('checkbox').first()).toBeChecked();
    await expectNoA11yViolations(page);
    const free = await list.getByRole('checkbox', { checked: true }).count();
    expect(free).toBeGreaterThan(0);
    await again.getByRole('button', { name: `${free}회 예약하기` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`매주 ${free}회 예약했습니다.`);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    // A session of it, cancelled from its panel: a reason is required, then it is gone.
    await page.getByRole('button', { name: '일', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date=${weekBefore}`));
    await page.getByRole('button', { name: new RegExp(`${time}.*${sibling}`) }).click();
    const sessionPanel = page.getByRole('dialog', { name: `${sibling} · 초기 상담` });
    await expect(sessionPanel).toContainText('반복 예약');
    await sessionPanel.getByRole('button', { name: '예약 취소' }).click();
    const cancel = page.getByRole('dialog', { name: '예약 취소' });
    await cancel.getByRole('button', { name: '예약 취소' }).click();
    await expect(cancel.getByLabel('취소 사유')).toHaveAccessibleDescription(
      /취소 사유를 입력해 주세요\./,
    );
    await expectNoA11yViolations(page);
    await cancel.getByLabel('취소 사유').fill('보호자 요청');
    await cancel.getByRole('button', { name: '예약 취소' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('예약을 취소했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: new RegExp(sibling) })).toHaveCount(0);
  });

  test('the desk marks a family who did not come as 노쇼, and the owner corrects it @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    // Yesterday at 07:00, before the counsellor's hours: no other journey books that time.
    const yesterday = seoulDate(-1);
    const child = '한가람';
    await insertStartedAppointment(yesterday, '07:00', child);

    await page.goto(`/admin/appointments?view=day&date=${yesterday}`);
    await expect(page.getByRole('heading', { level: 1, name: '상담 일정' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(child) }).click();
    const panel = page.getByRole('dialog', { name: `${child} · 초기 상담` });
    await expect(panel).toContainText('노쇼 0회');
    // Started: 출석 and 노쇼 are offered; a move is not.
    await expect(panel.getByRole('button', { name: '일정 변경' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Asked once more: it counts against the family.
    await panel.getByRole('button', { name: '노쇼', exact: true }).click();
    await expect(panel.getByRole('group', { name: /노쇼로 기록할까요/ })).toContainText(
      '가족의 노쇼 기록에 남습니다.',
    );
    await expect(panel.getByRole('button', { name: '노쇼로 기록' })).toBeFocused();
    await expectNoA11yViolations(page);
    await panel.getByRole('button', { name: '노쇼로 기록' }).click();
    const told = page.getByRole('alertdialog');
    await expect(told).toContainText('노쇼로 기록했습니다.');
    await told.getByRole('button', { name: '확인' }).click();

    // The day shows it, and the family's count says it next time.
    const entry = page.getByRole('button', {
      name: new RegExp(`${child} · 초기 상담.* 김하늘 · 노쇼`),
    });
    await expect(entry).toBeVisible();
    await entry.click();
    const again = page.getByRole('dialog', { name: `${child} · 초기 상담` });
    await expect(again).toContainText('노쇼 1회');
    await expect(again.getByRole('button', { name: '노쇼', exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // The owner may correct it once: 출석 after all.
    await again.getByRole('button', { name: '출석으로 바꾸기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('출석으로 기록했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(
      page.getByRole('button', { name: new RegExp(`${child} · 초기 상담.* 김하늘 · 상담 완료`) }),
    ).toBeVisible();
  });

  test('the desk sells a 회기권, an 출석 uses a session, and the owner refunds the rest @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const yesterday = seoulDate(-1);
    const child = '윤가람';
    const phone = '01077778888';
    // Before the 노쇼 journey's time (07:00) on the same server: never overlapping.
    await insertStartedAppointment(yesterday, '05:00', child, phone);

    await page.goto('/admin/session-packages');
    await expect(page.getByRole('heading', { level: 1, name: '회기권' })).toBeVisible();
    const form = page.getByRole('region', { name: '회기권 판매' });
    // Nothing sent before the form is whole: the first missing field says so.
    await form.getByRole('button', { name: '판매 기록' }).click();
    await expect(form.getByText('상담 종류를 선택해 주세요.')).toBeVisible();
    await form.getByLabel('상담 종류').selectOption({ label: '초기 상담' });
    await form.getByLabel('회기 수').fill('4');
    await form.getByLabel('금액').fill('200,000');
    await form.getByLabel('결제 수단').selectOption({ label: '현장 카드 결제' });
    await form.getByLabel('보호자 이름').fill('김보호');
    await form.getByLabel('자녀 이름').fill(child);
    await form.getByLabel('휴대폰 번호').fill(phone);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: '판매 기록' }).click();
    await expect(page.getByRole('status').filter({ hasText: '판매를 기록했습니다' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `${child} (김보호)` });
    await expect(card).toContainText('4회 중 0회 사용');
    await expect(card).toContainText('200,000원 · 현장 카드 결제 · 결제 완료');

    // The session that took place: 출석 uses one.
    await page.goto(`/admin/appointments?view=day&date=${yesterday}`);
    await page.getByRole('button', { name: new RegExp(child) }).click();
    const panel = page.getByRole('dialog', { name: `${child} · 초기 상담` });
    await panel.getByRole('button', { name: '출석', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('출석으로 기록했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    await page.goto('/admin/session-packages');
    await expect(card).toContainText('4회 중 1회 사용');
    // The owner refunds the three sessions left: 150,000원, asked with a reason first.
    await card.getByRole('button', { name: `${child} (김보호) 회기권 남은 회기 환불` }).click();
    const dialog = page.getByRole('dialog', { name: '남은 회기 환불' });
    await expect(dialog).toContainText('150,000원');
    await expectNoA11yViolations(page);
    await dialog.getByLabel('환불 사유').fill('이사로 상담 중단');
    await dialog.getByRole('button', { name: '환불 기록' }).click();
    await expect(card).toContainText('환불됨 (150,000원)');
    await expect(card.getByRole('button', { name: /남은 회기 환불/ })).toHaveCount(0);
  });

  test('the desk sends a family who phoned a deposit link, and the family pays by it @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const programs = await fetchPrograms(request);
    // A type of its own with a deposit and a counsellor who works every day.
    const bookable = await createBookableType(programs[0].id, {
      typeName: '링크 상담',
      counsellorName: '한결',
      deposit: 10_000,
    });
    const child = '문가람';
    const email = `paylink${Date.now()}@example.com`;
    const day = seoulDate(5);

    await page.goto(`/admin/appointments?view=week&date=${day}`);
    await page.getByRole('button', { name: '예약 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '예약 추가' });
    await dialog.getByLabel('상담 종류').selectOption({ label: `${bookable.typeName} (50분)` });
    await dialog.getByLabel('상담사').selectOption({ label: bookable.counsellorName });
    await dialog.getByLabel('날짜').fill(day);
    const time = await pickFirstTime(page);
    await dialog.getByLabel('보호자 이름').fill('김보호');
    await dialog.getByLabel('자녀 이름').fill(child);
    await dialog.getByLabel('학년').selectOption('초4');
    await dialog.getByLabel('이메일').fill(email);
    const link = dialog.getByRole('checkbox', { name: '예약금 10,000원 결제 링크 보내기' });
    await link.check();
    await expect(link).toHaveAccessibleDescription(
      /24시간 안에\(상담 시작 전까지\) 결제하면 예약이 확정되고/,
    );
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: '예약하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('예약금 결제 링크를 보냈습니다.');
    await alert.getByRole('button', { name: '확인' }).click();

    // Held, not booked: the panel says until when, and holds the link to send again.
    await page.getByRole('button', { name: '일', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`${time}.*${child}`) }).click();
    const panel = page.getByRole('dialog', { name: `${child} · ${bookable.typeName}` });
    await expect(panel).toContainText('10,000원 (결제 대기)');
    await expect(panel).toContainText('예약금 결제 대기');
    await expect(panel).toContainText('결제 링크 기한');
    await expect(panel).toContainText('(예약금 10,000원, 센터에서 50,000원)');
    const address = panel.getByLabel('예약금 결제 링크');
    await expect(address).toHaveValue(/\/program\/\d+\/booking\/pay\/\d+\.[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    await expectNoA11yViolations(page);
    await panel.getByRole('button', { name: '닫기' }).click();

    // The family was sent it (e-mail here; 알림톡 for a phone number).
    await expect
      .poll(
        async () => {
          const messages = (await (await page.request.get('/sandbox/messages.json')).json()) as {
            kind: string;
            recipient: string;
          }[];
          return messages.some(
            (message) => message.kind === 'appointment-pay-link' && message.recipient === email,
          );
        },
        { message: `the payment link sent to ${email}`, timeout: 30_000 },
      )
      .toBe(true);

    // The family opens it: what the centre held and the deposit, no names; then pays.
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`/program/${programs[0].id}/booking/pay/`));
    await expect(page.getByRole('region', { name: '상담 예약금 결제' })).toBeVisible();
    await expect(page.getByText(bookable.counsellorName).first()).toBeVisible();
    await expect(page.getByText('상담 24시간 전까지 취소하면 예약금을 전액 환불')).toBeVisible();
    await expect(page.getByText('나머지 50,000원은 상담 날 센터에서 결제해요.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(child);
    await expect(page.getByRole('radio', { name: '가상계좌' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: '예약금 10,000원 결제하기' }).click();
    await page.getByRole('button', { name: '결제 승인' }).click();
    const done = page.getByRole('region', { name: '예약이 확정되었어요' });
    await expect(done).toContainText(bookable.typeName);
    await expect(done).toContainText('10,000원 결제 완료 (카드)');
    await expectNoA11yViolations(page);

    // The link now says it is paid; the calendar shows it booked.
    await page.goto(url);
    await expect(page.getByText('이미 예약금을 결제한 예약이에요.')).toBeVisible();
    await page.goto(`/admin/appointments?view=day&date=${day}`);
    await page.getByRole('button', { name: new RegExp(`${time}.*${child}`) }).click();
    await expect(
      page.getByRole('dialog', { name: `${child} · ${bookable.typeName}` }),
    ).toContainText('10,000원 (결제 완료)');
  });

  test('the desk sells a 회기권 by a payment link, and the family pays it on its phone', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const stamp = Date.now();
    const child = `하람${stamp % 1000}`;
    const email = `package${stamp}@example.com`;
    const phone = `0105${String(stamp).slice(-7)}`;

    await page.goto('/admin/session-packages');
    const form = page.getByRole('region', { name: '회기권 판매' });
    await form.getByLabel('상담 종류').selectOption({ label: '초기 상담' });
    await form.getByLabel('회기 수').fill('4');
    await form.getByLabel('금액').fill('200,000');
    await form.getByRole('radio', { name: '결제 링크 보내기' }).check();
    // The desk's method and note are for a payment taken at the desk only.
    await expect(form.getByLabel('결제 수단')).toHaveCount(0);
    await expect(form.getByLabel('메모')).toHaveCount(0);
    await form.getByLabel('보호자 이름').fill('김보호');
    await form.getByLabel('자녀 이름').fill(child);
    await form.getByLabel('휴대폰 번호').fill(phone);
    await form.getByLabel('이메일').fill(email);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: '결제 링크 보내기' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '결제 링크를 보냈습니다' }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `${child} (김보호)` });
    await expect(card).toContainText('200,000원 · 결제 링크 · 결제 대기');
    await expect(card.getByLabel('회기권 결제 링크')).toHaveValue(
      /\/program\/\d+\/booking\/package\/\d+\.[A-Za-z0-9_-]{43}$/,
    );
    await expectNoSidewaysScroll(page);

    // The family's 알림톡, as the message sandbox shows it: its one button opens the link.
    await expect
      .poll(
        async () => {
          const messages = (await (await page.request.get('/sandbox/messages.json')).json()) as {
            kind: string;
            status: string;
            body_text: string | null;
          }[];
          return messages.some(
            (message) =>
              message.kind === 'package-pay-link' &&
              message.status === 'SENT' &&
              (message.body_text ?? '').includes(child),
          );
        },
        { message: `the 회기권 link sent for ${child}`, timeout: 30_000 },
      )
      .toBe(true);
    await page.goto('/sandbox/messages');
    const sent = page
      .locator('article.message[data-kind="package-pay-link"][data-channel="ALIMTALK"]')
      .filter({ hasText: child })
      .first();
    await expect(sent).toContainText('■ 회기: 4회');
    await sent.getByRole('link', { name: '결제하기' }).click();

    // The link's page: what is sold, the amounts, the policy, no names; card or 계좌이체 only.
    await expect(page).toHaveURL(/\/program\/\d+\/booking\/package\//);
    const link = page.getByRole('region', { name: '회기권 결제' });
    await expect(link).toContainText('초기 상담');
    await expect(link).toContainText('4회');
    await expect(link).toContainText('200,000원');
    await expect(link).toContainText('50,000원');
    await expect(link.getByRole('heading', { name: '회기권 환불 규정' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(child);
    await expect(page.locator('main')).not.toContainText('김보호');
    await expect(page.getByRole('radio', { name: '가상계좌' })).toHaveCount(0);
    await expect(link.getByRole('link', { name: /센터 전화/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await link.getByRole('button', { name: '200,000원 결제하기' }).click();
    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible();
    await expect(page.getByRole('region', { name: '회기권 결제' })).toContainText('카드');
    await expectNoA11yViolations(page);

    // 내 정보, once the family proves its e-mail: the four sessions are there to use.
    await page.goto('/login');
    await page.getByRole('textbox', { name: '이메일' }).fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await typeCode(page, email);
    await expect(page).toHaveURL('/myinfo');
    const mine = page.getByRole('region', { name: '상담 예약' });
    await expect(mine).toContainText('초기 상담 4회 중 0회 사용 · 4회 남음');
    await expectNoA11yViolations(page);
  });
});
