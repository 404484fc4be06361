import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../../src/app.factory';
import { FixedClock } from '../../src/common/clock/clock';
import type { DestinationStream } from 'pino';
import { createRootLogger, type LogLevelName } from '../../src/common/logging/logger';
import { loadConfig, type AppConfig } from '../../src/config/app.config';
import type { SiteConfig } from '../../src/config/site.config';
import { ImageStorage } from '../../src/uploads/storage/image-storage';
import { isAuditedField } from '../../shared/audit-fields';
import { TEST_ADMIN } from './admin-session';
import { adminQuery, createThrowawayDatabase } from './app-process';

export interface TestApp {
  running: RunningApp;
  http: TestAgent;
  /** A client that keeps cookies between requests, like one browser. */
  agent(): TestAgent;
  clock: FixedClock;
  dataSource: DataSource;
  config: AppConfig;
  /** Where this app keeps images (a temporary folder unless `configure` names a bucket). */
  storage: ImageStorage;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The instant the clock starts at (default 2026-11-22 12:00 in Seoul). */
  now?: string;
  /** A folder to serve as the built frontend. */
  staticDir?: string;
  /** Demo content at start (default true). */
  seed?: boolean;
  /** Changes to the configuration (after the defaults for tests). */
  configure?: (config: AppConfig) => AppConfig;
  /** The centre's details to seed an empty database with (default: SITE_CONFIG_FILE's). */
  site?: SiteConfig;
  /** Log level (default error) and where the JSON lines go (default stdout). */
  logLevel?: LogLevelName;
  logDestination?: DestinationStream;
  /**
   * On close, fail when an audit row recorded a field shared/audit-fields.ts does not list
   * (default true). Its query waits for the database: a test timing the shutdown itself turns it
   * off.
   */
  checkAuditFields?: boolean;
}

const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef-0123';

/** 2026-11-22 12:00 in Seoul. */
export const DEFAULT_NOW = '2026-11-22T03:00:00Z';

/**
 * The whole app, built as `npm start` builds it, on its own fresh database: a copy of the
 * migrated template (a database on the DATABASE_URL server, or the embedded engine's folder). Files go to a temporary folder.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const work = mkdtempSync(join(tmpdir(), 'maeum-app-'));
  const database = await freshDatabase(work);
  const base = loadConfig({});
  let config: AppConfig = {
    ...base,
    env: 'test',
    dataDir: work,
    uploadDir: join(work, 'uploads'),
    staticDir: options.staticDir ?? join(work, 'no-frontend'),
    seedDemoContent: options.seed ?? true,
    // Tests run the reconciliation job themselves (runOnce, tick).
    reconcileIntervalSeconds: 0,
    // And the waiting list's job (WaitlistJob.runOnce, tick).
    waitlist: { ...base.waitlist, jobIntervalSeconds: 0 },
    // Every test speaks from one address: codes per address are the rate-limit tests' to lower.
    family: { ...base.family, codesPerHour: { ...base.family.codesPerHour, address: 100_000 } },
    // And pg-boss's jobs (MessageWorker.drain, MessagePeriodicJob.runOnce): loadConfig({}) reads
    // as development, where workers run, and a worker delivering in the background would send
    // (and query) in the middle of whatever a test measures. message-workers.test.ts turns them on.
    jobs: { ...base.jobs, workers: false },
    // One signing secret for every test app: passport keeps strategies in one global registry,
    // so with two apps in one process the last one started verifies the tokens of both.
    auth: {
      ...base.auth,
      jwtSecret: TEST_JWT_SECRET,
      admin: { ...TEST_ADMIN },
      createDemoAdmin: false,
    },
    database: { ...base.database, url: database.url, embeddedDataDir: database.embeddedDataDir },
  };
  if (options.configure) config = options.configure(config);
  const clock = new FixedClock(new Date(options.now ?? DEFAULT_NOW));
  let running: RunningApp;
  try {
    running = await createApp({
      config,
      clock,
      site: options.site,
      logger: createRootLogger(options.logLevel ?? 'error', options.logDestination),
    });
    // Listening on loopback lets the app reach its own payment sandbox over real HTTP.
    await running.app.listen(0, '127.0.0.1');
  } catch (error) {
    await database.drop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    running,
    http: request(running.app.getHttpServer()),
    agent: () => request.agent(running.app.getHttpServer()),
    clock,
    dataSource: running.app.get(DataSource),
    config,
    storage: running.app.get(ImageStorage),
    async close() {
      const unlisted =
        options.checkAuditFields === false
          ? []
          : await unlistedAuditFields(running.app.get(DataSource));
      await running.close();
      await database.drop();
      rmSync(work, { recursive: true, force: true });
      if (unlisted.length) {
        throw new Error(
          `The audit trail recorded fields shared/audit-fields.ts does not list (감사 기록 would ` +
            `have no Korean label for them): ${unlisted.join(', ')}`,
        );
      }
    },
  };
}

/**
 * The fields this test file's audit rows recorded that shared/audit-fields.ts does not list, as
 * `KIND.field`: every API test that makes the back office act checks the list so, and the
 * frontend's labels are typed against it. A database the test broke on purpose answers nothing.
 */
async function unlistedAuditFields(dataSource: DataSource): Promise<string[]> {
  let rows: { kind: string; name: string }[];
  try {
    rows = await dataSource.query(
      `SELECT DISTINCT event.kind, field.name
         FROM audit_event event,
              LATERAL (SELECT jsonb_object_keys(COALESCE(event.before, '{}'::jsonb))
                       UNION SELECT jsonb_object_keys(COALESCE(event.after, '{}'::jsonb))) field(name)`,
    );
  } catch {
    return [];
  }
  return rows
    .filter((row) => !isAuditedField(row.kind, row.name))
    .map((row) => `${row.kind}.${row.name}`);
}

interface FreshDatabase {
  url?: string;
  embeddedDataDir: string;
  drop(): Promise<void>;
}

async function freshDatabase(work: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await createThrowawayDatabase(serverUrl, name, serverTemplate());
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      embeddedDataDir: join(work, 'unused'),
      drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (!template)
    throw new Error('PGLITE_TEMPLATE_DIR is unset: run the tests through jest (global setup)');
  const embeddedDataDir = join(work, 'pglite');
  cpSync(template, embeddedDataDir, { recursive: true });
  return { url: undefined, embeddedDataDir, drop: async () => undefined };
}

/** The migrated template database the global setup prepared (test/support/template-database.ts). */
export function serverTemplate(): string {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!template)
    throw new Error('TEST_TEMPLATE_DATABASE is unset: run the tests through jest (global setup)');
  return template;
}

/**
 * The request limits raised out of reach, for tests that send hundreds of applications from one
 * address on one clock and are about something else (test/api/apply-and-pay-limits.test.ts is
 * about the limits).
 */
export function withoutRequestLimits(config: AppConfig): AppConfig {
  const many = 1_000_000;
  return {
    ...config,
    limits: {
      ...config.limits,
      requests: {
        ...config.limits.requests,
        apply: { address: many, email: many },
        paymentStart: { address: many, application: many },
        verify: { address: many, application: many },
      },
    },
  };
}
