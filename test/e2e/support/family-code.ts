import { expect, type Page } from '@playwright/test';

/**
 * The code the family received (issue 32), read where a developer reads it: the message sandbox
 * (/sandbox/messages, newest first), in a tab of its own so the page under test keeps its state.
 */
export async function codeSentTo(page: Page, recipient: string): Promise<string> {
  const inbox = await page.context().newPage();
  try {
    await inbox.goto('/sandbox/messages');
    const sent = inbox
      .locator('article.message[data-kind="family-code"][data-status="SENT"]')
      .filter({ hasText: `받는 사람 ${recipient}` })
      .first();
    await expect(async () => {
      await inbox.reload();
      await expect(sent).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [300, 1_000] });
    const html = await sent.innerHTML();
    const code = /인증번호:? ([0-9]{6})/.exec(html)?.[1];
    if (!code) throw new Error(`no readable code for ${recipient}`);
    return code;
  } finally {
    await inbox.close();
  }
}

/** Types the code sent to `recipient` into the code step and confirms it. */
export async function typeCode(
  page: Page,
  recipient: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  await expect(page.getByText('인증번호를 보냈어요')).toBeVisible();
  await page.getByLabel('인증번호', { exact: true }).fill(await codeSentTo(page, recipient));
  if (options.remember) await page.getByLabel(/이 기기 기억하기/).check();
  await page.getByRole('button', { name: '확인', exact: true }).click();
}
