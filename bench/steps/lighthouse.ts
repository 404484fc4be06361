import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/app-process';
import { spawnTracked, stopChild, withTimeout } from '../support/children';
import type { Row } from '../support/report';
import { CHROMIUM_PATH } from '../../test/support/chromium';
import { CHROME_FLAGS } from './page-weight';

const STEP = '3 Lighthouse (mobile)';
/** Issue 34: the public pages come rendered by the server; these are what a phone then feels. */
const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
};
const RUN_TIMEOUT_MS = 120_000;

interface LighthouseJson {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/** The weighted audits that cost points in the pass/fail categories: what to fix first. */
function failedAudits(report: LighthouseJson): string[] {
  const failed = new Set<string>();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const score = report.audits[ref.id]?.score;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

/**
 * Step 3b: Lighthouse's mobile preset (its default: emulated phone, simulated slow 4G and CPU)
 * on each page, one CLI run per page in its own process with Debian's Chromium.
 *
 * The reports are written to the bench's temporary folder and dropped with it. With
 * BENCH_LIGHTHOUSE_DIR set, each page's JSON and HTML report is also kept there
 * (`lighthouse-<n>.report.json` / `.report.html`, n in page order), to read the audits behind a
 * score: the numbers alone do not say what to fix.
 */
export async function lighthouse(origin: string, pages: string[], workDir: string) {
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) mkdirSync(keep, { recursive: true });
  const rows: Row[] = [];
  for (const [index, path] of pages.entries()) {
    // With --output json --output html, Lighthouse writes <path>.report.json and .report.html.
    const base = join(workDir, `lighthouse-${index}`);
    await runLighthouseOnceMore(origin + path, base);
    const json = `${base}.report.json`;
    if (keep) {
      for (const ext of ['json', 'html']) {
        copyFileSync(`${base}.report.${ext}`, join(keep, `lighthouse-${index}.report.${ext}`));
      }
    }
    rows.push(scoreRow(path, JSON.parse(readFileSync(json, 'utf8')) as LighthouseJson));
  }
  return rows;
}

/**
 * Lighthouse's runtime errors ("Something went wrong with recording the trace over your page
 * load. Please run Lighthouse again.") are its own flakes, seen about once in twenty pages here:
 * such a page is run once more, and says so; any other failure, or a second one, stops the step.
 */
async function runLighthouseOnceMore(url: string, outputBase: string): Promise<void> {
  try {
    await runLighthouse(url, outputBase);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('Runtime error encountered')) {
      throw error;
    }
    console.error(`Lighthouse on ${url} asked to be run again (${error.message.slice(0, 160)})`);
    await runLighthouse(url, outputBase);
  }
}

async function runLighthouse(url: string, outputBase: string): Promise<void> {
  const cli = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const child = spawnTracked(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output=html',
      `--output-path=${outputBase}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const code = await withTimeout(exited, RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    if (code !== 0) throw new Error(`Lighthouse exited with ${code}: ${stderr.slice(-300)}`);
  } finally {
    await stopChild(child, 2000);
  }
}

function scoreRow(path: string, report: LighthouseJson): Row {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
  const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
  const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  const failed = failedAudits(report);
  return {
    step: STEP,
    measure: path,
    result:
      `perf ${scores.performance} · a11y ${scores.accessibility} · BP ${scores.bestPractices} · ` +
      `SEO ${scores.seo} · LCP ${(lcp / 1000).toFixed(2)} s · CLS ${cls.toFixed(3)} · ` +
      `TBT ${Math.round(tbt)} ms` +
      (failed.length ? ` · failing: ${failed.join(', ')}` : ''),
    budget:
      `perf ≥ ${BUDGET.performance} · a11y ${BUDGET.accessibility} · BP ${BUDGET.bestPractices} · ` +
      `SEO ${BUDGET.seo} · LCP ≤ ${BUDGET.lcpMs / 1000} s · CLS ≤ ${BUDGET.cls}`,
    ok:
      scores.performance >= BUDGET.performance &&
      scores.accessibility >= BUDGET.accessibility &&
      scores.bestPractices >= BUDGET.bestPractices &&
      scores.seo >= BUDGET.seo &&
      lcp <= BUDGET.lcpMs &&
      cls <= BUDGET.cls,
  };
}
