import { hammer, type LoadResult } from '../support/load';
import type { Row } from '../support/report';
import { count } from '../support/stats';

const STEP = '1 Public reads';
const CONNECTIONS = 50;
/**
 * Issue 34: a lecture page rendered on the server at ≥ 0.8 of the rate of the lecture's own read
 * (GET /api/lecture/{id}) in the same run, p99 ≤ 50 ms. Both are answered from the public reads'
 * cache in steady state; the page costs its larger body and nothing more.
 */
const BUDGET = { ratio: 0.8, p99: 50 };
const ROUNDS = 3;

/**
 * Step 1b: the server-rendered page of a lecture against its API read, at 50 connections, in
 * alternating rounds (so work elsewhere on the machine falls on both alike); the medians count.
 */
export async function serverPages(origin: string, seconds: number): Promise<Row[]> {
  const lectures = (await (await fetch(`${origin}/api/lecture/list`)).json()) as { id: number }[];
  const id = lectures[0].id;
  const targets = [`/lecture/${id}`, `/api/lecture/${id}`];
  const runs: LoadResult[][] = targets.map(() => []);
  for (const path of targets) await hammer(origin + path, CONNECTIONS, 2);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, path] of targets.entries()) {
      runs[i].push(await hammer(origin + path, CONNECTIONS, seconds));
    }
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const [page, read] = runs.map((results) => ({
    rate: middle(results.map((result) => result.requestsPerSecond)),
    p99: middle(results.map((result) => result.p99)),
    errors: results.reduce((n, result) => n + result.errors, 0),
  }));
  const ratio = page.rate / read.rate;
  return [
    {
      step: STEP,
      measure: `Server-rendered lecture page (GET /lecture/{id}, HTML) against GET /api/lecture/{id}`,
      result:
        `${count(page.rate)}/s vs ${count(read.rate)}/s (${ratio.toFixed(2)}) · ` +
        `p99 ${page.p99.toFixed(1)} ms · ${page.errors} errors`,
      budget: `≥ ${BUDGET.ratio} of the read · p99 ≤ ${BUDGET.p99} ms · 0 errors`,
      ok: ratio >= BUDGET.ratio && page.p99 <= BUDGET.p99 && page.errors === 0,
    },
  ];
}
