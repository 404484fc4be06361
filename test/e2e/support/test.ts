import { expect, test as base } from '@playwright/test';

export interface PageErrorOptions {
  /** Console errors a test provokes on purpose (e.g. the browser's note on a failed request). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Playwright's test with one addition: a page that throws an uncaught error or logs a console
 * error (a failed request, a blocked script or style, a React crash) fails the test that opened it.
 */
export const test = base.extend<PageErrorOptions & { failOnPageErrors: void }>({
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
