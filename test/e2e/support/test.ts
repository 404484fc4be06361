import { expect, test as base, type Page } from '@playwright/test';

export interface PageErrorOptions {
  /** Console errors a test provokes on purpose (e.g. the browser's note on a failed request). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Playwright's test with two additions: each worker's pages and requests go to a server of its
 * own, and a page that throws an uncaught error or logs a console
 * error (a failed request, a blocked script or style, a React crash) fails the test that opened it.
 */
/**
 * Whether the app has taken over a page the server rendered, or the page is no such page. A
 * function, not a string: a string predicate is evaluated with eval in the page, which the
 * site's CSP refuses.
 */
function appReady(): boolean {
  const root = (
    globalThis as unknown as {
      document: { documentElement: { hasAttribute(name: string): boolean } };
    }
  ).document.documentElement;
  return !root.hasAttribute('data-rendered') || root.hasAttribute('data-hydrated');
}

/** page.goto and page.reload return once the app has taken over a server-rendered page. */
function waitForAppOnNavigation(page: Page): void {
  const ready = () =>
    page.waitForFunction(appReady, undefined, { timeout: 10_000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export const test = base.extend<
  PageErrorOptions & { failOnPageErrors: void; waitForHydration: void },
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
  /**
   * A public page comes rendered by the server (issue 34): its buttons show before the app has
   * taken it over, and a tap then does nothing (a parent taps again; a test would not). So
   * page.goto and page.reload return once the app has hydrated such a page (app.tsx marks it),
   * as they return once it has loaded. With JavaScript off nothing waits; if the app never takes
   * over, the test's own assertions say what is wrong after 10 s.
   */
  waitForHydration: [
    async ({ page, context, browser, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) return use();
      // The test's page, any page opened in its context, and pages of contexts it opens itself.
      waitForAppOnNavigation(page);
      context.on('page', waitForAppOnNavigation);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        if (args[0]?.javaScriptEnabled !== false) opened.on('page', waitForAppOnNavigation);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
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
