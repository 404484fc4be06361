import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { AppProcess, CookieJar, buildIfNeeded, freePort } from '../support/app-process';
import { APPLICANT, checkoutForm, createOpenLecture, type InitAnswer } from '../support/applying';
import { PrivatePostgres } from '../support/private-postgres';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/**
 * Faults a real deployment meets: the database restarting under load, the app killed between the
 * provider's confirm and its own write. They run against a PostgreSQL server of their own so that
 * stopping it disturbs nothing else. jest.config.js includes test/ops/ only where one can start
 * (root with the PostgreSQL binaries, as on the CI machines).
 */
const UNAVAILABLE = '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('when the database restarts during a burst of applications', () => {
  let pg: PrivatePostgres;
  let test: TestApp;

  beforeAll(async () => {
    pg = new PrivatePostgres(await freePort());
    pg.start();
    test = await startTestApp({
      seed: false,
      logLevel: 'fatal',
      // The burst sends hundreds of applications from one address: not what this is about.
      configure: (config) =>
        withoutRequestLimits({
          ...config,
          database: { ...config.database, url: pg.url, poolSize: 5 },
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    pg?.destroy();
  });

  it('answers 503 in Korean while it is down, recovers by itself, and loses or half-writes nothing', async () => {
    const lecture = await createOpenLecture(test.dataSource);
    const fees = (await test.http.get(`/api/lecture/fee/${lecture.id}`).expect(200)).body as {
      id: number;
      amount: number;
    }[];
    const applyAs = (n: number) =>
      test.http.post('/api/lecture/application/data').send({
        applicant: { ...APPLICANT, email: `burst${n}@example.com` },
        lectureId: lecture.id,
        lectureTitle: lecture.title,
        selectedFees: fees,
        totalAmount: fees.reduce((sum, fee) => sum + fee.amount, 0),
        payMethod: '카드',
      });

    const answers: {
      n: number;
      status: number;
      body: { state?: number; applicationId?: number; message?: string };
    }[] = [];
    let n = 0;
    // The burst goes on until 1.5 s after the server is back, however long its restart took.
    let until = Infinity;
    const burst = async () => {
      while (Date.now() < until) {
        const batch = Array.from({ length: 4 }, () => (n += 1));
        const responses = await Promise.all(batch.map(applyAs));
        responses.forEach((response, i) =>
          answers.push({ n: batch[i], status: response.status, body: response.body }),
        );
      }
    };

    const load = burst();
    await new Promise((r) => setTimeout(r, 800));
    pg.stop();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await test.http.get('/api/health/ready');
    expect(ready.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1000));
    pg.start();
    until = Date.now() + 1500;
    await load;

    // Every answer is a success or the Korean 503 — never a 500.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.body.message).toBe(UNAVAILABLE);
    }
    // Recovered by itself: the last answers succeed, and so does readiness.
    expect(answers.slice(-4).every((answer) => answer.status === 200)).toBe(true);
    await test.http.get('/api/health/ready').expect(200);

    // Nothing lost: every state 0 is in the database, with all its fees.
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.every((a) => a.body.state === 0)).toBe(true);
    const rows = await query<{ id: number; email: string; total_amount: number; fees: number }>(
      pg.url,
      `SELECT a.id, a.applicant_email AS email, a.total_amount,
              (SELECT count(*)::int FROM application_fee f WHERE f.application_id = a.id) AS fees
         FROM application a WHERE a.lecture_id = $1`,
      [lecture.id],
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const answer of ok) {
      expect(stored.get(answer.body.applicationId!)).toMatchObject({
        email: `burst${answer.n}@example.com`,
        fees: fees.length,
      });
    }
    // Nothing half-written: every stored application has all its fees and its total.
    const total = fees.reduce((sum, fee) => sum + fee.amount, 0);
    for (const row of rows) expect(row).toMatchObject({ fees: fees.length, total_amount: total });
    expect(rows.length).toBeLessThanOrEqual(answers.length);
  }, 60_000);
});

