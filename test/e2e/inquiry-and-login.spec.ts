import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { codeSentTo } from './support/family-code';

/**
 * "Honest page": every link has a real destination and every enabled button visibly does
 * something (navigates, opens a dialog, or toggles what it controls).
 */
async function expectNoDeadControls(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const hrefs = await page
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ text: link.textContent?.trim(), href: link.getAttribute('href') })),
    );
  expect(hrefs.length, `${path} offers a way on`).toBeGreaterThan(0);
  for (const { text, href } of hrefs) {
    expect(href, `link "${text}" on ${path}`).toMatch(/^(\/|https?:|mailto:|tel:)/);
  }

  const buttons = page.getByRole('button');
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button').nth(index);
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    const name = (await button.textContent())?.trim();
    const expandedBefore = await button.getAttribute('aria-expanded');
    await button.click();
    await expect
      .poll(
        async () =>
          new URL(page.url()).pathname !== path ||
          (await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()) > 0 ||
          (expandedBefore !== null &&
            (await button.getAttribute('aria-expanded')) !== expandedBefore),
        { message: `button "${name}" on ${path} does something` },
      )
      .toBe(true);
  }
}

test.describe('inquiry and member pages', () => {
  test('신청 조회 offers the enrolment lookup', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: '신청 조회' })).toBeVisible();
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: '내 정보(수강 내역 조회)' })
      .or(main.getByRole('button', { name: '내 정보(수강 내역 조회)' }))
      .click();
    await expect(page).toHaveURL('/myinfo-check');
  });

  test.describe('the family’s door', () => {
    // A wrong code is answered 400 on purpose.
    test.use({ allowedConsoleErrors: [/status of (400|429)/] });

    test('/login: a code to the e-mail opens my info; a remembered browser skips it until signed out @smoke', async ({
      page,
    }) => {
      const email = `door-${Date.now()}@example.com`;
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
      await page.getByRole('radio', { name: '이메일' }).check();
      await page.getByRole('textbox', { name: '이메일' }).fill(email);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page.getByLabel('인증번호', { exact: true })).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      await expect(page.getByLabel('인증번호', { exact: true })).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      await expect(page.getByText(/남은 시간 \d+:\d{2}/).first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: /인증번호 다시 받기 \(\d+초\)/ }),
      ).toBeDisabled();
      // A wrong code is told beside the input.
      await page.getByLabel('인증번호', { exact: true }).fill('000000');
      await page.getByRole('button', { name: '확인', exact: true }).click();
      const code = await codeSentTo(page, email);
      if (code !== '000000') {
        await expect(page.getByText(/인증번호가 맞지 않아요/)).toBeVisible();
      }
      // A phone back from its mail app may reload the page: the code step stays.
      await page.reload();
      await expect(page.getByLabel('인증번호', { exact: true })).toBeVisible();
      // The step lost (another tab) and the code asked again within the minute: the code already
      // sent still works, so the page asks for it instead of only saying to wait (a 429).
      await page.evaluate(() =>
        (globalThis as unknown as { sessionStorage: { clear(): void } }).sessionStorage.clear(),
      );
      await page.reload();
      await page.getByRole('textbox', { name: '이메일' }).fill(email);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page.getByText(/조금 전에 보낸 인증번호를 입력해 주세요/)).toBeVisible();
      // The code first sent opens my info.
      await page.getByLabel('인증번호', { exact: true }).fill(code);
      await page.getByLabel(/이 기기 기억하기/).check();
      await page.getByRole('button', { name: '확인', exact: true }).click();
      await expect(page).toHaveURL('/myinfo');
      await expect(page.getByText('이 연락처로 신청한 내역이 아직 없어요.')).toBeVisible();
      const login = page.getByRole('region', { name: '로그인 정보' });
      await expect(login).toContainText(email);
      await expect(login).toContainText('(이 기기)');

      // The remembered browser skips the code for the same e-mail.
      await page.goto('/login');
      await page.getByRole('textbox', { name: '이메일' }).fill(email);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page).toHaveURL('/myinfo');

      // 이 기기 로그아웃: the next time asks for a code again.
      await page
        .getByRole('region', { name: '로그인 정보' })
        .getByRole('button', { name: '이 기기 로그아웃' })
        .click();
      await expect(page).toHaveURL('/login');
      await page.getByRole('textbox', { name: '이메일' }).fill(email);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page.getByLabel('인증번호', { exact: true })).toBeVisible();
    });
  });

  test('the sign-up page has no dead controls', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expectNoDeadControls(page, '/signin');
  });
});
