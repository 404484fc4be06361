import { expect, test } from './support/test';
import { expectImageLoaded, openHeaderNav } from './support/page-helpers';
import { expectNoA11yViolations } from './support/axe';
import { fetchLectures } from './support/api';
import type { Schema } from '../../shared/contract/schema';

test.describe('home page', () => {
  test('introduces the centre with its heading and five photos of the centre @smoke', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '아이의 마음을 세심하게 살피는 곳' }),
    ).toBeVisible();

    // The pictures of the page body, less the map (directions) and the logo (logo section).
    const map = page.getByRole('region', { name: '오시는 길' }).getByRole('img');
    await expect(map).toBeVisible();
    const mapSrc = await map.getAttribute('src');
    const pictures = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => ({ src: image.getAttribute('src'), alt: image.getAttribute('alt') })),
      );
    const photos = pictures.filter(
      (picture) => picture.src !== mapSrc && !picture.alt?.includes('로고'),
    );
    expect(photos, 'five centre photos, each with a text alternative').toHaveLength(5);
    for (const photo of photos) {
      expect(photo.alt?.trim(), `alt of ${photo.src}`).toBeTruthy();
      await expectImageLoaded(page.getByRole('main').locator(`img[src="${photo.src}"]`).first());
    }
  });

  // Issue 35: the front door. What a parent decides on first, from the settings, in the first HTML.
  test('is the centre’s front door: lectures open now, notices, a call, map links, counsellors', async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/site')).json()) as Schema<'SiteResponse'>;
    const open = (await fetchLectures(request))
      .filter((lecture) => lecture.reg_status === 'OPEN' && lecture.seats_left !== 0)
      .sort((a, b) => a.reg_period_end.localeCompare(b.reg_period_end) || a.id - b.id)
      .slice(0, 3);
    expect(open.length, 'the demo has lectures open now').toBeGreaterThan(0);

    // Rendered on the server: the first HTML already lists them.
    const html = await (await request.get('/')).text();
    const escaped = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
    for (const lecture of open) expect(html).toContain(escaped(lecture.title));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.home.heading })).toBeVisible();
    const lectures = page.getByRole('region', { name: '지금 신청할 수 있어요' });
    await expect(lectures.getByRole('heading', { level: 3 })).toHaveText(
      open.map((lecture) => lecture.title),
    );
    await expect(lectures.getByRole('link', { name: open[0].title })).toHaveAttribute(
      'href',
      `/lecture/${open[0].id}`,
    );

    const notices = page.getByRole('region', { name: '공지사항' });
    await expect(notices.getByRole('link', { name: '공지사항 전체 보기' })).toHaveAttribute(
      'href',
      '/notice',
    );

    const contact = page.getByRole('region', { name: '상담 문의' });
    await expect(contact.getByRole('link', { name: `전화 ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/-/g, '')}`,
    );
    await expect(contact).toContainText(site.hours);

    const directions = page.getByRole('region', { name: '오시는 길' });
    await expect(directions.getByRole('link', { name: /네이버 지도에서 보기/ })).toHaveAttribute(
      'href',
      `https://map.naver.com/p/search/${encodeURIComponent(site.address)}`,
    );
    await expect(directions.getByRole('link', { name: /카카오맵에서 보기/ })).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/search/${encodeURIComponent(site.address)}`,
    );

    const counsellors = page.getByRole('region', { name: '상담 선생님' });
    await expect(counsellors.getByRole('heading', { level: 3 })).toHaveText(
      site.counsellors.map((counsellor) => counsellor.name),
    );
    await expectNoA11yViolations(page);
  });

  test('shows the way to the centre: 722m from the metro, buses 425, 504, 894 and a map', async ({
    page,
  }) => {
    await page.goto('/');
    const directions = page.getByRole('region', { name: '오시는 길' });
    await expect(directions.getByRole('heading', { name: '오시는 길' })).toBeVisible();
    await expect(directions).toContainText('722m');
    await expect(directions).toContainText(/425, 504, 894번/);
    const map = directions.getByRole('img');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('alt', /\S/);
    await expectImageLoaded(map);
  });

  test('header menu leads to every section', { tag: '@desktop' }, async ({ page }) => {
    const entries = [
      ['센터 소개', '/about'],
      ['프로그램', '/program'],
      ['교육·특강', '/lecture'],
      ['공지사항', '/notice'],
      ['신청 조회', '/inquiry'],
      ['문의', '/support'],
    ] as const;
    for (const [label, path] of entries) {
      await page.goto('/');
      const nav = await openHeaderNav(page);
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the logo in the header leads home', async ({ page }) => {
    await page.goto('/lecture');
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '아이의 마음을 세심하게 살피는 곳' }),
    ).toBeVisible();
  });

  test(
    'footer shows the company details with e-mail and phone',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      for (const label of [
        '대표',
        '사업자등록번호',
        '통신판매업신고번호',
        '주소',
        '이메일',
        '전화',
        '팩스',
      ]) {
        await expect(footer).toContainText(label);
      }
      await expect(footer).toContainText(/[\w.+-]+@[\w-]+\.[\w.]+/);
      await expect(footer).toContainText(/\d{2,4}-\d{3,4}-\d{4}/);
    },
  );
});
