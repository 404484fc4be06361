import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { fetchLectures, won, type LectureSummary } from './support/api';
import { applicationSubmit, expectNoSidewaysScroll } from './support/page-helpers';

/**
 * Issue 3 in the browser: a parent applies for an open lecture and pays through the app's own
 * payment sandbox (/sandbox/toss), which imitates Toss's script, checkout window and API. Each
 * test applies with an e-mail of its own, since a lecture takes one application per e-mail.
 */

interface Fee {
  id: number;
  fee_type: string;
  amount: number;
}

const SUCCESS_URL = /\/payments\/success\/\d+\?.*paymentKey=/;
const FAIL_URL = /\/payments\/fail\/\d+\?/;
const CHECKOUT_URL = /\/sandbox\/toss\/checkout\?/;

/** One word with no break opportunity, as long as real addresses get: it must wrap, not widen. */
function uniqueEmail(tag: string): string {
  return `${tag}${Date.now()}${randomBytes(3).toString('hex')}@example.com`;
}

/** A lecture open for registration today, and its fees, from the API. */
async function openLecture(
  request: APIRequestContext,
): Promise<{ lecture: LectureSummary; fees: Fee[] }> {
  const lecture = (await fetchLectures(request)).find((item) => item.reg_status === 'OPEN');
  expect(lecture, 'the demo content has a lecture open for registration').toBeDefined();
  const response = await request.get(`/api/lecture/fee/${lecture!.id}`);
  expect(response.status()).toBe(200);
  const fees = (await response.json()) as Fee[];
  expect(fees.length, 'the open lecture has at least two fees').toBeGreaterThanOrEqual(2);
  return { lecture: lecture!, fees };
}

/** Lecture detail → 신청하기 → the form, with the fees loaded. */
async function startApplication(page: Page, lecture: LectureSummary, fees: Fee[]): Promise<void> {
  await page.goto(`/lecture/${lecture.id}`);
  await page.getByRole('main').getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL('/application');
  await expect(page.getByRole('heading', { level: 1, name: lecture.title })).toBeVisible();
  await expect(feeBox(page, fees[0])).toBeVisible();
}

function feeBox(page: Page, fee: Fee): Locator {
  return page.getByRole('checkbox', { name: fee.fee_type });
}

function submitButton(page: Page): Locator {
  return applicationSubmit(page);
}

async function fillApplicant(page: Page, email: string): Promise<void> {
  await page.getByLabel('이름').fill('김민지');
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('연락처').fill('01012345678');
  await expect(page.getByLabel('연락처'), 'spec §5: formatted as 3-4-4').toHaveValue(
    '010-1234-5678',
  );
  await page.getByLabel('생년월일').fill('1988-04-12');
}

type MethodLabel = '카드' | '무통장입금(가상계좌)' | '계좌이체';

/** Fills and sends the form for the first fee; ends in the sandbox's checkout window. */
async function applyAndOpenCheckout(
  page: Page,
  request: APIRequestContext,
  {
    email,
    method = '카드',
    whileOpening,
  }: {
    email: string;
    method?: MethodLabel;
    /** Runs after 신청하기, before the checkout window is waited for. */
    whileOpening?: () => Promise<void>;
  },
): Promise<{ lecture: LectureSummary; fee: Fee }> {
  const { lecture, fees } = await openLecture(request);
  await startApplication(page, lecture, fees);
  await feeBox(page, fees[0]).check();
  await fillApplicant(page, email);
  await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
  await page
    .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
    .check();
  await page.getByRole('radio', { name: method }).check();
  await submitButton(page).click();
  await whileOpening?.();
  await expectCheckout(page, fees[0].amount);
  return { lecture, fee: fees[0] };
}