describe('when the app dies between the provider’s confirm and its own write', () => {
  let pg: PrivatePostgres;
  let work: string;
  let app: AppProcess;
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    DATA_DIR: work,
    JWT_SECRET: 'faults-jwt-secret-0123456789abcdef-0123',
    GUEST_TOKEN_SECRET: 'faults-guest-secret-0123456789abcdef-0123',
    ADMIN_USERNAME: 'director',
    ADMIN_PASSWORD: 'faults-admin-password',
    LOG_LEVEL: 'info',
    ...extra,
  });

  beforeAll(async () => {
    buildIfNeeded();
    pg = new PrivatePostgres(await freePort());
    pg.start();
    work = mkdtempSync(join(tmpdir(), 'maeum-faults-'));
  }, 60_000);
  afterAll(async () => {
    await app?.kill();
    pg?.destroy();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('records the payment after a restart: the reconciliation job asks the provider', async () => {
    const port = await freePort();
    // The provider applies the confirm, then answers late; the app is killed while it waits.
    app = new AppProcess(
      'app',
      port,
      env({ SANDBOX_CONFIRM_ANSWER_DELAY_MS: '5000', PAYMENT_TIMEOUT_MS: '20000' }),
    );
    await app.start();
    const [{ id: lectureId }] = await query<{ id: number }>(
      pg.url,
      `INSERT INTO lecture (title, instructor_name, reg_period_start, reg_period_end,
         lec_period_start, lec_period_end, organizer, inquiry, content, file_name)
       VALUES ('장애 확인 특강', '이선생', current_date - 1, current_date + 7, current_date + 20,
               current_date + 21, '마음숲', '02-000-0000', '<p>안내</p>', 'banner.svg')
       RETURNING id`,
    );
    const [{ id: feeId }] = await query<{ id: number }>(
      pg.url,
      `INSERT INTO lecture_fee (lecture_id, fee_type, amount) VALUES ($1, '1회차', 25000) RETURNING id`,
      [lectureId],
    );
    const browser = new CookieJar();
    const applied = await browser.fetch(`${app.url}/api/lecture/application/data`, {
      method: 'POST',
      json: {
        applicant: { ...APPLICANT, email: 'crash@example.com' },
        lectureId,
        lectureTitle: '장애 확인 특강',
        selectedFees: [{ id: feeId, fee_type: '1회차', amount: 25000 }],
        totalAmount: 25000,
        payMethod: '카드',
      },
    });
    const { applicationId } = (await applied.json()) as { applicationId: number };
    const init = (await (
      await browser.fetch(`${app.url}/api/payments`, { method: 'POST', json: { applicationId } })
    ).json()) as InitAnswer;
    const checkout = await fetch(`${app.url}/sandbox/toss/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(checkoutForm(init, init.amount, 'approve')),
      redirect: 'manual',
    });
    const back = new URL(checkout.headers.get('location')!);
    const verifying = browser
      .fetch(`${app.url}/api/payments/verify`, {
        method: 'POST',
        json: {
          paymentKey: back.searchParams.get('paymentKey'),
          orderId: back.searchParams.get('orderId'),
          amount: Number(back.searchParams.get('amount')),
          applicationId,
        },
      })
      .catch((error: unknown) => error);

    // Wait until the provider has taken the money, then kill the app before it writes.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await query<{ status: string }>(
        pg.url,
        `SELECT status FROM sandbox_payment WHERE order_id = $1`,
        [init.orderId],
      );
      if (row?.status === 'DONE') break;
      if (Date.now() > deadline) throw new Error('the provider never applied the confirm');
      await new Promise((r) => setTimeout(r, 50));
    }
    await app.kill();
    // The browser's verify got no answer (the connection died with the process).
    const outcome = (await verifying) as { status?: unknown };
    expect(typeof outcome.status).not.toBe('number');
    const [before] = await query<{ status: string; payment_status: string }>(
      pg.url,
      `SELECT p.status, a.payment_status FROM payment p JOIN application a ON a.id = p.application_id
        WHERE p.order_id = $1`,
      [init.orderId],
    );
    expect(before).toEqual({ status: 'CONFIRMING', payment_status: 'N' });

    // A minute later (the job leaves a confirm that may still answer alone for a minute)...
    await query(
      pg.url,
      `UPDATE payment SET confirm_started_at = now() - interval '2 minutes' WHERE order_id = $1`,
      [init.orderId],
    );
    // ...the app is started again; its reconciliation job asks the provider and records it.
    app = new AppProcess(
      'app again',
      port,
      env({ RECONCILE_INTERVAL_SECONDS: '1', JOB_WORKERS: 'true' }),
    );
    await app.start();
    const settledBy = Date.now() + 10_000;
    let after: { status: string; payment_status: string } | undefined;
    while (Date.now() < settledBy) {
      [after] = await query<{ status: string; payment_status: string }>(
        pg.url,
        `SELECT p.status, a.payment_status FROM payment p JOIN application a ON a.id = p.application_id
          WHERE p.order_id = $1`,
        [init.orderId],
      );
      if (after.payment_status === 'Y') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after).toEqual({ status: 'DONE', payment_status: 'Y' });
    // Confirmed once at the provider: the job looked it up, it did not confirm again.
    const [sandbox] = await query<{ status: string; balance_amount: number }>(
      pg.url,
      `SELECT status, balance_amount FROM sandbox_payment WHERE order_id = $1`,
      [init.orderId],
    );
    expect(sandbox).toEqual({ status: 'DONE', balance_amount: 25000 });
  }, 90_000);
});
