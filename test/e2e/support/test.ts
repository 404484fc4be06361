import { expect, test as base } from '@playwright/test';

export interface PageErrorOptions {
  /** Console errors a test provokes on purpose (e.g. the browser's note on a failed request). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Playwright's test with two additions: each worker's pages and requests go to a server of its
 * own, and a page that throws an uncaught error or logs a console
 * error (a failed request, a blocked script or style, a React crash) fails the test that opened it.
 */
export const test = base.extend<
  PageErrorOptions & { failOnPageErrors: void },
  { serverUrl: string }
>({
  /**
   * This worker's own server (global-setup.ts starts one per worker): its address is the base
   * URL of every page and request, and E2E_BASE_URL for the helpers that open contexts of their
   * own.
   */
  serverUrl: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const urls = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
      const url = urls[workerInfo.parallelIndex % Math.max(1, urls.length)];
      if (!url) throw new Error('E2E_BASE_URLS is not set: run the journeys with playwright test');
      process.env.E2E_BASE_URL = url;
      await use(url);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  allowedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
        const where = message.location().url;
        errors.push(`console: ${text}${where ? ` (${where})` : ''}`);
      });
      await use();
      expect(errors, `errors in the browser on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
