import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { applicationSubmit } from './support/page-helpers';
import { expectNoA11yViolations } from './support/axe';
import { fetchLectures, won, type LectureSummary } from './support/api';
import type { Schema } from '../../shared/contract/schema';

/**
 * Issue 18 in the browser, at phone size: a family chooses how to hear from the centre, applies
 * and pays by virtual account in the payment sandbox, then reads, on the message sandbox
 * (/sandbox/messages), the 알림톡 the app sent: the account number and due date the payment page
 * showed, and a personal link that opens 내 정보 without the lookup, once.
 *
 * Messages are sent by the background worker (global-setup starts the server with JOB_WORKERS
 * on and PUBLIC_URL set to its address), so the sandbox page is read again until one arrives.
 */

type Fee = Schema<'LectureFeeResponse'>;

const CHECKOUT_URL = /\/sandbox\/toss\/checkout\?/;
const SUCCESS_URL = /\/payments\/success\/\d+\?.*paymentKey=/;
const CONSENT = '개인정보 수집 및 이용에 동의합니다.';
const ALIMTALK = '카카오 알림톡 (알림톡을 받을 수 없으면 문자)';
const NEWS = '(선택) 강의·프로그램 소식 받기';
const NOTIFY_ERROR = '알림을 받을 방법을 하나 이상 선택해 주세요.';

