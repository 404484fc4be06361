import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/support/chromium';
import type { Row } from '../support/report';
import { kb } from '../support/stats';

const STEP = '3 Page weight';
/**
 * First-visit JavaScript, gzipped (issue 34): a page a parent browses, and a page of the
 * application and payment flow (which brings its forms and RTK Query).
 */
const JS_BUDGET = { browsing: 100 * 1024, flow: 130 * 1024 };
/** The flow pages, measured for their weight only (Lighthouse measures the browsing pages). */
export const FLOW_PAGES = ['/application', '/payments', '/myinfo-check', '/myinfo'];
/** Names of chunks that only the back office may load. */
const PRIVATE_CHUNK = /admin|editor|ckeditor/i;

/** Lighthouse starts Chromium itself, headless; Playwright adds headless on its own. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * The public pages a parent browses (step 3), with a program, a lecture and a notice that exist
 * (the demo content has no notice: the notice page is measured when the site has one).
 */
export async function publicPages(origin: string): Promise<string[]> {
  const read = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const [lectures, programs, notices] = await Promise.all([
    read<{ id: number }[]>('/api/lecture/list'),
    read<{ id: number }[]>('/api/program/list'),
    read<{ items: { id: number }[] }>('/api/notice/list/1'),
  ]);
  return [
    '/',
    '/program',
    `/program/${programs[0].id}`,
    '/lecture',
    `/lecture/${lectures[0].id}`,
    '/notice',
    ...(notices.items[0] ? [`/notice/${notices.items[0].id}`] : []),
    '/privacy',
    '/inquiry',
    '/about',
    '/support',
  ];
}

interface Weight {
  js: number;
  css: number;
  files: string[];
  /** Responses whose body Chromium could not give back (counted, so nothing is missed silently). */
  unread: number;
}

/**
 * Step 3a: the JavaScript and CSS each page really loads in Chromium, lazy route chunks included
 * (which the built index.html alone would miss), gzipped at level 9 so the number does not depend
 * on what the server chose to send.
 */
export async function pageWeight(origin: string, pages: string[]): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  try {
    const rows: Row[] = [];
    for (const path of pages) {
      const weight = await weigh(browser, origin + path);
      rows.push(weightRow(path, weight));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function weigh(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: Weight = { js: 0, css: 0, files: [], unread: 0 };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          weight[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
          weight.files.push(new URL(response.url()).pathname);
        })
        .catch(() => {
          weight.unread += 1;
        }),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    // On a busy machine the network can fall idle while the app still evaluates its modules,
    // before the route's lazy chunk is even requested: wait for the page's heading, then idle.
    await page.waitForSelector('h1', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    // Bodies read while others were still arriving: wait until no new one has started.
    for (let settled = 0; settled < pending.length;) {
      settled = pending.length;
      await Promise.all(pending);
    }
    return weight;
  } finally {
    await context.close();
  }
}

function weightRow(path: string, weight: Weight): Row {
  const leaked = weight.files.filter((file) => PRIVATE_CHUNK.test(file));
  const budget = FLOW_PAGES.includes(path) ? JS_BUDGET.flow : JS_BUDGET.browsing;
  return {
    step: STEP,
    measure: `${path}: JS + CSS loaded (gzip -9)`,
    result:
      `JS ${kb(weight.js)} · CSS ${kb(weight.css)} (${weight.files.length} files)` +
      (leaked.length ? ` · back-office code: ${leaked.join(', ')}` : '') +
      (weight.unread ? ` · ${weight.unread} bodies unread` : ''),
    budget: `JS ≤ ${kb(budget)} · no admin or editor code`,
    ok: leaked.length === 0 && weight.unread === 0 && weight.js <= budget,
  };
}
