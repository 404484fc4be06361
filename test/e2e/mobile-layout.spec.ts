import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchLectures, fetchPrograms, newestFirst } from './support/api';
import { signIn } from './support/admin';

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

  test("the back office's menu is one row that scrolls, with the current page's link in view", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '관리자 영역' });
    const first = menu.getByRole('link', { name: '교육/특강 페이지 관리' });
    const current = menu.getByRole('link', { name: '감사 기록' });
    // One row: the first and the current link at the same height, the page's title close below.
    const [firstBox, currentBox, menuBox] = await Promise.all([
      first.boundingBox(),
      current.boundingBox(),
      menu.boundingBox(),
    ]);
    expect(Math.abs(firstBox!.y - currentBox!.y)).toBeLessThan(2);
    expect(menuBox!.height).toBeLessThan(60);
    // The current page's link was scrolled into the row's view.
    expect(currentBox!.x).toBeGreaterThanOrEqual(menuBox!.x - 1);
    expect(currentBox!.x + currentBox!.width).toBeLessThanOrEqual(menuBox!.x + menuBox!.width + 1);
    await expectNoSidewaysScroll(page);
  });
});
