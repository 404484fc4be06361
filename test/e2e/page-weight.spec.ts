import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchLectures, fetchPrograms, newestFirst } from './support/api';
import { adminToken } from './support/admin';

/**
 * Issue 7's budget: gzipped JavaScript a public page may load (gzip -9 of each file), 100 KB as
 * the bench counts it (bench/steps/page-weight.ts: 100 × 1024 bytes), so that this guard and the
 * budget's measure agree on one number.
 */
const BUDGET = 100 * 1024;

/** Chunks of the back office and its editor, which no public page may download. */
const ADMIN_CHUNK = /^(admin-|ko-admin|lecture-editor|ckeditor)/;

/** Opens `path` in a fresh page and returns every JavaScript file it loaded, gzipped size each. */
async function javascriptOf(page: Page, path: string, ready: () => Promise<void>) {
  const files: { name: string; gzip: number }[] = [];
  const reading: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    reading.push(
      (async () => {
        const body = await (await request.response())!.body();
        files.push({ name: pathname.split('/').pop()!, gzip: gzipSync(body, { level: 9 }).length });
      })(),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  // Scripts written into the page count too (a rendered page starts the app with one).
  const inline = await page
    .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  for (const text of inline)
    files.push({ name: '(inline)', gzip: gzipSync(Buffer.from(text), { level: 9 }).length });
  return files.sort((a, b) => b.gzip - a.gzip);
}

function describe(files: { name: string; gzip: number }[]) {
  return files.map((file) => `${file.gzip} ${file.name}`).join(', ');
}

test.describe('public pages stay light', () => {
  const pages: [string, (page: Page) => Promise<string>][] = [
    ['home', async () => '/'],
    ['program list', async () => '/program'],
    ['program detail', async (page) => `/program/${(await fetchPrograms(page.request))[0].id}`],
    ['lecture list', async () => '/lecture'],
    [
      'lecture detail',
      async (page) => `/lecture/${newestFirst(await fetchLectures(page.request))[0].id}`,
    ],
    ['notice list', async () => '/notice'],
    ['centre page', async () => '/about'],
    ['support page', async () => '/support'],
    ['inquiry page', async () => '/inquiry'],
    ['privacy page', async () => '/privacy'],
    [
      'notice detail',
      async (page) => {
        // A published notice of its own (the demo content has none).
        const token = await adminToken(page.request);
        const created = await page.request.post('/api/admin/notice', {
          headers: { Authorization: `Bearer ${token}` },
          data: { title: '무게를 재는 공지', body: '<p>본문</p>', pinned: true, published: true },
        });
        expect(created.status()).toBe(201);
        return `/notice/${((await created.json()) as { id: number }).id}`;
      },
    ],
  ];

  for (const [name, pathOf] of pages) {
    test(`the ${name} loads at most 100 KB of gzipped JavaScript and no admin code`, async ({
      page,
    }) => {
      const path = await pathOf(page);
      const files = await javascriptOf(page, path, () =>
        expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      );
      const total = files.reduce((sum, file) => sum + file.gzip, 0);

      // A page that recorded no script (the listener missed them, say) proves nothing.
      expect(files.length, `${path}: no JavaScript file was recorded`).toBeGreaterThan(0);

      expect(total, `${path}: ${describe(files)}`).toBeLessThanOrEqual(BUDGET);
      expect(files.filter((file) => ADMIN_CHUNK.test(file.name)).map((file) => file.name)).toEqual(
        [],
      );
    });
  }
});
