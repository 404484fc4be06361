import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { acknowledge, adminToken, openAdminMenu, signIn } from './support/admin';
import { openHeaderNav } from './support/page-helpers';

/**
 * The notices board (공지사항, issue 20) in the browser: the administrator writes a pinned notice
 * and a draft in the back office with the lectures' editor; on a phone, the header leads to the
 * list, where the pinned one comes first marked 고정, and to its page; the draft shows nowhere.
 * axe scans every new page, public and admin.
 */

const KOREAN_DAY = /\d{4}년 \d{1,2}월 \d{1,2}일\([월화수목금토일]\)/;

/** A published notice written through the API (for what the journey does not type itself). */
async function publishNotice(
  request: APIRequestContext,
  token: string,
  fields: { title: string; body?: string; pinned?: boolean; published?: boolean },
): Promise<number> {
  const response = await request.post('/api/admin/notice', {
    headers: { Authorization: `Bearer ${token}` },
    data: { published: true, ...fields },
  });
  expect(response.status(), 'notice created').toBe(201);
  return ((await response.json()) as { id: number }).id;
}

function noticeRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
}

test.describe('notices board', () => {
  // A draft's address and a page past the last are 404s of the API, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an administrator publishes a pinned notice; a family finds it from the header, the draft nowhere @desktop', async ({
    page,
    request,
  }) => {
    // The editor (a large chunk) is opened three times on a phone.
    test.setTimeout(90_000);
    const token = await signIn(page, request);
    const suffix = randomBytes(3).toString('hex');
    const pinnedTitle = `설 연휴 휴무 안내 ${suffix}`;
    const draftTitle = `임시 공지 ${suffix}`;
    // An older, unpinned notice: the pinned one must come before it.
    const olderTitle = `프로그램 일정 변경 ${suffix}`;
    await publishNotice(request, token, { title: olderTitle, body: '<p>일정이 바뀌었습니다.</p>' });

    // ---- the back office: 공지사항 관리 from the menu ----
    await page.goto('/admin');
    await (await openAdminMenu(page)).getByRole('link', { name: '공지사항 관리' }).click();
    await expect(page).toHaveURL('/admin/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 관리' })).toBeVisible();
    await settled(page);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: '새 공지 작성' }).click();
    await expect(page).toHaveURL('/admin/notice/edit');
    const editable = page.locator('.ck-editor__editable');
    await expect(editable).toBeVisible();
    await settled(page);
    await expectNoA11yViolations(page);

    // No title: refused in the page, nothing sent, and the title takes the focus.
    await page.getByRole('button', { name: '게시하기' }).click();
    await acknowledge(page, '제목을 입력해 주세요.');
    await expect(page.getByRole('textbox', { name: '제목' })).toBeFocused();

    await page.getByRole('textbox', { name: '제목' }).fill(pinnedTitle);
    await editable.click();
    await page.keyboard.type('1월 28일부터 30일까지 센터가 쉽니다.');
    await page.getByLabel('상단 고정').check();
    // Two buttons say what each does (issue 36): 게시하기 shows it to families at once.
    await page.getByRole('button', { name: '게시하기' }).click();
    await acknowledge(page, '공지사항을 게시했습니다. 사이트에 바로 보입니다.');
    await expect(page).toHaveURL('/admin/notice');
    const pinnedRow = noticeRow(page, pinnedTitle);
    await expect(pinnedRow).toContainText('고정');
    await expect(pinnedRow).toContainText('게시');
    await expect(pinnedRow.getByRole('cell').nth(1)).toContainText(KOREAN_DAY);

    // A draft: 임시저장, and the answer says families do not see it.
    await page.getByRole('link', { name: '새 공지 작성' }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(draftTitle);
    await page.locator('.ck-editor__editable').click();
    await page.keyboard.type('아직 공개하지 않습니다.');
    await page.getByRole('button', { name: '임시저장' }).click();
    await acknowledge(page, '공지사항을 임시저장했습니다. 사이트에는 보이지 않습니다.');
    const draftRow = noticeRow(page, draftTitle);
    await expect(draftRow).toContainText('임시저장');
    const draftHref = await draftRow
      .getByRole('link', { name: `${draftTitle} 수정` })
      .getAttribute('href');
    const draftId = Number(/\/(\d+)$/.exec(draftHref ?? '')?.[1]);
    expect(draftId).toBeGreaterThan(0);

    // Editing loads the saved notice; a save without a change sends nothing.
    await page.getByRole('link', { name: `${pinnedTitle} 수정` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 수정' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(pinnedTitle);
    await expect(page.locator('.ck-editor__editable')).toContainText('센터가 쉽니다');
    await expect(page.getByLabel('상단 고정')).toBeChecked();
    await settled(page);
    await expectNoA11yViolations(page);
    await expect(page.getByText('지금 사이트에 게시 중입니다.')).toBeVisible();
    await page.getByRole('button', { name: '수정 내용 게시하기' }).click();
    await acknowledge(page, '변경된 내용이 없습니다.');
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL('/admin/notice');

    // ---- the public site: the header (behind its menu button on a phone) leads to the list ----
    await page.goto('/');
    const nav = await openHeaderNav(page);
    await nav.getByRole('link', { name: '공지사항', exact: true }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const list = page.getByRole('list', { name: '공지사항 목록' });
    const items = list.getByRole('listitem');
    await expect(items.filter({ hasText: pinnedTitle })).toHaveCount(1);
    await expect(items.filter({ hasText: draftTitle })).toHaveCount(0);
    const texts = await items.allTextContents();
    const pinnedAt = texts.findIndex((text) => text.includes(pinnedTitle));
    const olderAt = texts.findIndex((text) => text.includes(olderTitle));
    expect(pinnedAt).toBeGreaterThanOrEqual(0);
    expect(pinnedAt).toBeLessThan(olderAt);
    const pinnedItem = items.nth(pinnedAt);
    await expect(pinnedItem).toContainText('고정');
    await expect(pinnedItem.locator('time')).toHaveText(KOREAN_DAY);
    await expect(items.nth(olderAt)).not.toContainText('고정');
    await expectNoA11yViolations(page);

    await pinnedItem.getByRole('link').click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: pinnedTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('고정');
    await expect(page.getByRole('main').locator('time')).toHaveText(KOREAN_DAY);
    await expect(page.getByRole('article', { name: '공지 내용' })).toHaveText(
      '1월 28일부터 30일까지 센터가 쉽니다.',
    );
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: '목록' }).click();
    await expect(page).toHaveURL('/notice');

    // The draft's own address: not found, in Korean, with the way back.
    await page.goto(`/notice/${draftId}`);
    await expect(page.getByRole('alert')).toHaveText('요청하신 공지사항을 찾을 수 없습니다.');
    await expect(page.getByRole('link', { name: '목록' })).toBeVisible();
    await expectNoA11yViolations(page);

    // ---- deleting, with a confirmation ----
    await signIn(page, request);
    await page.goto('/admin/notice');
    await page.getByRole('button', { name: `${draftTitle} 삭제` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`'${draftTitle}' 공지사항을 삭제할까요?`);
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await acknowledge(page, '공지사항이 삭제되었습니다.');
    await expect(noticeRow(page, draftTitle)).toHaveCount(0);
  });

  test('the list and a notice come with their data: the browser reads nothing more', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const title = `미리 읽는 공지 ${randomBytes(3).toString('hex')}`;
    const id = await publishNotice(request, token, { title, body: '<p>본문</p>' });

    for (const path of ['/notice', `/notice/${id}`]) {
      const fresh = await page.context().newPage();
      const reads: string[] = [];
      fresh.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (pathname.startsWith('/api/') && sent.resourceType() === 'fetch') reads.push(pathname);
      });
      await fresh.goto(path);
      await expect(fresh.getByRole('main')).toContainText(title);
      await fresh.waitForLoadState('networkidle');
      expect(reads, `${path}: rendered by the server with its answers`).toEqual([]);
      await fresh.close();
    }
  });

  test('pages the list ten at a time, each page its own address', async ({ page, request }) => {
    const token = await adminToken(request);
    const suffix = randomBytes(3).toString('hex');
    for (let i = 1; i <= 11; i += 1) {
      await publishNotice(request, token, { title: `페이지 공지 ${suffix} ${i}` });
    }
    // The second page opened directly: the server renders that page, the browser reads nothing.
    const reads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/notice')) reads.push(pathname);
    });
    await page.goto('/notice?page=2');
    const pages = page.getByRole('navigation', { name: '공지사항 페이지' });
    await expect(pages.getByRole('link', { name: '2페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('list', { name: '공지사항 목록' })).not.toContainText(
      `페이지 공지 ${suffix} 11`,
    );
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await expectNoA11yViolations(page);

    await pages.getByRole('link', { name: '이전' }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('list', { name: '공지사항 목록' })).toContainText(
      `페이지 공지 ${suffix} 11`,
    );
    await expect(pages.getByRole('link', { name: '1페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: '다음' }).click();
    await expect(page).toHaveURL('/notice?page=2');
    await expect(pages.getByRole('link', { name: '2페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a page past the last one says so, and offers the first', async ({ page }) => {
    await page.goto('/notice?page=999');
    await expect(page.getByRole('alert')).toHaveText('요청하신 페이지에 공지사항이 없습니다.');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: '첫 페이지로' }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  });

  test('the desktop header links to the notices', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/lecture');
    await expect(page.getByRole('heading', { level: 1, name: '교육·특강' })).toBeVisible();
    const nav = await openHeaderNav(page);
    await nav.getByRole('link', { name: '공지사항', exact: true }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    // (On a phone the menu closes after the move: open it again.)
    const navAfter = await openHeaderNav(page);
    await expect(navAfter.getByRole('link', { name: '공지사항', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoA11yViolations(page);
  });
});
