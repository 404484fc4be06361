import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isRunning, spawnTracked, stopChild } from './children';

/** The project root: this file runs as dist/bench-build/bench/support/app-process.js. */
export const ROOT = resolve(__dirname, '..', '..', '..', '..');

/**
 * The production environment the bench starts the app with: NODE_ENV=production, so the app
 * insists on real secrets (random ones for this run), the payment sandbox explicitly allowed
 * (PAYMENT_SANDBOX=true, no Toss keys, confirm answer delay 0) and, without DATABASE_URL, the
 * embedded database explicitly allowed.
 */
export function productionEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64url');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    GUEST_TOKEN_SECRET: secret(),
    JWT_SECRET: secret(),
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: secret(),
    PAYMENT_SANDBOX: 'true',
    // Production's sandbox takes only a secret from the environment (issue 32).
    SANDBOX_SECRET_KEY: secret(),
    MESSAGE_SANDBOX: 'true',
    SANDBOX_CONFIRM_ANSWER_DELAY_MS: '0',
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.ALLOW_EMBEDDED_DATABASE = 'true';
  return env;
}

/** The built app, `node dist/src/main.js`, in its own process as production runs it. */
export class AppProcess {
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    /** The app's JSON log goes to this file (not through the bench's own event loop). */
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the app and resolves with the milliseconds until /api/health/ready answered 200. */
  async start(timeoutMs = 60_000): Promise<number> {
    const log = openSync(this.logFile, 'a');
    const started = performance.now();
    const child = spawnTracked(process.execPath, [...nodeArgs(), 'dist/src/main.js'], {
      cwd: ROOT,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    while (performance.now() - started < timeoutMs) {
      if (!isRunning(child)) throw new Error(`the app exited before it was ready:\n${this.tail()}`);
      if (await this.ready()) return performance.now() - started;
      // Fine polling: the ready time is a budget in its own right.
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the app was not ready within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  private async ready(): Promise<boolean> {
    try {
      const res = await fetch(`${this.url}/api/health/ready`, {
        signal: AbortSignal.timeout(2000),
      });
      await res.arrayBuffer();
      return res.status === 200;
    } catch {
      return false; // not listening yet
    }
  }

  /**
   * What the app itself logged as its ready time (from the first line of main.ts, so without
   * Node's start and the loading of its modules); undefined when the line is missing.
   */
  loggedReadyMs(): number | undefined {
    const matches = [...this.tail(200).matchAll(/ready in (\d+) ms/g)];
    const last = matches.at(-1);
    return last ? Number(last[1]) : undefined;
  }

  /** Resident memory of the app process now, from /proc (Linux). */
  rssBytes(): number {
    if (!this.child?.pid) throw new Error('the app is not running');
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    if (!kb) throw new Error('no VmRSS in /proc status');
    return Number(kb[1]) * 1024;
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child);
  }

  /** The last lines of the app's log, for error messages. */
  tail(lines = 20): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

/** To profile the app under the bench's load: BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
function nodeArgs(): string[] {
  return (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
}
