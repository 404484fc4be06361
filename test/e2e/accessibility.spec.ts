import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { fetchLectures, fetchPrograms, newestFirst } from './support/api';

/** Each page is scanned once its data is on screen, with no loading text left. */
async function scan(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', /^ko/);
  await expectNoA11yViolations(page);
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

// The desktop project repeats the pages whose layout changes most with the width.
const desktopToo = { tag: '@desktop' };

test.describe('accessibility: no axe violations', () => {
  test('on the home page', desktopToo, async ({ page }) => {
    await scan(page, '/', async () => {
      await expect(page.getByRole('region', { name: '오시는 길' })).toContainText('722m');
      await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
    });
  });

  test('on 센터 소개 (/about)', async ({ page }) => {
    await scan(page, '/about', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('on 문의 (/support)', async ({ page }) => {
    await scan(page, '/support', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('on the program list', desktopToo, async ({ page, request }) => {
    const programs = await fetchPrograms(request);
    await scan(page, '/program', async () => {
      await expect(
        page.getByRole('heading', { name: programs[0].title, exact: true }),
      ).toBeVisible();
    });
  });

  test('on a program page', desktopToo, async ({ page, request }) => {
    const [program] = await fetchPrograms(request);
    await scan(page, `/program/${program.id}`, async () => {
      await expect(page.getByRole('link', { name: '예약하기' })).toBeVisible();
      await expect(
        page.getByRole('main').locator('img[src*="/upload/programFiles/"]').first(),
      ).toBeVisible();
    });
  });

  test('on a program’s booking page that books outside (issue 37)', async ({ page, request }) => {
    // A demo program without appointment types (the first one has two): the page keeps its
    // outside link.
    const program = (await fetchPrograms(request)).find((each) => !each.bookable)!;
    await scan(page, `/program/${program.id}/booking`, async () => {
      await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
      await expect(page.getByRole('link', { name: /예약 페이지 열기/ })).toHaveAttribute(
        'href',
        program.naver_url,
      );
    });
  });

  test('on the lecture list', desktopToo, async ({ page, request }) => {
    const lectures = await fetchLectures(request);
    await scan(page, '/lecture', async () => {
      await expect(
        page
          .getByRole('table')
          .getByRole('row')
          .filter({ has: page.getByRole('cell') }),
      ).toHaveCount(lectures.length);
    });
  });

  test('on a lecture page', desktopToo, async ({ page, request }) => {
    const open = newestFirst(await fetchLectures(request)).find((l) => l.reg_status === 'OPEN');
    expect(open, 'a demo lecture is open for registration').toBeDefined();
    await scan(page, `/lecture/${open!.id}`, async () => {
      await expect(page.getByRole('heading', { name: open!.title, exact: true })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: '강의기간', exact: true })).toBeVisible();
    });
  });

  test('on 신청 조회 (/inquiry)', async ({ page }) => {
    await scan(page, '/inquiry', heading('신청 조회'));
  });

  test('on the login page', async ({ page }) => {
    await scan(page, '/login', heading('로그인'));
  });

  test('on the sign-up page', async ({ page }) => {
    await scan(page, '/signin', heading('회원가입'));
  });

  test.describe('on a message’s my-info link that cannot open', () => {
    // The server refuses the tampered token (400 or 410); Chromium notes it in the console.
    test.use({ allowedConsoleErrors: [/status of (400|410)/] });
    test('/myinfo/link', async ({ page }) => {
      // Before the press: the explanation and the one button; after it, the server's refusal.
      await scan(page, '/myinfo/link#1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', async () => {
        await heading('내 정보 열기')(page);
        await expect(page.getByRole('button', { name: '내 신청 내역 열기' })).toBeEnabled();
      });
      await page.getByRole('button', { name: '내 신청 내역 열기' }).click();
      await heading('링크를 열 수 없어요')(page);
      await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
      // The way in that remains: /login, a code to the e-mail or phone (issue 32).
      await expect(
        page.getByRole('main').getByRole('link', { name: '로그인', exact: true }),
      ).toHaveAttribute('href', '/login');
      await expectNoA11yViolations(page);
    });
  });
});
