import type { Page } from '@playwright/test';
import { fetchPrograms } from './support/api';
import { openHeaderNav } from './support/page-helpers';
import { expect, test } from './support/test';

/**
 * A public page opened from its address comes rendered by the server with its data (issue 34);
 * the browser asks the API itself when the visitor moves on inside the site. These are those
 * moves, with the API failing.
 */
async function openFromMenu(page: Page, link: string): Promise<void> {
  // From 센터 소개, which reads no list (the home page comes with the open lectures).
  await page.goto('/about');
  await (await openHeaderNav(page)).getByRole('link', { name: link, exact: true }).click();
}

/** The API answers 500 to this path; everything else stays real. */
async function breakApi(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      }),
  );
}

test.describe('when the server cannot answer, the page says so', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('the program list shows 데이터를 불러오지 못했습니다.', async ({ page }) => {
    await breakApi(page, '/api/program/list');
    await openFromMenu(page, '프로그램');
    await expect(page).toHaveURL('/program');
    await expect(page.getByRole('main')).toContainText('데이터를 불러오지 못했습니다.');
  });

  test('the lecture list shows 데이터를 불러오지 못했습니다 with the error', async ({ page }) => {
    await breakApi(page, '/api/lecture/list');
    await openFromMenu(page, '교육·특강');
    await expect(page).toHaveURL('/lecture');
    await expect(page.getByRole('main')).toContainText(/데이터를 불러오지 못했습니다: \S/);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a program page whose photos fail shows 이미지를 불러오지 못했습니다.', async ({
    page,
    request,
  }) => {
    const [program] = await fetchPrograms(request);
    await breakApi(page, `/api/program/images/${program.id}`);
    await openFromMenu(page, '프로그램');
    await page.getByRole('link', { name: program.title }).first().click();
    await expect(page).toHaveURL(`/program/${program.id}`);
    await expect(page.getByRole('heading', { name: program.title, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('이미지를 불러오지 못했습니다.');
  });
});

test.describe('on a slow link', () => {
  test('a page the app draws shows the frame and 불러오고 있어요 at once, never a white page', async ({
    page,
  }) => {
    // The app's scripts arrive 2 s late, as on a slow phone network.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/myinfo-check', { waitUntil: 'commit' });
    const waiting = page.getByRole('status').filter({ hasText: '페이지를 불러오고 있어요' });
    await expect(waiting).toBeVisible();
    await expect(page.getByText('마음숲 아동·청소년 상담센터').first()).toBeVisible();
    release();
    // The app drew the page: the stand-in is gone.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(waiting).toBeHidden();
  });

  test.describe('with its scripts refused', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

    test('a page the server renders shows its content, not the stand-in', async ({ page }) => {
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        (route) => route.abort(),
      );
      await page.goto('/lecture');
      await expect(page.getByRole('heading', { level: 1, name: '교육·특강' })).toBeVisible();
      await expect(page.getByText('페이지를 불러오고 있어요')).toBeHidden();
    });
  });
});
