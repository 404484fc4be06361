// @build checks the build, run once outside the API suites (.ci/run)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../support/free-port';

/**
 * No Docker engine runs here, so this proves what the image holds instead: it lays out exactly
 * what the Dockerfile's runtime stage copies (read from the Dockerfile itself), installs the
 * production dependencies only, and starts it as the container would, in production mode. It
 * must serve the home page and pass its health checks. On the PostgreSQL server run it uses a
 * fresh database there; on the embedded run, the embedded database (explicitly allowed).
 */
const ROOT = resolve(__dirname, '..', '..');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

interface RuntimeStage {
  base: string;
  lines: string[];
}

function runtimeStage(): RuntimeStage {
  const stages = DOCKERFILE.split(/^FROM /m).slice(1);
  const runtime = stages.find((stage) => /^\S+ AS runtime\b/.test(stage));
  if (!runtime) throw new Error('No runtime stage in the Dockerfile');
  const lines = runtime
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return { base: lines[0].split(' ')[0], lines: lines.slice(1) };
}

/** Copies what each COPY of the runtime stage copies: from the repository or the build stage. */
function layOut(stage: RuntimeStage, target: string): void {
  for (const line of stage.lines.filter((l) => l.startsWith('COPY '))) {
    const parts = line.split(/\s+/).slice(1);
    const fromBuild = parts[0].startsWith('--from=');
    const paths = parts.filter((part) => !part.startsWith('--'));
    const destination = paths.pop()!;
    for (const source of paths) {
      // The build stage's WORKDIR is /app: its files are this checkout after `npm run build`.
      const from = join(ROOT, fromBuild ? source.replace(/^\/app\/?/, '') : source);
      if (!existsSync(from)) throw new Error(`${line}: ${from} does not exist (run npm run build)`);
      const to =
        destination.endsWith('/') && paths.length > 1
          ? join(target, destination, source.split('/').pop()!)
          : join(target, destination === './' ? source.split('/').pop()! : destination);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { recursive: true });
    }
  }
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready within 60 s:\n${log()}`);
}

describe('the container image', () => {
  const stage = runtimeStage();

  it('is a slim current LTS base, runs as a non-root user, exposes 3000 and checks its health', () => {
    expect(stage.base).toMatch(/^node:(22|24|26)-\w+-slim$/);
    expect(DOCKERFILE).toMatch(/^FROM node:\S+ AS build$/m);
    expect(stage.lines).toContain('USER node');
    expect(stage.lines).toContain('EXPOSE 3000');
    expect(
      stage.lines.some(
        (line) => line.startsWith('HEALTHCHECK ') && line.includes('/api/health/ready'),
      ),
    ).toBe(true);
    expect(stage.lines.some((line) => line.startsWith('RUN npm ci --omit=dev'))).toBe(true);
    expect(stage.lines.some((line) => /^VOLUME .*\/data/.test(line))).toBe(true);
    // Configuration comes from the environment at run time, never baked into the image.
    expect(DOCKERFILE).not.toMatch(/(SECRET|PASSWORD|TOSS_|DATABASE_URL)\S*=/);
    expect(DOCKERFILE).not.toMatch(/^ADD /m);
  });

  describe('started as the container starts it', () => {
    let work: string;
    let child: ChildProcess | undefined;
    let output = '';
    let database: { admin: string; name: string } | undefined;
    let url = '';

    beforeAll(async () => {
      execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-if-needed.mjs')], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      work = mkdtempSync(join(tmpdir(), 'maeum-image-'));
      const app = join(work, 'app');
      mkdirSync(app);
      layOut(stage, app);
      // RUN npm ci --omit=dev, from the npm cache this checkout's install filled.
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: app,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      // And what that RUN line removes from the install.
      const install = stage.lines.find((line) => line.startsWith('RUN npm ci --omit=dev'))!;
      for (const removal of install.split('&&').map((part) => part.trim())) {
        if (removal.startsWith('rm -rf ')) execFileSync('sh', ['-c', removal], { cwd: app });
      }

      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: join(work, 'data'),
        JWT_SECRET: 'image-test-jwt-secret-0123456789abcdef',
        GUEST_TOKEN_SECRET: 'image-test-guest-secret-0123456789abcdef',
        ADMIN_USERNAME: 'director',
        ADMIN_PASSWORD: 'image-test-admin-password',
        PAYMENT_SANDBOX: 'true',
        SANDBOX_SECRET_KEY: 'image-test-sandbox-secret-0123456789abcdef',
        MESSAGE_SANDBOX: 'true',
        LOG_LEVEL: 'info',
      };
      if (process.env.DATABASE_URL) {
        const name = `image_${process.pid}_${Date.now()}`;
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`CREATE DATABASE ${name}`);
        await client.end();
        database = { admin: process.env.DATABASE_URL, name };
        const serverUrl = new URL(process.env.DATABASE_URL);
        serverUrl.pathname = `/${name}`;
        env.DATABASE_URL = serverUrl.toString();
      } else {
        env.ALLOW_EMBEDDED_DATABASE = 'true';
      }
      child = spawn(process.execPath, ['dist/src/main.js'], { cwd: app, env });
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitForReady(url, child, () => output);
      // A build if none is made, an install of the production dependencies and a start: 40 s on
      // a quiet machine, past 180 s under a load of 12 on 2 cores.
    }, 420_000);

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (database) {
        const client = new Client({ connectionString: database.admin });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
        await client.end();
      }
      rmSync(work, { recursive: true, force: true });
    }, 30_000);

    it('holds production dependencies only', () => {
      const modules = join(work, 'app', 'node_modules');
      expect(existsSync(join(modules, '@nestjs', 'core'))).toBe(true);
      for (const devOnly of ['typescript', 'jest', '@playwright/test', 'vite', 'ckeditor5']) {
        expect(existsSync(join(modules, devOnly))).toBe(false);
      }
    });

    it('serves the home page rendered on the server, its precompressed assets and the health checks', async () => {
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      // The image holds the server's build of the pages (frontend/dist-server): rendered, not the shell.
      expect(html).toContain('<html lang="ko" data-rendered>');
      expect(html).toMatch(/<div id="root">.*<h1/s);
      expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
      // React's chunk, which the page's loader preloads (the entry is too small to compress).
      const script = /data-preload="[^"]*?(\/assets\/react-[^" ]+\.js)/.exec(html)![1];
      const asset = await fetch(`${url}${script}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
      expect((await fetch(`${url}/api/lecture/list`)).status).toBe(200);
    });

    it('stops cleanly on SIGTERM', async () => {
      const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
      child!.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"stopped"');
    });
  });
});
