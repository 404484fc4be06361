import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { won } from './support/api';
import type { Schema } from '../../shared/contract/schema';
import { acknowledge, E2E_ADMIN, openAdminMenu, signIn } from './support/admin';
import { seoulDate, TINY_PNG } from './support/admin-data';
import { expectImageLoaded, expectNoSidewaysScroll, gate } from './support/page-helpers';
import { applicantList, applicantRow, applicantRows, listRow } from './support/applicant-list';

/**
 * Issue 5 in the browser: the administrator signs in (through the API; the sign-in page has its
 * own tests), creates a lecture with formatted content, fees and a banner, finds it on the public
 * pages, edits it, sees a guest's application in both admin tables and deletes it (archived,
 * since it has an applicant). Every admin page is scanned with axe on the way.
 *
 * The pure form logic (amounts, the required-fields check, the edit diff) and the CSV's file name
 * are unit-tested beside their modules (lecture-form.test.ts, content-disposition.test.ts).
 */

function alertDialog(page: Page): Locator {
  return page.getByRole('alertdialog');
}

async function scanAdmin(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/**
 * The lecture form, editor content included: the editor's five colours are values that keep
 * 4.5:1 on white (shared/html/editor-colours.ts).
 */
async function scanLectureForm(page: Page): Promise<void> {
  await expect(page.getByText('불러오는 중...')).toHaveCount(0);
  await expectNoA11yViolations(page);
}

/** A pattern for text that starts with `text` (a field's message, then its hint). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

function lectureRow(page: Page, title: string): Locator {
  return listRow(page, '강의 목록 (최신 글부터)', title);
}

test.describe('back office', () => {
  test.describe.configure({ mode: 'serial' });
  // The journey creates, edits and deletes one lecture; it needs more than the default 30 s.
  test.setTimeout(120_000);

  test('admin home is the dashboard, and its figures open their lists', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
    await expect(page.getByRole('region', { name: '오늘 신청' })).toBeVisible();
    await scanAdmin(page);
    await page.getByRole('link', { name: '입금 대기 신청 보기' }).click();
    await expect(page).toHaveURL('/admin/user?status=W');
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeVisible();
  });

  test('an address under /admin that is no page says so, with the menu', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/refunds');
    await expect(
      page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    // The menu is there to find the right page (behind 메뉴 on a phone), with none marked.
    const menu = await openAdminMenu(page);
    await expect(menu.getByRole('link', { name: '교육/특강 페이지 관리' })).toBeVisible();
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
    // Escape closes the drawer (and does nothing to the sidebar of a wide screen).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scanAdmin(page);
    await page.getByRole('link', { name: '관리자 홈으로' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('create, publish, edit, see an applicant, then delete (archived) a lecture', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signIn(page, request);
    const suffix = randomBytes(3).toString('hex');
    const title = `E2E 부모 교육 ${suffix}`;
    const fees = [
      { fee_type: `1회차 (${seoulDate(40)})`, amount: 30000 },
      { fee_type: `2회차 (${seoulDate(41)})`, amount: 45000 },
    ];

    // ---- create ----
    await page.goto('/admin/lecture');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scanAdmin(page);
    // Exact: each row's 복사 link is named "… 복사해서 새 강의 만들기".
    await page.getByRole('link', { name: '새 강의 만들기', exact: true }).click();
    await expect(page).toHaveURL('/admin/lecture/edit');
    const editable = page.locator('.ck-editor__editable');
    await expect(editable).toBeVisible();

    // Nothing filled: each required field says so where it is, the summary above links to each
    // in order, the first is in view with the focus, and nothing is sent.
    const posts: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/admin/lecture') && sent.method() !== 'GET') posts.push(sent);
    });
    await page.getByRole('button', { name: '새 강의 만들기' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' }),
    ).toBeVisible();
    const missing: [string, string][] = [
      ['강의명', '강의명을 입력해 주세요.'],
      ['강사', '강사를 입력해 주세요.'],
      ['접수 시작일', '접수 시작일을 입력해 주세요.'],
      ['접수 종료일', '접수 종료일을 입력해 주세요.'],
      ['강의 시작일', '강의 시작일을 입력해 주세요.'],
      ['강의 종료일', '강의 종료일을 입력해 주세요.'],
      ['문의처', '문의처를 입력해 주세요.'],
      ['주최', '주최를 입력해 주세요.'],
      ['사진 첨부', '사진을 첨부해 주세요.'],
    ];
    const summary = page.locator('.admin-form__errors').getByRole('link');
    await expect(summary).toHaveText(missing.map(([, message]) => message));
    for (const [label, message] of missing) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(startsWith(message));
    }
    await expect(page.getByLabel('강의명', { exact: true })).toBeFocused();
    await expect(page.getByLabel('강의명', { exact: true })).toBeInViewport();
    // A link of the summary brings its field into view, with the focus.
    await summary.filter({ hasText: '사진을 첨부해 주세요.' }).click();
    await expect(page.getByLabel('사진 첨부')).toBeFocused();
    await expect(page.getByLabel('사진 첨부')).toBeInViewport();
    await scanLectureForm(page);
    expect(posts).toHaveLength(0);

    await page.getByLabel('강의명', { exact: true }).fill(title);
    await page.getByLabel('강사', { exact: true }).fill('김상담');
    await page.getByLabel('접수 시작일').fill(seoulDate(-1));
    await page.getByLabel('접수 종료일').fill(seoulDate(30));
    await page.getByLabel('강의 시작일').fill(seoulDate(40));
    await page.getByLabel('강의 종료일').fill(seoulDate(41));
    await page.getByLabel('문의처').fill('02-123-4567');
    await page.getByLabel('주최').fill('마음숲 상담센터');

    // Content through the toolbar: a heading, bold text, red text.
    await editable.click();
    await page.locator('.ck-heading-dropdown .ck-dropdown__button').click();
    await page.locator('.ck-heading-dropdown .ck-list').getByText('제목 1').click();
    await page.keyboard.type('강의 안내');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.keyboard.type('굵은 글씨');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.keyboard.type(' 그리고 ');
    await page.getByRole('button', { name: '글자 색깔' }).click();
    await page.getByRole('button', { name: '빨강' }).click();
    await page.keyboard.type('빨간 글씨');
    await expect(editable.locator('h2')).toHaveText('강의 안내');
    await expect(editable.locator('strong')).toHaveText('굵은 글씨');

    // Two fees.
    await page.getByLabel('1번째 요금 강의명').fill(fees[0].fee_type);
    await page.getByLabel('1번째 요금 금액(원)').fill(String(fees[0].amount));
    await page.getByRole('button', { name: '요금 행 추가' }).click();
    await expect(page.getByLabel('2번째 요금 강의명')).toBeFocused();
    await page.getByLabel('2번째 요금 강의명').fill(fees[1].fee_type);
    await page.getByLabel('2번째 요금 금액(원)').fill(`${fees[1].amount}원`);
    await expect(page.getByLabel('2번째 요금 금액(원)')).toHaveValue(String(fees[1].amount));
    await expect(page.getByRole('button', { name: '2번째 요금 행 삭제' })).toBeVisible();

    // The banner, with its preview.
    const banner = testInfo.outputPath('banner.png');
    await writeFile(banner, TINY_PNG);
    await page.getByLabel('사진 첨부').setInputFiles(banner);
    await expectImageLoaded(page.getByRole('img', { name: '새로 첨부한 사진 미리보기' }));
    await scanLectureForm(page);
    await expectNoSidewaysScroll(page);

    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/lecture') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '새 강의 만들기' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const { id } = (await createdResponse.json()) as { id: number };
    await acknowledge(page, '강의가 생성되었습니다.');
    await expect(page).toHaveURL('/admin/lecture');
    await expect(lectureRow(page, title)).toContainText('접수중');

    // ---- public pages ----
    await page.goto('/lecture');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/lecture/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const content = page.getByRole('article', { name: '강의 내용' });
    await expect(content.getByRole('heading', { name: '강의 안내' })).toBeVisible();
    await expect(content.locator('strong')).toHaveText('굵은 글씨');
    await expect(content.locator('span[style*="color"]')).toHaveText('빨간 글씨');
    // The editor's red is the readable #c62828 (plain red fails AA on white).
    expect(await content.locator('span[style*="color"]').getAttribute('style')).toMatch(/#c62828/i);
    await expectImageLoaded(page.locator('img.lecture-banner'));

    // ---- edit ----
    await page.goto('/admin/lecture');
    await page.getByRole('link', { name: `${title} 수정` }).click();
    await expect(page).toHaveURL(`/admin/lecture/edit/${id}`);
    await expect(page.getByLabel('강의명', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('2번째 요금 금액(원)')).toHaveValue(String(fees[1].amount));
    await expect(editable.locator('strong')).toHaveText('굵은 글씨');
    await expect(page.getByRole('img', { name: '현재 사진' })).toBeVisible();
    await scanLectureForm(page);

    posts.length = 0;
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    await acknowledge(page, '변경된 내용이 없습니다.');
    expect(posts, 'nothing changed: no request').toHaveLength(0);

    const newTitle = `${title} (수정)`;
    await page.getByLabel('강의명', { exact: true }).fill(newTitle);
    await page.getByLabel('2번째 요금 금액(원)').fill('50000');
    const updated = page.waitForRequest(
      (sent) => sent.url().endsWith(`/api/admin/lecture/${id}`) && sent.method() === 'PUT',
    );
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    const updateBody = (await updated).postDataJSON() as Record<string, unknown>;
    expect(updateBody).toMatchObject({ title: newTitle, instructor_name: null, content: null });
    expect(updateBody.insert_fees).toEqual([]);
    expect(updateBody.delete_fees).toEqual([]);
    expect(updateBody.update_fees).toEqual([
      expect.objectContaining({ fee_type: fees[1].fee_type, amount: 50000 }),
    ]);
    await acknowledge(page, '강의가 수정되었습니다.');
    await expect(page).toHaveURL('/admin/lecture');
    await expect(lectureRow(page, newTitle)).toBeVisible();

    const feeResponse = await request.get(`/api/lecture/fee/${id}`);
    const publicFees = (await feeResponse.json()) as { id: number; amount: number }[];
    expect(publicFees.map((fee) => fee.amount)).toEqual([30000, 50000]);

    // ---- a guest applies ----
    const email = `admin-e2e-${suffix}@example.com`;
    const applied = await request.post('/api/lecture/application/data', {
      data: {
        applicant: { name: '이보호', email, contact: '010-2345-6789', birth: '1985-03-04' },
        lectureId: id,
        lectureTitle: newTitle,
        selectedFees: [{ id: publicFees[0].id }],
        totalAmount: 30000,
        payMethod: '카드',
      },
    });
    expect(applied.status()).toBeLessThan(300);
    expect(((await applied.json()) as Schema<'ApplicationStored'>).state).toBe(0);

    await page.reload();
    const row = lectureRow(page, newTitle);
    // 신청자 수: the row's third cell, or the card's third fact.
    await expect(row.getByRole('cell').nth(2).or(row.getByRole('definition').nth(2))).toHaveText(
      '1',
    );
    await row.getByRole('button', { name: `${newTitle} 신청자 보기` }).click();
    const applicants = applicantList(page, `${newTitle} 신청자`);
    await expect(applicants).toContainText('이보호');
    // Contacts are masked in the list; 보기 shows them in full and the server records it.
    await expect(applicants).toContainText('010-****-6789');
    await expect(applicants).toContainText('ad****@example.com');
    await expect(applicants).not.toContainText(email);
    await applicants.getByRole('button', { name: '이보호님 연락처·이메일 보기' }).click();
    await expect(applicants).toContainText(email);
    await expect(applicants).toContainText('010-2345-6789');
    await expect(applicants).toContainText('미결제');
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: `${newTitle} 신청자 닫기` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await scanAdmin(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `${newTitle} 신청자 CSV 다운로드` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path());
    expect(csv.toString('utf8')).toContain('이보호');
    // The file says at the top that it holds personal data (after Excel's BOM).
    expect(csv.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFF"※ 개인정보가 포함된 파일입니다. 업무 목적 외 사용·보관·전달을 금지하며, 사용 후 안전하게 삭제해 주세요."',
    );

    // ---- /admin/user: found by e-mail, the row links to the lecture ----
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: '신청자 관리' })).toBeVisible();
    await page.getByRole('searchbox', { name: '검색어' }).fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    const people = applicantList(page, /^신청 목록/);
    await expect(applicantRows(people)).toHaveCount(1);
    const person = applicantRow(people, '이보호');
    await expect(person).toContainText('010-****-6789');
    await person.getByRole('button', { name: '이보호님 연락처·이메일 보기' }).click();
    await expect(person).toContainText('010-2345-6789');
    await expect(person).toContainText(email);
    await expect(person).toContainText(won(30000));
    await expect(person).toContainText('미결제 · 카드');
    await expect(person.getByRole('link', { name: newTitle })).toHaveAttribute(
      'href',
      `/admin/lecture/edit/${id}`,
    );
    await expectNoSidewaysScroll(page);
    await scanAdmin(page);

    const allCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 전체 다운로드' }).click();
    expect((await allCsv).suggestedFilename()).toMatch(/\.csv$/);

    // ---- 개인정보 열람 기록: the two reveals and the two exports, newest first ----
    await page.goto('/admin/privacy-access');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보 열람 기록' })).toBeVisible();
    const record = page.getByRole('table', { name: '개인정보 열람 기록 (최신순)' });
    // Other tests share the server: look for rows of each kind, not at fixed places.
    const recordRows = record.locator('tbody tr');
    await expect(
      recordRows.filter({ hasText: 'CSV 다운로드' }).filter({ hasText: '전체 신청자' }).first(),
    ).toBeVisible();
    await expect(
      recordRows.filter({ hasText: '연락처 보기' }).filter({ hasText: E2E_ADMIN.username }).first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await scanAdmin(page);

    // ---- delete: kept but hidden, since it has an applicant ----
    await page.goto('/admin/lecture');
    await lectureRow(page, newTitle)
      .getByRole('button', { name: `${newTitle} 삭제` })
      .click();
    const confirm = alertDialog(page);
    await expect(confirm).toContainText(newTitle);
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await scanAdmin(page);
    await confirm.getByRole('button', { name: '삭제' }).click();
    await acknowledge(page, '신청자가 있어 강의를 삭제하지 않고 숨겼습니다.');
    await expect(lectureRow(page, newTitle)).toContainText('숨김');
    expect((await request.get(`/api/lecture/${id}`)).status()).toBe(404);

    // A lecture without applicants is really deleted.
    const spare = await request.post('/api/admin/lecture', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title: `E2E 삭제용 ${suffix}`,
        instructor_name: '김상담',
        reg_period_start: seoulDate(1),
        reg_period_end: seoulDate(2),
        lec_period_start: seoulDate(3),
        lec_period_end: seoulDate(4),
        inquiry: '02-123-4567',
        organizer: '마음숲',
        fees: JSON.stringify([{ fee_type: '1회차', amount: 1000 }]),
        file: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(spare.status()).toBe(201);
    await page.reload();
    const spareTitle = `E2E 삭제용 ${suffix}`;
    await page.getByRole('button', { name: `${spareTitle} 삭제` }).click();
    await alertDialog(page).getByRole('button', { name: '삭제' }).click();
    await acknowledge(page, '강의가 삭제되었습니다.');
    await expect(lectureRow(page, spareTitle)).toHaveCount(0);
  });
});

test.describe('lecture editor', () => {
  test("the toolbar offers exactly the spec's styles, colours and markers", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/lecture/edit');
    await expect(page.locator('.ck-editor__editable')).toBeVisible();
    await expect(page.locator('.ck-editor__editable [data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      '내용을 입력해 주세요.',
    );

    await page.locator('.ck-heading-dropdown .ck-dropdown__button').click();
    await expect(page.locator('.ck-heading-dropdown .ck-list .ck-button__label')).toHaveText([
      '본문',
      '제목 1',
      '제목 2',
    ]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '글자 색깔' }).click();
    await expect(page.locator('.ck-color-grid__tile:visible')).toHaveCount(5);
    for (const name of ['검정', '파랑', '빨강', '초록', '노랑']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: '색상 선택기' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A split button: the first "강조" applies the last marker, the second opens the list.
    await page.getByRole('button', { name: '강조', exact: true }).nth(1).click();
    for (const name of ['연한 노랑', '하늘색', '연한 분홍', '연한 초록', '강조 제거']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const editable = page.locator('.ck-editor__editable');
    const box = await editable.boundingBox();
    expect(box?.height ?? 0, 'spec §9: at least 220 px high').toBeGreaterThanOrEqual(220);
  });
});

test.describe('lecture edit conflicts', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a 409 shows the server's message, and a double click sends one request", async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const list = await request.get('/api/lecture/list');
    const lectures = (await list.json()) as { id: number }[] | { data: { id: number }[] };
    const id = (Array.isArray(lectures) ? lectures : lectures.data)[0].id;
    const puts: string[] = [];
    const answer = gate();
    await page.route(`**/api/admin/lecture/${id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts.push(route.request().method());
      await answer.passed;
      await route.fulfill({
        status: 409,
        json: { statusCode: 409, message: '결제된 신청이 있는 요금은 삭제할 수 없습니다.' },
      });
    });
    await page.goto(`/admin/lecture/edit/${id}`);
    const title = page.getByLabel('강의명', { exact: true });
    await expect(title).not.toHaveValue('');
    await title.fill(`${await title.inputValue()} 바뀜`);
    await page.getByRole('button', { name: '수정 내용 저장' }).dblclick();
    await expect(page.getByRole('button', { name: '저장하는 중...' })).toBeDisabled();
    answer.open();
    // The refusal is about the fees: said under their table, and linked from the summary.
    const refused = '결제된 신청이 있는 요금은 삭제할 수 없습니다.';
    await expect(page.getByRole('link', { name: `세부 강의 요금: ${refused}` })).toBeVisible();
    await expect(page.getByRole('group', { name: '세부 강의 요금' })).toHaveAccessibleDescription(
      refused,
    );
    await expect(page.getByLabel('1번째 요금 강의명')).toBeFocused();
    expect(puts).toHaveLength(1);
    await expect(page).toHaveURL(`/admin/lecture/edit/${id}`);
  });
});

