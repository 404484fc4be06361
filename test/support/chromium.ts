import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (nothing downloads a browser) and the flags it needs on these machines:
 * without the background-networking ones it keeps dialling hosts the closed network refuses.
 * Shared by the Playwright journeys and the bench's page weight and Lighthouse runs.
 *
 * `CHROMIUM_PATH` is the browser a parent runs: the bench weighs pages and runs Lighthouse in it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The journeys' browser: Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * engine and version without the browser's window frame), which is what Playwright itself runs
 * for headless Chromium. Measured here on 40 journeys, two workers: 133-154 s with the full
 * browser, 106-113 s with the shell (a quarter less CPU; the full browser's own process drew
 * frames for windows nobody sees). Without the package, or with CHROMIUM_PATH set, the journeys
 * run in that browser, as before.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const JOURNEY_BROWSER_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
