import { API_ROUTES, openApiPath } from '../support/route-table';
import { expect, test } from './support/test';

/**
 * The API reference opens in the browser and lists every route the route table knows (the table
 * is held equal to the routes Express registers by test/api/route-guard.test.ts). Everything it
 * loads comes from this origin; a script or style the CSP blocked would fail the test (console).
 */
/** The browser's page, as the functions run inside it see it (the tests' types have no DOM). */
interface BlockElement {
  classList: Iterable<string>;
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}
interface BrowserWindow {
  document: {
    querySelectorAll(selector: string): Iterable<BlockElement>;
    body: { scrollHeight: number };
  };
  innerHeight: number;
  scrollY: number;
  scrollBy(x: number, y: number): void;
  scrollTo(x: number, y: number): void;
}

/** "get /api/lecture/{id}" for each operation Swagger UI has drawn. */
function drawnOperations(): string[] {
  const { document } = globalThis as unknown as BrowserWindow;
  return [...document.querySelectorAll('.opblock')].map((block) => {
    const method = [...block.classList]
      .find((name) => /^opblock-(get|post|put|patch|delete)$/.test(name))
      ?.slice('opblock-'.length);
    const path = block.querySelector('.opblock-summary-path')?.getAttribute('data-path');
    return `${method} ${path}`;
  });
}

test('the API reference at /api/docs lists every API route, from this origin only', async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { name: /마음숲 아동·청소년 상담센터 API/ }),
  ).toBeVisible();

  await expect(page.locator('.opblock').first()).toBeVisible();
  // Swagger UI draws only the operations near the viewport: the page is read from top to bottom,
  // a screen at a time, and every operation seen on the way is kept.
  const seen = new Set<string>();
  for (let screen = 0; screen < 400; screen += 1) {
    for (const operation of await page.evaluate(drawnOperations)) seen.add(operation);
    const atBottom = await page.evaluate(() => {
      const window = globalThis as unknown as BrowserWindow;
      window.scrollBy(0, window.innerHeight / 2);
      return window.innerHeight + window.scrollY >= window.document.body.scrollHeight - 2;
    });
    // Drawn a moment after the scroll: read the last screen again before stopping.
    await page.waitForTimeout(200);
    if (atBottom && screen > 0) {
      for (const operation of await page.evaluate(drawnOperations)) seen.add(operation);
      break;
    }
  }
  const missing = API_ROUTES.filter((route) => {
    const [method, path] = route.split(' ');
    return !seen.has(`${method.toLowerCase()} ${openApiPath(path)}`);
  });
  expect(missing, 'routes missing from the reference').toEqual([]);

  // One operation opens with its Korean example and the error body's schema: scrolled to from
  // the top, a screen at a time, giving each screen time to be drawn.
  const lecture = page.locator('.opblock-get .opblock-summary-path[data-path="/api/lecture/{id}"]');
  await page.evaluate(() => (globalThis as unknown as BrowserWindow).scrollTo(0, 0));
  for (let screen = 0; screen < 400 && !(await lecture.isVisible()); screen += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  // Swagger UI draws rows lazily and may draw this one again as the scroll settles: click the
  // row once it is on the screen, not the first element the count saw.
  await lecture.scrollIntoViewIfNeeded();
  await lecture.click();
  await expect(page.getByText('초등 저학년 부모 교육').first()).toBeVisible();
  await expect(page.getByText('강의를 찾을 수 없습니다.').first()).toBeVisible();

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
