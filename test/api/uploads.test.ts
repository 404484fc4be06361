import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

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
    '/api/upload/programFiles/%00.svg',
  ])('refuses %s without leaking a file', async (path) => {
    const res = await t.http.get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/secret|outside|deep|root:/);
  });
});