async function expectCheckout(page: Page, amount: number): Promise<void> {
  await expect(page).toHaveURL(CHECKOUT_URL);
  await expect(page.getByRole('heading', { level: 1, name: '테스트 결제창' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(won(amount));
}

/** The value beside a label in the page's label/value list. */
function detail(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

async function expectPaid(page: Page, amount: number, method: MethodLabel): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다.' }),
  ).toBeVisible();
  await expect(detail(page, '결제 상태')).toHaveText('결제 완료');
  await expect(detail(page, '결제 금액')).toHaveText(won(amount));
  await expect(detail(page, '결제 수단')).toHaveText(method);
}

test.describe('apply and pay', () => {
  test(
    'a card payment: form errors, then approved in the sandbox, then 결제 완료',
    { tag: ['@smoke'] },
    async ({ page, request }) => {
      const { lecture, fees } = await openLecture(request);
      await startApplication(page, lecture, fees);

      // Nothing chosen: the fee error beside its section, with the focus on its first box.
      await expect(page.getByText('합계 0원')).toBeVisible();
      await submitButton(page).click();
      const feeError = page.getByText('최소 한 개 이상의 강의를 선택해 주세요.');
      await expect(feeError).toBeVisible();
      await expect(feeBox(page, fees[0])).toBeFocused();
      await expect(feeBox(page, fees[0])).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('group', { name: '강의 선택' })).toContainText(
        '최소 한 개 이상의 강의를 선택해 주세요.',
      );
      await expect(page.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
      await expect(page.getByLabel('이름')).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // Fees add to and subtract from the total (spec §5).
      await feeBox(page, fees[0]).check();
      await feeBox(page, fees[1]).check();
      await expect(page.getByText(`합계 ${won(fees[0].amount + fees[1].amount)}`)).toBeVisible();
      await feeBox(page, fees[1]).uncheck();
      await expect(page.getByText(`합계 ${won(fees[0].amount)}`)).toBeVisible();
      await expect(feeError).toBeHidden();

      // Everything but the consent: its error, and the focus on its box.
      await fillApplicant(page, uniqueEmail('card'));
      const consent = page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' });
      await expect(consent).not.toBeChecked();
      await expect(
        page.getByRole('radio', { name: '카드' }),
        'spec §9: card by default',
      ).toBeChecked();
      await submitButton(page).click();
      await expect(page.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
      await expect(consent).toBeFocused();
      await expect(consent).toBeInViewport();

      // The payment provider's consent is required too: its own message, the focus on its box;
      // the optional marketing consent stays unticked.
      await consent.check();
      const paymentConsent = page.getByRole('checkbox', {
        name: '결제를 위한 개인정보 제3자 제공에 동의합니다.',
      });
      await submitButton(page).click();
      await expect(
        page.getByText('필수 항목인 ‘개인정보 제3자 제공 동의 (결제대행사)’에 동의해 주세요.'),
      ).toBeVisible();
      await expect(paymentConsent).toBeFocused();
      await expect(
        page.getByRole('checkbox', { name: '(선택) 강의·프로그램 소식 받기' }),
      ).not.toBeChecked();

      // Sent once, however hard the button is pressed.
      const applications: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/lecture/application/data')) applications.push(sent.method());
      });
      await paymentConsent.check();
      await submitButton(page).dblclick();
      await expectCheckout(page, fees[0].amount);
      expect(applications, 'one application request').toEqual(['POST']);
      await expect(page.getByRole('main')).toContainText('카드');

      const verifies: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/payments/verify')) verifies.push(sent.method());
      });
      await page.getByRole('button', { name: '결제 승인' }).click();
      await expect(page).toHaveURL(SUCCESS_URL);
      await expectPaid(page, fees[0].amount, '카드');
      expect(verifies, 'the success page verifies once').toEqual(['POST']);
      await expect(page.getByRole('link', { name: /영수증 보기/ })).toBeVisible();
      // What was bought: the lecture, the course, its days, the place and the 신청번호.
      await expect(detail(page, '강의')).toHaveText(lecture.title);
      await expect(detail(page, '신청 과정')).toHaveText(fees[0].fee_type);
      await expect(detail(page, '강의 일정')).toContainText(
        `${Number(lecture.lec_period_start.slice(5, 7))}월 ${Number(lecture.lec_period_start.slice(8, 10))}일`,
      );
      await expect(detail(page, '장소')).toHaveText(lecture.venue ?? /\S/);
      const applicationId = /\/payments\/success\/(\d+)/.exec(page.url())![1];
      await expect(detail(page, '신청번호')).toHaveText(applicationId);
      await expect(page.getByRole('link', { name: '내 신청 보기' })).toBeVisible();
      await expectNoA11yViolations(page);

      // A reload asks again and the server answers the same: paid, confirmed once.
      await page.reload();
      await expectPaid(page, fees[0].amount, '카드');
    },
  );

  test('a virtual account: 입금 대기 with the account, then the deposit in the sandbox makes it paid @smoke', async ({
    page,
    request,
  }) => {
    const { fee } = await applyAndOpenCheckout(page, request, {
      email: uniqueEmail('va'),
      method: '무통장입금(가상계좌)',
    });
    await expect(page.getByRole('main')).toContainText('가상계좌');
    await page.getByRole('button', { name: '결제 승인' }).click();

    await expect(page).toHaveURL(SUCCESS_URL);
    const successUrl = page.url();
    await expect(
      page.getByRole('heading', { level: 1, name: '입금을 기다리고 있습니다' }),
    ).toBeVisible();
    await expect(detail(page, '결제 상태')).toHaveText('입금 대기');
    await expect(detail(page, '입금 은행')).toHaveText(/\S/);
    const accountNumber = page.locator('.account-number');
    await expect(accountNumber).toHaveText(/^\d{6,}$/);
    // The account is the centre's; the deposit is expected from the family's name.
    await expect(detail(page, '예금주')).toHaveText('마음숲 아동·청소년 상담센터');
    await expect(detail(page, '입금자명')).toHaveText('김민지');
    await expect(detail(page, '입금 기한')).toHaveText(/\d{4}년 \d{1,2}월 \d{1,2}일.*까지/);
    await expect(detail(page, '결제 금액')).toHaveText(won(fee.amount));
    // 계좌번호 복사 puts the number, digits only, on the clipboard and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: '계좌번호 복사' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '계좌번호를 복사했어요.' }),
    ).toBeVisible();
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toBe(await accountNumber.textContent());
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Asking before the money arrives says so.
    await page.getByRole('button', { name: '입금 확인하기' }).click();
    await expect(
      page.getByText('아직 입금이 확인되지 않았습니다.', { exact: false }),
    ).toBeVisible();

    // Play the bank on the sandbox's page of this payment.
    await page.getByRole('link', { name: '테스트 입금 페이지 열기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '테스트 결제 상태' })).toBeVisible();
    await page.getByRole('button', { name: '입금 처리' }).click();
    await expect(page.getByRole('main')).toContainText('결제 완료');

    // Back on the success page the deposit shows (the provider's deposit callback reaches the
    // server a moment after the sandbox page answers; 입금 확인하기 asks again).
    await page.goto(successUrl);
    await expect(async () => {
      const check = page.getByRole('button', { name: '입금 확인하기' });
      if (await check.isVisible()) await check.click();
      await expect(
        page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다.' }),
      ).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    await expectPaid(page, fee.amount, '무통장입금(가상계좌)');
  });

  test('a bank transfer: /payments shows that it opens the window, then paid at once', async ({
    page,
    request,
  }) => {
    // Hold the provider's script until the page has been seen saying what it is doing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/toss/v1.js', async (route) => {
      await held;
      await route.continue();
    });
    const { fee } = await applyAndOpenCheckout(page, request, {
      email: uniqueEmail('transfer'),
      method: '계좌이체',
      whileOpening: async () => {
        await expect(page).toHaveURL('/payments');
        await expect(page.getByRole('status')).toContainText('결제창을 여는 중');
        await expect(detail(page, '결제 금액')).toHaveText(/원$/);
        await expect(detail(page, '결제 수단')).toHaveText('계좌이체');
        release();
      },
    });
    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    await expectPaid(page, fee.amount, '계좌이체');
  });

  test('a card payment cancelled in the sandbox says so and offers to pay again', async ({
    page,
    request,
  }) => {
    await applyAndOpenCheckout(page, request, { email: uniqueEmail('cancel') });
    await page.getByRole('button', { name: '결제 취소' }).click();
    await expect(page).toHaveURL(FAIL_URL);
    await expect(
      page.getByRole('heading', { level: 1, name: '결제를 취소하셨습니다' }),
    ).toBeVisible();
    await expect(page.getByText('결제를 취소하셨습니다. 다시 시도해 주세요.')).toBeVisible();
    await expect(detail(page, '오류 코드')).toHaveText('PAY_PROCESS_CANCELED');
    await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeEnabled();
  });

  test('a declined card: the fail page, 다시 결제하기, approved, paid', async ({
    page,
    request,
  }) => {
    const { fee } = await applyAndOpenCheckout(page, request, { email: uniqueEmail('decline') });
    const firstOrder = new URL(page.url()).searchParams.get('orderId');
    await page.getByRole('button', { name: '카드 거절 (테스트)' }).click();

    await expect(page).toHaveURL(FAIL_URL);
    await expect(
      page.getByRole('heading', { level: 1, name: '결제에 실패했습니다' }),
    ).toBeVisible();
    await expect(page.getByText('결제에 실패했습니다. 다시 시도해 주세요.')).toBeVisible();
    await expect(detail(page, '오류 코드')).toHaveText('REJECT_CARD_COMPANY');
    await expect(detail(page, '사유')).toContainText('거절');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: '다시 결제하기' }).click();
    await expectCheckout(page, fee.amount);
    const secondOrder = new URL(page.url()).searchParams.get('orderId');
    expect(secondOrder, 'a new attempt has a new orderId').not.toBe(firstOrder);

    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    await expectPaid(page, fee.amount, '카드');
  });

  test('the same e-mail cannot apply twice for one lecture from the browser that applied', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail('twice');
    const { lecture, fee } = await applyAndOpenCheckout(page, request, { email });

    await startApplication(page, lecture, [fee]);
    await feeBox(page, fee).check();
    await fillApplicant(page, email);
    await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
    await page
      .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
      .check();
    await submitButton(page).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('이미 이 강의에 신청한 이메일입니다.');
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL('/application');
    await expect(page.getByRole('textbox', { name: '이메일' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: '이메일' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Another browser, which proved nothing, is told nothing (issue 32): its application is
    // stored beside and goes to the payment window like a fresh e-mail's.
    const other = await browser.newContext({
      baseURL,
      viewport: testInfo.project.use.viewport,
      locale: 'ko-KR',
    });
    try {
      await applyAndOpenCheckout(await other.newPage(), request, { email });
    } finally {
      await other.close();
    }
  });

  test.describe('the payment window closed', () => {
    // 내 정보 without a lookup: its read is refused with 401, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('closing the payment window (USER_CANCEL) alerts, then goes to 내 정보', async ({
      page,
      request,
    }) => {
      // A payment window that the customer closes: the SDK's promise rejects with USER_CANCEL.
      await page.route('**/sandbox/toss/v1.js', (route) =>
        route.fulfill({
          contentType: 'application/javascript; charset=utf-8',
          body: `window.TossPayments = function () {
            return { requestPayment: function () {
              return Promise.reject({ code: 'USER_CANCEL', message: '취소되었습니다.' });
            } };
          };`,
        }),
      );
      const email = uniqueEmail('closed');
      const { lecture, fees } = await openLecture(request);
      await startApplication(page, lecture, fees);
      await feeBox(page, fees[0]).check();
      await fillApplicant(page, email);
      await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
      await page
        .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
        .check();
      await submitButton(page).click();

      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('결제를 취소하셨습니다. 다시 시도해 주세요.');
      await expect(page).toHaveURL('/payments');
      await page.keyboard.press('Escape');
      await expect(page, 'spec §4: /myinfo when the e-mail is known').toHaveURL('/myinfo');
      // This browser has not looked the e-mail up: my info's read is refused (401, on the
      // console), and the page asks for the lookup. Waited for, so the test ends in one state.
      await expect(page.getByRole('alertdialog')).toContainText('이메일 인증이 필요합니다.');
    });
  });

  test.describe('when the server refuses or does not answer', () => {
    // The browser reports each refused or failed request on the console; these are provoked.
    test.use({ allowedConsoleErrors: [/status of (400|409)|net::ERR_FAILED/] });

    test("the server's 400 messages show above 신청하기, with the focus on them", async ({
      page,
      request,
    }) => {
      const { lecture, fees } = await openLecture(request);
      // A total that no longer matches the fees, as after a price change on the server.
      await page.route('**/api/lecture/application/data', (route) => {
        const body = route.request().postDataJSON() as { totalAmount: number };
        return route.continue({
          postData: JSON.stringify({ ...body, totalAmount: body.totalAmount + 1 }),
        });
      });
      await startApplication(page, lecture, fees);
      await feeBox(page, fees[0]).check();
      await fillApplicant(page, uniqueEmail('refused'));
      await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
      await page
        .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
        .check();
      await submitButton(page).click();

      const summary = page.getByRole('alert').filter({ hasText: '신청을 완료하지 못했습니다.' });
      await expect(summary).toContainText('결제 금액이 변경되었습니다.');
      await expect(summary).toBeFocused();
      await expect(page).toHaveURL('/application');
      await expect(submitButton(page)).toBeEnabled();
    });

    test("the provider's script not loading keeps /payments open with 다시 시도", async ({
      page,
      request,
    }) => {
      let failures = 1;
      await page.route('**/sandbox/toss/v1.js', (route) =>
        failures-- > 0 ? route.abort('failed') : route.continue(),
      );
      const { lecture, fees } = await openLecture(request);
      await startApplication(page, lecture, fees);
      await feeBox(page, fees[0]).check();
      await fillApplicant(page, uniqueEmail('noscript'));
      await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
      await page
        .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
        .check();
      await submitButton(page).click();

      await expect(page).toHaveURL('/payments');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        '결제를 시작하지 못했습니다.',
      );
      await expect(page.getByRole('alert')).toContainText('결제창을 불러오지 못했습니다.');
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expectCheckout(page, fees[0].amount);
    });

    test('verify without an answer, then still processing, is explained; asking again shows it paid', async ({
      page,
      request,
    }) => {
      const answers: Array<'abort' | 'processing' | 'real'> = ['abort', 'processing', 'real'];
      await page.route('**/api/payments/verify', (route) => {
        const answer = answers.shift() ?? 'real';
        if (answer === 'abort') return route.abort('failed');
        if (answer === 'processing') {
          return route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 409,
              message: '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.',
              error: 'Conflict',
              code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
            }),
          });
        }
        return route.continue();
      });
      const { fee } = await applyAndOpenCheckout(page, request, { email: uniqueEmail('pending') });
      await page.getByRole('button', { name: '결제 승인' }).click();
      await expect(page).toHaveURL(SUCCESS_URL);

      // No answer: the outcome is unknown, and the page says so instead of calling it failed.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        '결제 결과를 확인하지 못했습니다',
      );
      await expect(page.getByRole('button', { name: '다시 결제하기' })).toHaveCount(0);
      await page.getByRole('button', { name: '결제 결과 다시 확인' }).click();

      // §8: FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING in an alert, and the page explains it.
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.');
      await page.keyboard.press('Enter');
      await expect(alert).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        '결제 확인이 끝나지 않았습니다',
      );
      await expect(page.getByRole('button', { name: '다시 결제하기' })).toHaveCount(0);

      await page.getByRole('button', { name: '결제 결과 다시 확인' }).click();
      await expectPaid(page, fee.amount, '카드');
    });
  });

  test.describe('the SDK', () => {
    // The fail page of another browser's application asks its state and is refused (403).
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('the Toss SDK is downloaded on /payments only', async ({ page, request }) => {
      /** The scripts this document has loaded that carry the SDK (it names Toss's script URL). */
      const sdkScripts = async (): Promise<string[]> => {
        const urls = await page.evaluate(() =>
          (
            globalThis as unknown as {
              performance: { getEntriesByType(type: string): Array<{ name: string }> };
            }
          ).performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.endsWith('.js')),
        );
        const found: string[] = [];
        for (const url of urls) {
          if ((await (await request.get(url)).text()).includes('js.tosspayments.com'))
            found.push(url);
        }
        return found;
      };

      const { lecture, fees } = await openLecture(request);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sdkScripts(), 'home').toEqual([]);
      await page.goto('/payments/fail/1?code=PAY_PROCESS_CANCELED&message=x&orderId=AP1-abcdef');
      await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeVisible();
      expect(await sdkScripts(), 'the fail page').toEqual([]);

      // Into the form and on to /payments, held there until its scripts have been looked at.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/sandbox/toss/v1.js', async (route) => {
        await held;
        await route.continue();
      });
      await startApplication(page, lecture, fees);
      expect(await sdkScripts(), 'the application form').toEqual([]);
      await feeBox(page, fees[0]).check();
      await fillApplicant(page, uniqueEmail('sdk'));
      await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
      await page
        .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
        .check();
      await submitButton(page).click();
      await expect(page.getByRole('status')).toContainText('결제창을 여는 중');
      expect(await sdkScripts(), '/payments').toHaveLength(1);
      release();
      await expectCheckout(page, fees[0].amount);
    });
  });

  test('전체 동의 ticks every consent, and the button says the amount to pay', async ({
    page,
    request,
  }) => {
    const { lecture, fees } = await openLecture(request);
    await startApplication(page, lecture, fees);
    await expect(submitButton(page)).toHaveText('신청하기');
    await feeBox(page, fees[0]).check();
    await feeBox(page, fees[1]).check();
    await expect(submitButton(page)).toHaveText(`${won(fees[0].amount + fees[1].amount)} 결제하기`);

    const consents = page.locator('.consent-list').getByRole('checkbox');
    const all = page.getByRole('checkbox', { name: '전체 동의 (선택 항목 포함)' });
    await all.check();
    const count = await consents.count();
    expect(count, 'required and optional consents').toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i += 1) await expect(consents.nth(i)).toBeChecked();
    // One cleared: 전체 동의 is no longer true; cleared, it clears them all.
    await consents.nth(count - 1).uncheck();
    await expect(all).not.toBeChecked();
    await all.check();
    await all.uncheck();
    for (let i = 0; i < count; i += 1) await expect(consents.nth(i)).not.toBeChecked();

    // On a phone the button with the amount stays on screen while the form scrolls.
    await page.getByLabel('이름').scrollIntoViewIfNeeded();
    await expect(submitButton(page)).toBeInViewport();
    await expectNoA11yViolations(page);
  });

  test('the birth date takes 8 digits and refuses a day that does not exist', async ({
    page,
    request,
  }) => {
    const { lecture, fees } = await openLecture(request);
    await startApplication(page, lecture, fees);
    const birth = page.getByLabel('생년월일');
    await expect(birth).toHaveAttribute('inputmode', 'numeric');
    await birth.pressSequentially('1988.04.12');
    await expect(birth, 'separators are dropped as they are typed').toHaveValue('19880412');
    await birth.fill('19880231');
    await submitButton(page).click();
    await expect(page.getByText('생년월일을 올바르게 입력해 주세요.')).toBeVisible();
    await birth.fill('19880228');
    await expect(page.getByText('생년월일을 올바르게 입력해 주세요.')).toHaveCount(0);
  });

  test('a reload keeps what was typed (not the consents), and a sent form is forgotten', async ({
    page,
    request,
  }) => {
    const { lecture, fees } = await openLecture(request);
    await startApplication(page, lecture, fees);
    await feeBox(page, fees[1]).check();
    const email = uniqueEmail('reload');
    await fillApplicant(page, email);
    await page.getByRole('radio', { name: '계좌이체' }).check();
    await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();

    // The browser asks before a reload throws typing away; staying is not what this test is
    // about, so it leaves (the tab's session storage has kept everything).
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: lecture.title })).toBeVisible();
    await expect(feeBox(page, fees[1])).toBeChecked();
    await expect(feeBox(page, fees[0])).not.toBeChecked();
    await expect(page.getByLabel('이름')).toHaveValue('김민지');
    await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(email);
    await expect(page.getByLabel('연락처')).toHaveValue('010-1234-5678');
    await expect(page.getByLabel('생년월일')).toHaveValue('19880412');
    await expect(page.getByRole('radio', { name: '계좌이체' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }),
      'each consent is given again',
    ).not.toBeChecked();
    // Nothing of it in the address or the long-lived storage.
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(
      await page.evaluate(() =>
        JSON.stringify({ ...(globalThis as unknown as { localStorage: object }).localStorage }),
      ),
    ).not.toContain(email);

    await page.getByRole('checkbox', { name: '전체 동의 (선택 항목 포함)' }).check();
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/sandbox\/toss\/checkout\?|\/payments/);
    expect(
      await page.evaluate(() =>
        JSON.stringify({ ...(globalThis as unknown as { sessionStorage: object }).sessionStorage }),
      ),
      'sent: the draft is gone',
    ).not.toContain(email);
  });

  test('/application without a lecture explains and links to the list', async ({ page }) => {
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '신청할 강의를 먼저 골라 주세요',
    );
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: '교육·특강 목록으로' }).click();
    await expect(page).toHaveURL('/lecture');
    await expect(page.getByRole('heading', { level: 1, name: '교육·특강' })).toBeVisible();
  });

  test('/payments without an application explains and links to 신청 조회', async ({ page }) => {
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('결제할 신청 정보가 없습니다');
    await page.getByRole('main').getByRole('link', { name: '신청 조회' }).click();
    await expect(page).toHaveURL('/inquiry');
  });

  test('the success page without paymentKey, orderId and amount alerts and goes to 신청 조회', async ({
    page,
  }) => {
    await page.goto('/payments/success/1?orderId=AP1-abcdef');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('결제에 실패했습니다. 내 정보에서 다시 시도해 주세요.');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/inquiry');
  });
});

