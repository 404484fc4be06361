import { loadFamilyConfig, type FamilyConfig } from './family.config';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './payments.config';
import { LOG_LEVELS, type LogLevelName } from './log-level';
import { isPlaceholder, loadAuthConfig, type AuthConfig } from './auth.config';
import { loadLimitsConfig, type LimitsConfig } from './limits.config';
import { loadSeatsConfig, type SeatsConfig } from './seats.config';
import { loadPublicCacheConfig, type PublicCacheConfig } from './public-cache.config';
import { loadStorageConfig, type StorageConfig } from './storage.config';
import { loadPrivacyConfig, type PrivacyConfig } from './privacy.config';
import { loadWaitlistConfig, type WaitlistConfig } from './waitlist.config';
import {
  loadJobsConfig,
  loadMessagesConfig,
  type JobsConfig,
  type MessagesConfig,
} from './messages.config';
import { loadRefundsConfig, type RefundsConfig } from './refunds.config';
import { integerSetting, refuseRenamed } from './env-values';

/** The folder holding package.json, whether this file runs from src/ (tests) or dist/src/. */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(__dirname);

export type NodeEnv = 'development' | 'production' | 'test';

export interface DatabaseConfig {
  /** A PostgreSQL server. When absent, an embedded PostgreSQL (PGlite) runs inside the process. */
  url?: string;
  /** Where the embedded database keeps its files; `memory://` keeps nothing (tests only). */
  embeddedDataDir: string;
  poolSize: number;
}

export interface AppConfig {
  env: NodeEnv;
  port: number;
  dataDir: string;
  /** Folder of uploaded and seeded images: `<uploadDir>/programFiles`, `<uploadDir>/lectureFiles`. */
  uploadDir: string;
  /** Images in uploadDir (a shared volume with several replicas) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Built frontend served for every non-API path; absent folder means API only. */
  staticDir: string;
  /** Demo content on first start with an empty database. */
  seedDemoContent: boolean;
  database: DatabaseConfig;
  payments: PaymentsConfig;
  /** The site's public origin (https://example.com) for payment return URLs; else the request's. */
  publicUrl?: string;
  /** Signs the short-lived proofs a guest's browser holds (application access, lookups). */
  guestTokenSecret: string;
  auth: AuthConfig;
  /**
   * How long a stopping process keeps serving while readiness already answers 503, so load
   * balancers move away first (SHUTDOWN_DELAY_MS; default 0).
   */
  shutdownDelayMs: number;
  /**
   * Which proxies' X-Forwarded-For Express believes (TRUST_PROXY: Express's `trust proxy` names
   * and CIDRs, comma-separated; default loopback). Rate limits count the address it yields.
   */
  trustProxy: string[];
  /**
   * How often the payment reconciliation job runs, once across all replicas
   * (RECONCILE_INTERVAL_SECONDS; default 60, 0..3600; 0 turns it off, the default under
   * NODE_ENV=test where tests run it directly). A pg-boss job that queues the next pass
   * (src/common/jobs/job-queue.ts, `repeat`).
   */
  reconcileIntervalSeconds: number;
  /**
   * Redis for counts of recent attempts (rate limits) when REDIS_URL is set; everything else
   * shared stays in PostgreSQL. REDIS_PREFIX (default `maeum:`) lets sites share one Redis.
   */
  redis?: { url: string; prefix: string };
  /** pino level of the JSON logs (LOG_LEVEL; default info). */
  logLevel: LogLevelName;
  /** Request limits on applying and paying, and when an unpaid application stops blocking. */
  limits: LimitsConfig;
  /** How long an unpaid application holds its seat (SEAT_HOLD_MINUTES). */
  seats: SeatsConfig;
  /**
   * The API reference at /api/docs (Swagger UI) and its document at /api/docs-json (API_DOCS;
   * default on outside production, off in production unless API_DOCS=true).
   */
  apiDocs: boolean;
  /** How long public reads may be kept by browsers, proxies and, while PostgreSQL fails, the app. */
  publicCache: PublicCacheConfig;
  /** How long a waiting-list offer holds its seat, and how often the waiting-list job runs. */
  waitlist: WaitlistConfig;
  /** How long families' personal data is kept before the retention job removes it. */
  privacy: PrivacyConfig;
  /** E-mail and 알림톡/SMS channels (or the message sandbox), retention, the centre's inbox. */
  messages: MessagesConfig;
  /** One-time codes and remembered browsers: how a family proves its e-mail or phone. */
  family: FamilyConfig;
  /** Background work on pg-boss: whether this process runs workers, and how often they look. */
  jobs: JobsConfig;
  /** How fresh a family's proof must be to name a refund account (issue 32). */
  refunds: RefundsConfig;
  /**
   * Browser journeys may move the server's clock on (`POST /api/test-clock`,
   * TEST_CLOCK_SHIFTABLE=true; refused in production).
   */
  shiftableClock: boolean;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function parseLogLevel(value: string | undefined): LogLevelName {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase() as LogLevelName;
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const ADDRESS_OR_CIDR = /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/;

function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return ['loopback'];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!PROXY_NAMES.includes(entry) && !ADDRESS_OR_CIDR.test(entry)) {
      throw new Error(
        `TRUST_PROXY takes ${PROXY_NAMES.join(', ')} or addresses/CIDRs separated by commas, got "${entry}"`,
      );
    }
  }
  return entries;
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) {
    throw new Error(`${name} must be milliseconds from 0 to 3600000, got "${value}"`);
  }
  return ms;
}

