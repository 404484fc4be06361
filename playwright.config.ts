import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from './test/support/chromium';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real built server (test/e2e/global-setup.ts starts one per worker,
 * each on a free port with a fresh database, and publishes their addresses as E2E_BASE_URLS
 * before any worker starts; support/test.ts gives each worker its own).
 *
 * Debian's Chromium only: nothing here may download a browser. Most parents arrive on a phone,
 * so the phone is the default; the desktop and tablet projects repeat only the tests tagged
 * @desktop and @tablet. A journey of the desk's work in the back office (a refund, a closure, a
 * booking for a family who phoned) is tagged @desktop-only and runs once, at a desktop's size:
 * the back office at a phone's size is proven by its own journeys (every page reached from the
 * drawer in screen-sizes.spec.ts, the menu, the week's calendar, leaving a form).
 */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: JOURNEY_BROWSER_PATH,
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  // Playwright empties its outputDir first; keep it away from test-results/ci (API totals).
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // A file's journeys run in order on one worker; each worker has a server of its own
  // (global-setup.ts). Two: one worker used about half of the two cores, mostly waiting.
  // E2E_WORKERS sets another number (1 to follow one journey's server log alone).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two workers share the two cores, so a journey takes about 1.6 times as long as alone: the
  // payment journeys with their code, window and messages took 25-33 s (30 s failed them).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    // Each worker's own server: support/test.ts sets baseURL from E2E_BASE_URLS.
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records every action of every journey to keep the failed ones' (about a tenth of
    // the suite's CPU). Kept on a developer's machine, where it is read; CI's machine keeps only
    // its log, where Playwright's error and call log are, so CI does not record one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    serviceWorkers: 'block',
    // A click or a fill waits for its element at most this long: without it an action waits for
    // the whole test's time, and a click kept from its element (a dialog over it) fails as a bare
    // "Test timeout exceeded" with no word of what stood in the way.
    actionTimeout: 20_000,
  },
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grep: /@desktop/,
      use: {
        ...chromium,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
    {
      // A tablet held upright (iPad Air's CSS size): between the 600 and 900 px breakpoints.
      name: 'tablet',
      grep: /@tablet/,
      use: {
        ...chromium,
        viewport: { width: 820, height: 1180 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
