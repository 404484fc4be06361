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
