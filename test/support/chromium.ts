/**
 * Debian's Chromium (nothing downloads a browser) and the flags it needs on these machines:
 * without the background-networking ones it keeps dialling hosts the closed network refuses.
 * Shared by the Playwright journeys and the bench's page weight and Lighthouse runs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
