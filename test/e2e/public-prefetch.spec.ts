import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openHeaderNav } from './support/page-helpers';
import { fetchLectures, fetchPrograms } from './support/api';

/**
 * A public page comes rendered by the server with the answers it was rendered from, and its lazy
 * chunk preloaded by the HTML (issue 34): the app hydrates from those answers without asking the
 * API, downloads its chunk once and never shows a loading state first. A page opened later inside
 * the site reads its own data. (lib/public-reads.ts, the prefetch entry, starts the reads with the
 * HTML only when the server sent the shell instead: it stands aside on a rendered page.)
 */

interface FirstLoad {
  /** `/api/...` paths the page asked for, in order, one entry per request. */
  apiRequests: string[];
  /** Requests for the page's own lazy chunk (`/assets/<chunk>-<hash>.js`). */
  chunkRequests: string[];
}

/**
 * Runs in the page before its own scripts: notes whether <main> ever held the loading state
 * without the page's heading, i.e. the layout's Suspense fallback while the page's chunk was still
 * missing. (A page's own "loading data" state sits under its heading and may show.)
 */
const WATCH_FOR_CHUNK_FALLBACK = `
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (main && main.querySelector('.page-loading') && !main.querySelector('h1'))
      window.sawChunkFallback = true;
  }).observe(document, { childList: true, subtree: true });
`;

/** Opens `path` in a fresh page and records its API reads (fetch, not images) and chunk requests. */
async function firstLoad(page: Page, path: string, chunk: string): Promise<FirstLoad> {
  const load: FirstLoad = { apiRequests: [], chunkRequests: [] };
  const chunkFile = new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.resourceType() === 'fetch')
      load.apiRequests.push(pathname);
    if (chunkFile.test(pathname)) load.chunkRequests.push(pathname);
  });
  await page.addInitScript(WATCH_FOR_CHUNK_FALLBACK);
  await page.goto(path);
  return load;
}

/** After the content is shown and the network is idle: what the first load asked for. */
async function expectServedWithData(page: Page, load: FirstLoad): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(load.apiRequests, 'no API read: the page came with its answers').toEqual([]);
  expect(load.chunkRequests, "the page's chunk downloaded once").toHaveLength(1);
  const state = await page.evaluate(() => {
    const seen = globalThis as { __publicPrefetch?: unknown; sawChunkFallback?: boolean };
    return {
      prefetched: seen.__publicPrefetch !== undefined,
      sawChunkFallback: seen.sawChunkFallback ?? false,
    };
  });
  expect(state.prefetched, 'the prefetch entry stood aside').toBe(false);
  expect(state.sawChunkFallback, "no loading state while the page's chunk loads").toBe(false);
}

test.describe('public pages come with their data', () => {
  test('/ (the centre details)', async ({ page }) => {
    const load = await firstLoad(page, '/', 'home-page');
    await expect(
      page.getByRole('heading', { level: 1, name: '아이의 마음을 세심하게 살피는 곳' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '오시는 길' })).toContainText('722m');
    await expectServedWithData(page, load);
    // The centre's photos sit below the lectures, notices and contact on a phone: each loads on
    // scroll, and none is fetched ahead of the page's own text (the bench's Lighthouse step
    // measures the largest paint).
    const photos = page.getByRole('region', { name: '센터 둘러보기' }).locator('figure img');
    expect(await photos.count()).toBeGreaterThan(0);
    for (const loading of await photos.evaluateAll((images) =>
      images.map((image) => image.getAttribute('loading')),
    )) {
      expect(loading).toBe('lazy');
    }
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  });

  test('/program (the program list)', async ({ page, request }) => {
    const [program] = await fetchPrograms(request);
    const load = await firstLoad(page, '/program', 'program-list-page');
    await expect(page.getByRole('heading', { name: program.title, exact: true })).toBeVisible();
    await expectServedWithData(page, load);
  });

  test('/program/{id} (a program and its images)', async ({ page, request }) => {
    const [program] = await fetchPrograms(request);
    const load = await firstLoad(page, `/program/${program.id}`, 'program-detail-page');
    await expect(
      page.getByRole('heading', { level: 1, name: program.title, exact: true }),
    ).toBeVisible();
    await expectServedWithData(page, load);
  });

  test('/lecture (the lecture list)', async ({ page, request }) => {
    const lectures = await fetchLectures(request);
    const load = await firstLoad(page, '/lecture', 'lecture-list-page');
    await expect(
      page.getByRole('link', { name: lectures[0].title, exact: true }).first(),
    ).toBeVisible();
    await expectServedWithData(page, load);
  });

  test('/lecture/{id} (a lecture)', async ({ page, request }) => {
    const [lecture] = await fetchLectures(request);
    const load = await firstLoad(page, `/lecture/${lecture.id}`, 'lecture-detail-page');
    await expect(
      page.getByRole('heading', { level: 1, name: lecture.title, exact: true }),
    ).toBeVisible();
    await expectServedWithData(page, load);
  });

  test('a page opened later reads its data itself', async ({ page, request }) => {
    const [lecture] = await fetchLectures(request);
    // 센터 소개 reads no list (the home page comes with the open lectures).
    const load = await firstLoad(page, '/about', 'about-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await (await openHeaderNav(page)).getByRole('link', { name: '교육·특강', exact: true }).click();
    await expect(page.getByRole('link', { name: lecture.title, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The centre's details came with the first page and are kept; the list is read now.
    expect(load.apiRequests).toEqual(['/api/lecture/list']);
  });
});
