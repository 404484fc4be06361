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
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { addDays, seoulDate } from '../src/common/dates/seoul-date';
import { loadConfig, type AppConfig } from '../src/config/app.config';
import { LectureFee } from '../src/lectures/lecture-fee.entity';
import { Lecture } from '../src/lectures/lecture.entity';
import { loadPaymentsConfig } from '../src/config/payments.config';
import { freshDatabase } from './support/database';
import { payOnce, STEPS, type OpenLecture, type Step } from './support/guest-journey';
import { ms, percentile } from './support/stats';

const RUNS = Number(process.env.BENCH_RUNS || 100);
const WARM_UP = 5;

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
    const engine = database.engine;
    const version = (
      (await running.app.get(DataSource).query('SHOW server_version')) as {
        server_version: string;
      }[]
    )[0].server_version;
    console.log(
      `App ready in ${Math.round(performance.now() - started)} ms on the ${engine} ${version}`,
    );

    const lecture = await openLecture(running.app.get(DataSource));
    for (let i = 0; i < WARM_UP; i += 1) await payOnce(origin, `warmup${i}@bench.example`, lecture);

    const totals: number[] = [];
    const byStep = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
    for (let i = 0; i < RUNS; i += 1) {
      const { timing } = await payOnce(origin, `guest${i}@bench.example`, lecture);
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

/** A lecture open for registration today in Seoul, starting in two months, with two fees. */
async function openLecture(dataSource: DataSource): Promise<OpenLecture> {
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
