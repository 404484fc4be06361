import { createOpenLecture } from '../support/applying';
import { freePort } from '../support/free-port';
import { PrivatePostgres } from '../support/private-postgres';
import { startTestApp, type TestApp } from '../support/test-app';

const UNAVAILABLE = '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';
const STALE_IF_ERROR_SECONDS = 60;

/**
 * Public pages keep working while PostgreSQL does not answer: the public reads serve the answer
 * that was current when the app last reached the database, for PUBLIC_CACHE_STALE_IF_ERROR_
 * SECONDS, instead of a 503. On a PostgreSQL server of its own, stopped and started again.
 */
describe('when PostgreSQL stops answering, public reads keep their last good answer', () => {
  let pg: PrivatePostgres;
  let test: TestApp;

  beforeAll(async () => {
    pg = new PrivatePostgres(await freePort());
    pg.start();
    test = await startTestApp({
      logLevel: 'fatal',
      configure: (config) => ({
        ...config,
        database: { ...config.database, url: pg.url, poolSize: 2 },
        publicCache: { ...config.publicCache, staleIfErrorSeconds: STALE_IF_ERROR_SECONDS },
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    pg?.destroy();
  });

  const later = (seconds: number) =>
    test.clock.set(new Date(test.clock.now().getTime() + seconds * 1000));

  it('answers from memory within the window, 503 past it or for what it never read, and recovers', async () => {
    const lecture = await createOpenLecture(test.dataSource);
    const list = await test.http.get('/api/lecture/list').expect(200);
    const detail = await test.http.get(`/api/lecture/${lecture.id}`).expect(200);

    pg.stop();
    // The version read a moment ago is out of date: the next read asks PostgreSQL, which fails.
    later(1);
    const staleList = await test.http.get('/api/lecture/list').expect(200);
    expect(staleList.body).toEqual(list.body);
    expect(staleList.headers.etag).toBe(list.headers.etag);
    expect(staleList.headers['cache-control']).toContain(
      `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
    );
    const staleDetail = await test.http.get(`/api/lecture/${lecture.id}`).expect(200);
    expect(staleDetail.body).toEqual(detail.body);
    await test.http.get('/api/lecture/list').set('If-None-Match', list.headers.etag).expect(304);
    // Never read before the failure: nothing to fall back on.
    const fees = await test.http.get(`/api/lecture/fee/${lecture.id}`).expect(503);
    expect(fees.body.message).toBe(UNAVAILABLE);

    later(STALE_IF_ERROR_SECONDS - 2);
    await test.http.get('/api/lecture/list').expect(200);
    // Past the window counted from the last read that reached the database: an honest 503.
    later(2);
    const expired = await test.http.get('/api/lecture/list').expect(503);
    expect(expired.body.message).toBe(UNAVAILABLE);
    expect(expired.headers['cache-control']).toBe('no-store');

    pg.start();
    later(1);
    let recovered = await test.http.get(`/api/lecture/fee/${lecture.id}`);
    for (let tries = 0; recovered.status !== 200 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      later(1);
      recovered = await test.http.get(`/api/lecture/fee/${lecture.id}`);
    }
    expect(recovered.status).toBe(200);
    const fresh = await test.http.get('/api/lecture/list').expect(200);
    expect(fresh.body).toEqual(list.body);
  }, 60_000);
});
