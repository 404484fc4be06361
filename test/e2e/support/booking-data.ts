import { Client } from 'pg';

/** This worker's database (global-setup.ts publishes one per server, in the servers' order). */
function databaseUrl(): string {
  const bases = (process.env.E2E_BASE_URLS ?? '').split(',');
  const databases = (process.env.E2E_DATABASE_URLS ?? '').split(',');
  const url = databases[bases.indexOf(process.env.E2E_BASE_URL ?? '')];
  if (!url) throw new Error('no database address for this worker (E2E_DATABASE_URLS)');
  return url;
}

export interface BookableType {
  typeId: number;
  typeName: string;
  counsellorId: number;
  counsellorName: string;
}

let made = 0;

/**
 * An appointment type on `programId` offered by one new counsellor (a staff account with a
 * counsellor profile) who works every day from 09:00 to 18:00, written straight into this
 * worker's database: the back office's API for counsellors and types does not exist yet.
 *
 * One statement sent as one simple query: the embedded engine serves its connections one
 * protocol message at a time, and a single message cannot land between two of the server's own.
 */
export async function createBookableType(
  programId: number,
  options: { typeName?: string; counsellorName?: string; deposit?: number } = {},
): Promise<BookableType> {
  made += 1;
  const suffix = `${Date.now().toString(36)}${made}`;
  const typeName = options.typeName ?? '첫 상담';
  const counsellorName = options.counsellorName ?? '박소리';
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const text = (value: string) => client.escapeLiteral(value);
    const result = await client.query<{ type_id: number; counsellor_id: number }>(`
      WITH account AS (
        INSERT INTO admin_user (username, password_hash, display_name, role)
        VALUES (${text(`counsellor.${suffix}`)}, 'not-a-hash', ${text(counsellorName)}, 'STAFF')
        RETURNING id
      ), counsellor AS (
        INSERT INTO counsellor (account_id, name) SELECT id, ${text(counsellorName)} FROM account
        RETURNING id
      ), hours AS (
        INSERT INTO counsellor_weekly_hours (counsellor_id, weekday, start_minute, end_minute)
        SELECT counsellor.id, weekday, 540, 1080 FROM counsellor, generate_series(0, 6) AS weekday
      ), type AS (
        INSERT INTO appointment_type (program_id, name, description, duration_minutes,
          buffer_after_minutes, price, deposit, min_notice_minutes, max_ahead_days,
          cancel_deadline_hours)
        VALUES (${Number(programId)}, ${text(typeName)},
          ${text('아이와 부모님이 함께 오셔서 지금의 어려움을 이야기 나눠요.')}, 50, 10, 60000,
          ${Number(options.deposit ?? 0)}, 60,
          30, 24)
        RETURNING id
      ), offered AS (
        INSERT INTO appointment_type_counsellor (type_id, counsellor_id)
        SELECT type.id, counsellor.id FROM type, counsellor
      )
      SELECT type.id AS type_id, counsellor.id AS counsellor_id FROM type, counsellor`);
    const [row] = result.rows;
    return { typeId: row.type_id, typeName, counsellorId: row.counsellor_id, counsellorName };
  } finally {
    await client.end();
  }
}

/**
 * A booked appointment that has already started (`date` at `time`, Seoul, 50 minutes) with the
 * seeded counsellor (the demo owner's profile) and the seeded 초기 상담, as a family who phoned
 * would have one: the calendar offers 출석 and 노쇼 only once the start has passed, which a
 * journey cannot wait for. Written straight into this worker's database, one statement.
 */
export async function insertStartedAppointment(
  date: string,
  time: string,
  childName: string,
  /** The family's phone (digits); each journey that counts per family uses its own. */
  phone = '01033334444',
): Promise<number> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const text = (value: string) => client.escapeLiteral(value);
    const start = `${date}T${time}:00+09:00`;
    const result = await client.query<{ id: number }>(`
      INSERT INTO appointment (type_id, counsellor_id, starts_at, ends_at, blocks_until, status,
        family_phone, guardian_name, child_name, child_school_year, price, deposit)
      SELECT type.id, counsellor.id, ${text(start)}::timestamptz,
        ${text(start)}::timestamptz + interval '50 minutes',
        ${text(start)}::timestamptz + interval '50 minutes', 'BOOKED',
        ${text(phone)}, '김보호', ${text(childName)}, '초1', type.price, 0
      FROM appointment_type type, counsellor JOIN admin_user account ON account.id = counsellor.account_id
      WHERE type.name = '초기 상담' AND account.username = 'admin'
      ORDER BY type.id, counsellor.id LIMIT 1
      RETURNING id`);
    return result.rows[0].id;
  } finally {
    await client.end();
  }
}
