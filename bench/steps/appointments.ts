/**
 * Step 6 of the bench (issue 37): counselling appointments on the PostgreSQL server.
 *
 * Writes straight into the bench database one appointment type offered by 10 counsellors (each a
 * staff account with weekday hours 09:00–18:00) and 500 booked appointments over the coming
 * weeks, then measures what a parent's booking page asks most: the days of this month and of the
 * next that have time with 상관없음 (every counsellor's hours, time off, closed days and
 * appointments), read one at a time as a person reads them. Budget: p95 under 50 ms.
 *
 * Then 50 families book the same time with the same counsellor at once, each with a proof signed
 * as the app signs one: exactly one is booked, the rest told the time is taken, and the database
 * holds one appointment there.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { JwtService } from '@nestjs/jwt';
import { query } from '../support/database';
import { approveInCheckout } from '../support/guest-journey';
import type { ProviderWindow } from '../support/payment-provider';
import type { Row } from '../support/report';

const COUNSELLORS = 10;
const APPOINTMENTS = 500;
const READS = 60;
const BUDGET_P95_MS = 50;
const RACERS = 50;
const STEP = '6 Appointments';

interface Seeded {
  typeId: number;
  /** The same kind of session, taking a deposit online. */
  depositTypeId: number;
  counsellorIds: number[];
}

const DEPOSIT = 10_000;

/** The type, its counsellors and their booked appointments, in four statements. */
export async function seedAppointments(databaseUrl: string): Promise<Seeded> {
  const run = randomUUID().slice(0, 8);
  const [program] = await query<{ id: number }>(databaseUrl, `SELECT min(id) AS id FROM program`);
  const counsellors = await query<{ id: number }>(
    databaseUrl,
    `WITH accounts AS (
       INSERT INTO admin_user (username, password_hash, display_name, role)
       SELECT 'bench.counsellor.' || $1 || '.' || n, 'not-a-hash', '상담사 ' || n, 'STAFF'
         FROM generate_series(1, $2::int) AS n
       RETURNING id, display_name)
     INSERT INTO counsellor (account_id, name)
     SELECT id, display_name FROM accounts ORDER BY id RETURNING id`,
    [run, COUNSELLORS],
  );
  const ids = counsellors.map((row) => row.id);
  await query(
    databaseUrl,
    `INSERT INTO counsellor_weekly_hours (counsellor_id, weekday, start_minute, end_minute)
     SELECT c, d, 540, 1080 FROM unnest($1::int[]) AS c, generate_series(1, 5) AS d`,
    [ids],
  );
  const [type] = await query<{ id: number }>(
    databaseUrl,
    `WITH type AS (
       INSERT INTO appointment_type (program_id, name, duration_minutes, buffer_after_minutes,
         price, min_notice_minutes, max_ahead_days, cancel_deadline_hours)
       VALUES ($1, '벤치 상담', 50, 10, 50000, 60, 60, 24) RETURNING id)
     INSERT INTO appointment_type_counsellor (type_id, counsellor_id)
     SELECT type.id, c FROM type, unnest($2::int[]) AS c RETURNING type_id AS id`,
    [program.id, ids],
  );
  const [depositType] = await query<{ id: number }>(
    databaseUrl,
    `WITH type AS (
       INSERT INTO appointment_type (program_id, name, duration_minutes, buffer_after_minutes,
         price, deposit, min_notice_minutes, max_ahead_days, cancel_deadline_hours)
       VALUES ($1, '벤치 예약금 상담', 50, 10, 50000, $3, 60, 60, 24) RETURNING id)
     INSERT INTO appointment_type_counsellor (type_id, counsellor_id)
     SELECT type.id, c FROM type, unnest($2::int[]) AS c RETURNING type_id AS id`,
    [program.id, ids, DEPOSIT],
  );
  // 50 a counsellor, one an hour from 10:00 on weekdays from tomorrow (Seoul): never overlapping.
  await query(
    databaseUrl,
    `WITH days AS (
       SELECT d::date AS day
         FROM generate_series((now() AT TIME ZONE 'Asia/Seoul')::date + 1,
                              (now() AT TIME ZONE 'Asia/Seoul')::date + 60, '1 day') AS d
        WHERE extract(isodow FROM d) BETWEEN 1 AND 5),
     slots AS (
       SELECT (day + make_interval(hours => 10 + h)) AT TIME ZONE 'Asia/Seoul' AS starts_at,
              row_number() OVER (ORDER BY day, h) AS n
         FROM days, generate_series(0, 6) AS h)
     INSERT INTO appointment (type_id, counsellor_id, starts_at, ends_at, blocks_until, status,
       family_email, guardian_name, child_name, child_school_year, price, deposit)
     SELECT $1, c.id, s.starts_at, s.starts_at + interval '50 minutes',
            s.starts_at + interval '60 minutes', 'BOOKED',
            'bench-appt-' || s.n || '-' || c.id || '@example.com', '보호자', '아이', '초3', 50000, 0
       FROM slots s CROSS JOIN unnest($2::int[]) AS c(id)
      WHERE s.n <= $3::int / $4::int`,
    [type.id, ids, APPOINTMENTS, COUNSELLORS],
  );
  return { typeId: type.id, depositTypeId: depositType.id, counsellorIds: ids };
}

