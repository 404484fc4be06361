/**
 * Server time of one guest's whole payment: apply, payment init, approval in the sandbox's
 * checkout window, verify (confirm with the provider). Starts the app in this process exactly as
 * `npm start` does (createApp), against the built-in payment sandbox, on the database
 * DATABASE_URL names (a fresh database created on that server, dropped afterwards) or else on a
 * fresh embedded PGlite. Runs BENCH_RUNS guests (default 100) one after another, after a few
 * warm-up guests, and prints the median and p95 in milliseconds.
 *
 *   npm run bench:payment-flow
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:payment-flow
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { addDays, seoulDate } from '../src/common/dates/seoul-date';
import { loadConfig, type AppConfig } from '../src/config/app.config';
import { LectureFee } from '../src/lectures/lecture-fee.entity';
import { Lecture } from '../src/lectures/lecture.entity';
import { loadPaymentsConfig } from '../src/payments/payments.config';

const RUNS = Number(process.env.BENCH_RUNS || 100);
const WARM_UP = 5;
const STEPS = ['apply', 'init', 'approve', 'verify'] as const;
type Step = (typeof STEPS)[number];

interface Fee {
  id: number;
  fee_type: string;
  amount: number;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'maeum-bench-'));
  const database = await freshDatabase();
  const base = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const config: AppConfig = {
    ...base,
    dataDir: work,
    uploadDir: join(work, 'uploads'),
    staticDir: join(work, 'no-frontend'),
    seedDemoContent: false,
    database: { ...base.database, url: database.url, embeddedDataDir: join(work, 'pglite') },
    // Always the sandbox, whatever Toss keys the shell has.
    payments: loadPaymentsConfig({ PAYMENT_TIMEOUT_MS: '10000' }, false),
    publicUrl: undefined,
  };

  const started = performance.now();
  const running = await createApp({ config: { ...config, logLevel: 'error' } });
  try {
    await running.app.listen(0, '127.0.0.1');
    const address = running.app.getHttpServer().address() as AddressInfo;
    const origin = `http://127.0.0.1:${address.port}`;
    const engine = database.url ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite';
    const version = (
      (await running.app.get(DataSource).query('SHOW server_version')) as {
        server_version: string;
      }[]
    )[0].server_version;
    console.log(
      `App ready in ${Math.round(performance.now() - started)} ms on the ${engine} ${version}`,
    );

    const { lectureId, lectureTitle, fees } = await openLecture(running.app.get(DataSource));
    for (let i = 0; i < WARM_UP; i += 1)
      await payOnce(origin, `warmup${i}`, lectureId, lectureTitle, fees);

    const totals: number[] = [];
    const byStep = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
    for (let i = 0; i < RUNS; i += 1) {
      const timing = await payOnce(origin, `guest${i}`, lectureId, lectureTitle, fees);
      totals.push(timing.total);
      for (const step of STEPS) byStep.get(step)!.push(timing[step]);
    }

    console.log(
      `\n${RUNS} guests, one after another (after ${WARM_UP} warm-up guests): apply + init + sandbox approval + verify`,
    );
    console.log(
      `  total   median ${ms(percentile(totals, 50))}  p95 ${ms(percentile(totals, 95))}`,
    );
    for (const step of STEPS) {
      const values = byStep.get(step)!;
      console.log(
        `  ${step.padEnd(7)} median ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}`,
      );
    }
  } finally {
    await running.close();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** One guest's journey through the public API, as the browser and the provider make it. */
async function payOnce(
  origin: string,
  name: string,
  lectureId: number,
  lectureTitle: string,
  fees: Fee[],
): Promise<Record<Step | 'total', number>> {
  const timing = {} as Record<Step | 'total', number>;
  const start = performance.now();
  let mark = start;
  const lap = (step: Step) => {
    const now = performance.now();
    timing[step] = now - mark;
    mark = now;
  };

  const applied = await post(`${origin}/api/lecture/application/data`, {
    applicant: {
      name: '벤치',
      email: `${name}@bench.example`,
      contact: '010-1234-5678',
      birth: '1988-04-12',
      agree: true,
    },
    lectureId,
    lectureTitle,
    selectedFees: fees,
    totalAmount: fees.reduce((sum, fee) => sum + fee.amount, 0),
    payMethod: '카드',
  });
  const { applicationId } = (await json(applied)) as { applicationId: number };
  const cookie = (applied.headers.get('set-cookie') ?? '').split(';')[0];
  lap('apply');

  const initRes = await post(`${origin}/api/payments`, { applicationId }, { cookie });
  const init = (await json(initRes)) as Record<string, string | number>;
  lap('init');

  const form = new URLSearchParams({
    clientKey: String(init.clientKey),
    method: String(init.method),
    amount: String(init.amount),
    orderId: String(init.orderId),
    orderName: String(init.orderName),
    customerName: String(init.customerName),
    customerEmail: String(init.customerEmail),
    successUrl: String(init.successUrl),
    failUrl: String(init.failUrl),
    action: 'approve',
  });
  const window = await fetch(`${origin}/sandbox/toss/checkout`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = window.headers.get('location');
  if (window.status !== 302 || !location?.startsWith(String(init.successUrl))) {
    throw new Error(`checkout answered ${window.status} ${location}`);
  }
  const query = new URL(location).searchParams;
  lap('approve');

  const verified = await post(`${origin}/api/payments/verify`, {
    paymentKey: query.get('paymentKey'),
    orderId: query.get('orderId'),
    amount: Number(query.get('amount')),
    applicationId,
  });
  const answer = (await json(verified)) as { paymentStatus?: string };
  if (answer.paymentStatus !== 'Y') throw new Error(`verify answered ${JSON.stringify(answer)}`);
  lap('verify');

  timing.total = performance.now() - start;
  return timing;
}

function post(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function json(res: Response): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A lecture open for registration today in Seoul, starting in two months, with two fees. */
async function openLecture(dataSource: DataSource) {
  const today = seoulDate(new Date());
  return dataSource.transaction(async (manager) => {
    const lecture = await manager.save(
      manager.create(Lecture, {
        title: '벤치마크 강의',
        instructor_name: '홍길동',
        reg_period_start: addDays(today, -1),
        reg_period_end: addDays(today, 30),
        lec_period_start: addDays(today, 60),
        lec_period_end: addDays(today, 61),
        organizer: '마음숲',
        inquiry: '02-000-0000',
        content: '<p>벤치마크</p>',
        file_name: 'banner.svg',
      }),
    );
    await manager.insert(LectureFee, [
      { lecture_id: lecture.id, fee_type: '1회차', amount: 50000 },
      { lecture_id: lecture.id, fee_type: '2회차', amount: 30000 },
    ]);
    const fees = await manager.find(LectureFee, {
      where: { lecture_id: lecture.id },
      order: { id: 'ASC' },
    });
    return {
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      fees: fees.map(({ id, fee_type, amount }) => ({ id, fee_type, amount })),
    };
  });
}

/** A new database on the DATABASE_URL server, or none (the app starts the embedded one). */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `bench_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function ms(value: number): string {
  return `${value.toFixed(1).padStart(6)} ms`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
