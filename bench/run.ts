/**
 * The benchmark suite (issue 7): `npm run bench`.
 *
 * Starts the production build as production runs it (`node dist/src/main.js`, NODE_ENV=production,
 * its own process) on a fresh database — a new `maeum_bench_<random>` database on the server
 * DATABASE_URL names, dropped afterwards, or else the embedded PGlite in a temporary DATA_DIR —
 * with the demo content, talking to the payment sandbox in a process of its own as it would talk
 * to Toss (support/payment-provider.ts), then measures:
 *   1. public reads against a minimal NestJS app and a bare node:http server serving the same bytes
 *      (autocannon, each in its own process, in alternating rounds)
 *   2. a registration rush: 200 guests apply and pay in the sandbox, 50 in flight, then a database check;
 *      its messages' delivery (over SMTP to a server in this process) and lag; rushes alternating
 *      with a process started with MESSAGES_ENABLED=false, for the rate messaging keeps;
 *      then the same against a lecture with 100 seats (exactly 100 paid, the rest told full)
 *   3. page weight and Lighthouse
 *   4. the process: ready time with a warm data folder, resident memory idle and after step 1
 *   5. the back office's applicants list with 10,000 applications (PostgreSQL server only)
 *   6. appointments: a month's days with time among 10 counsellors with 500 appointments, and
 *      50 families booking one time at once (PostgreSQL server only)
 * and prints one Markdown table, also written to bench/results/latest.md (the app's log of the run
 * is kept beside it as app.log, git-ignored).
 *
 *   npm run bench
 *   BENCH_DURATION=3 npm run bench                                    # 3 s per load run
 *   BENCH_STEPS=2,3 npm run bench                                     # only steps 2 and 3 (and 4)
 *   BENCH_STEPS=1 npm run bench                                       # only the public reads (and 4)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_STEPS=3 BENCH_LIGHTHOUSE_DIR=/tmp/lh-reports npm run bench  # keep Lighthouse's reports
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AppProcess, productionEnv, ROOT } from './support/app-process';
import { killAllChildren, killChildrenOnExit, withTimeout } from './support/children';
import { freshDatabase, query, queryEmbedded, type BenchDatabase } from './support/database';
import { freePort } from '../test/support/free-port';
import { failedRow, machineLine, markdownTable, type Row } from './support/report';
import { lighthouse } from './steps/lighthouse';
import { FLOW_PAGES, pageWeight, publicPages } from './steps/page-weight';
import { publicReads } from './steps/public-reads';
import { serverPages } from './steps/server-pages';
import {
  capacityRush,
  capacityRushRows,
  CHECK_SQL,
  checkRow,
  registrationRush,
  rushRows,
  WARM_UP,
  SEAT_CHECK_SQL,
  seatCheckRow,
  type RushProvider,
  type RushResult,
  type SeatCheck,
  type StoredGuest,
} from './steps/registration-rush';
import { compareMessaging, deliveryOf, messagingRows, startSmtpSink } from './steps/messaging';
import { applicantsList, seedApplications } from './steps/applicants-list';
import { appointments } from './steps/appointments';
import { PaymentProvider } from './support/payment-provider';

const BUDGET = { readyMs: 3000, idleRssBytes: 250 * 1024 * 1024 };
const IDLE_SETTLE_MS = 2000;

async function main(): Promise<void> {
  killChildrenOnExit();
  // A stray promise must not end the suite before it stops the app and drops its database.
  process.on('unhandledRejection', (error) => console.error('Unhandled rejection:', error));
  const seconds = Number(process.env.BENCH_DURATION || 10);
  if (!Number.isFinite(seconds) || seconds < 1)
    throw new Error('BENCH_DURATION is in seconds, ≥ 1');
  buildIfNeeded();

  const work = mkdtempSync(join(tmpdir(), 'maeum-bench-'));
  const database = await freshDatabase();
  const dataDir = join(work, 'data');
  // Messages go over real SMTP to a server in this process; 알림톡 stays in the message sandbox.
  const smtp = await startSmtpSink();
  const port = await freePort();
  // The payment sandbox in a process of its own, which the app calls as it would call Toss.
  const provider = await PaymentProvider.start(work);
  const env = provider.appEnv({
    ...productionEnv(dataDir, database.url),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: '마음숲 벤치 <bench@bench.example>',
    CENTRE_NOTIFY_EMAIL: 'centre@bench.example',
  });
  const app = new AppProcess(port, env, join(work, 'app.log'));
  const rows: Row[] = [];
  const processRows: Row[] = [];
  let rush: RushResult | undefined;
  let limited: RushResult | undefined;
  let checkout: RushProvider | undefined;
  let version = '?';
  try {
    // The first start creates the schema and seeds the demo content; the budget is for a warm one.
    await app.start();
    await app.stop();
    const readyMs = await app.start();
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const idleRss = app.rssBytes();
    processRows.push(readyRow(readyMs, app.loggedReadyMs()), idleRssRow(idleRss, !database.url));
    if (database.url) version = await serverVersion(database.url);

    if (wanted('1')) {
      rows.push(
        ...(await step('1 Public reads', () => publicReads(app.url, app.pid!, work, seconds))),
        ...(await step('1 Public reads', () => serverPages(app.url, seconds))),
      );
      processRows.push(afterLoadRssRow(app.rssBytes()));
    }
    if (wanted('2')) {
      rows.push(
        ...(await step('2 Registration rush', async () => {
          // The provider's window is a staff tool on a live sandbox: its own administrator.
          checkout = {
            ...provider.window(await adminToken(provider.url, provider.env), app.url),
            pid: provider.pid,
            database: provider.databaseName,
          };
          const token = await adminToken(app.url, env);
          // The same warm-up as the runs without messaging get below (its messages delivered
          // before the rush): WARM_UP says why, and its numbers are printed beside the rush's.
          const warmNetwork = { 'X-Forwarded-For': '203.0.113.41' };
          const warm = await registrationRush(
            app.url,
            app.pid!,
            checkout,
            WARM_UP.guests,
            WARM_UP.inFlight,
            undefined,
            warmNetwork,
            'warm',
          );
          await deliveryOf(app.url, token, warm);
          rush = await registrationRush(app.url, app.pid!, checkout);
          return rushRows(rush, database.engine, warm);
        })),
      );
      rows.push(
        ...(await step('2 Registration rush', async () => {
          const comparison = await compareMessaging(
            app,
            env,
            rush!,
            (origin) => adminToken(origin, env),
            checkout!,
          );
          return messagingRows(comparison, smtp);
        })),
      );
      rows.push(
        ...(await step('2 Registration rush', async () => {
          limited = await capacityRush(
            app.url,
            app.pid!,
            await adminToken(app.url, env),
            checkout!,
          );
          return capacityRushRows(limited, rush);
        })),
      );
    }
    if (wanted('5')) {
      rows.push(
        ...(await step('5 Back office', async () => {
          // The budget is the PostgreSQL server's; the embedded database is for one laptop.
          if (!database.url) {
            return [
              {
                step: '5 Back office',
                measure: 'Applicants list, 10,000 applications',
                result: 'measured on the PostgreSQL server only (set DATABASE_URL)',
              },
            ];
          }
          const lectureId = await seedApplications(database.url);
          return applicantsList(app.url, await adminToken(app.url, env), lectureId);
        })),
      );
    }
    if (wanted('6')) {
      rows.push(
        ...(await step('6 Appointments', async () => {
          if (!database.url) {
            return [
              {
                step: '6 Appointments',
                measure: 'A month of availability, 10 counsellors, 500 appointments',
                result: 'measured on the PostgreSQL server only (set DATABASE_URL)',
              },
            ];
          }
          // The deposit race pays in the provider's own window, as the rush does.
          const window = provider.window(await adminToken(provider.url, provider.env), app.url);
          return appointments(app.url, database.url, env.GUEST_TOKEN_SECRET, window);
        })),
      );
    }
    if (wanted('3')) {
      const pages = await publicPages(app.url);
      rows.push(
        ...(await step('3 Page weight', () => pageWeight(app.url, [...pages, ...FLOW_PAGES]))),
      );
      rows.push(...(await step('3 Lighthouse', () => lighthouse(app.url, pages, work))));
    }
  } catch (error) {
    rows.push(failedRow('setup', error));
    console.error(`App log (last lines):\n${app.tail()}`);
  } finally {
    await app.stop();
    await provider.stop();
  }

  // After the stop: the embedded database can only be opened once the app has let go of it.
  if (wanted('2')) {
    rows.push(...(await step('2 Registration rush', () => databaseCheck(database, dataDir, rush))));
    rows.push(...(await step('2 Registration rush', () => seatCheck(database, dataDir, limited))));
  }
  if (!database.url) version = await embeddedVersion(dataDir).catch(() => '?');
  await smtp.close();
  await cleanUp(database, work);

  // In step order (stable: measurement order within a step), though the database check of step 2
  // runs last and the process rows of step 4 were taken first.
  const table = [...rows, ...processRows].sort((a, b) => a.step[0].localeCompare(b.step[0]));
  await writeReport(table, machineLine(database.engine, version), seconds);
  if (rows.some((row) => row.measure === 'did not finish')) process.exitCode = 1;
}

/**
 * Drops the bench database and the temporary folder; a failure here is reported, not fatal. The
 * app's log is kept as bench/results/app.log (git-ignored) for whoever profiles what it shows.
 */
