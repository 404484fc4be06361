import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchLectures, fetchPrograms, newestFirst } from './support/api';
import { openAdminMenu, signIn } from './support/admin';

/** The page's width against the window's, as the phone's scrolling element sees them. */
function widths(page: Page) {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { scrollingElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.scrollingElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await widths(page);
  expect(
    scrollWidth,
    `${new URL(page.url()).pathname}: content ${scrollWidth} px wide in a ${clientWidth} px window`,
  ).toBeLessThanOrEqual(clientWidth + 1);
}

test.describe('at 390 px no page scrolls sideways', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '오시는 길' })).toContainText('722m');
    await expectNoSidewaysScroll(page);
  });

  test('program list', async ({ page, request }) => {
    const programs = await fetchPrograms(request);
    await page.goto('/program');
    for (const program of programs) {
      await expect(page.getByRole('heading', { name: program.title, exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
  });

  test('lecture list', async ({ page, request }) => {
    const lectures = await fetchLectures(request);
    await page.goto('/lecture');
    await expect(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') }),
    ).toHaveCount(lectures.length);
    await expectNoSidewaysScroll(page);
  });

  test('lecture page', async ({ page, request }) => {
    const [lecture] = newestFirst(await fetchLectures(request));
    await page.goto(`/lecture/${lecture.id}`);
    await expect(page.getByRole('rowheader', { name: '강의기간', exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('img[src*="/upload/lectureFiles/"]')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("the back office's bar is one line, its menu behind 메뉴, the page's title close below", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/audit');
    const title = page.getByRole('heading', { level: 1, name: '감사 기록' });
    await expect(title).toBeVisible();
    // No menu takes the phone's first screen: the bar holds 메뉴, the centre's title and 로그아웃.
    await expect(page.getByRole('navigation', { name: '관리자 영역' })).toHaveCount(0);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: '메뉴', exact: true })).toBeVisible();
    const [barBox, titleBox] = await Promise.all([bar.boundingBox(), title.boundingBox()]);
    expect(barBox!.height).toBeLessThan(70);
    expect(titleBox!.y).toBeLessThan(barBox!.y + barBox!.height + 60);
    await expectNoSidewaysScroll(page);
    // The drawer opens on the current page's entry, in view however far down the list it is.
    const menu = await openAdminMenu(page);
    const current = menu.getByRole('link', { name: '감사 기록' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});
