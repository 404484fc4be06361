import { randomInt } from 'node:crypto';
import { expect, test } from './support/test';
import { acknowledge, signIn } from './support/admin';
import { expectNoA11yViolations } from './support/axe';
import { expectNoSidewaysScroll, openHeaderNav } from './support/page-helpers';

/**
 * Issue 35 at phone size: a parent asks from 문의 (the form says what is wrong, in Korean, where
 * it is wrong), the centre reads the question in 문의 관리 and answers it once, and the answer
 * reaches the parent's 알림톡 (read in the message sandbox).
 */
test('a question sent from 문의 is answered in the back office and reaches the parent', async ({
  page,
  request,
}) => {
  const phone = `010-7${randomInt(100, 999)}-${randomInt(1000, 9999)}`;
  const question = `토요일 오전에도 상담을 받을 수 있나요? (${phone.slice(-4)})`;
  const reply = `네, 토요일 오전 10시부터 상담해요. (${phone.slice(-4)})`;

  // ---- 1. From the menu to 문의, and the form's own checks ----
  await page.goto('/');
  await (await openHeaderNav(page)).getByRole('link', { name: '문의', exact: true }).click();
  await expect(page).toHaveURL('/support');
  const form = page.getByRole('main').locator('form.inquiry-form');
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(form.getByText('이름을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('답변을 받을 휴대폰 번호나 이메일을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('문의 유형을 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
  await expect(form.getByLabel('이름')).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await form.getByLabel('이름').fill('김문의');
  await form.getByLabel('휴대폰 번호').fill(phone.replace(/-/g, ''));
  await expect(form.getByLabel('휴대폰 번호'), 'formatted as it is typed').toHaveValue(phone);
  await form.getByLabel('문의 유형').selectOption({ label: '상담 프로그램' });
  await form.getByLabel('문의 내용').fill('짧아요');
  await form.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(form.getByText('문의 내용은 10자 이상 2,000자 이하로 입력해 주세요.')).toBeVisible();
  await expect(form.getByLabel('문의 내용')).toBeFocused();

  // The consent's whole text is behind 전문 보기.
  await form.getByText('문의 답변을 위한 개인정보 수집·이용 동의 전문 보기').click();
  await expect(form.getByText(/보유 기간: 문의를 받은 날부터/)).toBeVisible();

  await form.getByLabel('문의 내용').fill(question);
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '문의를 보냈어요.' })).toBeVisible();
  await expect(form.getByLabel('이름'), 'the form starts again empty').toHaveValue('');
  await expectNoA11yViolations(page);

  // ---- 2. 문의 관리: waiting, masked, then answered once ----
  await signIn(page, request);
  await page.goto('/admin/inquiry?status=NEW');
  const row = page.getByRole('row').filter({ hasText: question.slice(0, 20) });
  await expect(row).toContainText('김문의');
  await expect(row).toContainText('답변 대기');
  await expectNoA11yViolations(page);
  await row.getByRole('link', { name: '김문의님의 문의 보기' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText(question);
  await expect(main).toContainText(`010-****-${phone.slice(-4)}`);
  await expect(main).not.toContainText(phone);
  await main.getByRole('button', { name: '답변 보내기' }).click();
  await expect(main.getByText('답변을 입력해 주세요.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: '답변' })).toBeFocused();
  await expectNoA11yViolations(page);
  await main.getByRole('textbox', { name: '답변' }).fill(reply);
  await main.getByRole('button', { name: '답변 보내기' }).click();
  await acknowledge(page, '답변을 보냈습니다.');
  await expect(main.getByText(reply)).toBeVisible();
  await expect(main.getByRole('button', { name: '답변 보내기' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/inquiry?status=ANSWERED');
  await expect(page.getByRole('row').filter({ hasText: question.slice(0, 20) })).toContainText(
    '답변 완료',
  );

  // ---- 3. The parent's 알림톡 says the answer ----
  const sent = page
    .locator('article.message[data-kind="inquiry-answered"][data-channel="ALIMTALK"]')
    .filter({ has: page.locator('.alimtalk-bubble', { hasText: reply }) });
  await page.goto('/sandbox/messages');
  await expect(async () => {
    await page.reload();
    await expect(sent).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
  await expect(sent.locator('.alimtalk-bubble')).toContainText(
    '김문의님, 남겨 주신 문의에 답변드려요.',
  );
});
