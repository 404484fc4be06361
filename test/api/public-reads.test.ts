import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { LecturesService } from '../../src/lectures/lectures.service';
import { adminToken, bearer } from '../support/admin-session';
import { createOpenLecture } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/**
 * Public reads come from memory, compressed once, revalidated with an ETag, and say how long
 * browsers and proxies may keep them; a change saved through the app is visible on the next
 * read, one made behind its back within a second, and the status follows the date.
 */
describe('public reads cache', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const aSecondLater = () => t.clock.set(new Date(t.clock.now().getTime() + 1000));

  const titles = async () =>
    ((await t.http.get('/api/lecture/list').expect(200)).body as { title: string }[]).map(
      (lecture) => lecture.title,
    );

  it('answers with an ETag and short public lifetimes, and 304 without a body when it has not changed', async () => {
    const first = await t.http.get('/api/lecture/list').expect(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=5, s-maxage=5, stale-while-revalidate=10, stale-if-error=600',
    );
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.http
      .get('/api/lecture/list')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('sends brotli, gzip or plain JSON as the client accepts, all the same content', async () => {
    const plain = await t.http.get('/api/program/list').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await t.http.get('/api/program/list').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body).toEqual(plain.body);
    // The raw bytes, as a browser receives them (supertest would decompress them itself).
    const { port } = t.running.app.getHttpServer().address() as AddressInfo;
    const br = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(
        {
          port,
          host: '127.0.0.1',
          path: '/api/program/list',
          headers: { 'Accept-Encoding': 'gzip, br' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      ).on('error', reject);
    });
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
  });

  it('shows the administrator’s save on the very next read, with a new ETag', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const before = await t.http.get(`/api/lecture/${lecture.id}`).expect(200);
    expect(await titles()).toContain(lecture.title);

    await t.http
      .put(`/api/admin/lecture/${lecture.id}`)
      .set('Authorization', auth)
      .send({ title: '바뀐 제목' })
      .expect(200);
    expect(await titles()).toContain('바뀐 제목');
    const after = await t.http.get(`/api/lecture/${lecture.id}`).expect(200);
    expect(after.body[0].title).toBe('바뀐 제목');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.http
      .get(`/api/lecture/${lecture.id}`)
      .set('If-None-Match', before.headers.etag)
      .expect(200);

    await t.http.delete(`/api/admin/lecture/${lecture.id}`).set('Authorization', auth).expect(200);
    expect(await titles()).not.toContain('바뀐 제목');
    await t.http.get(`/api/lecture/${lecture.id}`).expect(404);
    await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(404);
  });

  it('follows the date: a registration that closes today reads as closed tomorrow', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const status = async () =>
      (
        (await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body[0] as {
          reg_status: string;
        }
      ).reg_status;
    const open = await status();
    t.clock.advanceDays(60);
    expect(await status()).not.toBe(open);
    t.clock.advanceDays(-60);
    expect(await status()).toBe(open);
  });

  it('opens a lecture at its opening minute with no write: BEFORE at 09:59, OPEN at 10:00', async () => {
    const lecture = await createLecture(t.dataSource, {
      reg_period_start: '2026-11-23',
      reg_start_time: '10:00',
      reg_period_end: '2026-11-30',
    });
    type Shown = { id: number; reg_status: string; reg_start_time: string };
    const shown = async () => {
      const [detail] = (await t.http.get(`/api/lecture/${lecture.id}`).expect(200)).body as Shown[];
      const listed = ((await t.http.get('/api/lecture/list').expect(200)).body as Shown[]).find(
        (row) => row.id === lecture.id,
      )!;
      expect(listed.reg_status).toBe(detail.reg_status);
      expect([detail.reg_start_time, listed.reg_start_time]).toEqual(['10:00', '10:00']);
      return detail.reg_status;
    };
    const version = async () =>
      ((await t.dataSource.query(`SELECT version FROM public_content_version`)) as unknown[])[0];
    const service = t.running.app.get(LecturesService);
    try {
      t.clock.set('2026-11-23T00:59:00Z'); // 09:59 in Seoul
      expect(await shown()).toBe('BEFORE');
      const written = await version();
      const builds = [jest.spyOn(service, 'get'), jest.spyOn(service, 'list')];
      // The last instant before: the answers are held, not built again.
      t.clock.set('2026-11-23T00:59:59.999Z');
      expect(await shown()).toBe('BEFORE');
      for (const build of builds) expect(build).not.toHaveBeenCalled();
      // 10:00 in Seoul, the same day: nothing was written, yet both answers are rebuilt.
      t.clock.set('2026-11-23T01:00:00Z');
      expect(await shown()).toBe('OPEN');
      for (const build of builds) expect(build).toHaveBeenCalledTimes(1);
      expect(await version()).toEqual(written);
      for (const build of builds) build.mockRestore();
    } finally {
      t.clock.set(DEFAULT_NOW);
    }
  });

  it('picks up a change made behind the app’s back (a restore, a hand edit) within a second', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    expect(await titles()).toContain(lecture.title);
    await t.dataSource.query(`UPDATE lecture SET title = '손으로 고친 제목' WHERE id = $1`, [
      lecture.id,
    ]);
    // The version was read less than a second ago: PostgreSQL is not asked per request.
    expect(await titles()).toContain(lecture.title);
    aSecondLater();
    expect(await titles()).toContain('손으로 고친 제목');
    await t.dataSource.query(`UPDATE lecture_fee SET amount = 12345 WHERE lecture_id = $1`, [
      lecture.id,
    ]);
    aSecondLater();
    const fees = (await t.http.get(`/api/lecture/fee/${lecture.id}`).expect(200)).body as {
      amount: number;
    }[];
    expect(fees.every((fee) => fee.amount === 12345)).toBe(true);
  });

  it('builds an answer once for many readers arriving together', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const reads = jest.spyOn(t.running.app.get(LecturesService), 'get');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.http.get(`/api/lecture/${lecture.id}`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('answers an unknown or malformed id as before: 404 and 400, nothing cached', async () => {
    await t.http.get('/api/lecture/999999').expect(404);
    await t.http.get('/api/lecture/abc').expect(400);
    await t.http.get('/api/program/999999').expect(404);
    const lecture = await createOpenLecture(t.dataSource);
    await t.http.get(`/api/lecture/${lecture.id}`).expect(200);
  });
});
