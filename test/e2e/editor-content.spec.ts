import sharp from 'sharp';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { acknowledge, signIn } from './support/admin';
import { createLecture, deleteLectures } from './support/admin-data';
import { expectImageLoaded, expectNoSidewaysScroll } from './support/page-helpers';

/**
 * Issue 36: the editor's links, tables and pictures. The administrator links a word, adds a
 * timetable with a header row and uploads a photo with its 대체 문구 in a lecture's 내용, saves,
 * and the public lecture page shows all three: the link opening a new tab, the table's header
 * cells, the picture (served from our uploads) fitting a 390 px phone, the table scrolling in its
 * own box. axe on the form and the page.
 */
test.describe('links, tables and pictures in a lecture', () => {
  const made: number[] = [];
  test.afterAll(({ playwright }) => deleteLectures(playwright, made));

  test('the admin adds a link, a table and a photo; the public page shows them @desktop-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signIn(page, request);
    const lecture = await createLecture(request, token, `표와 사진 강의 ${Date.now() % 100000}`);
    made.push(lecture.id);
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#4a7' },
    })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .jpeg()
      .toBuffer();

    await page.goto(`/admin/lecture/edit/${lecture.id}`);
    const editable = page.locator('.ck-editor__editable');
    await expect(editable).toBeVisible();
    await expect(page.getByText(/「대체 문구 변경」으로 사진을 설명해 주세요/)).toBeVisible();

    // Three lines: a link's words, the line the table follows and the one the photo follows.
    await editable.click();
    await page.keyboard.press('ControlOrMeta+End');
    for (const line of ['신청 안내', '아래는 시간표입니다.', '상담실 사진입니다.']) {
      await page.keyboard.press('Enter');
      await page.keyboard.type(line);
    }

    // A link: the words selected, then 링크 with its address. Nothing is typed after it, so the
    // link's balloon holding the keyboard cannot take the next keys.
    await editable.getByText('신청 안내').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: '링크', exact: true }).click();
    await page.getByLabel('링크 주소').fill('example.com/guide');
    await page.keyboard.press('Enter');
    await expect(editable.locator('a', { hasText: '신청 안내' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );

    // A 2 × 2 table: its first row is a header row.
    await editable.getByText('아래는 시간표입니다.').click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: '테이블 삽입' }).click();
    await page.locator('.ck-insert-table-dropdown-grid-box').nth(11).click();
    const cells = editable.locator('table td, table th');
    await expect(cells).toHaveCount(4);
    await expect(editable.locator('table th')).toHaveCount(2);
    await cells.nth(0).click();
    // Tab goes to the next cell (in the last one it would add a row).
    for (const [index, text] of ['요일', '시간', '토요일', '오전 10시'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }

    // A photo from the computer, then its 대체 문구.
    await editable.getByText('상담실 사진입니다.').click();
    await page.keyboard.press('End');
    await page.locator('.ck-file-dialog-button input[type=file]').setInputFiles({
      name: 'room.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const uploaded = editable.locator('figure.image img[src^="/api/upload/contentFiles/"]');
    await expect(uploaded).toHaveCount(1);
    await uploaded.click();
    await page.getByRole('button', { name: '대체 문구 변경' }).click();
    await page.getByLabel('대체 문구').fill('초록 벽의 상담실');
    await page.keyboard.press('Enter');
    await expect(uploaded).toHaveAttribute('alt', '초록 벽의 상담실');
    await expect(editable.locator('a', { hasText: '신청 안내' })).toHaveCount(1);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    await acknowledge(page, '강의가 수정되었습니다.');
    await expect(page).toHaveURL('/admin/lecture');

    // The public page, as a parent on a phone reads it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/lecture/${lecture.id}`);
    const content = page.getByRole('article', { name: '강의 내용' });
    const link = content.getByRole('link', { name: '신청 안내' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guide');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // In the order written: the table after its line, the photo after its own, outside the table.
    await expect(content.locator(':scope > *')).toHaveText([
      '관리자 화면을 확인하는 강의입니다.',
      '신청 안내',
      '아래는 시간표입니다.',
      /요일/,
      '상담실 사진입니다.',
      '',
    ]);
    const table = content.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['요일', '시간']);
    await expect(table.getByRole('cell')).toHaveText(['토요일', '오전 10시']);
    const image = content.getByRole('img', { name: '초록 벽의 상담실' });
    await expect(image).toHaveAttribute('src', /^\/api\/upload\/contentFiles\/[0-9a-f-]{36}\.jpg$/);
    await expectImageLoaded(image);
    const { width } = (await image.boundingBox())!;
    const box = (await content.boundingBox())!;
    expect(width).toBeLessThanOrEqual(box.width);
    // Served clean: no camera in what the browser gets.
    const served = await request.get((await image.getAttribute('src'))!);
    expect((await served.body()).includes('PhoneMaker')).toBe(false);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath('public-lecture-phone.png'),
      fullPage: true,
    });
  });
});
