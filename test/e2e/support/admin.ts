import type { Page } from '@playwright/test';

/** The administrator the e2e server is started with (global-setup passes these as ADMIN_*). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-1234' } as const;

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
