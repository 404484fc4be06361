import { randomBytes } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { signIn } from './support/admin';
import {
  apply,
  createLecture,
  deleteLectures,
  payInSandbox,
  seoulDate,
} from './support/admin-data';
import { gate } from './support/page-helpers';
import {
  applicantList,
  applicantRow as rowOf,
  rowAction,
  rowMenuButton,
} from './support/applicant-list';

/**
 * Issue 19 in the back office: the centre opens an application's 결제·환불 from the lecture's
 * applicants, reads its totals and ledger, refunds half of a card payment (the policy's amount
 * suggested, changed by hand, with a reason; a lost provider answer first, then the retry) and
 * records a payment taken at the desk on an unpaid application, on the phone (other sizes:
 * screen-sizes.spec.ts); axe on the way. The forms' pure checks are unit-tested beside
 * money-form.ts, the forms themselves in money-forms.test.tsx.
 */

const FEE = 20000;
/** koreanDateTime (shared/format/korean-dates.ts): "2026년 11월 25일(수) 12:00". */
const KST_INSTANT = /\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}/;

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** The value beside a label in the dialog's 결제 현황. */
function summaryValue(dialog: Locator, label: string): Locator {
  return dialog
    .locator('.admin-money__summary > div')
    .filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** Opens 결제·환불 of `name` under the lecture's 신청자 보기, from the row's 관리 menu. */
async function openMoney(page: Page, title: string, name: string): Promise<Locator> {
  await page.goto('/admin/lecture');
  await page.getByRole('button', { name: `${title} 신청자 보기` }).click();
  await (await rowAction(applicantRow(page, title, name), `${name}님 결제·환불`)).click();
  const dialog = page.getByRole('dialog', { name: `${name}님 결제·환불` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(dialog.getByText('불러오는 중...')).toHaveCount(0);
  return dialog;
}

/**
 * The applicant's row in the lecture's applicants (inside the lecture list's row; a card on the
 * phone).
 */
function applicantRow(page: Page, title: string, name: string): Locator {
  return rowOf(applicantList(page, `${title} 신청자`), name);
}

test.describe('결제·환불 in the back office', () => {
  test.setTimeout(90_000);
  // A refused request is logged by the browser; the 503 below is provoked on purpose.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  // The lectures made here leave the public pages afterwards (hidden, since applied to), so
  // later journeys find the demo lectures as they expect.
  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  test('refund half of a card payment: the suggestion, a changed amount, a reason, then P', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 환불 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicationId = await apply(request, lecture, '한환불');
    await payInSandbox(request, applicationId);

    const dialog = await openMoney(page, title, '한환불');
    await expect(summaryValue(dialog, '결제 상태')).toHaveText('결제 완료');
    await expect(summaryValue(dialog, '신청 금액')).toHaveText('20,000원');
    await expect(summaryValue(dialog, '결제한 금액')).toHaveText('20,000원');
    await expect(summaryValue(dialog, '환불한 금액')).toHaveText('0원');
    await expect(summaryValue(dialog, '환불 가능 금액')).toHaveText('20,000원');
    await expect(summaryValue(dialog, '결제 수단')).toHaveText('카드');
    const ledger = dialog.getByRole('list', { name: '한환불님 결제·환불 내역 (오래된 것부터)' });
    const movements = ledger.getByRole('listitem');
    await expect(movements).toHaveCount(1);
    await expect(movements.first()).toContainText('결제');
    await expect(movements.first()).toContainText('+20,000원');
    await expect(movements.first()).toContainText('신청자');
    await expect(movements.first()).toContainText(KST_INSTANT);

    // The policy's amount is suggested (30 days before the start: all of it) and named.
    const amount = dialog.getByLabel('환불 금액(원)');
    await expect(amount).toHaveValue('20000');
    await expect(amount).toHaveAccessibleDescription(
      /규정 환불액: 20,000원 \(강의 시작 5일 전까지: 전액 환불\)/,
    );
    await expect(dialog.getByLabel('은행')).toHaveCount(0);
    await scan(page);

    // Checked before sending, in the server's words, each error tied to its field.
    const refunds: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith(`/api/admin/application/${applicationId}/refund`)) {
        refunds.push(sent);
      }
    });
    await amount.fill('25,000');
    const submit = dialog.getByRole('button', { name: '환불하기' });
    await submit.click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      /환불할 수 있는 금액\(20,000원\)을 넘었습니다\./,
    );
    const reason = dialog.getByLabel('환불 사유');
    await expect(reason).toHaveAccessibleDescription(/환불 사유를 입력해 주세요\./);
    await scan(page);
    expect(refunds).toHaveLength(0);

    // Half, with a reason. The provider's answer is lost first (503): the dialog says a retry
    // is safe, and keeps what was typed.
    await amount.fill('10000');
    await reason.fill('보호자 요청(부분 환불)');
    const answer = gate();
    await page.route(
      `**/api/admin/application/${applicationId}/refund`,
      async (route) => {
        await answer.passed;
        await route.fulfill({
          status: 503,
          json: {
            statusCode: 503,
            message:
              '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요. 중복으로 환불되지 않습니다.',
          },
        });
      },
      { times: 1 },
    );
    await submit.click();
    // Asked once with the amount and where it goes before anything is sent (issue 36).
    const question = dialog.getByRole('group', { name: '10,000원을 환불할까요?' });
    await expect(question).toContainText('카드 결제 취소');
    await expect(question).toBeFocused();
    await scan(page);
    expect(refunds).toHaveLength(0);
    await submit.click();
    const pending = dialog.getByRole('button', { name: '환불하는 중...' });
    await expect(pending).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '닫기' })).toBeDisabled();
    answer.open();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText('결제사에서 취소 결과를 받지 못했습니다.');
    await expect(failure).toContainText('같은 금액으로 다시 시도해 주세요.');
    await expect(amount).toHaveValue('10000');
    await expect(reason).toHaveValue('보호자 요청(부분 환불)');
    await expect(summaryValue(dialog, '결제 상태')).toHaveText('결제 완료');

    // The retry goes through: P, the money and the ledger refreshed, the answer announced.
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/application/${applicationId}/refund`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await dialog.getByRole('button', { name: '환불하기' }).click();
    expect((await answered).status()).toBe(200);
    const sent = refunds.at(-1)!.postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({ amount: 10000, reason: '보호자 요청(부분 환불)' });
    await expect(dialog.getByRole('status')).toContainText(
      '10,000원을 환불했습니다. 남은 결제 금액은 10,000원입니다.',
    );
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(summaryValue(dialog, '결제 상태')).toHaveText('부분 환불');
    await expect(summaryValue(dialog, '환불한 금액')).toHaveText('10,000원');
    await expect(summaryValue(dialog, '환불 가능 금액')).toHaveText('10,000원');
    await expect(movements).toHaveCount(2);
    const refunded = movements.nth(1);
    await expect(refunded).toContainText('환불(결제사)');
    await expect(refunded).toContainText('−10,000원');
    await expect(refunded).toContainText('관리자 admin');
    await expect(refunded).toContainText('보호자 요청(부분 환불)');
    await expect(refunded).toContainText(KST_INSTANT);
    // A new form: the suggestion is what is left of the policy's amount, the reason empty.
    await expect(amount).toHaveValue('10000');
    await expect(reason).toHaveValue('');
    await scan(page);

    // Escape closes it; the focus goes back to the row's button, and the row says P.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(rowMenuButton(applicantRow(page, title, '한환불'))).toBeFocused();
    await expect(applicantRow(page, title, '한환불')).toContainText('부분 환불');
  });

  test('a cancel asks once with the amount and where it goes; 돌아가기 moves nothing @desktop-only', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 취소 확인 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicationId = await apply(request, lecture, '고취소');
    await payInSandbox(request, applicationId);
    const cancels: Request[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/application/${applicationId}/cancel`)) {
        cancels.push(sent);
      }
    });

    await page.goto('/admin/lecture');
    await page.getByRole('button', { name: `${title} 신청자 보기` }).click();
    const row = applicantRow(page, title, '고취소');
    await (await rowAction(row, '고취소님 신청 취소(전액 환불)')).click();
    const dialog = page.getByRole('dialog', { name: '신청 취소(전액 환불)' });
    await expect(dialog.getByLabel('취소 사유')).toBeFocused();
    await expect(dialog.getByText('취소하면 돌려줄 금액을 확인하는 중...')).toHaveCount(0);
    await dialog.getByLabel('취소 사유').fill('보호자 요청으로 취소');
    await dialog.getByRole('button', { name: '취소하고 환불하기' }).click();
    const question = dialog.getByRole('group', { name: '신청을 취소하고 20,000원을 돌려줄까요?' });
    await expect(question).toBeFocused();
    await expect(question).toContainText(
      '카드 취소: 결제사를 통해 가족이 결제한 카드로 돌아갑니다.',
    );
    await expect(question).toContainText('사유: 보호자 요청으로 취소');
    await scan(page);

    // 돌아가기: nothing sent, the reason kept; Escape then leaves the application as it was.
    await question.getByRole('button', { name: '돌아가기' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog.getByLabel('취소 사유')).toHaveValue('보호자 요청으로 취소');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(cancels).toHaveLength(0);
    await expect(row).toContainText('결제 완료');

    // Asked again and confirmed: the cancel goes, and says what went back.
    await (await rowAction(row, '고취소님 신청 취소(전액 환불)')).click();
    await dialog.getByLabel('취소 사유').fill('보호자 요청으로 취소');
    await dialog.getByRole('button', { name: '취소하고 환불하기' }).click();
    await question.getByRole('button', { name: '취소하고 환불하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      '신청이 취소되고 20,000원이 환불되었습니다.',
    );
    expect(cancels).toHaveLength(1);
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await expect(row).toContainText('취소됨');
  });

  test('record a desk payment on an unpaid application: paid, by 현금', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현장 결제 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicationId = await apply(request, lecture, '오현금');

    const dialog = await openMoney(page, title, '오현금');
    await expect(summaryValue(dialog, '결제 상태')).toHaveText('미결제');
    await expect(summaryValue(dialog, '결제 수단')).toHaveText('카드 (신청 시 선택)');
    await expect(dialog).toContainText('아직 결제·환불 내역이 없습니다.');
    await expect(dialog.getByLabel('환불 금액(원)')).toHaveCount(0);

    const form = dialog.getByRole('form', { name: '현장 결제 기록' });
    const amount = form.getByLabel('결제 금액(원)');
    await expect(amount).toHaveValue('20,000');
    await expect(amount).not.toBeEditable();
    const paidOn = form.getByLabel('결제일');
    await expect(paidOn).toHaveValue(seoulDate(0));
    await expect(paidOn).toHaveAttribute('max', seoulDate(0));
    await scan(page);

    // No method, a day after today: refused here, in the server's words.
    await paidOn.fill(seoulDate(1));
    await form.getByRole('button', { name: '결제 기록하기' }).click();
    await expect(paidOn).toBeFocused();
    await expect(paidOn).toHaveAccessibleDescription(/결제일은 오늘 이후로 입력할 수 없습니다\./);
    const method = form.getByLabel('결제 수단');
    await expect(method).toHaveAccessibleDescription(/결제 수단을 선택해 주세요\./);
    await expect(method).toHaveAttribute('aria-invalid', 'true');
    await scan(page);

    await paidOn.fill(seoulDate(0));
    await method.selectOption({ label: '현금' });
    await form.getByLabel('메모 (선택)').fill('영수증 1234');
    const recorded = page.waitForRequest(
      (sent) =>
        sent.url().endsWith(`/api/admin/application/${applicationId}/payment`) &&
        sent.method() === 'POST',
    );
    await form.getByRole('button', { name: '결제 기록하기' }).click();
    await expect(
      form.getByRole('group', { name: '20,000원을 받은 것으로 기록할까요?' }),
    ).toBeFocused();
    await scan(page);
    await form.getByRole('button', { name: '결제 기록하기' }).click();
    expect((await recorded).postDataJSON()).toEqual({
      amount: FEE,
      paidOn: seoulDate(0),
      method: 'CASH',
      note: '영수증 1234',
    });
    await expect(dialog.getByRole('status')).toContainText('현금 20,000원 결제가 기록되었습니다.');
    await expect(summaryValue(dialog, '결제 상태')).toHaveText('결제 완료');
    await expect(summaryValue(dialog, '결제 수단')).toHaveText('현금');
    await expect(summaryValue(dialog, '결제한 금액')).toHaveText('20,000원');
    const movement = dialog.getByRole('listitem');
    await expect(movement).toHaveCount(1);
    await expect(movement).toContainText('현장 결제');
    await expect(movement).toContainText('+20,000원');
    await expect(movement).toContainText('현금');
    await expect(movement).toContainText('관리자 admin');
    await expect(movement).toContainText('영수증 1234');
    // The desk form is gone (the focus with it: back on the title); a refund of a desk
    // payment is recorded by hand, and the form says so.
    await expect(form).toHaveCount(0);
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(dialog).toContainText('센터에서 현금을 직접 돌려주고');
    await expect(dialog.getByRole('button', { name: '환불 기록하기' })).toBeVisible();
    await scan(page);

    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(applicantRow(page, title, '오현금')).toContainText('결제 완료');
  });
});
