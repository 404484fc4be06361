import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  AppProcess,
  CookieJar,
  buildIfNeeded,
  freePort,
  serverDatabase,
} from '../support/app-process';
import { APPLICANT, checkoutForm, type InitAnswer } from '../support/applying';
import { PrivatePostgres } from '../support/private-postgres';

/**
 * Two replicas of the built app, as two processes on two ports against one PostgreSQL server:
 * nothing one needs may live only in the other's memory. Two processes cannot share the embedded
 * database, so without DATABASE_URL it starts a server of its own (test/ops/ runs only where it
 * can, see jest.config.js).
 */
const ADMIN = { username: 'director', password: 'two-replicas-admin-password' };
/** The reconciliation's interval: the shortest it takes (whole seconds). */
const INTERVAL_MS = 1_000;

/** A date in Seoul, `days` from today, as YYYY-MM-DD. */
function seoulDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(date);
}

describe('two replicas, one truth', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: AppProcess;
  let b: AppProcess;
  let lectureId: number;
  let work: string;

  beforeAll(async () => {
    buildIfNeeded();
    if (process.env.DATABASE_URL) {
      database = await serverDatabase('replicas');
    } else {
      const pg = new PrivatePostgres(await freePort());
      pg.start();
      database = { url: pg.url, drop: async () => pg.destroy() };
    }
    work = mkdtempSync(join(tmpdir(), 'maeum-replicas-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      JWT_SECRET: 'two-replicas-jwt-secret-0123456789abcdef',
      GUEST_TOKEN_SECRET: 'two-replicas-guest-secret-0123456789abcdef',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The reconciliation repeats on pg-boss, whose workers NODE_ENV=test turns off.
      RECONCILE_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
      JOB_WORKERS: 'true',
      LOG_LEVEL: 'info',
    };
    a = new AppProcess('replica A', await freePort(), { ...env, DATA_DIR: join(work, 'a') });
    b = new AppProcess('replica B', await freePort(), { ...env, DATA_DIR: join(work, 'b') });
    // Started together: migrations, the demo seed and the admin account must not collide.
    await Promise.all([a.start(), b.start()]);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    const [{ id }] = (
      await client.query(
        `INSERT INTO lecture (title, instructor_name, reg_period_start, reg_period_end,
           lec_period_start, lec_period_end, organizer, inquiry, content, file_name)
         VALUES ('두 복제본 특강', '이선생', $1, $2, $3, $4, '마음숲', '02-000-0000', '<p>안내</p>', 'banner.svg')
         RETURNING id`,
        [seoulDate(-1), seoulDate(7), seoulDate(20), seoulDate(21)],
      )
    ).rows;
    await client.query(
      `INSERT INTO lecture_fee (lecture_id, fee_type, amount) VALUES ($1, '1회차', 30000)`,
      [id],
    );
    await client.end();
    lectureId = id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it('starts both on one database with one demo seed and one administrator', async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM admin_user) AS admins,
              (SELECT count(*)::int FROM program) AS programs`,
    );
    await client.end();
    expect(rows[0].admins).toBe(1);
    const programs = (await (await fetch(`${a.url}/api/program/list`)).json()) as unknown[];
    expect(rows[0].programs).toBe(programs.length);
  });

  it('signs in on one and refreshes on the other; a reused refresh token is refused on either', async () => {
    const browser = new CookieJar();
    const login = await browser.fetch(`${a.url}/api/user/login`, { method: 'POST', json: ADMIN });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const onB = await fetch(`${b.url}/api/admin/lecture/list`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(onB.status).toBe(200);

    const first = browser.get('maeum_admin_refresh')!;
    const refreshed = await browser.fetch(`${b.url}/api/user/refresh`, { method: 'POST' });
    expect(refreshed.status).toBe(200);
    expect(browser.get('maeum_admin_refresh')).not.toBe(first);
    // The first token, already used on B, comes back on A: refused, and the family is revoked.
    const replay = await fetch(`${a.url}/api/user/refresh`, {
      method: 'POST',
      headers: { Cookie: `maeum_admin_refresh=${first}` },
    });
    expect(replay.status).toBe(401);
    expect((await browser.fetch(`${a.url}/api/user/refresh`, { method: 'POST' })).status).toBe(401);
  });

  it('applies on one, pays through the other, and verifies on the first', async () => {
    const browser = new CookieJar();
    const fees = (await (await fetch(`${a.url}/api/lecture/fee/${lectureId}`)).json()) as {
      id: number;
      amount: number;
    }[];
    const applied = await browser.fetch(`${a.url}/api/lecture/application/data`, {
      method: 'POST',
      json: {
        applicant: { ...APPLICANT, email: 'replicas@example.com' },
        lectureId,
        lectureTitle: '두 복제본 특강',
        selectedFees: fees,
        totalAmount: 30000,
        payMethod: '카드',
      },
    });
    const { state, applicationId } = (await applied.json()) as {
      state: number;
      applicationId: number;
    };
    expect(state).toBe(0);

    // The proof cookie set by A opens the payment on B.
    const initResponse = await browser.fetch(`${b.url}/api/payments`, {
      method: 'POST',
      json: { applicationId },
    });
    expect(initResponse.status).toBe(200);
    const init = (await initResponse.json()) as InitAnswer;
    const checkout = await fetch(`${b.url}/sandbox/toss/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(checkoutForm(init, init.amount, 'approve')),
      redirect: 'manual',
    });
    expect(checkout.status).toBe(302);
    const back = new URL(checkout.headers.get('location')!);
    const verified = await browser.fetch(`${a.url}/api/payments/verify`, {
      method: 'POST',
      json: {
        paymentKey: back.searchParams.get('paymentKey'),
        orderId: back.searchParams.get('orderId'),
        amount: Number(back.searchParams.get('amount')),
        applicationId,
      },
    });
    expect(verified.status).toBe(200);
    // Both replicas now see it paid, in the administrator's list.
    const token = (
      (await (
        await fetch(`${b.url}/api/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(ADMIN),
        })
      ).json()) as { accessToken: string }
    ).accessToken;
    const applicants = (await (
      await fetch(`${b.url}/api/admin/lecture/applicant/${lectureId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { email: string; payment_status: string }[];
    expect(applicants).toEqual([
      expect.objectContaining({ email: 're****@example.com', payment_status: 'Y' }),
    ]);
  });

  it('reads an edit saved on one replica on the other within a second (public reads cache)', async () => {
    const titleOn = async (replica: AppProcess) => {
      const list = (await (await fetch(`${replica.url}/api/lecture/list`)).json()) as {
        id: number;
        title: string;
      }[];
      return list.find((lecture) => lecture.id === lectureId)?.title;
    };
    // Both replicas hold the list in their caches.
    expect(await titleOn(a)).toBe('두 복제본 특강');
    expect(await titleOn(b)).toBe('두 복제본 특강');

    const login = await fetch(`${a.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const edit = await fetch(`${a.url}/api/admin/lecture/${lectureId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '두 복제본 특강 (수정)' }),
    });
    expect(edit.status).toBe(200);
    // The saving replica at once; the other when it next reads the content version (at most a
    // second later).
    expect(await titleOn(a)).toBe('두 복제본 특강 (수정)');
    const deadline = Date.now() + 2_000;
    let seen = await titleOn(b);
    while (seen !== '두 복제본 특강 (수정)' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await titleOn(b);
    }
    expect(seen).toBe('두 복제본 특강 (수정)');
  });

  it('counts sign-in failures from both replicas against one limit', async () => {
    const wrong = (app: AppProcess) =>
      fetch(`${app.url}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'nobody-here', password: 'guess' }),
      });
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await wrong(app)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await wrong(b)).status).toBe(429);
    expect((await wrong(a)).status).toBe(429);
  });

  it('runs the reconciliation job on one replica per interval', async () => {
    await new Promise((r) => setTimeout(r, 8 * INTERVAL_MS));
    const runs = [a, b]
      .flatMap((app) =>
        app
          .logLines()
          .filter((line) => line.msg === 'job ran')
          .map((line) => ({ app: app.name, at: Date.parse(String(line.startedAt)) })),
      )
      .sort((x, y) => x.at - y.at);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // Never two runs in one interval, whichever replica ran them.
    for (let i = 1; i < runs.length; i += 1) {
      expect(runs[i].at - runs[i - 1].at).toBeGreaterThanOrEqual(INTERVAL_MS * 0.9);
    }
  });
});
