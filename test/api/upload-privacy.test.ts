import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Lecture } from '../../src/lectures/lecture.entity';
import { adminToken, bearer } from '../support/admin-session';
import { SVG, TRUNCATED_JPEG, pngDeclaring, withJpegComment } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

const NOT_AN_IMAGE = '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.';
const TOO_MANY_PIXELS = '사진의 해상도가 너무 큽니다. 5천만 화소 이하의 이미지를 첨부해 주세요.';

/**
 * Issue 21: an uploaded photo keeps only its pixels. What the server stores and serves is read
 * back with sharp: no EXIF (no GPS), no XMP, no comment, no foreign colour profile, upright,
 * at most 2400 px a side.
 */
describe('uploaded images keep only their pixels', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const lectureFiles = () => join(t.config.uploadDir, 'lectureFiles');
  const storedFiles = () => (existsSync(lectureFiles()) ? readdirSync(lectureFiles()).sort() : []);
  const lectureCount = () => t.dataSource.getRepository(Lecture).count();

  function create(bytes: Buffer, name: string, type: string) {
    return t.http
      .post('/api/admin/lecture')
      .set('Authorization', auth)
      .field('title', '사진 강의')
      .field('instructor_name', '이선생')
      .field('organizer', '마음숲')
      .field('reg_period_start', '2026-11-20')
      .field('reg_period_end', '2026-11-30')
      .field('lec_period_start', '2026-12-10')
      .field('lec_period_end', '2026-12-11')
      .field('inquiry', '02-123-4567')
      .attach('file', bytes, { filename: name, contentType: type });
  }

  async function fileNameOf(id: number): Promise<string> {
    return (await t.dataSource.getRepository(Lecture).findOneByOrFail({ id })).file_name;
  }

  async function served(name: string, accept?: string) {
    const request = t.http.get(`/api/upload/lectureFiles/${name}`);
    if (accept) request.set('Accept', accept);
    const res = await request.expect(200);
    return { res, bytes: Buffer.from(res.body as Buffer) };
  }

  /** A phone photo: 600 × 400 as stored, "rotate 90° to show", GPS, XMP, a comment, a P3 profile. */
  async function phonePhoto(): Promise<Buffer> {
    const noisy = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: '#7a9',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(noisy)
      .blur(2)
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: '김엄마' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 33/1 5123/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '126/1 58/1 4012/100',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="XmpCreator"/>' +
          '</rdf:RDF></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    return withJpegComment(jpeg, 'home address comment');
  }

  it('strips GPS, EXIF, XMP and the comment, applies the orientation, and reads back clean', async () => {
    const sent = await phonePhoto();
    const before = await sharp(sent).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(sent.includes('home address comment')).toBe(true);
    expect(sent.includes('PhoneMaker')).toBe(true);

    const id = (await create(sent, 'photo.jpg', 'image/jpeg').expect(201)).body.id as number;
    const name = await fileNameOf(id);
    expect(name).toMatch(/\.jpg$/);

    const { res, bytes } = await served(name);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(bytes.equals(sent)).toBe(false);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    // Upright: the 600 × 400 pixels turned a quarter, and no orientation tag left to turn them again.
    expect([after.width, after.height]).toEqual([400, 600]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    for (const trace of [
      'home address comment',
      'PhoneMaker',
      'XmpCreator',
      'Exif',
      'http://ns.adobe.com',
    ]) {
      expect(bytes.includes(trace)).toBe(false);
    }
  });

  it('serves the WebP rendition to a browser that accepts it, the JPEG to one that does not', async () => {
    const id = (await create(await phonePhoto(), 'photo.jpg', 'image/jpeg').expect(201)).body
      .id as number;
    const name = await fileNameOf(id);
    const webpName = name.replace(/\.jpg$/, '.webp');
    expect(storedFiles()).toEqual(expect.arrayContaining([name, webpName]));

    const chrome = await served(name, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(chrome.res.headers['content-type']).toBe('image/webp');
    expect(chrome.res.headers.vary).toMatch(/Accept/);
    expect(chrome.res.headers.etag).toBe(`"${webpName}"`);
    const rendition = await sharp(chrome.bytes).metadata();
    expect([rendition.format, rendition.width, rendition.height]).toEqual(['webp', 400, 600]);
    expect(rendition.exif).toBeUndefined();
    expect(rendition.xmp).toBeUndefined();

    const old = await served(name, 'image/png,image/*;q=0.8');
    expect(old.res.headers['content-type']).toBe('image/jpeg');
    expect(old.res.headers.vary).toMatch(/Accept/);
    expect(old.res.headers.etag).toBe(`"${name}"`);
    expect(chrome.bytes.length).toBeLessThan(old.bytes.length);
    // Nor to one that names WebP only to refuse it.
    const refusing = await served(name, 'image/webp;q=0, image/*');
    expect(refusing.res.headers['content-type']).toBe('image/jpeg');

    // Either copy the browser holds is still good.
    for (const held of [`"${name}"`, `"${webpName}"`]) {
      await t.http
        .get(`/api/upload/lectureFiles/${name}`)
        .set('Accept', 'image/webp,*/*')
        .set('If-None-Match', held)
        .expect(304);
    }

    // Replacing the banner removes both the old image and its rendition.
    await t.http
      .put(`/api/admin/lecture/${id}`)
      .set('Authorization', auth)
      .attach('file', await phonePhoto(), { filename: 'new.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(storedFiles()).not.toContain(name);
    expect(storedFiles()).not.toContain(webpName);
  });

  it('caps a 5000 × 3000 image at 2400 × 1440', async () => {
    const big = await sharp({
      create: { width: 5000, height: 3000, channels: 3, background: '#369' },
    })
      .jpeg()
      .toBuffer();
    const id = (await create(big, 'big.jpg', 'image/jpeg').expect(201)).body.id as number;
    const { bytes } = await served(await fileNameOf(id));
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 2400, 1440]);
  });

  it.each([
    [
      'a 20,000 × 20,000 PNG',
      pngDeclaring(20_000, 20_000),
      'bomb.png',
      'image/png',
      TOO_MANY_PIXELS,
    ],
    ['a truncated JPEG', TRUNCATED_JPEG, 'cut.jpg', 'image/jpeg', NOT_AN_IMAGE],
    ['an SVG', SVG, 'logo.svg', 'image/svg+xml', NOT_AN_IMAGE],
  ])(
    'refuses %s with 400 and a Korean message: no lecture, no file',
    async (_what, bytes, name, type, message) => {
      const before = await lectureCount();
      const files = storedFiles();
      const res = await create(bytes, name, type).expect(400);
      expect(res.body.message).toBe(message);
      expect(await lectureCount()).toBe(before);
      expect(storedFiles()).toEqual(files);
    },
  );

  it('says the 20,000 × 20,000 PNG is one by its header', async () => {
    const { width, height, format } = await sharp(pngDeclaring(20_000, 20_000), {
      limitInputPixels: false,
    }).metadata();
    expect([format, width, height]).toEqual(['png', 20_000, 20_000]);
  });
});