/**
 * Reads before the timed ones: a server that has just started compiles its hot paths over its
 * first reads (one warming read left December's p95 at 51–59 ms while January's, read after it,
 * was 34–43 ms), and a family meets a server that has been running.
 */
const WARMING_READS = 20;

/** p50 and p95 of READS reads of `url`, one at a time, after WARMING_READS untimed ones. */
async function timeReads(url: string): Promise<{ body: unknown; at: (p: number) => number }> {
  const first = await fetch(url);
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const body: unknown = await first.json();
  for (let i = 1; i < WARMING_READS; i += 1) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { body, at };
}

/** A guest proof cookie for this e-mail, signed as the app's GuestToken signs one. */
function proofCookie(secret: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const token = new JwtService().sign(
    { em: email, pa: now, iat: now },
    { secret, algorithm: 'HS256', expiresIn: 15 * 60, audience: 'guest-lookup' },
  );
  return `maeum_guest=${token}`;
}

/** "2026-12": the Seoul month of an instant. */
function seoulMonth(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}

export async function appointments(
  origin: string,
  databaseUrl: string,
  guestTokenSecret: string,
  /** The provider's checkout window (its own process in the bench, as for the rush). */
  window: ProviderWindow,
): Promise<Row[]> {
  const { typeId, depositTypeId, counsellorIds } = await seedAppointments(databaseUrl);
  const rows: Row[] = [];
  const now = new Date();
  const next = new Date(now.getTime() + 31 * 24 * 3_600_000);
  for (const month of [seoulMonth(now), seoulMonth(next)]) {
    const { body, at } = await timeReads(
      `${origin}/api/booking/type/${typeId}/days?month=${month}&counsellor=any`,
    );
    const days = (body as { days: unknown[] }).days.length;
    rows.push({
      step: STEP,
      measure: `Days with time in ${month}, 상관없음 among ${COUNSELLORS} counsellors with ${APPOINTMENTS} appointments (${days} days)`,
      result: `p50 ${at(50).toFixed(1)} ms · p95 ${at(95).toFixed(1)} ms (${READS} reads, one at a time)`,
      budget: `p95 < ${BUDGET_P95_MS} ms on the PostgreSQL server`,
      ok: at(95) < BUDGET_P95_MS,
    });
  }

  // The race: the first free time of the first counsellor, 50 families at once.
  const counsellor = counsellorIds[0];
  const month = (await (
    await fetch(
      `${origin}/api/booking/type/${typeId}/days?month=${seoulMonth(next)}&counsellor=${counsellor}`,
    )
  ).json()) as { days: { date: string }[] };
  const date = month.days[0].date;
  const { slots } = (await (
    await fetch(`${origin}/api/booking/type/${typeId}/slots?date=${date}&counsellor=${counsellor}`)
  ).json()) as { slots: { start: string }[] };
  const start = slots[0].start;
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, n) =>
      fetch(`${origin}/api/guest/appointments`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: proofCookie(guestTokenSecret, `bench-race-${n}@example.com`),
        },
        body: JSON.stringify({
          typeId,
          counsellor: String(counsellor),
          start,
          guardianName: '보호자',
          childName: '아이',
          childSchoolYear: '초3',
          agree: true,
          consentVersion: 1,
        }),
      }).then((res) => res.status),
    ),
  );
  const booked = answers.filter((status) => status === 201).length;
  const taken = answers.filter((status) => status === 409).length;
  const [held] = await query<{ count: string }>(
    databaseUrl,
    `SELECT count(*) FROM appointment
      WHERE counsellor_id = $1 AND status = 'BOOKED'
        AND tstzrange(starts_at, blocks_until) && tstzrange($2::timestamptz, $2::timestamptz + interval '60 minutes')`,
    [counsellor, start],
  );
  rows.push({
    step: STEP,
    measure: `${RACERS} families book one time of one counsellor at once`,
    result: `${booked} booked, ${taken} told it was taken, ${RACERS - booked - taken} other; ${held.count} appointment(s) hold that time`,
    budget: 'exactly 1 booked, the rest 409, 1 appointment',
    ok: booked === 1 && taken === RACERS - 1 && Number(held.count) === 1,
  });
  rows.push(
    await depositRace(
      origin,
      databaseUrl,
      guestTokenSecret,
      depositTypeId,
      counsellorIds[1],
      window,
    ),
  );
  return rows;
}

