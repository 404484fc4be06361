import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import type { Schema } from '../../shared/contract/schema';
import { typeCode } from './support/family-code';
import { signIn } from './support/admin';
import { apply, createLecture, deleteLectures, recordCashAtDesk } from './support/admin-data';
import { gate } from './support/page-helpers';
import { applicantList, applicantRow, rowAction } from './support/applicant-list';

/**
 * 현금영수증 in the back office: money taken at the desk in cash gets its receipt from the
 * 결제·환불 dialog (소득공제 with a phone, 지출증빙 with a business number), the dialog shows it
 * (발급됨, 승인번호, the number masked, a link), a refund recorded by hand cancels it (취소됨),
 * and the family finds the link in 내 정보.
 *
 * The first journey answers the receipt's requests itself (page.route), so it proves the form
 * whatever the provider does; the second goes through the server to the payment sandbox's
 * cash-receipt API. The form's checks (a phone, a business number's check digit) are
 * unit-tested beside money-form.ts.
 */

type Money = Schema<'ApplicationMoneyResponse'>;
type Receipt = Schema<'CashReceiptView'>;

const BIRTH = '1985-03-04';
/** koreanDateTime (shared/format/korean-dates.ts): "2026년 11월 25일(수) 12:00". */
const KST_INSTANT = /\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}/;

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** Opens 결제·환불 of `name` under the lecture's 신청자 보기, from the row's 관리 menu. */
async function openMoney(page: Page, title: string, name: string): Promise<Locator> {
  await page.goto('/admin/lecture');
  await page.getByRole('button', { name: `${title} 신청자 보기` }).click();
  const row = applicantRow(applicantList(page, `${title} 신청자`), name);
  await (await rowAction(row, `${name}님 결제·환불`)).click();
  const dialog = page.getByRole('dialog', { name: `${name}님 결제·환불` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('불러오는 중...')).toHaveCount(0);
  return dialog;
}

/** The 현금영수증 section of the dialog. */
function receiptSection(dialog: Locator): Locator {
  return dialog.getByRole('region', { name: '현금영수증', exact: true });
}

/** The value beside a label in the receipt's facts. */
function fact(section: Locator, label: string): Locator {
  return section
    .locator('dl > div')
    .filter({ has: section.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** Answers GET …/money with the server's answer changed by `edit`. */
async function editMoney(page: Page, applicationId: number, edit: (money: Money) => Money) {
  await page.route(`**/api/admin/application/${applicationId}/money`, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit((await response.json()) as Money) });
  });
}

test.describe('현금영수증 in the back office', () => {
  test.setTimeout(90_000);
  // A refused request is logged by the browser; the 400 and 503 below are provoked on purpose.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  test('the issue form: label after the type, checks, a refusal by the number or in the alert', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현금영수증 양식 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicationId = await apply(
      request,
      lecture,
      '윤양식',
      '카드',
      `receipt-form-${randomBytes(4).toString('hex')}@example.com`,
    );
    await recordCashAtDesk(request, token, lecture, applicationId);

    const dialog = await openMoney(page, title, '윤양식');
    const section = receiptSection(dialog);
    const form = section.getByRole('form', { name: '현금영수증 발급' });
    await expect(form).toBeVisible();
    await expect(section.getByRole('radio', { name: /소득공제/ })).toBeChecked();
    const number = form.getByRole('textbox', { name: '휴대폰 번호' });
    await expect(number).toHaveAccessibleDescription(/010-1234-5678/);
    await section.getByRole('radio', { name: /지출증빙/ }).check();
    await expect(form.getByRole('textbox', { name: '휴대폰 번호' })).toHaveCount(0);
    const business = form.getByRole('textbox', { name: '사업자등록번호' });
    await expect(business).toHaveAccessibleDescription(/123-45-67891/);
    await scan(page);

    // Checked here, in the server's words, before anything is sent.
    const sent: unknown[] = [];
    page.on('request', (outgoing) => {
      if (outgoing.url().endsWith(`/api/admin/application/${applicationId}/cash-receipt`)) {
        sent.push(outgoing.postDataJSON());
      }
    });
    const submit = form.getByRole('button', { name: '현금영수증 발급' });
    await submit.click();
    await expect(business).toBeFocused();
    await expect(business).toHaveAttribute('aria-invalid', 'true');
    await expect(business).toHaveAccessibleDescription(
      /휴대폰 번호 또는 사업자등록번호를 입력해 주세요\./,
    );
    await business.fill('123-45-67892');
    await submit.click();
    await expect(business).toHaveAccessibleDescription(/사업자등록번호 10자리를 정확히/);
    await scan(page);
    expect(sent).toHaveLength(0);

    // The provider refuses the number (400): said beside it, the focus on it.
    await section.getByRole('radio', { name: /소득공제/ }).check();
    const phone = form.getByRole('textbox', { name: '휴대폰 번호' });
    await phone.fill('010-1234-5678');
    const refusal = '현금영수증 발급이 거절되었습니다. 유효하지 않은 휴대폰 번호입니다.';
    await page.route(
      `**/api/admin/application/${applicationId}/cash-receipt`,
      (route) =>
        route.fulfill({
          status: 400,
          json: { statusCode: 400, message: refusal, error: 'Bad Request' },
        }),
      { times: 1 },
    );
    await submit.click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(new RegExp(refusal));
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(sent.at(-1)).toEqual({ type: '소득공제', identityNumber: '010-1234-5678' });

    // The answer is lost (503): the pending button, then the server's sentence in the alert.
    const lost =
      '결제사에서 현금영수증 발급 결과를 받지 못했습니다. 잠시 후 다시 발급해 주세요. 중복으로 발급되지 않습니다.';
    const answer = gate();
    await page.route(
      `**/api/admin/application/${applicationId}/cash-receipt`,
      async (route) => {
        await answer.passed;
        await route.fulfill({
          status: 503,
          json: { statusCode: 503, message: lost, code: 'PROVIDER_UNAVAILABLE' },
        });
      },
      { times: 1 },
    );
    await submit.click();
    await expect(form.getByRole('button', { name: '발급 중…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '닫기' })).toBeDisabled();
    answer.open();
    await expect(form.getByRole('alert')).toHaveText(lost);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveValue('010-1234-5678');

    // Already issued elsewhere (409): "failed" and the server's reason.
    await page.route(
      `**/api/admin/application/${applicationId}/cash-receipt`,
      (route) =>
        route.fulfill({
          status: 409,
          json: { statusCode: 409, message: '이미 발급된 현금영수증이 있습니다.' },
        }),
      { times: 1 },
    );
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(
      '현금영수증을 발급하지 못했습니다. 이미 발급된 현금영수증이 있습니다.',
    );
    await scan(page);
  });

  test('a request whose answer was lost: 발급 확인 중, and the button retries it', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현금영수증 확인 중 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const applicationId = await apply(
      request,
      lecture,
      '정대기',
      '카드',
      `receipt-pending-${randomBytes(4).toString('hex')}@example.com`,
    );
    await recordCashAtDesk(request, token, lecture, applicationId);
    const pending: Receipt = {
      source: 'DESK',
      type: '지출증빙',
      state: 'PENDING',
      issueNumber: null,
      receiptUrl: null,
      amount: lecture.fee,
      identityNumber: '124-81-*****',
      issuedAt: null,
    };
    await editMoney(page, applicationId, (money) => ({ ...money, cashReceipt: pending }));

    const dialog = await openMoney(page, title, '정대기');
    const section = receiptSection(dialog);
    await expect(fact(section, '상태')).toHaveText('발급 확인 중');
    await expect(fact(section, '종류')).toHaveText('지출증빙');
    await expect(fact(section, '발급처')).toHaveText('센터에서 발급');
    await expect(fact(section, '사업자등록번호')).toHaveText('124-81-*****');
    await expect(section).toContainText('발급 결과를 아직 받지 못했습니다');
    await expect(section.getByRole('radio', { name: /지출증빙/ })).toBeChecked();
    await expect(section.getByRole('button', { name: '발급 다시 시도' })).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(0);
    await scan(page);

    // The retry goes through: the answer announced, the money asked again (now issued).
    const issued: Receipt = {
      ...pending,
      state: 'ISSUED',
      issueNumber: '987654321',
      receiptUrl: 'https://dashboard.tosspayments.com/receipt/cash-receipt/e2e',
      issuedAt: new Date().toISOString(),
    };
    await page.unrouteAll({ behavior: 'wait' });
    await editMoney(page, applicationId, (money) => ({
      ...money,
      cashReceipt: issued,
      canIssueCashReceipt: false,
    }));
    await page.route(`**/api/admin/application/${applicationId}/cash-receipt`, (route) =>
      route.fulfill({
        json: {
          cashReceipt: issued,
          message: '현금영수증이 발급되었습니다. 승인번호 987654321',
        },
      }),
    );
    await section.getByRole('textbox', { name: '사업자등록번호' }).fill('124-81-00998');
    await section.getByRole('button', { name: '발급 다시 시도' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      '현금영수증이 발급되었습니다. 승인번호 987654321',
    );
    await expect(fact(section, '상태')).toHaveText('발급됨');
    await expect(fact(section, '승인번호')).toHaveText('987654321');
    await expect(fact(section, '발급 일시')).toHaveText(KST_INSTANT);
    await expect(section.getByRole('form')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    const link = section.getByRole('link', { name: /현금영수증 보기/ });
    await expect(link).toHaveAttribute('href', issued.receiptUrl!);
    await expect(link).toHaveAttribute('target', '_blank');
    await scan(page);
  });

  test("내 정보 links a desk payment's 현금영수증 beside the payment, in a new tab", async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현금영수증 내 정보 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const email = `receipt-myinfo-${randomBytes(4).toString('hex')}@example.com`;
    const applicationId = await apply(request, lecture, '서가족', '카드', email);
    await recordCashAtDesk(request, token, lecture, applicationId);
    // The server's answer with the receipt's address it gives once the receipt is issued.
    const receiptUrl = 'https://dashboard.tosspayments.com/receipt/cash-receipt/e2e-myinfo';
    await page.route('**/api/guest/user-info', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Schema<'UserInfoResponse'>;
      for (const info of answer.lectureInfos) {
        if (info.applicationId === applicationId) info.payments.cash_receipt_url = receiptUrl;
      }
      await route.fulfill({ response, json: answer });
    });

    await page.goto('/myinfo-check');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('생년월일').fill(BIRTH);
    await page.getByRole('button', { name: '조회하기' }).click();
    await typeCode(page, email.toLowerCase());
    await expect(page).toHaveURL('/myinfo');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    const link = card.getByRole('link', { name: '현금영수증 보기 (새 창)' });
    await expect(link).toHaveAttribute('href', receiptUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expectNoA11yViolations(page);
  });

  test('cash at the desk: issued with a phone, shown in 내 정보, cancelled by a refund by hand', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const title = `E2E 현금영수증 강의 ${randomBytes(3).toString('hex')}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const email = `receipt-${randomBytes(4).toString('hex')}@example.com`;
    const applicationId = await apply(request, lecture, '한영수', '카드', email);

    // 현금 at the desk: the payment is recorded, and the receipt may be issued.
    let dialog = await openMoney(page, title, '한영수');
    await expect(receiptSection(dialog)).toHaveCount(0);
    const desk = dialog.getByRole('form', { name: '현장 결제 기록' });
    await desk.getByLabel('결제 수단').selectOption({ label: '현금' });
    await desk.getByRole('button', { name: '결제 기록하기' }).click();
    await expect(
      desk.getByRole('group', { name: '20,000원을 받은 것으로 기록할까요?' }),
    ).toContainText('현금(으)로 센터가 직접 받은 돈입니다.');
    await desk.getByRole('button', { name: '결제 기록하기' }).click();
    await expect(dialog.getByRole('status')).toContainText('현금 20,000원 결제가 기록되었습니다.');
    const section = receiptSection(dialog);
    const form = section.getByRole('form', { name: '현금영수증 발급' });
    await expect(form).toBeVisible();
    await scan(page);

    // 소득공제 with the family's phone: 발급됨, the number masked, the 승인번호, the link.
    await section.getByRole('radio', { name: /소득공제/ }).check();
    await form.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-2345-6789');
    const issued = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/application/${applicationId}/cash-receipt`) &&
        response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: '현금영수증 발급' }).click();
    const answer = await issued;
    expect(answer.status()).toBe(200);
    const receipt = ((await answer.json()) as Schema<'IssueCashReceiptResponse'>).cashReceipt;
    expect(receipt.issueNumber).toBeTruthy();
    await expect(dialog.getByRole('status')).toContainText(
      `현금영수증이 발급되었습니다. 승인번호 ${receipt.issueNumber}`,
    );
    await expect(fact(section, '상태')).toHaveText('발급됨');
    await expect(fact(section, '종류')).toHaveText('소득공제');
    await expect(fact(section, '발급처')).toHaveText('센터에서 발급');
    await expect(fact(section, '승인번호')).toHaveText(receipt.issueNumber!);
    await expect(fact(section, '휴대폰 번호')).toHaveText('010-****-6789');
    await expect(fact(section, '발급 금액')).toHaveText('20,000원');
    await expect(fact(section, '발급 일시')).toHaveText(KST_INSTANT);
    await expect(form).toHaveCount(0);
    const link = section.getByRole('link', { name: /현금영수증 보기/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const receiptUrl = await link.getAttribute('href');
    expect(receiptUrl).toBeTruthy();
    await scan(page);
    await dialog.getByRole('button', { name: '닫기' }).click();

    // The family finds it in 내 정보, beside the payment.
    await page.goto('/myinfo-check');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('생년월일').fill(BIRTH);
    await page.getByRole('button', { name: '조회하기' }).click();
    await typeCode(page, email.toLowerCase());
    await expect(page).toHaveURL('/myinfo');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    const familyLink = card.getByRole('link', { name: /현금영수증 보기/ });
    await expect(familyLink).toHaveAttribute('href', receiptUrl!);
    await expect(familyLink).toHaveAttribute('target', '_blank');
    await expect(familyLink).toHaveAttribute('rel', /noopener/);
    await expectNoA11yViolations(page);

    // A refund recorded by hand cancels the receipt first, and says so.
    dialog = await openMoney(page, title, '한영수');
    await dialog.getByLabel('환불 사유').fill('보호자 요청');
    await dialog.getByRole('button', { name: '환불 기록하기' }).click();
    await expect(dialog.getByRole('group', { name: /돌려준 것으로 기록할까요\?/ })).toContainText(
      '센터에서 직접 가족에게 돌려주세요.',
    );
    await dialog.getByRole('button', { name: '환불 기록하기' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      `현금영수증(승인번호 ${receipt.issueNumber})은 취소되었습니다.`,
    );
    const after = receiptSection(dialog);
    await expect(fact(after, '상태')).toHaveText('취소됨');
    await expect(fact(after, '승인번호')).toHaveText(receipt.issueNumber!);
    await expect(after.getByRole('form')).toHaveCount(0);
    await scan(page);
  });
});
