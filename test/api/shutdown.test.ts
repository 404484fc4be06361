// @engine the database closed on shutdown (the embedded engine stops)
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/app.factory';
import { startTestApp, type TestApp } from '../support/test-app';

describe('graceful shutdown', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({
      configure: (config) => ({ ...config, shutdownDelayMs: 400 }),
      // Its close is what it times: nothing may query the database before the app drains.
      checkAuditFields: false,
    });
  });

  it('answers readiness 503 while draining, finishes requests in flight, then closes the database', async () => {
    // Hold the lecture table so a public read stays in flight until we let go.
    const blocker = test.dataSource.createQueryRunner();
    // Whatever happens below, the lock is let go (a failed expectation must not hang the run).
    const release = setTimeout(() => void blocker.commitTransaction().catch(() => undefined), 5000);
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('LOCK TABLE lecture IN ACCESS EXCLUSIVE MODE');

    // Straight to the listening port: supertest would start a new server once this one closes.
    const { port } = test.running.app.getHttpServer().address() as AddressInfo;
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    const inFlight = test.http.get('/api/lecture/list');
    const answered = inFlight.then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 150));

    // An idle kept-alive connection (fetch keeps its socket) is held open past a proxy's 60 s...
    const server = test.running.app.getHttpServer() as Server;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect((await fetch(url('/api/health'))).status).toBe(200);

    const closing = test.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still accepting during the drain delay, but no longer ready.
    const ready = await fetch(url('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe(
      '서버를 재시작하고 있습니다. 잠시 후 다시 시도해 주세요.',
    );

    await new Promise((resolve) => setTimeout(resolve, 500));
    // Past the delay the server no longer takes new connections...
    await expect(fetch(url('/api/health'))).rejects.toThrow();
    // ...while the request that was in flight is answered in full once the database lets go.
    clearTimeout(release);
    await blocker.commitTransaction();
    await blocker.release();
    const response = await answered;
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);

    // ...and yet does not hold the shutdown up: it ends well within the test's 30 s.
    await closing;
    expect(test.dataSource.isInitialized).toBe(false);
  });
});
