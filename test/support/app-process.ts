import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export const ROOT = resolve(__dirname, '..', '..');

/** Builds dist/ and frontend/dist/ when they are missing or stale (as `npm start` does). */
export function buildIfNeeded(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

/** A fresh database on the DATABASE_URL server, dropped again by `drop()`. */
export async function serverDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const query = (sql: string) => adminQuery(admin, sql);
  await createThrowawayDatabase(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The built app (`node dist/src/main.js`) as its own process, as a container runs it. */
export class AppProcess {
  output = '';
  private child?: ChildProcess;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** The JSON log lines written so far. */
  logLines(): Record<string, unknown>[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  async start(cwd = ROOT): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.running)
        throw new Error(`${this.name} exited before it was ready:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${this.name} was not ready within 60 s:\n${this.output}`);
  }

  /** SIGTERM and wait; resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (!this.child || !this.running) return this.child?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => this.child!.once('exit', (code) => r(code)));
    this.child.kill('SIGTERM');
    return exited;
  }

  /** SIGKILL: the process dies at once, as on a crash or an OOM kill. */
  async kill(): Promise<void> {
    if (!this.child || !this.running) return;
    const exited = new Promise((r) => this.child!.once('exit', r));
    this.child.kill('SIGKILL');
    await exited;
  }
}

/** A browser's cookies across origins: enough to carry the app's cookies from one replica to another. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set('Cookie', cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
/**
 * Creates a database a test throws away, copied from `template` when given. Its commits do not
 * wait for the disk (synchronous_commit off: a server crash could lose the last ones, which a
 * test's database never outlives); what other connections see and when is unchanged. On this
 * kind of machine a flush costs 1.5 to 2.7 ms (pg_test_fsync), paid by every commit of about
 * 2,000 API tests.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export { freePort } from './free-port';
