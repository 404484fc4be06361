import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../support/app-process';
import type { CapturedResponse } from '../support/bare-server';
import { spawnTracked, stopChild, withTimeout } from '../support/children';
import { processCpuSeconds } from '../support/cpu';
import { ACCEPT_ENCODING, hammer, type LoadResult } from '../support/load';
import type { Row } from '../support/report';
import { count, kb } from '../support/stats';

const STEP = '1 Public reads';
const CONNECTIONS = 50;
/**
 * Every request goes through Express and Nest (helmet, guards, interceptors, filters, the access
 * log), public reads and assets included (issue 16). The reference is the framework's floor: a
 * minimal NestJS app on the same Express adapter answering the same bytes (issue 33). The budget
 * guards against regressions of our own code; it is not a target to tune to. The scale beyond one
 * machine comes from the HTTP cache in front (deploy/nginx).
 */
const BUDGET = { ratio: 0.4, p99: 50 };

/**
 * Rounds per read: app, floor and bare server take turns, so that work elsewhere on the machine
 * falls on all three alike; each one's median counts.
 */
const ROUNDS = 3;

/**
 * Step 1: each public read at 50 connections against the app, the NestJS floor (one `@Res()`
 * handler answering the same bytes, support/nest-floor-server.ts) and a bare node:http server
 * (the machine's limit, support/bare-server.ts), in alternating rounds, and the ratios of their
 * median rates. Beside them, the CPU time per read of the app and of the floor (each process's
 * user + system time over its runs): on a machine other work shares, the rates and their ratios
 * move with that work, the CPU a read costs much less.
 */
export async function publicReads(
  origin: string,
  appPid: number,
  workDir: string,
  seconds: number,
) {
  const paths = await targets(origin);
  const captured = await Promise.all(paths.map((path) => capture(origin, path)));
  const file = join(workDir, 'captured-responses.json');
  writeFileSync(file, JSON.stringify(captured));
  const floor = await startReference('nest-floor-server.js', file);
  const bare = await startReference('bare-server.js', file);
  const servers = [{ origin, pid: appPid }, floor, bare];
  const rows: Row[] = [];
  try {
    for (const response of captured) {
      const runs = servers.map(() => [] as LoadResult[]);
      const cpu = servers.map(() => 0);
      // A short first run warms each server (JIT, connection pools, caches) before measuring.
      for (const server of servers) await hammer(server.origin + response.path, CONNECTIONS, 2);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, server] of servers.entries()) {
          const before = processCpuSeconds(server.pid);
          runs[i].push(await hammer(server.origin + response.path, CONNECTIONS, seconds));
          cpu[i] += processCpuSeconds(server.pid) - before;
        }
      }
      const [app, nest, limit] = runs.map((results, i) => median(results, cpu[i]));
      rows.push(row(response, app, nest, limit));
    }
  } finally {
    await floor.stop();
    await bare.stop();
  }
  return rows;
}

type Measured = LoadResult & { cpuPerRead: number };

/** The median of the rounds' rates and p99s, errors summed, CPU per read over all rounds. */
function median(results: LoadResult[], cpuSeconds: number): Measured {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const sum = (key: 'errors' | 'non2xx' | 'total') => results.reduce((n, r) => n + r[key], 0);
  const total = sum('total');
  return {
    requestsPerSecond: middle(results.map((r) => r.requestsPerSecond)),
    p50: middle(results.map((r) => r.p50)),
    p99: middle(results.map((r) => r.p99)),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    total,
    cpuPerRead: (cpuSeconds * 1e6) / Math.max(total, 1),
  };
}

/** The list APIs, one lecture, the home page and the first hashed script the home page loads. */
async function targets(origin: string): Promise<string[]> {
  const lectures = (await (await fetch(`${origin}/api/lecture/list`)).json()) as { id: number }[];
  if (lectures.length === 0) throw new Error('no lectures: the demo content was not seeded');
  const html = await (await fetch(`${origin}/`)).text();
  // A rendered page names its entry on the app loader's tag (data-app), the shell on src.
  const script = /<script[^>]+(?:src|data-app)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('no hashed script in the built index.html');
  return [
    '/api/lecture/list',
    '/api/program/list',
    `/api/lecture/${lectures[0].id}`,
    // The centre's details (센터 정보, from PostgreSQL) and the notices board (issue 20).
    '/api/site',
    '/api/notice/list/1',
    '/',
    script,
  ];
}

/** The raw answer (still compressed) to the request the load generator sends. */
function capture(origin: string, path: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) {
            reject(new Error(`${path} answered ${res.statusCode}`));
            return;
          }
          resolve({
            path,
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            contentEncoding: res.headers['content-encoding'],
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A reference server (support/<script>) in its own process, answering the captured bytes. */
async function startReference(script: string, file: string) {
  const path = join(ROOT, 'dist', 'bench-build', 'bench', 'support', script);
  const child = spawnTracked(process.execPath, [path, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await withTimeout(
    new Promise<number>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => {
        resolve((JSON.parse(chunk.toString()) as { port: number }).port);
      });
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    }),
    // Loading NestJS takes seconds on a busy machine.
    60_000,
    `starting ${script}`,
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => stopChild(child, 2000),
  };
}

function row(response: CapturedResponse, app: Measured, floor: Measured, bare: Measured): Row {
  const ofFloor = app.requestsPerSecond / floor.requestsPerSecond;
  const ofBare = app.requestsPerSecond / bare.requestsPerSecond;
  const size = Buffer.from(response.bodyBase64, 'base64').length;
  const encoding = response.contentEncoding ?? 'identity';
  const ok = ofFloor >= BUDGET.ratio && app.p99 <= BUDGET.p99 && app.errors === 0;
  return {
    step: STEP,
    measure: `GET ${response.path} (${kb(size)} ${encoding})`,
    result:
      `${describe(app)} · **${ofFloor.toFixed(2)} of NestJS floor** · ${ofBare.toFixed(2)} of bare · ` +
      `${Math.round(app.cpuPerRead)} µs CPU per read (floor's ×${(app.cpuPerRead / floor.cpuPerRead).toFixed(1)})`,
    reference:
      `NestJS floor: ${describe(floor)} · ${Math.round(floor.cpuPerRead)} µs CPU per read; ` +
      `bare: ${describe(bare)}`,
    budget: `≥ ${BUDGET.ratio} of floor · p99 ≤ ${BUDGET.p99} ms · 0 errors`,
    ok,
  };
}

function describe(result: LoadResult): string {
  const errors = `${count(result.errors)} errors${result.non2xx ? ` (${count(result.non2xx)} non-2xx)` : ''}`;
  return `${count(result.requestsPerSecond)} req/s · p50 ${result.p50} ms · p99 ${result.p99} ms · ${errors}`;
}
