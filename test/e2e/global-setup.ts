import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createThrowawayDatabase } from '../support/app-process';
import { freePort } from '../support/free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { FullConfig } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';

/**
 * Starts the REAL built server (`node dist/src/main.js`) once per Playwright worker for the whole
 * browser suite: each on a free port with a fresh data folder (so the embedded PostgreSQL starts
 * empty and seeds the demo content) or, when DATABASE_URL names a server, a fresh database on it.
 * Workers never share a server, so one worker's lectures, notices and rate limits never reach
 * another's lists (support/test.ts gives worker N the Nth address). The addresses go to
 * E2E_BASE_URLS (comma-separated) before any worker starts; the returned function is the global
 * teardown: it stops the servers and removes what was created.
 *
 * Why several: a journey mostly waits (on the browser, the payment window, the message worker's
 * polls), so one worker used about half a core of the two; a second worker with its own server
 * takes the other half.
 *
 * Not Playwright's `webServer` option: the database has to exist before the server starts.
 */
const ROOT = resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
/** test-results/e2e-server-1.log for the first worker's server, -2 for the second's… */
const logFile = (index: number) => join(ROOT, 'test-results', `e2e-server-${index + 1}.log`);

interface Created {
  child?: ChildProcess;
  dataDir?: string;
  database?: { adminUrl: string; name: string };
  /** Where a journey's setup reaches this server's database (support/booking-data.ts). */
  databaseUrl?: string;
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const count = Math.max(1, config.workers);
  const created: Created[] = [];
  const teardown = () => Promise.all(created.map(stopEverything)).then(() => undefined);
  try {
    const urls = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const mine: Created = {};
        created.push(mine);
        mine.dataDir = mkdtempSync(join(tmpdir(), 'maeum-e2e-'));
        const databaseUrl = await freshDatabase(mine);
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        const log = startServer(mine, port, databaseUrl, baseUrl, logFile(index));
        await waitUntilReady(mine.child!, baseUrl, log);
        mine.databaseUrl = databaseUrl || embeddedDatabaseUrl(mine.child!.pid!, port);
        return baseUrl;
      }),
    );
    process.env.E2E_BASE_URLS = urls.join(',');
    // In the same order: worker N's server and its database.
    process.env.E2E_DATABASE_URLS = created.map((each) => each.databaseUrl ?? '').join(',');
    console.log(
      `\nBrowser tests against ${urls.join(', ')}, one server per worker, on ${process.env.DATABASE_URL ? 'fresh databases of the DATABASE_URL server' : 'the embedded PostgreSQL'} (server logs: test-results/e2e-server-N.log)`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** A new, empty database on the DATABASE_URL server; '' (embedded engine) when none is set. */
async function freshDatabase(created: Created): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return '';
  const name = `e2e_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await createThrowawayDatabase(adminUrl, name);
  created.database = { adminUrl, name };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The embedded PostgreSQL's address inside the server process (PGlite on a loopback socket, a
 * port of its own choosing): the socket the process listens on besides its HTTP port, read from
 * /proc (Linux, as CI). For the few journeys that set up rows no API writes yet.
 */
function embeddedDatabaseUrl(pid: number, httpPort: number): string {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket) inodes.add(socket[1]);
    } catch {
      // A descriptor closed while listed.
    }
  }
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address is HEXIP:HEXPORT; st 0A is LISTEN; the inode is the 10th field.
    if (fields.length < 10 || fields[3] !== '0A' || !inodes.has(fields[9])) continue;
    const port = parseInt(fields[1].split(':')[1], 16);
    if (port !== httpPort) return `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  }
  return '';
}

/** Keeps every line the server prints (for the log file) and the last ones (for errors). */
class ServerLog {
  private readonly lines: string[] = [];
  constructor(private readonly file: string) {}
  add(chunk: Buffer): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    writeFileSync(this.file, chunk, { flag: 'a' });
  }
  tail(count = 40): string {
    return this.lines.slice(-count).join('\n');
  }
}

function startServer(
  created: Created,
  port: number,
  databaseUrl: string,
  baseUrl: string,
  file: string,
): ServerLog {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(file, '');
  const log = new ServerLog(file);
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: created.dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      SEED_DEMO_CONTENT: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Messages are sent by the background worker, as in production (NODE_ENV=test turns it
      // off for the API tests, which run jobs by hand); the links in them lead to this server.
      JOB_WORKERS: 'true',
      JOB_POLL_INTERVAL_SECONDS: '0.5',
      PUBLIC_URL: baseUrl,
      // A journey moves this server's clock on instead of waiting (POST /api/test-clock): a code
      // grows too old for a refund to a bank account in a request (myinfo.spec.ts).
      TEST_CLOCK_SHIFTABLE: 'true',
      // Every browser in the suite speaks from 127.0.0.1, so that one address stands for every
      // family the journeys play: at the default 20 codes an hour per address, the journeys that
      // ran last met 429 at the code step (a whole run sends more). Per contact the limits stay
      // as in production (each journey has contacts of its own); as in the API tests
      // (test/support/test-app.ts), the address ceiling is the rate-limit tests' to lower.
      FAMILY_CODES_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  created.child = child;
  child.stdout!.on('data', (chunk: Buffer) => log.add(chunk));
  child.stderr!.on('data', (chunk: Buffer) => log.add(chunk));
  return log;
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, log: ServerLog): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server ${exited} before it was ready:\n${log.tail()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(
    `GET ${baseUrl}/api/health/ready did not answer 200 within ${READY_TIMEOUT_MS / 1000} s (${last}):\n${log.tail()}`,
  );
}

async function stopEverything(created: Created): Promise<void> {
  const { child, dataDir, database } = created;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  if (database) {
    const client = new Client({ connectionString: database.adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
