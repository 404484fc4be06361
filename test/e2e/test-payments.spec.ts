import { expectNoA11yViolations } from './support/axe';
import { openHeaderNav } from './support/page-helpers';
import { expect, test } from './support/test';

/**
 * The payment sandbox on a live site (NODE_ENV=production, PAYMENT_SANDBOX=true). The browser
 * suite's server runs outside production, so the server's side (the flag, the 401s) is proven in
 * test/api/sandbox.test.ts; here the browser's side, with the server's answers stood in for.
 */

const BANNER = '테스트 결제 환경입니다. 실제로 결제되지 않습니다.';

test.describe('test payments on a live site', () => {
  test('every page of the site says payments are not real when the server says so', async ({
    page,
  }) => {
    await page.route('**/api/site', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), testPayments: true } });
    });
    // The pages the browser renders itself (a public page opened from its address comes
    // rendered by the server, whose own flag test/api/server-pages.test.ts proves), then a
    // public page reached from there.
    for (const path of ['/myinfo-check', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(BANNER);
    }
    await (await openHeaderNav(page)).getByRole('link', { name: '교육·특강', exact: true }).click();
    await expect(page).toHaveURL('/lecture');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(BANNER);
    await expectNoA11yViolations(page);
  });

  test('shows no banner otherwise', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test.describe('the sandbox checkout window', () => {
    // The refusal below is a 401, which Chromium also notes in the console.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('sends the back office’s token with 결제 승인 and shows a refusal on the page', async ({
      page,
    }) => {
      const refusal = '운영 환경의 결제 테스트 창은 관리자 로그인 후에만 사용할 수 있습니다.';
      const sent: Record<string, string>[] = [];
      await page.route('**/sandbox/toss/checkout', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        sent.push(await route.request().allHeaders());
        await route.fulfill({ status: 401, json: { statusCode: 401, message: refusal } });
      });
      // Where the admin area keeps its access token (features/admin/core/auth/session.ts).
      await page.addInitScript("localStorage.setItem('accessToken', 'e2e-token');");
      const query = new URLSearchParams({
        clientKey: 'test_ck_sandbox_local',
        method: '카드',
        amount: '1000',
        orderId: 'order_e2e_banner_1',
        orderName: '테스트 주문',
        successUrl: '/payments/success/1',
        failUrl: '/payments/fail/1',
      });
      await page.goto(`/sandbox/toss/checkout?${query}`);
      await page.getByRole('button', { name: '결제 승인' }).click();
      await expect(page.getByRole('alert')).toHaveText(refusal);
      await expect(page).toHaveURL(/\/sandbox\/toss\/checkout\?/);
      await expect(page.getByRole('button', { name: '결제 승인' })).toBeEnabled();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        authorization: 'Bearer e2e-token',
        accept: 'application/json',
      });
    });
  });
});
