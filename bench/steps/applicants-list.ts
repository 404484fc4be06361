/**
 * Step 5 of the bench (issue 19): the back office's applicants list with 10,000 applications.
 * They are written straight into the bench database (one INSERT … SELECT over generate_series:
 * the shapes of real ones, on the first demo lecture, in every payment state; the rushes' own
 * lectures and database checks are left alone), then an
 * administrator's pages are read one at a time, as a person reads them, for each kind of
 * question: the first page, a page deep in the list, a name, a phone fragment, an e-mail
 * fragment, a state, a lecture sorted by name; then the dashboard (/admin, issue 36), which sums
 * today's and the month's applications and money over the same rows. Budget: p95 under 100 ms
 * for each.
 */
import { performance } from 'node:perf_hooks';
import { query } from '../support/database';
import type { Row } from '../support/report';

export const APPLICATIONS = 10_000;
const READS_PER_QUESTION = 60;
const BUDGET_P95_MS = 100;

const QUESTIONS: [string, string][] = [
  ['first page', ''],
  ['page 250', 'page=250&size=20'],
  ['name fragment', `q=${encodeURIComponent('신청자 77')}`],
  ['phone fragment', 'q=5678'],
  ['e-mail fragment', 'q=bench-list-12'],
  ['state Y', 'status=Y'],
  ['lecture, by name', 'lectureId=LECTURE&sort=name'],
];

/** Writes the applications into the bench database (the PostgreSQL server). */
export async function seedApplications(databaseUrl: string): Promise<number> {
  const [lecture] = await query<{ id: number }>(databaseUrl, `SELECT min(id) AS id FROM lecture`);
  await query(
    databaseUrl,
    `INSERT INTO application
       (lecture_id, applicant_name, applicant_email, applicant_contact, applicant_birth,
        total_amount, pay_method, payment_status, created_at, updated_at)
     SELECT $2::int,
            '신청자 ' || n, 'bench-list-' || n || '@example.com',
            '010-' || lpad((n % 10000)::text, 4, '0') || '-' || lpad(((n * 7) % 10000)::text, 4, '0'),
            DATE '1980-01-01' + (n % 7000),
            30000, 'CARD', (ARRAY['N', 'W', 'Y', 'P', 'C'])[1 + n % 5],
            now() - (n || ' minutes')::interval, now()
       FROM generate_series(1, $1::int) AS n`,
    [APPLICATIONS, lecture.id],
  );
  return lecture.id;
}

/** p50 and p95 of READS_PER_QUESTION reads of `url`, one at a time, after a warming read. */
async function timeReads(
  url: string,
  token: string,
): Promise<{ body: unknown; at: (p: number) => number }> {
  const headers = { Authorization: `Bearer ${token}` };
  // Warm: the first read plans and caches; a person's second page is what the budget is for.
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const body: unknown = await first.json();
  const times: number[] = [];
  for (let i = 0; i < READS_PER_QUESTION; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { body, at };
}

function row(measure: string, at: (p: number) => number): Row {
  return {
    step: '5 Back office',
    measure,
    result: `p50 ${at(50).toFixed(1)} ms · p95 ${at(95).toFixed(1)} ms (${READS_PER_QUESTION} reads, one at a time)`,
    budget: `p95 < ${BUDGET_P95_MS} ms on the PostgreSQL server`,
    ok: at(95) < BUDGET_P95_MS,
  };
}

export async function applicantsList(
  origin: string,
  token: string,
  lectureId: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const size = APPLICATIONS.toLocaleString('en');
  for (const [label, search] of QUESTIONS) {
    const url = `${origin}/api/admin/applications?${search.replace('LECTURE', String(lectureId))}`;
    const { body, at } = await timeReads(url, token);
    const { total } = body as { total: number };
    rows.push(
      row(
        `Applicants list, ${size} applications: ${label} (${total.toLocaleString('en')} match)`,
        at,
      ),
    );
  }
  const { body, at } = await timeReads(`${origin}/api/admin/dashboard`, token);
  const today = (body as { today: { applications: number } }).today.applications;
  rows.push(row(`Dashboard, ${size} applications (${today.toLocaleString('en')} made today)`, at));
  return rows;
}
