import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { openAdminMenu, signIn } from './support/admin';

/**
 * Issue 36: a back-office form with unsaved text asks before a menu entry (the sidebar on a wide
 * screen, the drawer on a phone), a link or the back button leaves it: 계속 작성 stays with the
 * text, 나가기 goes where the click or the button was going. A form nobody typed in is left at
 * once. The guard's cases (a link to the page itself, a saved form, 로그아웃) are unit-tested
 * beside it (frontend/src/features/admin/core/layout/leave-guard.test.tsx).
 */

const QUESTION = '저장하지 않은 내용이 있습니다';

function question(page: Page) {
  return page.getByRole('alertdialog', { name: QUESTION });
}

/**
 * The browser's back button. Not awaited: while the page holds the step there is no navigation
 * for goBack to wait for (it ends, or gives up, once 나가기 lets the step go).
 */
function pressBack(page: Page): void {
  void page.goBack({ timeout: 10_000 }).catch(() => undefined);
}

test.describe('leaving an edited back-office form', () => {
  test('a menu entry asks first: 계속 작성 keeps the text, 나가기 follows the entry @desktop', async ({
    page,
    request,
  }) => {
    await signIn(page, request);

    // Nothing typed: the menu goes at once.
    await page.goto('/admin/notice/edit');
    const title = page.getByLabel('제목', { exact: true });
    await expect(title).toBeVisible();
    await (await openAdminMenu(page)).getByRole('link', { name: '프로그램 관리' }).click();
    await expect(page).toHaveURL('/admin/program');
    await expect(question(page)).toHaveCount(0);

    await page.goto('/admin/notice/edit');
    await title.fill('여름 방학 휴관 안내');
    await (await openAdminMenu(page)).getByRole('link', { name: '프로그램 관리' }).click();
    const asked = question(page);
    await expect(asked).toBeVisible();
    await expect(asked).toContainText('이 페이지를 나가면 입력한 내용이 사라집니다. 나갈까요?');
    await expect(asked.getByRole('button', { name: '계속 작성' })).toBeFocused();
    await expectNoA11yViolations(page);

    await asked.getByRole('button', { name: '계속 작성' }).click();
    await expect(asked).toHaveCount(0);
    await expect(page).toHaveURL('/admin/notice/edit');
    // On a phone the drawer is still open behind the question; closed, the text is there.
    if (await page.getByRole('dialog', { name: '관리자 메뉴' }).isVisible()) {
      await page.keyboard.press('Escape');
    }
    await expect(title).toHaveValue('여름 방학 휴관 안내');

    await (await openAdminMenu(page)).getByRole('link', { name: '프로그램 관리' }).click();
    await question(page).getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL('/admin/program');
    await expect(page.getByRole('heading', { level: 1, name: '프로그램 관리' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the back button asks too, on the lecture form; 나가기 goes back to the list', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/lecture');
    // Into the form by the list's link: the step back stays inside the app.
    await page.getByRole('link', { name: '새 강의 만들기', exact: true }).click();
    await expect(page).toHaveURL('/admin/lecture/edit');
    const title = page.getByLabel('강의명', { exact: true });
    await title.fill('뒤로 가기 전에 묻는 강의');

    pressBack(page);
    await expect(question(page)).toBeVisible();
    await expect(page).toHaveURL('/admin/lecture/edit');
    await question(page).getByRole('button', { name: '계속 작성' }).click();
    await expect(title).toHaveValue('뒤로 가기 전에 묻는 강의');

    // 목록으로, a link of the page itself, asks the same.
    await page.getByRole('link', { name: '목록으로' }).click();
    await question(page).getByRole('button', { name: '계속 작성' }).click();
    await expect(page).toHaveURL('/admin/lecture/edit');

    pressBack(page);
    await question(page).getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL('/admin/lecture');
    await expect(
      page.getByRole('heading', { level: 1, name: '교육/특강 페이지 관리' }),
    ).toBeVisible();
  });
});