function uniqueEmail(tag: string): string {
  return `${tag}${Date.now()}${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * A mobile number of this run only: the link opens every application made with the e-mail or
 * the phone (issue 32), so a shared number would show other runs' applications too.
 */
function uniquePhone(): string {
  return `010${String(randomInt(10_000_000, 100_000_000))}`;
}

/** A lecture open for registration today, and its first fee, from the API. */
async function openLecture(
  request: APIRequestContext,
): Promise<{ lecture: LectureSummary; fee: Fee }> {
  const lecture = (await fetchLectures(request)).find((item) => item.reg_status === 'OPEN');
  expect(lecture, 'the demo content has a lecture open for registration').toBeDefined();
  const response = await request.get(`/api/lecture/fee/${lecture!.id}`);
  expect(response.status()).toBe(200);
  const fees = (await response.json()) as Fee[];
  expect(fees.length, 'the open lecture has a fee').toBeGreaterThan(0);
  return { lecture: lecture!, fee: fees[0] };
}

/** The value beside a label in a label/value list. */
function detail(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** The account number's digits, in that order, with the separators a template may put between. */
function accountPattern(shown: string): RegExp {
  const digits = shown.replace(/\D/g, '');
  expect(digits.length, `an account number on the page: "${shown}"`).toBeGreaterThanOrEqual(6);
  return new RegExp(digits.split('').join('[-\\s]?'));
}

/**
 * The due date the payment page showed ("2026년 12월 2일(수) 10:35까지"), as a pattern that
 * finds the same day and minute in a message however it writes them (2026년 12월 2일 or
 * 2026-12-02 or 2026.12.02; 10:35, 10시 35분 or 오전 10:35).
 */
function dueDatePattern(shown: string): RegExp {
  const match = /(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일[^\d]*(\d{1,2}):(\d{2})/.exec(shown);
  expect(match, `a due date and time on the page: "${shown}"`).not.toBeNull();
  const [, year, month, day, hour, minute] = match!;
  const m = String(Number(month));
  const d = String(Number(day));
  const h = String(Number(hour));
  const date = `${year}\\s*(?:년|[-./])\\s*0?${m}\\s*(?:월|[-./])\\s*0?${d}(?!\\d)`;
  const h12 = String(Number(hour) % 12 || 12);
  const half = Number(hour) < 12 ? '오전' : '오후';
  const time = `(?<!\\d)(?:0?${h}:${minute}|${h}시\\s*${minute}분|${half}\\s*0?${h12}(?::${minute}|시\\s*${minute}분))`;
  return new RegExp(`${date}[^]*?${time}`);
}

test.describe('messages', () => {
  // A used or tampered link answers 400 or 410, which Chromium notes in the console.
  // The sandbox box draws each e-mail in a sandboxed srcdoc frame; Chromium notes that the
  // driver's own script may not run there (nothing of the page's).
  // (One pattern: Playwright reads a two-element array as a fixture's [value, options].)
  test.use({
    allowedConsoleErrors: [/status of (400|410)|Blocked script execution in 'about:srcdoc'/],
  });
  // Two payment pages and a worker that sends in the background.
  test.setTimeout(90_000);

  test('a virtual account: the 알림톡 in the message sandbox, and its my-info link opens once', async ({
    page,
    request,
    baseURL,
  }) => {
    const { lecture, fee } = await openLecture(request);
    const email = uniqueEmail('msg');

    // ---- 1. The form: 알림톡 and e-mail ticked, the news opt-in not; at least one channel ----
    await page.goto(`/lecture/${lecture.id}`);
    await page.getByRole('main').getByRole('button', { name: '신청하기' }).click();
    await expect(page).toHaveURL('/application');
    const channels = page.getByRole('group', { name: '알림 받을 방법' });
    const alimtalk = channels.getByRole('checkbox', { name: ALIMTALK });
    const byEmail = channels.getByRole('checkbox', { name: '이메일', exact: true });
    await expect(alimtalk).toBeChecked();
    await expect(byEmail).toBeChecked();
    const news = page.getByRole('checkbox', { name: NEWS });
    await expect(news).not.toBeChecked();
    await expect(
      channels.getByRole('checkbox', { name: NEWS }),
      'news is not a channel',
    ).toHaveCount(0);

    await page.getByRole('checkbox', { name: fee.fee_type }).check();
    await page.getByLabel('이름').fill('김알림');
    await page.getByRole('textbox', { name: '이메일' }).fill(email);
    await page.getByLabel('연락처').fill(uniquePhone());
    await page.getByLabel('생년월일').fill('1988-04-12');
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page
      .getByRole('checkbox', { name: '결제를 위한 개인정보 제3자 제공에 동의합니다.' })
      .check();
    await page.getByRole('radio', { name: '무통장입금(가상계좌)' }).check();

    // Neither channel: the message beside the group, the focus on its first box, nothing sent.
    const applications: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/lecture/application/data')) applications.push(sent.method());
    });
    await alimtalk.uncheck();
    await byEmail.uncheck();
    await applicationSubmit(page).click();
    await expect(channels).toContainText(NOTIFY_ERROR);
    await expect(alimtalk).toBeFocused();
    await expect(alimtalk).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    expect(applications, 'no application request with no channel').toEqual([]);
    await alimtalk.check();
    await expect(page.getByText(NOTIFY_ERROR)).toBeHidden();
    await byEmail.check();

    // ---- 2. Apply and pay by virtual account in the payment sandbox ----
    await applicationSubmit(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByRole('main')).toContainText(won(fee.amount));
    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    await expect(
      page.getByRole('heading', { level: 1, name: '입금을 기다리고 있습니다' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(detail(main, '계좌번호')).toHaveText(/\d{6,}/);
    await expect(detail(main, '입금 기한')).toHaveText(/\d{4}년 .*\d{1,2}:\d{2}/);
    const accountShown = (await detail(main, '계좌번호').textContent()) ?? '';
    const dueShown = (await detail(main, '입금 기한').textContent()) ?? '';
    const account = accountPattern(accountShown);
    const due = dueDatePattern(dueShown);

    // ---- 3. The 알림톡 in the message sandbox (the worker sends it a moment later) ----
    const sent = page
      .locator(
        'article.message[data-kind="virtual-account-issued"][data-channel="ALIMTALK"][data-status="SENT"]',
      )
      .filter({ has: page.locator('.alimtalk-bubble', { hasText: account }) });
    await page.goto('/sandbox/messages');
    await expect(async () => {
      await page.reload();
      await expect(sent).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
    const bubble = sent.locator('.alimtalk-bubble');
    await expect(bubble).toContainText(account);
    await expect(bubble).toContainText(due);
    await expect(bubble).toContainText(won(fee.amount));

    const myInfoButton = sent.locator('a.alimtalk-button[href*="/myinfo/link#"]');
    await expect(myInfoButton).toHaveCount(1);
    const href = (await myInfoButton.getAttribute('href'))!;
    const link = new URL(href);
    expect(link.origin, 'the link leads to this site').toBe(new URL(baseURL!).origin);
    expect(link.pathname).toBe('/myinfo/link');
    expect(link.hash.length, 'the token rides in the fragment').toBeGreaterThan(10);

    // ---- 4. The link: the token leaves the address bar at once, then 내 정보 opens ----
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const opens: string[] = [];
    await page.route('**/api/guest/link', async (route) => {
      opens.push(route.request().method());
      await held;
      await route.continue();
    });
    await page.goto(href);
    const open = page.getByRole('button', { name: '내 신청 내역 열기' });
    await expect(open).toBeEnabled();
    await expect
      .poll(() => new URL(page.url()).hash, { message: 'the token is gone from the address bar' })
      .toBe('');
    expect(new URL(page.url()).pathname).toBe('/myinfo/link');
    await expect(page.getByRole('main')).toContainText('24시간');
    // A mail scanner that runs the page's script must not use the link up: nothing is sent
    // before the button is pressed, not even after a reload without the fragment.
    await page.reload();
    await expect(open).toBeEnabled();
    expect(opens, 'loading the page does not open the link').toEqual([]);

    await open.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('내 정보를 여는 중이에요…');
    await expect(open).toBeDisabled();
    await open.click({ force: true, timeout: 2_000 }); // a second tap sends nothing
    release();

    await expect(page).toHaveURL('/myinfo');
    expect(opens, 'the link is opened once').toEqual(['POST']);
    expect(
      await page.evaluate(() =>
        Object.keys((globalThis as unknown as { sessionStorage: object }).sessionStorage),
      ),
      'the used token is not kept',
    ).not.toContain('maeum.myinfo-link');
    const personal = page.getByRole('region', { name: '개인 정보' });
    await expect(detail(personal, '이메일')).toHaveText(email);
    const card = page
      .getByRole('region', { name: '나의 신청 내역' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: lecture.title }) });
    await expect(detail(card, '결제 상태')).toHaveText('입금 대기 · 가상계좌');
    await expect(detail(card, '계좌번호')).toHaveText(accountShown);
    await expect(detail(card, '결제 금액')).toHaveText(won(fee.amount));
    await page.unroute('**/api/guest/link');

    // ---- 5. The same link again: used; the way to the lookup instead ----
    await page.goto(href);
    await page.getByRole('button', { name: '내 신청 내역 열기' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/이미 사용된 링크/);
    await expect(
      page.getByRole('heading', { level: 1, name: '링크를 열 수 없어요' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' }).last()).toHaveAttribute(
      'href',
      '/login',
    );
    expect(new URL(page.url()).hash).toBe('');
    await expectNoA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL('/login');
  });
});
