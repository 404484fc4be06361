import { API_ROUTES, openApiPath } from '../support/route-table';
import { expect, test } from './support/test';

/**
 * The API reference opens in the browser and lists every route the route table knows (the table
 * is held equal to the routes Express registers by test/api/route-guard.test.ts). Everything it
 * loads comes from this origin; a script or style the CSP blocked would fail the test (console).
 */
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
  const missing: string[] = [];
  for (const route of API_ROUTES) {
    const [method, path] = route.split(' ');
    const operation = page.locator(
      `.opblock-${method.toLowerCase()} .opblock-summary-path[data-path="${openApiPath(path)}"]`,
    );
    if ((await operation.count()) !== 1) missing.push(route);
  }
  expect(missing, 'routes missing from the reference').toEqual([]);

  // One operation opens with its Korean example and the error body's schema.
  await page.locator('.opblock-get .opblock-summary-path[data-path="/api/lecture/{id}"]').click();
  await expect(page.getByText('초등 저학년 부모 교육').first()).toBeVisible();
  await expect(page.getByText('강의를 찾을 수 없습니다.').first()).toBeVisible();

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
