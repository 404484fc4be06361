import { expect, type Page } from '@playwright/test';

const READABLE_CODE = /인증번호:? ([0-9]{6})/;

/**
 * The code the family received (issue 32), read where a developer reads it: the message sandbox
 * (/sandbox/messages, newest first), in a tab of its own so the page under test keeps its state.
 *
 * The wait for the background worker to send the code is on /sandbox/messages.json (no page to
 * render), and the page is opened once the code is out: on a loaded machine each load of the page
 * in the browser takes seconds, and reloading it until the code arrives made two code steps
 * overrun a journey's 30 s. Only a readable code counts: an earlier code to the same recipient,
 * once used or replaced, stays SENT with ●●●●●● in its place.
 */
export async function codeSentTo(page: Page, recipient: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/sandbox/messages.json');
        expect(response.status()).toBe(200);
        const messages = (await response.json()) as {
          kind: string;
          status: string;
          recipient: string;
          body_text: string | null;
        }[];
        return messages.some(
          (message) =>
            message.kind === 'family-code' &&
            message.status === 'SENT' &&
            message.recipient === recipient &&
            READABLE_CODE.test(message.body_text ?? ''),
        );
      },
      {
        message: `a live code sent to ${recipient}`,
        timeout: 30_000,
        intervals: [250, 500, 1_000],
      },
    )
    .toBe(true);
  const inbox = await page.context().newPage();
  try {
    await inbox.goto('/sandbox/messages');
    const sent = inbox
      .locator('article.message[data-kind="family-code"][data-status="SENT"]')
      .filter({ hasText: `받는 사람 ${recipient}` })
      .first();
    await expect(sent).toBeVisible();
    const code = READABLE_CODE.exec(await sent.innerHTML())?.[1];
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
