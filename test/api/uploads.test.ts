import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Lecture } from '../../src/lectures/lecture.entity';
import { adminToken, bearer } from '../support/admin-session';
import {
  GIF,
  GIF_THEN_SCRIPT,
  JPEG,
  PNG,
  PNG_THEN_HTML,
  TRUNCATED_JPEG,
  WEBP,
} from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

const NOT_AN_IMAGE = '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.';

describe('upload files', () => {
  let t: TestApp;
  let thumbnail: string;
  beforeAll(async () => {
    t = await startTestApp();
    thumbnail = (await t.http.get('/api/program/list')).body[0].thumbnail;
    // Files that exist but must stay unreachable: beside and above the upload folders.
    writeFileSync(join(t.config.uploadDir, 'secret.svg'), '<svg>secret</svg>');
    writeFileSync(join(t.config.dataDir, 'outside.svg'), '<svg>outside</svg>');
    mkdirSync(join(t.config.uploadDir, 'programFiles', 'nested'), { recursive: true });
    writeFileSync(
      join(t.config.uploadDir, 'programFiles', 'nested', 'deep.svg'),
      '<svg>deep</svg>',
    );
  });
  afterAll(() => t.close());

  it('serves a stored image with its type, a year of caching and no script rights', async () => {
    const res = await t.http.get(`/api/upload/programFiles/${thumbnail}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('answers 304 without the bytes when the browser already holds the file', async () => {
    const first = await t.http.get(`/api/upload/programFiles/${thumbnail}`).expect(200);
    expect(first.headers.etag).toBe(`"${thumbnail}"`);
    const again = await t.http
      .get(`/api/upload/programFiles/${thumbnail}`)
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    expect(again.text).toBe('');
    await t.http
      .get(`/api/upload/programFiles/${thumbnail}`)
      .set('If-None-Match', '"other.svg"')
      .expect(200);
  });

  it('answers 404 JSON for a file that is not there', async () => {
    const res = await t.http.get('/api/upload/programFiles/missing.svg').expect(404);
    expect(res.body.message).toBe('파일을 찾을 수 없습니다.');
  });

  it.each([
    '/api/upload/programFiles/..%2Fsecret.svg',
    '/api/upload/programFiles/..%2F..%2Foutside.svg',
    '/api/upload/programFiles/..%5Csecret.svg',
    '/api/upload/programFiles/%2Fetc%2Fpasswd',
    '/api/upload/programFiles/%2e%2e%2fsecret.svg',
    '/api/upload/programFiles/nested%2Fdeep.svg',
    '/api/upload/programFiles/nested/deep.svg',
    '/api/upload/programFiles/..',
    '/api/upload/programFiles/.hidden.svg',
    '/api/upload/lectureFiles/..%2FprogramFiles%2Fnested%2Fdeep.svg',
    '/api/upload/..%2F..%2Foutside.svg/x.svg',
    '/api/upload/secret.svg/x',
    '/api/upload/other/secret.svg',
    '/api/upload/programFiles/package.json',
    '/api/upload/programFiles/share/..%2Fsecret.svg',
    '/api/upload/programFiles/share/..%2F..%2Foutside.svg',
    '/api/upload/other/share/secret.svg',
    // A NUL is refused as input before the route (400, docs/security.md "Input the app refuses").
    '/api/upload/programFiles/%00.svg',
  ])('refuses %s without leaking a file', async (path) => {
    const res = await t.http.get(path);
    expect(res.status).toBe(path.includes('%00') ? 400 : 404);
    expect(res.text).not.toMatch(/secret|outside|deep|root:/);
  });

  describe('uploading a banner: the image is decoded whole before it is stored', () => {
    let auth: string;
    beforeAll(async () => {
      auth = bearer(await adminToken(t));
    });

    const lectureFiles = () => join(t.config.uploadDir, 'lectureFiles');
    const storedFiles = () =>
      existsSync(lectureFiles()) ? readdirSync(lectureFiles()).sort() : [];
    const lectureCount = () => t.dataSource.getRepository(Lecture).count();

    function create(bytes: Buffer, name = 'banner.png', type = 'image/png') {
      return t.http
        .post('/api/admin/lecture')
        .set('Authorization', auth)
        .field('title', '배너 강의')
        .field('instructor_name', '이선생')
        .field('organizer', '마음숲')
        .field('reg_period_start', '2026-11-20')
        .field('reg_period_end', '2026-11-30')
        .field('lec_period_start', '2026-12-10')
        .field('lec_period_end', '2026-12-11')
        .field('inquiry', '02-123-4567')
        .attach('file', bytes, { filename: name, contentType: type });
    }

    it.each([
      ['PNG', PNG, '.png', 'image/png'],
      ['JPEG', JPEG, '.jpg', 'image/jpeg'],
      ['GIF', GIF, '.gif', 'image/gif'],
      ['WebP', WEBP, '.webp', 'image/webp'],
    ])(
      'stores a real %s, encoded again in its format, and serves it',
      async (_name, bytes, extension, type) => {
        const res = await create(bytes).expect(201);
        const { file_name } = await t.dataSource
          .getRepository(Lecture)
          .findOneByOrFail({ id: res.body.id });
        expect(file_name.endsWith(extension)).toBe(true);
        const served = await t.http.get(`/api/upload/lectureFiles/${file_name}`).expect(200);
        expect(served.headers['content-type']).toBe(type);
        // Encoded again without metadata (see upload-privacy.test.ts): the same picture, same format.
        const stored = await sharp(Buffer.from(served.body as Buffer)).metadata();
        const sent = await sharp(bytes).metadata();
        expect([stored.format, stored.width, stored.height]).toEqual([
          sent.format,
          sent.width,
          sent.height,
        ]);
      },
    );

    it.each([
      ['a PNG signature and header followed by HTML', PNG_THEN_HTML],
      ['a truncated JPEG', TRUNCATED_JPEG],
      ['a GIF header followed by a script', GIF_THEN_SCRIPT],
    ])('refuses %s with 400: no lecture, no file', async (_name, bytes) => {
      const before = await lectureCount();
      const files = storedFiles();
      const res = await create(bytes).expect(400);
      expect(res.body.message).toBe(NOT_AN_IMAGE);
      expect(await lectureCount()).toBe(before);
      expect(storedFiles()).toEqual(files);
    });

    it('keeps the old banner when an edit brings a polyglot', async () => {
      const id = (await create(PNG).expect(201)).body.id as number;
      const before = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
      const files = storedFiles();
      const res = await t.http
        .put(`/api/admin/lecture/${id}`)
        .set('Authorization', auth)
        .field('title', '바뀌지 않을 제목')
        .attach('file', PNG_THEN_HTML, { filename: 'new.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body.message).toBe(NOT_AN_IMAGE);
      const after = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
      expect([after.title, after.file_name]).toEqual([before.title, before.file_name]);
      expect(storedFiles()).toEqual(files);
    });

    describe('a shared link’s picture', () => {
      const share = (name: string) => `/api/upload/lectureFiles/share/${name}`;
      const shareName = (name: string) => name.replace(/\.[a-z]+$/, '-share.jpg');

      it('is the banner cut to 1200 × 630, made on the first request and kept', async () => {
        // A tall drawing with transparency: cropped to fill, flattened on white.
        const tall = await sharp({
          create: { width: 300, height: 900, channels: 4, background: '#3a7d5c80' },
        })
          .png()
          .toBuffer();
        const id = (await create(tall).expect(201)).body.id as number;
        const { file_name } = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
        expect(storedFiles()).not.toContain(shareName(file_name));

        // The page names it (server-pages.test.ts): here, what a KakaoTalk crawler then fetches.
        const first = await t.http.get(share(file_name)).expect(200);
        expect(first.headers['content-type']).toBe('image/jpeg');
        expect(first.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
        expect(first.headers.etag).toBe(`"${shareName(file_name)}"`);
        const picture = await sharp(Buffer.from(first.body as Buffer)).metadata();
        expect([picture.format, picture.width, picture.height, picture.hasAlpha]).toEqual([
          'jpeg',
          1200,
          630,
          false,
        ]);
        expect(storedFiles()).toContain(shareName(file_name));

        // Kept: the same bytes again, and 304 for the browser that holds them.
        const again = await t.http.get(share(file_name)).expect(200);
        expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
        await t.http.get(share(file_name)).set('If-None-Match', first.headers.etag).expect(304);
        // A share picture has none of its own: no chain of copies can be stored by asking.
        const stored = storedFiles();
        await t.http.get(share(shareName(file_name))).expect(404);
        expect(storedFiles()).toEqual(stored);

        // A new banner removes the old one with its renditions.
        await t.http
          .put(`/api/admin/lecture/${id}`)
          .set('Authorization', auth)
          .attach('file', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
          .expect(200);
        expect(storedFiles()).not.toContain(file_name);
        expect(storedFiles()).not.toContain(shareName(file_name));
      });

      it('is cut once for requests that come together, and never for a broken file', async () => {
        const id = (await create(JPEG).expect(201)).body.id as number;
        const { file_name } = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => t.http.get(share(file_name)).expect(200)),
        );
        for (const answer of answers) {
          expect(Buffer.compare(answer.body as Buffer, answers[0].body as Buffer)).toBe(0);
        }
        expect(storedFiles().filter((name) => name === shareName(file_name))).toHaveLength(1);
        // A file sharp cannot read (left by hand in the folder): 404, each time, nothing stored.
        writeFileSync(join(lectureFiles(), 'broken.png'), PNG_THEN_HTML);
        await t.http.get(share('broken.png')).expect(404);
        await t.http.get(share('broken.png')).expect(404);
        expect(storedFiles()).not.toContain('broken-share.jpg');
      });

      it('answers 404 for a picture that is not there or is a drawing', async () => {
        expect((await t.http.get(share('missing.png')).expect(404)).body.message).toBe(
          '파일을 찾을 수 없습니다.',
        );
        await t.http.get(`/api/upload/programFiles/share/${thumbnail}`).expect(404);
        expect(storedFiles().filter((name) => name.startsWith('missing'))).toEqual([]);
      });
    });

    it('refuses a decompression bomb (a small file of 100 megapixels) with its own message', async () => {
      const bomb = await sharp({
        limitInputPixels: false,
        create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
      })
        .png({ palette: true, compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const before = await lectureCount();
      const res = await create(bomb).expect(400);
      expect(res.body.message).toBe(
        '사진의 해상도가 너무 큽니다. 5천만 화소 이하의 이미지를 첨부해 주세요.',
      );
      expect(await lectureCount()).toBe(before);
    });
  });
});
