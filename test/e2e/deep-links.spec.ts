import { expect, test } from './support/test';
import { fetchLectures, fetchPrograms, newestFirst, won } from './support/api';

test.describe('deep links and reload', () => {
  test('a lecture opened by its address survives a reload', async ({ page, request }) => {
    const [lecture] = newestFirst(await fetchLectures(request));
    const response = await page.goto(`/lecture/${lecture.id}`);
    expect(response?.status()).toBe(200);
    const title = page.getByRole('heading', { name: lecture.title, exact: true });
    await expect(title).toBeVisible();
    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByRole('main')).toContainText(lecture.instructor_name);
  });

  test('a program opened by its address survives a reload', async ({ page, request }) => {
    const [program] = await fetchPrograms(request);
    const response = await page.goto(`/program/${program.id}`);
    expect(response?.status()).toBe(200);
    const title = page.getByRole('heading', { name: program.title, exact: true });
    await expect(title).toBeVisible();
    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByRole('main')).toContainText(won(program.price));
  });

  test.describe('an unknown address', () => {
    // The browser notes the page's own 404 in the console; the server answers it on purpose.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown address shows a not-found page in Korean, answered 404', async ({ page }) => {
      const response = await page.goto('/no-such-page/anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /찾을 수 없|존재하지 않|없는 페이지/,
      );
      await expect(page.getByRole('main').getByRole('link', { name: /홈/ })).toHaveAttribute(
        'href',
        '/',
      );
    });
  });

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toBeTruthy();
  });
});
