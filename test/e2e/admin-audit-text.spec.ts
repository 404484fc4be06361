import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { signIn } from './support/admin';
import { createLecture, deleteLectures, seoulDate } from './support/admin-data';

/**
 * Staff-written text in the back office's own sentences (issue 32): a lecture title with a line
 * break and a right-to-left override (U+202E) reversed the words of 감사 기록's summary. Its
 * control and bidirectional characters are now shown as codes, never applied as layout. Which
 * characters, and how they are written, is unit-tested in frontend/src/lib/visible-text.test.ts.
 */

/**
 * Where each of `characters` (its first occurrence in `locator`'s text) is laid out, as a place
 * in reading order for left-to-right text: lines top to bottom, then left to right on a line.
 */
async function placesOf(locator: Locator, characters: string[]): Promise<[number, number][]> {
  return locator.evaluate((element, wanted) => {
    const doc = element.ownerDocument;
    const walker = doc.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    const places: [number, number][] = [];
    for (const character of wanted) {
      walker.currentNode = element;
      let found: [number, number] = [NaN, NaN];
      for (let node = walker.nextNode(); node && Number.isNaN(found[0]); node = walker.nextNode()) {
        const at = (node.textContent ?? '').indexOf(character);
        if (at < 0) continue;
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + character.length);
        const box = range.getBoundingClientRect();
        // The line: boxes on one line share their vertical middle within a few pixels.
        found = [Math.round((box.top + box.bottom) / 8), box.left];
      }
      places.push(found);
    }
    return places;
  }, characters);
}

test.describe('감사 기록 shows staff-written text as text', () => {
  const lectureIds: number[] = [];
  test.afterAll(async ({ playwright }) => deleteLectures(playwright, lectureIds));

  test('a title with a line break and an override cannot reorder the page', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const tag = randomBytes(3).toString('hex');

    // The server refuses an override in a title, in Korean, before anything is written.
    const refused = await request.post('/api/admin/lecture', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title: `거꾸로\u202e ${tag}` },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('쓸 수 없는 문자');

    // A line break it takes: the title is recorded as typed.
    const title = `줄바꿈\n제목 ${tag}`;
    const lecture = await createLecture(request, token, title);
    lectureIds.push(lecture.id);

    // Rows recorded before the server refused overrides keep them (the trail is append-only):
    // this row is answered as such a row would be, with U+202E in its title.
    const forged = `줄바꿈\n제목 \u202e${tag}`;
    await page.route(/\/api\/admin\/audit(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { summary: string }[] };
      for (const item of body.items) item.summary = item.summary.split(title).join(forged);
      await route.fulfill({ response, json: body });
    });

    await page.goto(`/admin/audit?kind=LECTURE&from=${seoulDate(0)}`);
    const row = page
      .getByRole('list', { name: '감사 기록 (최신순)' })
      .getByRole('listitem')
      .filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    const summary = row.locator('.admin-audit__summary');
    // The codes are shown, in a style of their own, in place of the characters.
    await expect(summary).toHaveText(`강의 강의 '줄바꿈⟨U+000A⟩제목 ⟨U+202E⟩${tag}' 등록`);
    await expect(summary.locator('.visible-text__escape')).toHaveText(['⟨U+000A⟩', '⟨U+202E⟩']);
    // …and the app's own words stay in reading order, left to right: "강의 '…' 등록".
    const places = await placesOf(summary, ["'", tag, "' ", '등', '록']);
    const inReadingOrder = places.every(
      ([line, left], index) =>
        index === 0 ||
        line > places[index - 1][0] ||
        (line === places[index - 1][0] && left > places[index - 1][1]),
    );
    expect(places.flat().every(Number.isFinite)).toBe(true);
    expect(inReadingOrder, JSON.stringify(places)).toBe(true);
    // The codes' style keeps its contrast (axe), on the phone.
    await expectNoA11yViolations(page);
  });
});
