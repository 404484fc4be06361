import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { expectNoA11yViolations } from './support/axe';
import { won } from './support/api';
import type { Schema } from '../../shared/contract/schema';
import { acknowledge, openAdminMenu, signIn } from './support/admin';
import { expectImageLoaded, expectNoSidewaysScroll } from './support/page-helpers';
import { applicantList } from './support/applicant-list';

/**
 * Issue 20 in the browser: the administrator adds a program with a thumbnail and three photos,
 * puts the last photo first, and changes the centre's phone number (a wrong one is refused in
 * place first); the public program list and page and the footer show both. axe on every new
 * page. What the test changed is put back at the end, so the other specs see the seeded site.
 */

type SiteSettings = Schema<'SiteSettingsResponse'>;

/** A small PNG of one colour (uploads are decoded whole, so it must be a real image). */
function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function carouselList(page: Page): Locator {
  return page.getByRole('list', { name: '상세 페이지 사진 목록' });
}

test.describe('content the centre edits', () => {
  // The wrong phone number is refused by the server on purpose (the browser logs the 400).
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the admin adds a program with three photos and changes the phone; the public pages show both', async ({
    page,
    request,
  }) => {
    // Two forms, four uploads, four pages and five axe scans on a shared 2-core machine.
    test.setTimeout(120_000);
    const token = await signIn(page, request);
    const auth = { Authorization: `Bearer ${token}` };
    const original = (await (
      await request.get('/api/admin/site', { headers: auth })
    ).json()) as SiteSettings;
    const title = `마음 근육 키우기 ${Date.now() % 100000}`;
    let programId: number | undefined;

    try {
      // 프로그램 관리 from the menu.
      await page.goto('/admin');
      await (await openAdminMenu(page)).getByRole('link', { name: '프로그램 관리' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '프로그램 관리' })).toBeVisible();
      await expect(applicantList(page, '프로그램 목록')).toBeVisible();
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name: '새 프로그램' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '새 프로그램' })).toBeVisible();
      await page.getByLabel('프로그램명').fill(title);
      await page.getByLabel('대상', { exact: true }).fill('초등학생 4~6학년');
      await page.getByLabel('구성', { exact: true }).fill('주 1회 60분, 10회기');
      await page.getByLabel('가격(원)').fill('85000');
      await page
        .getByLabel('네이버 예약 주소')
        .fill('https://booking.naver.com/booking/13/bizes/777');
      await page.getByLabel('문의', { exact: true }).fill('02-555-0101');
      await page.getByLabel('대표 사진').setInputFiles({
        name: 'thumb.png',
        mimeType: 'image/png',
        buffer: await png('#2b6a5c'),
      });
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: '저장' }).click();
      await acknowledge(page, '프로그램이 등록되었습니다.');
      await expect(page).toHaveURL(/\/admin\/program\/edit\/\d+$/);
      programId = Number(page.url().split('/').pop());
      await expect(page.getByRole('heading', { level: 1, name: '프로그램 수정' })).toBeVisible();

      // Three photos, one at a time, each shown in the carousel's list as it is added.
      for (const [i, colour] of ['#cc3333', '#33aa33', '#3333cc'].entries()) {
        await page.getByLabel('추가할 사진').setInputFiles({
          name: `photo-${i}.png`,
          mimeType: 'image/png',
          buffer: await png(colour),
        });
        await page.getByRole('button', { name: '사진 추가' }).click();
        await expect(carouselList(page).getByRole('listitem')).toHaveCount(i + 1);
      }
      const added = (await (
        await request.get(`/api/admin/program/${programId}`, { headers: auth })
      ).json()) as Schema<'AdminProgramDetail'>;
      expect(added.images).toHaveLength(3);
      // The last photo first: two steps forward.
      await page.getByRole('button', { name: '사진 3 앞으로' }).click();
      await expect(page.getByRole('button', { name: '사진 2 앞으로' })).toBeFocused();
      await page.getByRole('button', { name: '사진 2 앞으로' }).click();
      // At the front its 앞으로 is disabled: the focus stays with the photo, on 뒤로.
      await expect(page.getByRole('button', { name: '사진 1 뒤로' })).toBeFocused();
      const expected = [added.images[2], added.images[0], added.images[1]];
      await expect
        .poll(async () => {
          const res = await request.get(`/api/program/images/${programId}`);
          return ((await res.json()) as { files: string[] }).files;
        })
        .toEqual(expected);
      await expect(carouselList(page).getByRole('img').first()).toHaveAttribute(
        'src',
        new RegExp(expected[0]),
      );
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The public list and the program's page, in this same tab (the SPA's kept copies go).
      await page.goto('/program');
      const card = page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('초등학생 4~6학년');
      await expect(card).toContainText(won(85000));
      await card.click();
      await expect(page).toHaveURL(`/program/${programId}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('02-555-0101');
      await expect(page.getByRole('link', { name: '예약하기' })).toHaveAttribute(
        'href',
        'https://booking.naver.com/booking/13/bizes/777',
      );
      await expect(
        page.getByRole('main').locator(`img[src*="${expected[0]}"]`).filter({ visible: true }),
      ).toHaveCount(1);

      // 센터 정보: a wrong number is refused under its field, then the right one is saved.
      await page.goto('/admin/site');
      await expect(page.getByRole('heading', { level: 1, name: '센터 정보' })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      const phone = page.getByLabel('대표 전화번호');
      await phone.fill('02-12');
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByRole('alert')).toContainText('입력 내용을 확인해 주세요.');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      await expect(page.locator('#site-phone-error')).toContainText(
        '대표 전화번호의 형식이 올바르지 않습니다.',
      );
      await expectNoA11yViolations(page);
      await phone.fill('02-777-8888');
      await page.getByRole('button', { name: '저장' }).click();
      await acknowledge(page, '센터 정보가 저장되었습니다.');

      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toContainText('02-777-8888');
      await expect(page.getByRole('contentinfo')).not.toContainText(original.phone);
    } finally {
      const { updatedAt: _updatedAt, ...settings } = original;
      await request.put('/api/admin/site', { headers: auth, data: settings });
      if (programId) await request.delete(`/api/admin/program/${programId}`, { headers: auth });
    }
  });

  // Issue 35: nothing on the home page a centre would change is hard-coded.
  test('the director adds a room photo and a counsellor photo and rewrites the directions; the home page shows them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signIn(page, request);
    const auth = { Authorization: `Bearer ${token}` };
    const original = (await (
      await request.get('/api/admin/site', { headers: auth })
    ).json()) as SiteSettings;
    const photoCount = original.home.photos.length;

    try {
      await page.goto('/admin/site');
      const photos = page.getByRole('group', { name: '센터 사진' });
      await photos.getByLabel('사진 올리기', { exact: true }).setInputFiles({
        name: 'room.png',
        mimeType: 'image/png',
        buffer: await png('#6a9'),
      });
      await expect(photos.getByRole('status')).toContainText('사진을 올렸습니다.');
      const captions = photos.getByLabel('사진 이름');
      await expect(captions).toHaveCount(photoCount + 1);

      // Left without a name: the row is named, and its field takes the focus.
      await page.getByRole('button', { name: '저장' }).click();
      await expect(photos).toContainText(
        `${photoCount + 1}번째 센터 사진의 사진 이름을(를) 입력해 주세요.`,
      );
      await expect(captions.last()).toBeFocused();
      await captions.last().fill('상담실 창가');
      await photos.getByLabel('사진 설명').last().fill('창가에 화분이 놓인 밝은 상담실');
      // Shown first: moved up to the top.
      for (let i = 0; i < photoCount; i += 1) {
        await photos
          .getByRole('button', { name: `${photoCount + 1 - i}번째 사진(상담실 창가) 위로` })
          .click();
      }
      await expect(captions.first()).toHaveValue('상담실 창가');

      const counsellors = page.getByRole('group', { name: '상담 선생님' });
      await counsellors
        .getByLabel('사진 올리기 (선택)')
        .first()
        .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await png('#c96') });
      await expect(counsellors.getByRole('button', { name: '사진 빼기' })).toHaveCount(1);

      await page.getByLabel('지하철 안내').fill('지하철 8호선 암사역 2번 출구에서 걸어서 7분');
      await page.getByLabel('자가용 안내').fill('');
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: '저장' }).click();
      await acknowledge(page, '센터 정보가 저장되었습니다.');

      await page.goto('/');
      const gallery = page.getByRole('region', { name: '센터 둘러보기' });
      const first = gallery.getByRole('img').first();
      await expect(first).toHaveAttribute('alt', '창가에 화분이 놓인 밝은 상담실');
      await expectImageLoaded(first);
      await expect(gallery.locator('figcaption').first()).toHaveText('상담실 창가');
      const people = page.getByRole('region', { name: '상담 선생님' });
      await expect(people.locator('img.counsellor__photo')).toHaveCount(1);
      const ways = page.getByRole('list', { name: '교통편 안내' }).getByRole('listitem');
      await expect(ways).toHaveCount(2);
      await expect(ways.first()).toContainText('지하철 8호선 암사역 2번 출구에서 걸어서 7분');
      await expectNoA11yViolations(page);
    } finally {
      const { updatedAt: _updatedAt, ...settings } = original;
      await request.put('/api/admin/site', { headers: auth, data: settings });
    }
  });
});