function reconcileIntervalSeconds(env: Env, test: boolean): number {
  refuseRenamed(
    env,
    'RECONCILE_INTERVAL_MS',
    'RECONCILE_INTERVAL_SECONDS',
    'whole seconds, default 60',
  );
  return integerSetting(env, 'RECONCILE_INTERVAL_SECONDS', test ? 0 : 60, 0, 3600);
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** Reads the whole configuration from the environment once, validating as it goes. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv: NodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR || 'data');
  if (
    nodeEnv === 'production' &&
    !env.DATABASE_URL &&
    !parseBoolean('ALLOW_EMBEDDED_DATABASE', env.ALLOW_EMBEDDED_DATABASE, false)
  ) {
    throw new Error(
      'DATABASE_URL must name a PostgreSQL server in production (or ALLOW_EMBEDDED_DATABASE=true for a one-container demo).',
    );
  }
  const poolSize = Number(env.DATABASE_POOL_SIZE || 10);
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 100) {
    throw new Error(
      `DATABASE_POOL_SIZE must be an integer from 1 to 100, got "${env.DATABASE_POOL_SIZE}"`,
    );
  }
  const shiftableClock = parseBoolean('TEST_CLOCK_SHIFTABLE', env.TEST_CLOCK_SHIFTABLE, false);
  if (shiftableClock && nodeEnv === 'production') {
    throw new Error('TEST_CLOCK_SHIFTABLE is for tests: production keeps the real time.');
  }
  const config: AppConfig = {
    env: nodeEnv,
    port: parsePort(env.PORT, 3000),
    dataDir,
    uploadDir: resolve(dataDir, env.UPLOAD_DIR || 'uploads'),
    storage: loadStorageConfig(env, nodeEnv === 'production'),
    staticDir: resolve(PROJECT_ROOT, env.STATIC_DIR || 'frontend/dist'),
    seedDemoContent: parseBoolean('SEED_DEMO_CONTENT', env.SEED_DEMO_CONTENT, true),
    database: {
      url: env.DATABASE_URL || undefined,
      embeddedDataDir: resolve(dataDir, 'pglite'),
      poolSize,
    },
    payments: loadPaymentsConfig(env, nodeEnv === 'production'),
    publicUrl: publicUrl(env.PUBLIC_URL),
    guestTokenSecret: secret(env, 'GUEST_TOKEN_SECRET', nodeEnv),
    auth: loadAuthConfig(env, nodeEnv === 'production'),
    redis: redisConfig(env),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    limits: loadLimitsConfig(env),
    seats: loadSeatsConfig(env),
    publicCache: loadPublicCacheConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    reconcileIntervalSeconds: reconcileIntervalSeconds(env, nodeEnv === 'test'),
    shutdownDelayMs: parseMilliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
    apiDocs: parseBoolean('API_DOCS', env.API_DOCS, nodeEnv !== 'production'),
    waitlist: loadWaitlistConfig(env, nodeEnv === 'test'),
    privacy: loadPrivacyConfig(env),
    messages: loadMessagesConfig(env, nodeEnv),
    jobs: loadJobsConfig(env, nodeEnv === 'test'),
    refunds: loadRefundsConfig(env),
    family: loadFamilyConfig(env),
    shiftableClock,
  };
  if (nodeEnv === 'production' && !config.publicUrl) {
    // Read outside any request: the links in messages (my info, receipts, offers), and what
    // search engines and link previews keep (canonical and Open Graph addresses, sitemap.xml).
    throw new Error(
      "PUBLIC_URL is required in production: the pages' canonical addresses, sitemap.xml and the " +
        'links in messages start with it. Set it to the address families open, e.g. https://maeum.example.com',
    );
  }
  return config;
}

/**
 * A signing secret from the environment. Outside production a random one per process is fine
 * (proofs simply expire on restart); production refuses to start without a real one.
 */
function secret(env: Env, name: string, nodeEnv: NodeEnv): string {
  const value = env[name];
  if (value && isPlaceholder(value)) {
    throw new Error(`${name} is an example value; set a random string of at least 32 characters.`);
  }
  if (value && value.length >= 32) return value;
  if (nodeEnv === 'production') {
    throw new Error(
      `${name} must be set to a random string of at least 32 characters in production.`,
    );
  }
  if (value) throw new Error(`${name} must be at least 32 characters long.`);
  return randomBytes(32).toString('base64url');
}

function redisConfig(env: Env): AppConfig['redis'] {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (parsed && parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error('REDIS_URL must start with redis:// or rediss://');
  }
  if (!parsed?.hostname) {
    // The value is not echoed: it may carry a password.
    throw new Error('REDIS_URL must be a URL such as redis://redis:6379/0');
  }
  const prefix = env.REDIS_PREFIX?.trim() || 'maeum:';
  if (!/^[A-Za-z0-9:._-]{1,50}$/.test(prefix)) {
    throw new Error(`REDIS_PREFIX takes letters, digits and : . _ - only, got "${prefix}"`);
  }
  return { url, prefix };
}

/**
 * The site's address for what is made outside a request (message links, the pages' canonical
 * addresses, the sitemap): PUBLIC_URL (an origin, without a trailing slash), else this process
 * on localhost.
 */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute URL such as https://example.com, got "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('PUBLIC_URL must be http(s)');
  return url.origin;
}
