import { fetchLectures, fetchPrograms } from './support/api';
import { expect, test } from './support/test';

/**
 * Issue 34 in the browser: the public pages come rendered by the server. With JavaScript off
 * they read fully and their links work; with it on, the browser takes over the server's HTML as
 * it is (hydration keeps its elements, and a mismatch would be a console error, which fails any
 * test here, see support/test.ts), and moving on inside the site stays in the page.
 */

/**
 * Keeps the server's <h1> as `__serverHeading`, taken when the document is parsed
 * ('interactive'), before the app's deferred module scripts run.
 */
const KEEP_SERVER_HEADING = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__serverHeading = document.querySelector('h1');
  });
`;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page reads fully, and its links lead on', async ({ page, request }) => {
    const [lecture] = await fetchLectures(request);
    const [program] = await fetchPrograms(request);
    const pages: [path: string, heading: string | RegExp, text: string | RegExp][] = [
      ['/', /.+/, '마음숲'],
      ['/program', '프로그램', program.title],
      [`/program/${program.id}`, program.title, program.target],
      ['/lecture', '교육·특강', lecture.title],
      [`/lecture/${lecture.id}`, lecture.title, lecture.instructor_name],
      ['/notice', '공지사항', /공지/],
      ['/privacy', '개인정보처리방침', /개인정보/],
      ['/about', '센터 소개', /./],
      ['/inquiry', '신청 조회', '내 정보'],
    ];
    for (const [path, heading, text] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
      await expect(page.getByRole('main'), path).toContainText(text);
    }

    // A link is a link: the lecture list leads to the lecture, still without JavaScript.
    await page.goto('/lecture');
    await page.getByRole('link', { name: lecture.title }).first().click();
    await expect(page).toHaveURL(`/lecture/${lecture.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lecture.title);
  });
});

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(KEEP_SERVER_HEADING);
  });

  test('the browser takes over the server’s page as it is, then moves on without reloading', async ({
    page,
    request,
  }) => {
    const lectures = await fetchLectures(request);
    const documents: string[] = [];
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
      if (new URL(sent.url()).pathname.startsWith('/api/lecture')) reads.push(sent.url());
    });

    await page.goto('/lecture');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('교육·특강');
    await expect(page.getByRole('link', { name: lectures[0].title }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        "window.__serverHeading === document.querySelector('h1') && window.__serverHeading.isConnected",
      ),
      'the <h1> the server sent is the one on screen: hydrated, not rendered again',
    ).toBe(true);
    // The server's answers were enough: the browser asked the API nothing for this page.
    expect(reads).toEqual([]);

    await page.getByRole('link', { name: lectures[0].title }).first().click();
    await expect(page).toHaveURL(`/lecture/${lectures[0].id}`);
    await expect(heading).toHaveText(lectures[0].title);
    expect(documents, 'one document: the link moved inside the page').toHaveLength(1);
    // The lecture was not in the list's answers, so the browser read it now.
    expect(reads.map((url) => new URL(url).pathname)).toEqual([`/api/lecture/${lectures[0].id}`]);
  });

  test('공유하기 copies the lecture’s address where the phone has no share sheet', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const [lecture] = await fetchLectures(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Chromium on Linux has no share sheet either; made sure of here.
    await page.addInitScript("Object.defineProperty(navigator, 'share', { value: undefined });");
    await page.goto(`/lecture/${lecture.id}`);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '링크를' })).toHaveText(
      '링크를 복사했어요. 카카오톡이나 문자에 붙여 넣어 보내 주세요.',
    );
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
      `${baseURL}/lecture/${lecture.id}`,
    );
  });
});
