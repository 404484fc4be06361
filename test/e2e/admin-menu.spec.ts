import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Schema } from '../../shared/contract/schema';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import {
  ADMIN_STORAGE_KEYS,
  adminToken,
  openAdminMenu,
  signIn,
  writeStored,
} from './support/admin';
import { expectNoSidewaysScroll } from './support/page-helpers';

/**
 * The back office's grouped menu (issue 36): a sidebar from 1024 px, a drawer behind 메뉴 on a
 * phone; 홈 and six groups a director looks in, the current page marked, the owner's pages
 * hidden from staff. At phone size, and at desktop size for the tests tagged so. Which entry
 * sits in which group, and the marking of pages under an entry, are unit-tested beside the menu
 * (admin-menu.test.tsx).
 */

const GROUPS = ['강의', '신청·결제', '게시판', '사이트', '직원·보안', '상담 예약'];
const OWNER_ONLY = [
  '환불 승인',
  '센터 정보',
  '직원 관리',
  '감사 기록',
  '개인정보 열람 기록',
  '개인정보 요청',
  '상담 유형',
  '휴무일·상담실',
];
const STAFF_PASSWORD = 'staff-menu-password-for-e2e-36';

/** A staff account, made as the owner makes one: its id and access token. */
async function newStaff(request: APIRequestContext): Promise<{ id: number; token: string }> {
  const owner = await adminToken(request);
  const username = `staff.menu${randomBytes(3).toString('hex')}`;
  const invited = await request.post('/api/admin/staff/invitations', {
    headers: { Authorization: `Bearer ${owner}` },
    data: { username, displayName: '메뉴 직원' },
  });
  expect(invited.status(), 'invite').toBe(201);
  const link = ((await invited.json()) as Schema<'StaffInvitedResponse'>).link;
  const accepted = await request.post('/api/invitation/accept', {
    data: { token: link.split('#')[1], password: STAFF_PASSWORD },
  });
  expect(accepted.status(), 'accept').toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username, password: STAFF_PASSWORD, autoLogin: false },
  });
  expect(login.status(), 'staff sign-in').toBe(200);
  const token = ((await login.json()) as Schema<'AccessTokenResponse'>).accessToken;
  const list = await request.get('/api/admin/staff', {
    headers: { Authorization: `Bearer ${owner}` },
  });
  const staff = (await list.json()) as Schema<'StaffListResponse'>;
  const id = staff.accounts.find((account) => account.username === username)?.id;
  expect(id, 'the new account is listed').toBeDefined();
  return { id: id!, token };
}

/** Whether the focus is inside the open drawer (or on nothing: the browser's own controls). */
function focusInDrawer(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = (
      globalThis as unknown as {
        document: { activeElement: { tagName: string; closest(s: string): unknown } | null };
      }
    ).document.activeElement;
    return !active || active.tagName === 'BODY' || active.closest('dialog[open]') !== null;
  });
}

test.describe('the back office menu', () => {
  const accounts: number[] = [];

  // Leave the shared e2e server as found: the staff account made here cannot sign in afterwards.
  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    for (const id of accounts) {
      const response = await request.post(`/api/admin/staff/${id}/deactivate`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
    }
  });

  test("the owner's menu: 홈 and six groups, the current page marked, by keyboard @desktop", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 관리' })).toBeVisible();
    const menu = await openAdminMenu(page);
    await expect(menu.getByRole('heading')).toHaveText(GROUPS);
    // The owner's entries come in once the role is known.
    await expect(menu.getByRole('link', { name: '직원 관리' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(20);
    await expect(menu.getByRole('link').first()).toHaveText('홈');

    // The current page: named to assistive technology and drawn bold on a tint with a bar.
    const current = menu.getByRole('link', { name: '공지사항 관리' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await expect(current).toHaveCSS('font-weight', '700');
    await expect(menu.getByRole('link', { name: '문의 관리' })).toHaveCSS('font-weight', '400');
    await expect(current).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Keyboard: an entry takes the focus and Enter opens its page, which the menu then marks.
    await menu.getByRole('link', { name: '감사 기록' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
    const after = await openAdminMenu(page);
    await expect(after.getByRole('link', { name: '감사 기록' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(after.locator('[aria-current]')).toHaveCount(1);

    // A page under an entry (a lecture's form) marks its list's entry as the current place.
    await after.getByRole('link', { name: '교육/특강 페이지 관리' }).click();
    await expect(page).toHaveURL('/admin/lecture');
    await page.goto('/admin/lecture/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      (await openAdminMenu(page)).getByRole('link', { name: '교육/특강 페이지 관리' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test("staff see every group they use and none of the owner's pages @desktop", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const staff = await newStaff(request);
    accounts.push(staff.id);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto('/');
      await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, staff.token);
      await writeStored(page, ADMIN_STORAGE_KEYS.autoLogin, 'false');
      // The menu is drawn for the role the server names: wait for it before looking.
      const role = page.waitForResponse((response) => response.url().endsWith('/api/admin/me'));
      await page.goto('/admin/security');
      expect(((await (await role).json()) as Schema<'CurrentAdminResponse'>).role).toBe('STAFF');
      await expect(page.getByRole('heading', { level: 1, name: '보안 설정' })).toBeVisible();
      const menu = await openAdminMenu(page);
      await expect(menu.getByRole('heading')).toHaveText(GROUPS);
      await expect(menu.getByRole('link', { name: '보안 설정' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const name of OWNER_ONLY) {
        await expect(menu.getByRole('link', { name }), name).toHaveCount(0);
      }
      // 상담 일정, 회기권 and 상담사 too: a staff counsellor keeps their own calendar and hours
      // there, and the desk sells 회기권.
      await expect(menu.getByRole('link')).toHaveCount(12);
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  test('on a phone the drawer takes the focus, keeps the page behind inert and gives it back', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: '문의 관리' })).toBeVisible();
    // No sidebar at 390 px: the bar's 메뉴 opens the menu.
    await expect(page.getByRole('navigation', { name: '관리자 영역' })).toHaveCount(0);
    const button = page.getByRole('banner').getByRole('button', { name: '메뉴', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const drawer = page.getByRole('dialog', { name: '관리자 메뉴' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = drawer.getByRole('navigation', { name: '관리자 영역' });
    // The focus starts on the current page's entry.
    await expect(menu.getByRole('link', { name: '문의 관리' })).toBeFocused();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    // The page behind is inert: Tab and Shift+Tab go round the drawer's controls only.
    for (let i = 0; i < 18; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(page), `Shift+Tab ${i + 1}`).toBe(true);
    }

    // Escape closes it, and the focus is back on 메뉴.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // So does 닫기.
    await button.click();
    await drawer.getByRole('button', { name: '닫기' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();

    // A tap on the dimmed page beside it closes it too.
    await button.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 420);
    await expect(drawer).toHaveCount(0);

    // Choosing a page closes it; so does the browser's back.
    await button.click();
    await drawer.getByRole('link', { name: '공지사항 관리' }).click();
    await expect(page).toHaveURL('/admin/notice');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 관리' })).toBeVisible();
    await button.click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/admin/inquiry');
    await expect(drawer).toHaveCount(0);
  });
});
