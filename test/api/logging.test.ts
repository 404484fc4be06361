import { Logger } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ContentVersion } from '../../src/common/public-reads/content-version';
import { TEST_ADMIN, bearer } from '../support/admin-session';
import { APPLICANT, apply, createOpenLecture } from '../support/applying';
import { startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

describe('logs: JSON lines with a request id, nothing personal', () => {
  let test: TestApp;
  const log = new CapturedLog();

  beforeAll(async () => {
    test = await startTestApp({ logLevel: 'info', logDestination: log });
  });
  afterAll(() => test.close());

  it('answers every request with an X-Request-Id and keeps a caller’s plain one', async () => {
    const own = await test.http.get('/api/lecture/list').set('X-Request-Id', 'trace-1234abcd');
    expect(own.headers['x-request-id']).toBe('trace-1234abcd');
    const odd = await test.http.get('/api/lecture/list').set('X-Request-Id', '<script>');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await test.http.get('/api/program/list');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const raw = log.lines.filter((line) => line.includes('trace-1234abcd'));
    expect(raw.length).toBeGreaterThan(0);
    for (const line of raw) expect(line.match(/"reqId"/g)).toHaveLength(1);
    const access = log.records().find((record) => record.reqId === 'trace-1234abcd');
    expect(access).toMatchObject({
      level: 'info',
      reqId: 'trace-1234abcd',
      req: { method: 'GET', path: '/api/lecture/list' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // The second read comes from the public reads cache, through the same pipeline: the same
    // access line.
    await test.http.get('/api/lecture/list').set('X-Request-Id', 'trace-5678efgh');
    const held = log.records().filter((record) => record.reqId === 'trace-5678efgh');
    expect(held).toHaveLength(1);
    expect(Object.keys(held[0])).toEqual(Object.keys(access!));
    expect(held[0]).toMatchObject({
      ...access,
      time: expect.any(String),
      responseTime: expect.any(Number),
      reqId: 'trace-5678efgh',
    });
  });

  /**
   * Makes the public content version take `ms` to answer, as a busy database would, and the one
   * held out of date (a second later), so the next public read asks for it.
   */
  function slowDatabase(ms: number) {
    test.clock.set(new Date(test.clock.now().getTime() + 1000));
    const version = test.running.app.get(ContentVersion);
    const whenRead = version.whenRead.bind(version);
    return jest
      .spyOn(version, 'whenRead')
      .mockImplementation((done) => void sleep(ms).then(() => whenRead(done)));
  }

  /** Asks for `path` with the given request id and hangs up after `abortAfterMs`. */
  async function askAndHangUp(path: string, reqId: string, abortAfterMs: number) {
    const { port } = test.running.app.getHttpServer().address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'X-Request-Id': reqId } });
    req.on('error', () => undefined).end();
    await sleep(abortAfterMs);
    req.destroy();
  }

  async function accessLineOf(reqId: string) {
    for (let tries = 0; tries < 50; tries++) {
      const line = log.records().find((record) => record.reqId === reqId && record.req);
      if (line) return line;
      await sleep(20);
    }
    throw new Error(`no access line for ${reqId}`);
  }

  it('logs a request whose client hung up as aborted, not completed', async () => {
    await test.http.get('/api/program/list'); // cached from now on
    const slow = slowDatabase(300);
    try {
      await askAndHangUp('/api/program/list', 'aborted-cached-1', 50);
      await askAndHangUp('/api/lecture/fee/1', 'aborted-uncached-1', 50);
      for (const reqId of ['aborted-cached-1', 'aborted-uncached-1']) {
        expect(await accessLineOf(reqId)).toMatchObject({ level: 'warn', msg: 'request aborted' });
      }
    } finally {
      slow.mockRestore();
    }
  });

  it('counts the wait for the database in the access line', async () => {
    await test.http.get('/api/program/1');
    await test.dataSource.query(`UPDATE program SET title = title || ' (변경)' WHERE id = 1`);
    const slow = slowDatabase(300);
    try {
      // Cached but changed: the version is asked for, then the answer built again.
      const res = await test.http.get('/api/program/1').set('X-Request-Id', 'waited-1');
      expect(res.status).toBe(200);
      expect(res.body.title).toMatch(/\(변경\)$/);
      // One question to the database for the version.
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      slow.mockRestore();
    }
    const line = await accessLineOf('waited-1');
    expect(line).toMatchObject({ level: 'info', msg: 'request completed' });
    expect(line.responseTime).toBeGreaterThanOrEqual(290);
  });

  it('cuts a long path in the access line', async () => {
    const long = `/api/${'a'.repeat(3000)}`;
    const res = await test.http.get(long).set('X-Request-Id', 'long-path-1');
    expect(res.status).toBe(404);
    const line = await accessLineOf('long-path-1');
    const path = (line.req as { path: string }).path;
    expect(path).toBe(`${long.slice(0, 512)}…`);
  });

  it('puts the request id on lines written while serving it', async () => {
    // A deposit notice with a wrong secret is logged as a warning inside the request.
    const response = await test.http
      .post('/api/payments/webhook')
      .send({ secret: 'ps_wrong', orderId: 'no-such-order', status: 'DONE' });
    const id = response.headers['x-request-id'] as string;
    const lines = log.records().filter((record) => record.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'deposit callback with an unknown order or a wrong secret: ignored',
        'request completed',
      ]),
    );
  });

  it('never writes an e-mail, a birth date, a password, a token or a cookie', async () => {
    const lecture = await createOpenLecture(test.dataSource);
    const { agent } = await apply(test, lecture.id);
    await agent.post('/api/payments').send({ applicationId: 1 });
    await test.http
      .post('/api/guest/user-check')
      .send({ email: APPLICANT.email, birth: APPLICANT.birth });
    await test.http
      .post('/api/guest/user-check')
      .send({ email: APPLICANT.email, birth: '2001-01-01' });
    const login = await test.http.post('/api/user/login').send(TEST_ADMIN);
    await test.http
      .post('/api/user/login')
      .send({ username: TEST_ADMIN.username, password: 'wrong-guess-1' });
    const token = login.body.accessToken as string;
    await test.http.get('/api/admin/user/list').set('Authorization', bearer(token));
    await test.http.get('/api/admin/applicants.csv').set('Authorization', bearer(token));
    // Whatever a module writes through Nest's logger is masked on the way out.
    new Logger('Test').warn(`lookup failed for ${APPLICANT.email} with birth ${APPLICANT.birth}`);
    new Logger('Test').error(new Error(`Bearer ${token} refused for ${APPLICANT.email}`));
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]
      .split(';')[0]
      .split('=')[1];

    const text = log.lines.join('\n');
    expect(text).toContain('lookup failed for p***@example.com with birth [redacted]');
    expect(text).toContain('Bearer [jwt] refused for p***@example.com');
    expect(log.lines.length).toBeGreaterThan(8);
    for (const secret of [
      APPLICANT.email,
      APPLICANT.birth,
      '2001-01-01',
      APPLICANT.contact,
      TEST_ADMIN.password,
      'wrong-guess-1',
      token,
      cookie,
    ]) {
      expect(text).not.toContain(secret);
    }
    // Every line is one JSON object with a level and a time.
    for (const record of log.records()) {
      expect(record).toEqual(
        expect.objectContaining({ level: expect.any(String), time: expect.any(String) }),
      );
    }
  });
});
