import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The back office's lists of applications (issue 36): a table that fits the page from 601 px,
 * a list of cards on a phone (the default project, 390 px), both named by the same caption
 * (`신청 목록 (최신순)`, `${title} 신청자`). Each row's or card's actions are in its 관리 menu.
 * These find the same thing in both, so a journey means the same at every width.
 */
export function applicantList(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('table', { name }).or(scope.getByRole('list', { name }));
}

/** The list's rows (the table's body) or cards. */
export function applicantRows(list: Locator): Locator {
  return list.locator(':scope > tbody > tr, :scope > li');
}

/** A row's or a card's person: the row header, or the card's heading. */
export function applicantName(row: Locator): Locator {
  return row.getByRole('rowheader').or(row.getByRole('heading'));
}

/** The row or card of the person named exactly `name`. */
export function applicantRow(list: Locator, name: string): Locator {
  const page = list.page();
  return applicantRows(list).filter({
    has: page
      .getByRole('rowheader', { name, exact: true })
      .or(page.getByRole('heading', { name, exact: true })),
  });
}

/**
 * The row or card named `name` of another back-office list that is a table from 601 px and cards
 * on a phone (강의 목록 (최신 글부터), 프로그램 목록), named by its caption like the lists above.
 */
export function listRow(scope: Page, caption: string, name: string): Locator {
  return applicantRow(applicantList(scope, caption), name);
}

/** The row's 관리 button (`${name}님 관리`, or with the lecture on 신청자 관리). */
export function rowMenuButton(row: Locator): Locator {
  return row.getByRole('button', { name: /님 .*관리$|님 관리$/ });
}

/**
 * Opens the row's 관리 menu (unless open) and answers its item named `name`, which keeps the
 * name its button had before the menu (`${name}님 결제·환불`, `${name}님 신청 취소(전액 환불)`).
 */
export async function rowAction(row: Locator, name: string | RegExp): Promise<Locator> {
  const button = rowMenuButton(row);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const menu = row.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem', { name, exact: typeof name === 'string' });
}

/** The names of the items of the row's 관리 menu; the menu is closed again (Escape). */
export async function rowActionNames(row: Locator): Promise<string[]> {
  const button = rowMenuButton(row);
  await button.click();
  const menu = row.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').all();
  const names = await Promise.all(
    items.map(async (item) => (await item.getAttribute('aria-label')) ?? ''),
  );
  await row.page().keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  return names;
}
