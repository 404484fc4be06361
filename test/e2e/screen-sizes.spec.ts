import { expect, test } from './support/test';
import { openAdminMenu, signIn } from './support/admin';
import { expectNoSidewaysScroll } from './support/page-helpers';

// 알림 템플릿 draws each e-mail in a sandboxed srcdoc frame, where Chromium refuses the test
// driver's own helper scripts (the point of the sandbox; admin-messages.spec.ts says the same).
test.use({ allowedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/] });

// Two halves of the menu, so neither runs near the time limit on a slower machine (the whole
// menu at once took 70–97 s at tablet size in CI) and the two can run side by side.
const MENU_PARTS = [
  { part: 'first half', pick: (index: number, count: number) => index < Math.ceil(count / 2) },
  { part: 'second half', pick: (index: number, count: number) => index >= Math.ceil(count / 2) },
];

for (const { part, pick } of MENU_PARTS) {
  test(`every back-office page fits the screen, reached from the menu (${part}) @desktop @tablet`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The sidebar on a desktop; on a tablet the drawer behind 메뉴, which closes on each navigation.
    const menu = await openAdminMenu(page);
    // The owner's links join the menu once the session's role is known (all at once): wait for one
    // before counting, since all() does not wait.
    await expect(menu.getByRole('link', { name: '직원 관리', exact: true })).toBeVisible();
    const links = await menu.getByRole('link').all();
    expect(links.length).toBeGreaterThan(10);
    const pages = await Promise.all(
      links.map(async (link) => ({
        name: (await link.textContent())?.trim() ?? '',
        href: (await link.getAttribute('href')) ?? '',
      })),
    );
    await page.keyboard.press('Escape');
    for (const { name, href } of pages.filter((_, index) => pick(index, pages.length))) {
      await (await openAdminMenu(page)).getByRole('link', { name, exact: true }).click();
      await expect(page, name).toHaveURL(href);
      // The address changes at the click, the page once its chunk is in: the router moves in a
      // transition and keeps the last page on screen until then. The menu marks the page it
      // shows (the sidebar, hidden behind 메뉴 on a small screen): measure this page, not the last.
      await expect(
        page
          .getByRole('navigation', { name: '관리자 영역', includeHidden: true })
          .getByRole('link', { name, exact: true, includeHidden: true }),
        name,
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      // Lists load after the title: measure the width once they are in (or said to have failed).
      await expect(page.getByText('불러오는 중...'), name).toHaveCount(0);
      await expect(page.getByText(/데이터를 불러오지 못했습니다/), name).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
  });
}
