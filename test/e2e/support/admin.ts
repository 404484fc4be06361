import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Schema } from '../../../shared/contract/schema';

/** The administrator the e2e server is started with (global-setup passes these as ADMIN_*). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-1234' } as const;

/** An access token for the back office's API, signed in as E2E_ADMIN. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status(), 'admin sign-in').toBe(200);
  return ((await response.json()) as Schema<'AccessTokenResponse'>).accessToken;
}

/**
 * Signs the page in as the administrator (the token in local storage); answers the token. The
 * storage is the origin's, so any page of the site holds it: robots.txt, a few bytes of text,
 * instead of the home page with its scripts (64 journeys sign in; the caller goes on to its page).
 */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const accessToken = await adminToken(request);
  await page.goto('/robots.txt');
  await writeStored(page, ADMIN_STORAGE_KEYS.accessToken, accessToken);
  await writeStored(page, ADMIN_STORAGE_KEYS.autoLogin, 'false');
  return accessToken;
}

/**
 * The back office's menu (issue 36), ready to click: the sidebar on a wide screen; on a phone or
 * a tablet the drawer, opened first with the bar's 메뉴 button. Answers its navigation landmark.
 * The drawer closes again on navigation, so a journey opens it before each use.
 */
export async function openAdminMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: '관리자 영역' });
  const button = page.getByRole('button', { name: '메뉴', exact: true });
  // Whichever the screen shows, once the back office's frame is in (hidden ones do not match).
  await expect(menu.or(button)).toBeVisible();
  if (await button.isVisible()) {
    const drawer = page.getByRole('dialog', { name: '관리자 메뉴' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toBeVisible();
  }
  await expect(menu).toBeVisible();
  return menu;
}

/** The back office's in-page alert shows `text`; 확인 closes it. */
export async function acknowledge(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Where the admin frontend keeps its session (spec §3: local storage, autoLogin as text). */
export const ADMIN_STORAGE_KEYS = { accessToken: 'accessToken', autoLogin: 'autoLogin' } as const;

interface PageStorage {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** A value of the page's local storage (the e2e tsconfig has no DOM types; hence the cast). */
export function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) => (globalThis as unknown as PageStorage).localStorage.getItem(name),
    key,
  );
}

export async function writeStored(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, text]) => (globalThis as unknown as PageStorage).localStorage.setItem(name, text),
    [key, value] as const,
  );
}