test.describe('back office failures', () => {
  // The browser logs each refused request; these tests provoke them on purpose.
  // One pattern: Playwright reads a two-element array as [value, options].
  test.use({
    allowedConsoleErrors: [
      /Failed to load resource|Failed to fetch dynamically imported module|EditorBoundary/,
    ],
  });

  test('a list that fails to load says so and loads on 다시 시도', async ({ page, request }) => {
    await signIn(page, request);
    let calls = 0;
    await page.route('**/api/admin/lecture/list', async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 500,
          json: { statusCode: 500, message: '일시적인 오류입니다.' },
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/admin/lecture');
    await expect(page.getByRole('alert')).toContainText('데이터를 불러오지 못했습니다.');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(applicantList(page, '강의 목록 (최신 글부터)')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an editor that fails to download leaves the form usable and offers a reload', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.route('**/assets/lecture-editor-*.js', (route) => route.abort());
    await page.goto('/admin/lecture/edit');
    await page.getByLabel('강의명', { exact: true }).fill('입력은 그대로');
    await expect(page.getByRole('alert')).toContainText('편집기를 불러오지 못했습니다.');
    await expect(page.getByLabel('강의명', { exact: true })).toHaveValue('입력은 그대로');
    await page.unroute('**/assets/lecture-editor-*.js');
    await page.getByRole('button', { name: '새로고침' }).click();
    await expect(page.locator('.ck-editor__editable')).toBeVisible();
  });

  test('editing an unknown lecture alerts and goes back to the list', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/lecture/edit/999999');
    await acknowledge(page, '강의 정보를 불러오지 못했습니다.');
    await expect(page).toHaveURL('/admin/lecture');
  });

  test('creating without a banner asks for it beside 사진 첨부 and sends nothing', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/admin/lecture/edit');
    await page.getByLabel('강의명', { exact: true }).fill('첨부 없는 강의');
    await page.getByLabel('강사', { exact: true }).fill('김상담');
    await page.getByLabel('접수 시작일').fill(seoulDate(1));
    await page.getByLabel('접수 종료일').fill(seoulDate(2));
    await page.getByLabel('강의 시작일').fill(seoulDate(3));
    await page.getByLabel('강의 종료일').fill(seoulDate(4));
    await page.getByLabel('문의처').fill('02-123-4567');
    await page.getByLabel('주최').fill('마음숲');
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/admin/lecture') && sent.method() === 'POST') posts.push('POST');
    });
    await page.getByRole('button', { name: '새 강의 만들기' }).click();
    const banner = page.getByLabel('사진 첨부');
    await expect(banner).toBeFocused();
    await expect(banner).toHaveAttribute('aria-invalid', 'true');
    await expect(banner).toHaveAccessibleDescription(startsWith('사진을 첨부해 주세요.'));
    await expect(page.getByRole('link', { name: '사진을 첨부해 주세요.' })).toBeVisible();
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL('/admin/lecture/edit');
    await expect(page.getByLabel('강의명', { exact: true })).toHaveValue('첨부 없는 강의');
  });
});