/**
 * 50 families book one time of a type that takes a deposit, at once; every family whose time is
 * held pays it in the sandbox's window and verifies. The money is counted from the ledger: what
 * was charged in all, and what is kept for an appointment that holds no time (the budget: 0).
 */
async function depositRace(
  origin: string,
  databaseUrl: string,
  guestTokenSecret: string,
  typeId: number,
  counsellor: number,
  window: ProviderWindow,
): Promise<Row> {
  const next = new Date(Date.now() + 31 * 24 * 3_600_000);
  const month = (await (
    await fetch(
      `${origin}/api/booking/type/${typeId}/days?month=${seoulMonth(next)}&counsellor=${counsellor}`,
    )
  ).json()) as { days: { date: string }[] };
  const { slots } = (await (
    await fetch(
      `${origin}/api/booking/type/${typeId}/slots?date=${month.days[0].date}&counsellor=${counsellor}`,
    )
  ).json()) as { slots: { start: string }[] };
  const cookieOf = (n: number) => proofCookie(guestTokenSecret, `bench-deposit-${n}@example.com`);
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, n) =>
      fetch(`${origin}/api/guest/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookieOf(n) },
        body: JSON.stringify({
          typeId,
          counsellor: String(counsellor),
          start: slots[0].start,
          guardianName: '보호자',
          childName: '아이',
          childSchoolYear: '초3',
          agree: true,
          consentVersion: 1,
        }),
      }).then(async (res) => ({
        n,
        status: res.status,
        body: (await res.json()) as { id?: number },
      })),
    ),
  );
  const held = answers.filter((answer) => answer.status === 201);
  let paid = 0;
  for (const answer of held) {
    const init = (await (
      await fetch(`${origin}/api/guest/appointments/${answer.body.id}/deposit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookieOf(answer.n) },
        body: JSON.stringify({ method: '카드' }),
      })
    ).json()) as Record<string, string | number>;
    const back = new URL(await approveInCheckout(window, init));
    const verified = await fetch(
      `${origin}/api/guest/appointments/${answer.body.id}/deposit/verify`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          paymentKey: back.searchParams.get('paymentKey'),
          orderId: back.searchParams.get('orderId'),
          amount: Number(back.searchParams.get('amount')),
        }),
      },
    );
    if (verified.status === 200) paid += 1;
  }
  const [money] = await query<{ charged: string; without_slot: string }>(
    databaseUrl,
    `SELECT coalesce(sum(entry.amount), 0) AS charged,
            coalesce(sum(entry.amount) FILTER (WHERE appointment.status <> 'BOOKED'), 0) AS without_slot
       FROM ledger_entry entry JOIN appointment ON appointment.id = entry.appointment_id
      WHERE appointment.type_id = $1`,
    [typeId],
  );
  const taken = answers.filter((answer) => answer.status === 409).length;
  return {
    step: STEP,
    measure: `${RACERS} families book one time of a type with a ${DEPOSIT.toLocaleString('ko-KR')}원 deposit at once, and pay`,
    result: `${held.length} held, ${taken} told it was taken, ${paid} paid; ${Number(money.charged).toLocaleString('ko-KR')}원 charged, ${Number(money.without_slot).toLocaleString('ko-KR')}원 kept without a slot`,
    budget: 'exactly 1 held and paid, the rest 409, 10,000원 charged, 0원 without a slot',
    ok:
      held.length === 1 &&
      paid === 1 &&
      taken === RACERS - 1 &&
      Number(money.charged) === DEPOSIT &&
      Number(money.without_slot) === 0,
  };
}
