import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

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
  test('문의하기 offers the enrolment lookup', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: '내 정보(수강 내역 조회)' })
      .or(main.getByRole('button', { name: '내 정보(수강 내역 조회)' }))
      .click();
    await expect(page).toHaveURL('/myinfo-check');
  });

  test('the login page has a working 회원가입 and no dead controls', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await page
      .getByRole('link', { name: '회원가입' })
      .or(page.getByRole('button', { name: '회원가입' }))
      .click();
    await expect(page).toHaveURL('/signin');
    await expectNoDeadControls(page, '/login');
  });

  test('the sign-up page has no dead controls', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expectNoDeadControls(page, '/signin');
  });
});
