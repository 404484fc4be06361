import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { signIn } from './support/admin';
import { apply, createLecture, deleteLectures, payInSandbox } from './support/admin-data';
import { expectNoSidewaysScroll } from './support/page-helpers';
import {
  applicantList,
  applicantRow,
  applicantRows,
  rowMenuButton,
} from './support/applicant-list';

/**
 * Issue 36, tables that fit: at 1280 × 800 (the 13rem sidebar beside the page) and 1024 × 768
 * the applicants lists (신청자 관리 and a lecture's 신청자 보기) fit their box, nothing scrolls
 * sideways, a long lecture title and e-mail are cut with the whole value in their title, and
 * each row's actions are one 관리 menu a keyboard opens, whose dialog gives the focus back to
 * it; 열 선택 hides a column and the choice outlives a reload. At 390 px each application is a
 * card with the same facts and the same menu. The menu's keys and the column choice are
 * unit-tested beside them (frontend/src/features/admin/core/components/*.test.tsx).
 */

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];
const PHONE = { width: 390, height: 844 };

/** The region around a table is as wide as the table: nothing in it scrolls sideways. */
async function expectNoScrollIn(region: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the table scrolls sideways in its region').toBeLessThanOrEqual(
    clientWidth + 1,
  );
}

async function scan(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** Opens 결제·환불 from the row's 관리 menu by keyboard; Escape; the focus is back on 관리. */
async function moneyByKeyboard(page: Page, row: Locator, name: string): Promise<void> {
  const manage = rowMenuButton(row);
  await expect(manage).toBeInViewport();
  await manage.focus();
  await page.keyboard.press('Enter');
  const menu = row.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: `${name}님 결제·환불` })).toBeFocused();
  await expect(menu).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /발송 내역 보기$/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${name}님 결제·환불` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('불러오는 중...')).toHaveCount(0);
  await expect(dialog).toContainText('결제 완료');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(manage).toBeFocused();
}

test.describe('applicants lists that fit their box', () => {
  test.setTimeout(120_000);

  const createdLectures: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, createdLectures));

  test('fit 1280 and 1024 px with their actions in reach, and are cards on a phone', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const tag = randomBytes(3).toString('hex');
    const title = `E2E 표 맞춤 부모와 아이가 함께하는 놀이치료 입문 특강 초등 저학년 보호자 ${tag}`;
    const lecture = await createLecture(request, token, title);
    createdLectures.push(lecture.id);
    const name = `맞춤${tag}`;
    const domain = 'counselling-centre-family-mail.example.com';
    await payInSandbox(
      request,
      await apply(request, lecture, name, '카드', `family-${tag}@${domain}`),
    );
    const masked = `fa****@${domain}`;
    const address = `/admin/user?q=${encodeURIComponent(name)}`;

    for (const size of DESKTOPS) {
      await test.step(`${size.width} px`, async () => {
        await page.setViewportSize(size);

        // ---- 신청자 관리 ----
        await page.goto(address);
        const table = page.getByRole('table', { name: /^신청 목록/ });
        const row = applicantRow(table, name);
        await expect(row).toContainText('결제 완료 · 카드');
        await expect(table.getByRole('columnheader')).toHaveText([
          '신청일',
          '강의',
          '이름',
          '연락처',
          '이메일',
          '금액',
          '결제 상태 · 수단',
          '관리',
        ]);
        await expectNoSidewaysScroll(page);
        await expectNoScrollIn(page.getByRole('region', { name: /^신청 목록/ }));
        // Cut to their column, whole in the title and in the text.
        await expect(row.getByRole('link', { name: title })).toHaveAttribute('title', title);
        await expect(row.getByTitle(masked)).toHaveText(masked);
        await expect(rowMenuButton(row)).toHaveAccessibleName(`${name}님 ${title} 관리`);
        await scan(page);
        await moneyByKeyboard(page, row, name);

        // ---- a lecture's 신청자 보기 ----
        await page.goto('/admin/lecture');
        await page.getByRole('button', { name: `${title} 신청자 보기` }).click();
        const applicants = page.getByRole('table', { name: `${title} 신청자` });
        const applicant = applicantRow(applicants, name);
        await expect(applicant).toContainText('결제 완료');
        await expectNoSidewaysScroll(page);
        await expectNoScrollIn(page.getByRole('region', { name: `${title} 신청자` }));
        await expect(applicant.getByTitle(masked)).toHaveText(masked);
        await scan(page);
        await moneyByKeyboard(page, applicant, name);
      });
    }

    // ---- 열 선택: 신청일 and 연락처 hidden, kept after a reload, shown again ----
    await page.setViewportSize(DESKTOPS[0]);
    await page.goto(address);
    const table = page.getByRole('table', { name: /^신청 목록/ });
    await expect(applicantRow(table, name)).toBeVisible();
    // A disclosure: a <details> whose <summary> says 열 선택.
    const chooser = page.locator('summary').filter({ hasText: '열 선택' });
    await chooser.click();
    const columns = page.getByRole('group', { name: '표에 보일 열' });
    await expect(columns).toBeVisible();
    await expect(columns).toHaveAccessibleDescription('이름과 관리 열은 항상 보입니다.');
    await expect(columns.getByRole('checkbox', { name: '이름' })).toHaveCount(0);
    await scan(page);
    await columns.getByRole('checkbox', { name: '신청일' }).uncheck();
    await columns.getByRole('checkbox', { name: '연락처' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(columns).toBeHidden();
    await expect(table.getByRole('columnheader')).toHaveText([
      '강의',
      '이름',
      '이메일',
      '금액',
      '결제 상태 · 수단',
      '관리',
    ]);
    // 보기 moves to the e-mail's column.
    await expect(
      applicantRow(table, name).getByRole('button', { name: `${name}님 연락처·이메일 보기` }),
    ).toBeVisible();
    await page.reload();
    await expect(table.getByRole('columnheader')).toHaveCount(6);
    await chooser.click();
    await columns.getByRole('checkbox', { name: '신청일' }).check();
    await columns.getByRole('checkbox', { name: '연락처' }).check();
    await expect(table.getByRole('columnheader')).toHaveCount(8);

    // ---- a phone: a card per application, the same facts and the same menu ----
    await page.setViewportSize(PHONE);
    await page.goto(address);
    const cards = applicantList(page, /^신청 목록/);
    await expect(page.getByRole('list', { name: /^신청 목록/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /^신청 목록/ })).toHaveCount(0);
    await expect(applicantRows(cards)).toHaveCount(1);
    const card = applicantRow(cards, name);
    await expect(card.getByRole('heading', { level: 2, name })).toBeVisible();
    for (const fact of ['신청일', '강의', '연락처', '이메일', '금액', '결제 상태 · 수단'])
      await expect(card.getByRole('term').filter({ hasText: fact })).toHaveCount(1);
    await expect(card).toContainText(masked);
    await expect(card).toContainText('결제 완료 · 카드');
    await expect(page.locator('summary').filter({ hasText: '열 선택' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await scan(page);
    await rowMenuButton(card).click();
    const menu = card.getByRole('menu');
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    await expectNoA11yViolations(page);
    await menu.getByRole('menuitem', { name: `${name}님 결제·환불` }).click();
    const dialog = page.getByRole('dialog', { name: `${name}님 결제·환불` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(rowMenuButton(card)).toBeFocused();
  });
});