async function cleanUp(database: BenchDatabase, work: string): Promise<void> {
  try {
    await database.drop();
  } catch (error) {
    console.error('Could not drop the bench database:', error);
  }
  const results = join(ROOT, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  if (existsSync(join(work, 'app.log')))
    copyFileSync(join(work, 'app.log'), join(results, 'app.log'));
  rmSync(work, { recursive: true, force: true });
}

/** Prints the table and writes it to bench/results/latest.md. */
async function writeReport(rows: Row[], machine: string, seconds: number): Promise<void> {
  const report = [
    '# Benchmark',
    '',
    machine,
    `Load: autocannon, 50 connections, ${seconds} s per run, Accept-Encoding as a browser; ` +
      `public reads: medians of 3 alternating rounds.`,
    `Taken ${new Date().toISOString()}.`,
    '',
    markdownTable(rows),
    '',
  ].join('\n');
  // Formatted as the repository formats Markdown, so the file passes `npm run check` as written.
  const target = join(ROOT, 'bench', 'results', 'latest.md');
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(target);
  const formatted = await prettier.format(report, { ...options, filepath: target });
  console.log(`\n${formatted}`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, formatted);
}

/** BENCH_STEPS=1,3 runs only those steps (4, the process, always runs); default: all. */
function wanted(step: string): boolean {
  const steps = process.env.BENCH_STEPS;
  return (
    !steps ||
    steps
      .split(',')
      .map((s) => s.trim())
      .includes(step)
  );
}

/** A step that fails or overruns becomes a ❌ line instead of ending the suite. */
async function step(name: string, run: () => Promise<Row[]>): Promise<Row[]> {
  console.log(`${new Date().toISOString()} ${name}...`);
  try {
    return await withTimeout(run(), 15 * 60_000, name);
  } catch (error) {
    console.error(error);
    return [failedRow(name, error)];
  }
}

/** The production build, as `npm start` makes it: only what is missing or stale. */
function buildIfNeeded(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
}

async function databaseCheck(database: BenchDatabase, dataDir: string, rush?: RushResult) {
  if (!rush) throw new Error('no rush to check');
  const stored = database.url
    ? await query<StoredGuest>(database.url, CHECK_SQL, [rush.lectureId])
    : await queryEmbedded<StoredGuest>(join(dataDir, 'pglite'), CHECK_SQL, [rush.lectureId]);
  return [checkRow(rush, stored)];
}

async function seatCheck(database: BenchDatabase, dataDir: string, rush?: RushResult) {
  if (!rush) throw new Error('no capacity rush to check');
  const [check] = database.url
    ? await query<SeatCheck>(database.url, SEAT_CHECK_SQL, [rush.lectureId])
    : await queryEmbedded<SeatCheck>(join(dataDir, 'pglite'), SEAT_CHECK_SQL, [rush.lectureId]);
  return [seatCheckRow(check)];
}

async function serverVersion(url: string): Promise<string> {
  const rows = await query<{ server_version: string }>(url, 'SHOW server_version');
  return rows[0].server_version;
}

async function embeddedVersion(dataDir: string): Promise<string> {
  const rows = await queryEmbedded<{ server_version: string }>(
    join(dataDir, 'pglite'),
    'SHOW server_version',
  );
  return `${rows[0].server_version} (in the app's process)`;
}

const STEP4 = '4 The process';

function readyRow(readyMs: number, loggedMs?: number): Row {
  // The app's own figure starts at main(): the difference is Node starting and loading modules.
  const logged = loggedMs === undefined ? '' : ` (the app logs ${loggedMs} ms after main() began)`;
  return {
    step: STEP4,
    measure: 'Spawn → /api/health/ready 200 (warm data folder)',
    result: `${Math.round(readyMs)} ms${logged}`,
    budget: `≤ ${BUDGET.readyMs} ms`,
    ok: readyMs <= BUDGET.readyMs,
  };
}

/** The budget is for the PostgreSQL server: embedded, the database lives in the app's memory. */
function idleRssRow(bytes: number, embedded: boolean): Row {
  return {
    step: STEP4,
    measure: `Resident memory idle (${IDLE_SETTLE_MS / 1000} s after ready)`,
    result: embedded ? `${mb(bytes)} (with the embedded database inside)` : mb(bytes),
    budget: `≤ ${mb(BUDGET.idleRssBytes)} (PostgreSQL server${embedded ? ' only' : ''})`,
    ok: embedded ? undefined : bytes <= BUDGET.idleRssBytes,
  };
}

function afterLoadRssRow(bytes: number): Row {
  return { step: STEP4, measure: 'Resident memory at the end of step 1', result: mb(bytes) };
}

function mb(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(killAllChildren);

/** Signs in to the back office with the bench's administrator; answers the access token. */
async function adminToken(origin: string, env: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (response.status !== 200 || !body.accessToken) {
    throw new Error(`bench admin sign-in answered ${response.status}`);
  }
  return body.accessToken;
}