/**
 * Issue 32: every page a family reaches by back, reload or an old tab says what is true of the
 * application's payment, and never offers to pay a paid one again.
 */
test.describe('back, reload and an old tab after paying', () => {
  /** Back from the success page to /payments (through the sandbox's checkout entry). */
  async function backToPaymentPage(page: Page): Promise<void> {
    await page.goBack();
    if (CHECKOUT_URL.test(page.url())) await page.goBack();
    await expect(page).toHaveURL(/\/payments$/);
  }

  test('paid by card: back shows 결제가 완료되었습니다 and no pay button; the success page reloads paid', async ({
    page,
    request,
  }) => {
    const { fee } = await applyAndOpenCheckout(page, request, { email: uniqueEmail('back') });
    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    await expectPaid(page, fee.amount, '카드');

    await page.reload();
    await expectPaid(page, fee.amount, '카드');

    await backToPaymentPage(page);
    await expectPaid(page, fee.amount, '카드');
    await expect(page.getByText('이 신청은 이미 결제가 끝났어요.', { exact: false })).toBeVisible();
    for (const wrong of [
      '결제에 실패했습니다',
      '결제가 끝나지 않았습니다',
      '정원이 모두 찼습니다',
    ]) {
      await expect(page.getByText(wrong)).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: '결제창 다시 열기' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다시 결제하기' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  });

  // The old tab's 결제창 다시 열기 is refused (409 AWAITING_DEPOSIT), which Chromium notes.
  test.describe('an old tab', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('an old tab of the payment page, after a virtual account was issued elsewhere, shows 입금 대기 with the account', async ({
      page,
    }) => {
      const { fee } = await applyAndOpenCheckout(page, page.request, {
        email: uniqueEmail('oldtab'),
        method: '무통장입금(가상계좌)',
      });
      const successUrl = new URL(page.url()).searchParams.get('successUrl')!;
      const applicationId = Number(/\/payments\/success\/(\d+)/.exec(successUrl)![1]);
      // Back from the window: this tab now waits on 결제창 다시 열기.
      await page.goBack();
      await expect(page).toHaveURL(/\/payments$/);
      await expect(page.getByRole('button', { name: '결제창 다시 열기' })).toBeVisible();

      // Meanwhile the same browser (its cookies) gets the account in another tab.
      const init = await (
        await page.request.post('/api/payments', { data: { applicationId } })
      ).json();
      const approved = await page.request.post('/sandbox/toss/checkout', {
        form: {
          clientKey: init.clientKey,
          method: init.method,
          amount: String(init.amount),
          orderId: init.orderId,
          orderName: init.orderName,
          customerName: init.customerName,
          customerEmail: init.customerEmail,
          successUrl: init.successUrl,
          failUrl: init.failUrl,
          dueDate: init.dueDate,
          action: 'approve',
        },
        maxRedirects: 0,
      });
      expect(approved.status()).toBe(302);
      const back = new URL(approved.headers().location, 'http://localhost').searchParams;
      const verified = await page.request.post('/api/payments/verify', {
        data: {
          applicationId,
          paymentKey: back.get('paymentKey'),
          orderId: back.get('orderId'),
          amount: Number(back.get('amount')),
        },
      });
      expect((await verified.json()).paymentStatus).toBe('W');

      // The old tab: reopening the window is refused, and the page shows the account instead.
      await page.getByRole('button', { name: '결제창 다시 열기' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: '입금을 기다리고 있습니다' }),
      ).toBeVisible();
      await expect(detail(page, '결제 상태')).toHaveText('입금 대기');
      await expect(detail(page, '계좌번호')).toHaveText(/\d{6,}/);
      await expect(detail(page, '결제 금액')).toHaveText(won(fee.amount));
      await expect(page.getByText('정원이 모두 찼습니다')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '결제창 다시 열기' })).toHaveCount(0);
      // A reload says the same.
      await page.reload();
      await expect(detail(page, '결제 상태')).toHaveText('입금 대기');
      await expectNoSidewaysScroll(page);
    });
  });
});
