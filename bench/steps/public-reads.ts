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
 * log), public reads and assets included (issue 16): a tenth of a bare server is thousands of
 * reads a second per core, far beyond what the centre's busiest hour asks; the scale beyond one
 * machine comes from the HTTP cache in front (deploy/nginx).
 */
const BUDGET = { ratio: 0.1, p99: 50 };

/**
 * Step 1: each public read at 50 connections against the app, then the very same bytes against a
 * bare node:http server (the machine's limit for them), and the ratio. Beside it, the app's CPU
 * time per read (its process's user + system time over the run): on a machine other work shares,
 * the rates and their ratio move with that work, the CPU a read costs much less.
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
  const bare = await startBareServer(file);
  const rows: Row[] = [];
  try {
    for (const response of captured) {
      // A short first run warms both servers (JIT, connection pools, caches) before measuring.
      const warmUp = Math.min(2, seconds);
      await hammer(origin + response.path, CONNECTIONS, warmUp);
      const cpuBefore = processCpuSeconds(appPid);
      const app = await hammer(origin + response.path, CONNECTIONS, seconds);
      const cpuPerRead = ((processCpuSeconds(appPid) - cpuBefore) * 1e6) / Math.max(app.total, 1);
      await hammer(bare.origin + response.path, CONNECTIONS, warmUp);
      const limit = await hammer(bare.origin + response.path, CONNECTIONS, seconds);
      rows.push(row(response, app, limit, cpuPerRead));
    }
  } finally {
    await bare.stop();
  }
  return rows;
}

/** The list APIs, one lecture, the home page and the first hashed script the home page loads. */
async function targets(origin: string): Promise<string[]> {
  const lectures = (await (await fetch(`${origin}/api/lecture/list`)).json()) as { id: number }[];
  if (lectures.length === 0) throw new Error('no lectures: the demo content was not seeded');
  const html = await (await fetch(`${origin}/`)).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
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

async function startBareServer(file: string) {
  const script = join(ROOT, 'dist', 'bench-build', 'bench', 'support', 'bare-server.js');
  const child = spawnTracked(process.execPath, [script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await withTimeout(
    new Promise<number>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => {
        resolve((JSON.parse(chunk.toString()) as { port: number }).port);
      });
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    }),
    10_000,
    'starting the bare server',
  );
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 2000) };
}

function row(
  response: CapturedResponse,
  app: LoadResult,
  limit: LoadResult,
  cpuPerRead: number,
): Row {
  const ratio = app.requestsPerSecond / limit.requestsPerSecond;
  const size = Buffer.from(response.bodyBase64, 'base64').length;
  const encoding = response.contentEncoding ?? 'identity';
  const ok = ratio >= BUDGET.ratio && app.p99 <= BUDGET.p99 && app.errors === 0;
  return {
    step: STEP,
    measure: `GET ${response.path} (${kb(size)} ${encoding})`,
    result:
      `${describe(app)} · **${Math.round(ratio * 100)} % of limit** · ` +
      `${Math.round(cpuPerRead)} µs app CPU per read`,
    limit: describe(limit),
    budget: `≥ ${BUDGET.ratio * 100} % · p99 ≤ ${BUDGET.p99} ms · 0 errors`,
    ok,
  };
}

function describe(result: LoadResult): string {
  const errors = `${count(result.errors)} errors${result.non2xx ? ` (${count(result.non2xx)} non-2xx)` : ''}`;
  return `${count(result.requestsPerSecond)} req/s · p50 ${result.p50} ms · p99 ${result.p99} ms · ${errors}`;
}
