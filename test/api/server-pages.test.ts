import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { Notice } from '../../src/notices/notice.entity';
import { decodeEntities } from '../../shared/html/entities';
import { adminToken, bearer } from '../support/admin-session';
import { createLecture } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 34: the public pages' first HTML, as a crawler that runs no JavaScript reads it (Naver's,
 * KakaoTalk's link preview): each page carries its heading and content, its own title,
 * description, canonical address, Open Graph tags and structured data; a change in the back
 * office shows at once; an address with nothing behind it is a 404; sitemap, robots.txt and the
 * notices' feed are files, never the app's shell. On the real build (npm start's).
 */

const ROOT = join(__dirname, '../..');
const ORIGIN = 'https://maeumsup.example';

let t: TestApp;
let auth: string;

/** The page's <head> and <body> as a crawler gets them. */
async function page(path: string, status = 200) {
  const res = await t.http.get(path).expect(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.text;
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The answers the page embeds for the browser to hydrate from. */
function embedded(html: string): Record<string, { data?: unknown; status?: number }> {
  const json = /<script type="application\/json" id="server-answers">([^<]*)<\/script>/.exec(html);
  return JSON.parse(json![1]) as Record<string, { data?: unknown; status?: number }>;
}

/** A notice straight into the board: published at `publishedAt`, or a draft with null. */
function saveNotice(noticeTitle: string, body: string, publishedAt: Date | null) {
  const at = new Date('2026-11-20T01:00:00Z');
  return t.dataSource.getRepository(Notice).save({
    title: noticeTitle,
    body,
    pinned: false,
    published_at: publishedAt,
    created_at: at,
    updated_at: at,
  });
}

beforeAll(async () => {
  // The app as npm start serves it: the browser's bundle and the server's build of the pages.
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  t = await startTestApp({
    staticDir: join(ROOT, 'frontend/dist'),
    configure: (config) => ({ ...config, publicUrl: ORIGIN }),
  });
  auth = bearer(await adminToken(t));
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('a public page read without JavaScript', () => {
  it('the home page: the centre as a local business, with its hours', async () => {
    const html = await page('/');
    expect(html).toContain('<html lang="ko" data-rendered>');
    expect(title(html)).toBe('마음숲 아동·청소년 상담센터');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:locale')).toBe('ko_KR');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/share.jpg`);
    const site = (await t.http.get('/api/site').expect(200)).body as {
      name: string;
      phone: string;
    };
    const business = structuredData(html).find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      telephone: site.phone,
      openingHours: expect.arrayContaining([expect.stringMatching(/^Mo-Fr \d\d:\d\d-\d\d:\d\d$/)]),
    });
  });

  it('a lecture: its heading, content, metadata and an Event with its offers in won', async () => {
    const [lecture] = (await t.http.get('/api/lecture/list').expect(200)).body as {
      id: number;
      title: string;
    }[];
    const [detail] = (await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body as {
      content: string;
      lec_period_start: string;
    }[];
    const fees = (await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(200)).body as {
      amount: number;
    }[];
    const html = await page(`/lecture/${lecture.id}`);
    expect(html).toMatch(new RegExp(`<h1 class="page-title">[^<]+</h1>`));
    expect(decodeEntities(/<h1 class="page-title">([^<]+)<\/h1>/.exec(html)![1])).toBe(
      lecture.title,
    );
    // The content itself, as the editor wrote it (its first paragraph's words).
    const words = /<p>([^<]{8,})/.exec(detail.content)![1].slice(0, 8);
    expect(html).toContain(words);
    expect(decodeEntities(title(html)!)).toBe(`${lecture.title} | 마음숲 아동·청소년 상담센터`);
    expect(decodeEntities(meta(html, 'og:title')!)).toBe(lecture.title);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/lecture/${lecture.id}`);
    expect(meta(html, 'description')!.length).toBeGreaterThan(20);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const event = structuredData(html).find((data) => data['@type'] === 'Event');
    expect(event).toMatchObject({
      name: lecture.title,
      startDate: detail.lec_period_start.slice(0, 10),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      offers: fees.map((fee) =>
        expect.objectContaining({ price: fee.amount, priceCurrency: 'KRW' }),
      ),
    });
    const crumbs = structuredData(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it('embeds exactly the answers the API gives, which the browser hydrates from', async () => {
    const [lecture] = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
    const html = await page(`/lecture/${lecture.id}`);
    const answers = embedded(html);
    expect(Object.keys(answers).sort()).toEqual(['/lecture/' + lecture.id, '/site'].sort());
    expect(answers[`/lecture/${lecture.id}`].data).toEqual(
      (await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body,
    );
    expect(answers['/site'].data).toEqual((await t.http.get('/api/site').expect(200)).body);
  });

  it('starts the app after the page, with one inline script the security policy allows', async () => {
    const [lecture] = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
    const res = await t.http.get(`/lecture/${lecture.id}`).expect(200);
    const html = res.text;
    // Nothing the build's head would fetch before the page has painted: no module, no preload.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = /<script data-app="([^"]+)" data-preload="([^"]*)">([^<]+)<\/script>/.exec(html);
    expect(loader).not.toBeNull();
    const [, entry, preloads, source] = loader!;
    // The entry the shell would load, and the lecture page's own chunk among the preloads.
    const shell = (await t.http.get('/payments').expect(200)).text;
    expect(shell).toContain(`<script type="module" crossorigin src="${entry}">`);
    expect(preloads.split(' ')).toContainEqual(expect.stringMatching(/\/lecture-detail-page-/));
    for (const file of [entry, ...preloads.split(' ')]) {
      expect((await t.http.get(file)).status).toBe(200);
    }
    // The browser runs the inline script only when its hash is in script-src.
    const hash = createHash('sha256').update(source).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers['content-security-policy'] as string);
    expect(scriptSrc?.[1].split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
  });

  it('the lists and the other public pages carry their headings and their items', async () => {
    const programs = (await t.http.get('/api/program/list').expect(200)).body as {
      id: number;
      title: string;
    }[];
    const programList = await page('/program');
    for (const program of programs) expect(programList).toContain(program.title);

    const lectures = (await t.http.get('/api/lecture/list').expect(200)).body as {
      title: string;
    }[];
    const lectureList = await page('/lecture');
    for (const lecture of lectures) {
      expect(decodeEntities(lectureList)).toContain(lecture.title);
    }

    const program = await page(`/program/${programs[0].id}`);
    expect(title(program)).toBe(`${programs[0].title} | 마음숲 아동·청소년 상담센터`);

    for (const [path, heading] of [
      ['/privacy', '개인정보처리방침'],
      ['/notice', '공지사항'],
      ['/inquiry', '신청 조회'],
    ]) {
      const html = await page(path);
      expect(html).toContain(`>${heading}</h1>`);
      expect(title(html)).toBe(`${heading} | 마음숲 아동·청소년 상담센터`);
    }
  });

  it('a notice: an Article with its dates', async () => {
    const notice = await saveNotice(
      '12월 휴무 안내',
      '<p>12월 25일은 휴무입니다.</p>',
      new Date('2026-11-20T01:00:00Z'),
    );
    const html = await page(`/notice/${notice.id}`);
    expect(html).toContain('12월 25일은 휴무입니다.');
    expect(meta(html, 'description')).toBe('12월 25일은 휴무입니다.');
    expect(structuredData(html).find((data) => data['@type'] === 'Article')).toMatchObject({
      headline: '12월 휴무 안내',
      datePublished: '2026-11-20T01:00:00.000Z',
    });
  });
});

describe('a change in the back office', () => {
  it('puts the search engines’ ownership codes from 센터 정보 on the pages', async () => {
    const site = (await t.http.get('/api/admin/site').set('Authorization', auth).expect(200))
      .body as Record<string, unknown>;
    const { updatedAt: _at, ...settings } = site;
    expect(await page('/')).not.toContain('site-verification');
    await t.http
      .put('/api/admin/site')
      .set('Authorization', auth)
      .send({ ...settings, searchVerification: { naver: 'abc123naver', google: 'Goo_gle-1' } })
      .expect(200);
    const html = await page('/');
    expect(meta(html, 'naver-site-verification')).toBe('abc123naver');
    expect(meta(html, 'google-site-verification')).toBe('Goo_gle-1');
    await t.http
      .put('/api/admin/site')
      .set('Authorization', auth)
      .send({ ...settings, searchVerification: { naver: '', google: '' } })
      .expect(200);
    expect(await page('/')).not.toContain('site-verification');
  });

  it('shows in the raw HTML and og:title at once', async () => {
    const lecture = await createLecture(t.dataSource, { title: '처음 제목' });
    expect(title(await page(`/lecture/${lecture.id}`))).toBe(
      '처음 제목 | 마음숲 아동·청소년 상담센터',
    );
    await t.http
      .put(`/api/admin/lecture/${lecture.id}`)
      .set('Authorization', auth)
      .send({ title: '바뀐 제목' })
      .expect(200);
    const html = await page(`/lecture/${lecture.id}`);
    expect(title(html)).toBe('바뀐 제목 | 마음숲 아동·청소년 상담센터');
    expect(meta(html, 'og:title')).toBe('바뀐 제목');
  });

  it('cannot break out of an attribute or a script with a title', async () => {
    const nasty = `"><script>alert(1)</script>' & </script>`;
    const lecture = await createLecture(t.dataSource, { title: nasty });
    const html = await page(`/lecture/${lecture.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'og:title')).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &amp; &lt;/script&gt;',
    );
    // In the JSON for scripts, every < is escaped: no text can close the script early.
    for (const match of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([^<]*)/g)) {
      expect(match[1]).not.toContain('</');
    }
    expect(structuredData(html).find((data) => data['@type'] === 'Event')?.name).toBe(nasty);
    expect((embedded(html)[`/lecture/${lecture.id}`].data as { title: string }[])[0].title).toBe(
      nasty,
    );
  });
});

describe('an address with nothing behind it', () => {
  it('answers 404 with the site’s not-found page, not indexed', async () => {
    const html = await page('/no-such-page', 404);
    expect(html).toContain('페이지를 찾을 수 없습니다');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    await page('/lecture/999999', 404);
    await page('/program/999999', 404);
    await page('/notice/999999', 404);
    // Ids no record can have: the page says so as in the browser, reading nothing.
    expect(await page('/lecture/abc', 404)).toContain('요청하신 강의를 찾을 수 없습니다.');
    await page('/lecture/1234567890', 404);
    await page('/notice/0', 404);
  });

  it('answers 404 for a deleted lecture and a draft notice', async () => {
    const lecture = await createLecture(t.dataSource, { title: '지울 강의' });
    await page(`/lecture/${lecture.id}`);
    await t.http.delete(`/api/admin/lecture/${lecture.id}`).set('Authorization', auth).expect(200);
    await page(`/lecture/${lecture.id}`, 404);
    const draft = await saveNotice('초안', '<p>아직</p>', null);
    await page(`/notice/${draft.id}`, 404);
  });

  it('keeps the family’s and the back office’s pages as the app’s shell', async () => {
    for (const path of ['/myinfo', '/admin', '/admin/lecture', '/application', '/payments']) {
      const html = await page(path);
      expect(html).not.toContain('data-rendered');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('caching', () => {
  it('keeps a visitor’s query out of a page that is kept for everyone', async () => {
    const html = await page('/program?utm_source=%3Cb%3Ekakao%3C%2Fb%3E&ref=x');
    expect(html).not.toContain('utm_source');
    expect(html).not.toContain('<b>kakao');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/program" />`);
  });

  it('renders once per content version: the same ETag, a 304, and a proxy may keep it', async () => {
    const first = await t.http.get('/program').expect(200);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(first.headers['cache-control']).toMatch(/stale-if-error=\d+/);
    const second = await t.http.get('/program').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    await t.http.get('/program').set('If-None-Match', first.headers.etag).expect(304);
  });
});

describe('the files crawlers read', () => {
  it('robots.txt keeps the private pages out and names the sitemap', async () => {
    const res = await t.http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/myinfo$/m);
    // The pages render from the API: crawlers must be allowed to read it.
    expect(res.text).not.toMatch(/Disallow: \/api/);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('/favicon.ico is the centre’s icon, for what asks the old address (Naver’s results, a page without HTML)', async () => {
    const res = await t.http.get('/favicon.ico').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    const icon = res.body as Buffer;
    // An ICO header (reserved 0, type 1) with 16, 32 and 48 pixel images.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((entry) => icon.readUInt8(6 + 16 * entry))).toEqual([16, 32, 48]);
  });

  it('sitemap.xml lists exactly the published content, with lastmod', async () => {
    const draft = await saveNotice('사이트맵 초안', '<p>x</p>', null);
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    // Valid against the sitemaps.org protocol's own schema (XSD 0.9, test/support/schemas).
    const validation = await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: {
        fileName: 'sitemap-0.9.xsd',
        contents: readFileSync(join(__dirname, '../support/schemas/sitemap-0.9.xsd'), 'utf8'),
      },
    });
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const lectures = (await t.http.get('/api/lecture/list').expect(200)).body as { id: number }[];
    const programs = (await t.http.get('/api/program/list').expect(200)).body as { id: number }[];
    const notices = await t.dataSource
      .getRepository(Notice)
      .find({ where: {}, select: { id: true, published_at: true } });
    const expected = [
      ...['/', '/program', '/lecture', '/notice', '/about', '/support', '/inquiry', '/privacy'],
      ...lectures.map((lecture) => `/lecture/${lecture.id}`),
      ...programs.map((program) => `/program/${program.id}`),
      ...notices.filter((notice) => notice.published_at).map((notice) => `/notice/${notice.id}`),
    ].map((path) => `${ORIGIN}${path}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain(`${ORIGIN}/notice/${draft.id}`);
    for (const lecture of lectures) {
      expect(xml).toMatch(
        new RegExp(`/lecture/${lecture.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
      );
    }
  });

  it('moves the spec’s /menu1 and /menu3 to /about and /support for good (301)', async () => {
    for (const [old, now] of [
      ['/menu1', '/about'],
      ['/menu3', '/support'],
      ['/Menu1', '/about'],
    ]) {
      const res = await t.http.get(old);
      expect([old, res.status]).toEqual([old, 301]);
      expect(res.headers.location).toBe(now);
    }
    for (const path of ['/about', '/support']) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('a program edited in the back office moves its lastmod to the edit', async () => {
    const [program] = (await t.http.get('/api/program/list').expect(200)).body as { id: number }[];
    const lastmod = async () =>
      new RegExp(`/program/${program.id}</loc><lastmod>([^<]+)</lastmod>`).exec(
        (await t.http.get('/sitemap.xml').expect(200)).text,
      )?.[1];
    const before = await lastmod();
    t.clock.set(new Date(t.clock.now().getTime() + 90_000));
    const editedAt = t.clock.now().toISOString();
    await t.http
      .put(`/api/admin/program/${program.id}`)
      .set('Authorization', auth)
      .send({ structure: '사이트맵을 위한 새 구성' })
      .expect(200);
    expect(before).not.toBe(editedAt);
    expect(await lastmod()).toBe(editedAt);
  });

  it('the notices’ RSS feed carries the published notices, newest first', async () => {
    const res = await t.http.get('/notice/rss.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const published = await t.dataSource.getRepository(Notice).find({
      order: { published_at: 'DESC', id: 'DESC' },
    });
    const links = [...res.text.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)</g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(
      published
        .filter((notice) => notice.published_at)
        .slice(0, 20)
        .map((notice) => `${ORIGIN}/notice/${notice.id}`),
    );
  });
});

describe('a shared link’s picture', () => {
  it('is the lecture’s own banner when it is a photo, the centre’s picture otherwise', async () => {
    const photo = await createLecture(t.dataSource, { file_name: 'parents-night.jpg' });
    expect(meta(await page(`/lecture/${photo.id}`), 'og:image')).toBe(
      `${ORIGIN}/api/upload/lectureFiles/share/parents-night.jpg`,
    );
    // KakaoTalk lays a preview out before it fetches the picture: its size is in the tags.
    const html = await page(`/lecture/${photo.id}`);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    // KakaoTalk and Facebook show no SVG.
    const drawing = await createLecture(t.dataSource, { file_name: 'banner.svg' });
    expect(meta(await page(`/lecture/${drawing.id}`), 'og:image')).toBe(
      `${ORIGIN}/images/share.jpg`,
    );
    const picture = await t.http.get('/images/share.jpg').expect(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });
});

describe('on a live site running the payment sandbox', () => {
  let live: TestApp;

  beforeAll(async () => {
    live = await startTestApp({
      staticDir: join(ROOT, 'frontend/dist'),
      configure: (config) => ({ ...config, env: 'production', publicUrl: ORIGIN }),
    });
  }, 60_000);
  afterAll(async () => {
    await live?.close();
  });

  it('every rendered page says payments are not real', async () => {
    for (const path of ['/', '/lecture', '/inquiry', '/no-such-page']) {
      const res = await live.http.get(path);
      expect(res.text).toContain('테스트 결제 환경입니다. 실제로 결제되지 않습니다.');
    }
  });
});
