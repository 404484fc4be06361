import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { createLecture } from '../support/factories';
import { PNG } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

const NOT_AN_IMAGE = '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.';
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/**
 * Issue 36: the editor's links, tables and pictures. A picture in the body of a lecture or a
 * notice goes through the back office's one checked upload path (decoded whole, re-encoded
 * without metadata) into contentFiles, and saved content keeps only pictures from there.
 */
describe('pictures and tables in the body of a lecture or a notice', () => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = bearer(await adminToken(t));
    staff = bearer((await staffAccount(t, 'staff.editor')).token);
  });
  afterAll(() => t.close());

  const folder = () => join(t.config.uploadDir, 'contentFiles');
  const storedFiles = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
  const upload = (auth: string | null, bytes: Buffer, name = 'photo.jpg') => {
    const req = t.http.post('/api/admin/content/image');
    if (auth) req.set('Authorization', auth);
    return req.attach('file', bytes, { filename: name, contentType: 'image/jpeg' });
  };

  async function phonePhoto(): Promise<Buffer> {
    return sharp({
      create: { width: 320, height: 200, channels: 3, background: '#7a9' },
    })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Artist: '김엄마' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 5123/100' },
      })
      .jpeg()
      .toBuffer();
  }

  it('refuses a caller who is not signed in, storing nothing', async () => {
    const before = storedFiles();
    const res = await upload(null, PNG, 'a.png').expect(401);
    expect(JSON.stringify(res.body)).not.toContain('contentFiles');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file that is no image (HTML named .jpg, SVG) with the reason, storing nothing', async () => {
    const before = storedFiles();
    for (const bytes of [
      HTML,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]) {
      const res = await upload(owner, bytes).expect(400);
      expect(res.body.message).toBe(NOT_AN_IMAGE);
    }
    const empty = await t.http
      .post('/api/admin/content/image')
      .set('Authorization', owner)
      .expect(400);
    expect(empty.body.message).toBe('첨부 파일이 없습니다. 파일을 등록해 주세요.');
    expect(storedFiles()).toEqual(before);
  });

  it('stores a phone photo without its EXIF (GPS, camera, owner) and serves it from contentFiles', async () => {
    const sent = await phonePhoto();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const res = await upload(owner, sent).expect(201);
    const url = res.body.url as string;
    expect(url).toMatch(/^\/api\/upload\/contentFiles\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.http.get(url).expect(200).expect('Content-Type', 'image/jpeg');
    const bytes = Buffer.from(served.body as Buffer);
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual([
      'jpeg',
      320,
      200,
      undefined,
    ]);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    expect(storedFiles()).toContain(url.split('/').pop());
  });

  it('lets staff upload as they edit lectures and notices', async () => {
    const res = await upload(staff, PNG, 'a.png').expect(201);
    expect(res.body.url).toMatch(/^\/api\/upload\/contentFiles\/[0-9a-f-]{36}\.png$/);
  });

  /** What the editor writes, plus what an attacker adds to the request. */
  async function bodyWith(url: string) {
    return (
      '<p>자세한 안내는 <a href="https://example.com/guide">안내 페이지</a>에서 확인하세요.</p>' +
      '<figure class="table"><table><thead><tr><th>요일</th><th>시간</th></tr></thead>' +
      '<tbody><tr><td>토</td><td>10시</td></tr></tbody></table></figure>' +
      `<figure class="image"><img src="${url}" alt="상담실 모습" width="320" height="200"><figcaption>상담실</figcaption></figure>` +
      '<figure class="image"><img src="https://tracker.example/pixel.png" alt=""></figure>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="">끝</p>'
    );
  }

  it('keeps a link, a table and an uploaded picture in a saved lecture, and drops a picture from elsewhere', async () => {
    const { url } = (await upload(owner, PNG, 'room.png').expect(201)).body as { url: string };
    const lecture = await createLecture(t.dataSource);
    await t.http
      .put(`/api/admin/lecture/${lecture.id}`)
      .set('Authorization', staff)
      .send({ content: await bodyWith(url) })
      .expect(200);
    const [detail] = (await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body as {
      content: string;
    }[];
    expect(detail.content).toBe(
      '<p>자세한 안내는 <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">안내 페이지</a>에서 확인하세요.</p>' +
        '<figure class="table"><table><thead><tr><th>요일</th><th>시간</th></tr></thead>' +
        '<tbody><tr><td>토</td><td>10시</td></tr></tbody></table></figure>' +
        `<figure class="image"><img src="${url}" alt="상담실 모습" width="320" height="200" /><figcaption>상담실</figcaption></figure>` +
        '<p>끝</p>',
    );
    await t.http.get(url).expect(200);
  });

  it('keeps the same in a notice, and drops the picture from elsewhere', async () => {
    const { url } = (await upload(owner, PNG, 'room.png').expect(201)).body as { url: string };
    const created = await t.http
      .post('/api/admin/notice')
      .set('Authorization', owner)
      .send({ title: '시간표 안내', body: await bodyWith(url), published: true })
      .expect(201);
    const body = (await t.http.get(`/api/notice/${created.body.id}`).expect(200)).body
      .body as string;
    expect(body).toContain(`<img src="${url}" alt="상담실 모습"`);
    expect(body).toContain('<th>요일</th>');
    expect(body).toContain('href="https://example.com/guide"');
    expect(body).not.toMatch(/tracker\.example|data:/);
  });
});
