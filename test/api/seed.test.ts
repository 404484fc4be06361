// @engine seed and migrations on start, seeding twice at once
import { demoPrograms } from '../../src/seed/demo-content';
import { SeedService } from '../../src/seed/seed.service';
import { ledgerDisagreements } from '../support/ledger-check';
import { startTestApp, type TestApp } from '../support/test-app';

async function counts(t: TestApp): Promise<Record<string, number>> {
  const [row] = await t.dataSource.query(
    `SELECT (SELECT count(*) FROM program)::int AS programs,
            (SELECT count(*) FROM program_image)::int AS images,
            (SELECT count(*) FROM lecture)::int AS lectures,
            (SELECT count(*) FROM lecture_fee)::int AS fees`,
  );
  return row;
}

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('fills an empty database once, and running it again (even concurrently) changes nothing', async () => {
    expect(await counts(t)).toEqual({ programs: 0, images: 0, lectures: 0, fees: 0 });
    const seed = t.running.app.get(SeedService);

    expect(await seed.seedIfEmpty()).toBe('seeded');
    const first = await counts(t);
    expect(first.programs).toBeGreaterThanOrEqual(6);
    expect(first.lectures).toBeGreaterThanOrEqual(5);

    const again = await Promise.all([seed.seedIfEmpty(), seed.seedIfEmpty()]);
    expect(again).toEqual(['skipped', 'skipped']);
    expect(await counts(t)).toEqual(first);
  });

  it('lays lecture windows around today so that every status shows', async () => {
    const lectures = (await t.http.get('/api/lecture/list').expect(200)).body;
    const statuses = lectures.map((l: { reg_status: string }) => l.reg_status);
    expect(statuses).toContain('BEFORE');
    expect(statuses).toContain('OPEN');
    expect(statuses).toContain('CLOSED');
    for (const lecture of lectures) {
      expect(lecture.lec_period_start >= lecture.reg_period_end).toBe(true);
    }
  });

  it('shows seats: one open lecture with 2 seats left, one full with the waiting list open', async () => {
    const lectures: {
      reg_status: string;
      capacity: number | null;
      seats_left: number | null;
      waitlist_open: boolean;
    }[] = (await t.http.get('/api/lecture/list').expect(200)).body;
    const open = lectures.filter((lecture) => lecture.reg_status === 'OPEN');
    expect(open).toContainEqual(
      expect.objectContaining({ capacity: 20, seats_left: 2, waitlist_open: false }),
    );
    expect(open).toContainEqual(
      expect.objectContaining({ capacity: 12, seats_left: 0, waitlist_open: true }),
    );
    // The first open lecture (the one demos and journeys apply to) stays unlimited.
    expect(open[0]).toMatchObject({ capacity: null, seats_left: null, waitlist_open: false });
  });

  it('records the paid demo applications in the money ledger, as paid at the desk', async () => {
    const [paid] = await t.dataSource.query(
      `SELECT count(*)::int AS applications,
              (SELECT count(*)::int FROM ledger_entry WHERE kind = 'OFFLINE_PAYMENT') AS entries
         FROM application WHERE payment_status = 'Y'`,
    );
    expect(paid.applications).toBeGreaterThan(0);
    expect(paid.entries).toBe(paid.applications);
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  it('lets families book the first program: its two types, offered by the owner as counsellor', async () => {
    const programs: { id: number; bookable: boolean }[] = (
      await t.http.get('/api/program/list').expect(200)
    ).body;
    expect(programs[0].bookable).toBe(true);
    expect(programs.slice(1).every((program) => !program.bookable)).toBe(true);
    const types = await t.dataSource.query(
      `SELECT t.name, t.duration_minutes, t.buffer_after_minutes, t.price, t.deposit,
              c.name AS counsellor, a.username
         FROM appointment_type t
         JOIN appointment_type_counsellor tc ON tc.type_id = t.id
         JOIN counsellor c ON c.id = tc.counsellor_id
         JOIN admin_user a ON a.id = c.account_id
        WHERE t.program_id = $1 ORDER BY t.id`,
      [programs[0].id],
    );
    expect(types).toEqual([
      expect.objectContaining({
        name: '초기 상담',
        duration_minutes: 50,
        buffer_after_minutes: 10,
        price: 50_000,
        deposit: 0,
      }),
      expect.objectContaining({
        name: '놀이 평가',
        duration_minutes: 90,
        price: 120_000,
        deposit: 0,
      }),
    ]);
    expect(types[0].username).toBe('admin');
    const hours = await t.dataSource.query(
      `SELECT weekday, start_minute, end_minute FROM counsellor_weekly_hours
        WHERE weekday = 1 ORDER BY start_minute`,
    );
    expect(hours).toEqual([
      { weekday: 1, start_minute: 600, end_minute: 720 },
      { weekday: 1, start_minute: 780, end_minute: 1080 },
    ]);
  });
});

describe('concurrent seeding on an empty database', () => {
  it('leaves exactly one copy of the demo content', async () => {
    const t = await startTestApp({ seed: false });
    try {
      const seed = t.running.app.get(SeedService);
      const results = await Promise.all([
        seed.seedIfEmpty(),
        seed.seedIfEmpty(),
        seed.seedIfEmpty(),
      ]);
      expect(results.filter((r) => r === 'seeded')).toHaveLength(1);
      const after = await counts(t);
      expect(after.programs).toBe(demoPrograms.length);
    } finally {
      await t.close();
    }
  });
});
