import { join } from 'node:path';
import { ROOT } from './app-process';
import { spawnTracked, stopChild, withTimeout } from './children';

/** What the bench reads from autocannon's JSON result. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts plus answers outside 2xx. */
  errors: number;
  non2xx: number;
  total: number;
}

/** A browser's Accept-Encoding: what the load generator sends, and what the bare server copies. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * `connections` keep-alive connections hammering `url` for `seconds`, from autocannon's CLI in a
 * child process (never in the app's process or the bench's own event loop). Bounded: the child
 * is killed 30 s after the run should have ended.
 */
export async function hammer(url: string, connections: number, seconds: number) {
  const cli = join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const args = ['-c', String(connections), '-d', String(seconds), '-j', '-n'];
  args.push('-H', `accept-encoding=${ACCEPT_ENCODING}`, url);
  const child = spawnTracked(process.execPath, [cli, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const code = await withTimeout(exited, (seconds + 30) * 1000, `autocannon on ${url}`);
    if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.slice(-500)}`);
  } finally {
    await stopChild(child, 1000);
  }
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    total: result.requests.total,
  } satisfies LoadResult;
}
