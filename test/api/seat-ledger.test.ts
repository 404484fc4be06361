// @engine the seat ledger and its constraints
import { Application } from '../../src/applications/application.entity';
import { ApplicationFee } from '../../src/applications/application-fee.entity';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { SeatLedger } from '../../src/seats';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { createOpenLecture } from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const now = new Date(DEFAULT_NOW);
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

/** What takes a seat, counted by the ledger straight from rows written in the database. */
describe('SeatLedger', () => {
  let t: TestApp;
  let ledger: SeatLedger;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    ledger = t.running.app.get(SeatLedger);
  });
  afterAll(() => t.close());

  async function lectureWithCapacities(lecture: number | null, fees: (number | null)[]) {
    const { id } = await createOpenLecture(t.dataSource);
    await t.dataSource.query(`UPDATE lecture SET capacity = $1 WHERE id = $2`, [lecture, id]);
    const rows = await t.dataSource.getRepository(LectureFee).find({
      where: { lecture_id: id },
      order: { id: 'ASC' },
    });
    for (const [index, capacity] of fees.entries()) {
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE id = $2`, [
        capacity,
        rows[index].id,
      ]);
    }
    return { id, feeIds: rows.map((fee) => fee.id) };
  }

  async function application(
    lectureId: number,
    feeIds: number[],
    payment_status: Application['payment_status'],
    seat_held_until: Date | null = null,
  ) {
    people += 1;
    const saved = await t.dataSource.getRepository(Application).save({
      lecture_id: lectureId,
      applicant_name: '신청자',
      applicant_email: `seat${people}@example.com`,
      applicant_contact: '010-0000-0000',
      applicant_birth: '1980-01-01',
      total_amount: 1000,
      pay_method: 'CARD',
      payment_status,
      seat_held_until,
      created_at: now,
    });
    await t.dataSource.getRepository(ApplicationFee).insert(
      feeIds.map((id) => ({
        application_id: saved.id,
        lecture_fee_id: id,
        fee_type: 'x',
        amount: 500,
      })),
    );
  }

  async function offer(lectureId: number, feeId: number, status: string, expires: Date | null) {
    people += 1;
    await t.dataSource.getRepository(WaitlistEntry).insert({
      lecture_id: lectureId,
      lecture_fee_id: feeId,
      applicant_name: '대기자',
      applicant_email: `wait${people}@example.com`,
      applicant_contact: '010-0000-0000',
      applicant_birth: '1980-01-01',
      status: status as WaitlistEntry['status'],
      created_at: now,
      offered_at: expires ? now : null,
      offer_expires_at: expires,
    });
  }

  it('counts paid, awaited deposits and holds before they lapse, and open offers', async () => {
    const {
      id,
      feeIds: [a, b],
    } = await lectureWithCapacities(10, [5, null]);
    await application(id, [a, b], 'Y');
    await application(id, [a], 'P');
    await application(id, [b], 'W', at(60));
    await application(id, [a], 'N', at(10));
    // Not counted: a lapsed hold, a lapsed deposit, a cancelled one, an unpaid one never held.
    await application(id, [a], 'N', at(-1));
    await application(id, [a], 'W', now);
    await application(id, [a, b], 'C');
    await application(id, [a], 'N', null);
    await offer(id, a, 'OFFERED', at(30));
    await offer(id, a, 'OFFERED', at(-5));
    await offer(id, b, 'WAITING', null);

    const [seats] = await ledger.snapshot([id], now);
    expect(seats).toMatchObject({
      capacity: 10,
      taken: 5,
      left: 5,
      paid: 2,
      awaitingDeposit: 1,
      held: 1,
      offered: 1,
    });
    expect(seats.fees).toEqual([
      expect.objectContaining({
        id: a,
        capacity: 5,
        taken: 4,
        left: 1,
        paid: 2,
        held: 1,
        offered: 1,
      }),
      expect.objectContaining({
        id: b,
        capacity: null,
        taken: 2,
        left: null,
        paid: 1,
        awaitingDeposit: 1,
      }),
    ]);
    // The earliest counted lapse: the hold in 10 minutes.
    expect(seats.changesAt).toEqual(at(10));

    // Ten minutes later the hold is gone and the next lapse is the offer's.
    const [later] = await ledger.snapshot([id], at(10));
    expect(later).toMatchObject({ taken: 4, held: 0 });
    expect(later.changesAt).toEqual(at(30));
  });

  it('answers the same under the lock, and zero for a lecture with nothing taken', async () => {
    const {
      id,
      feeIds: [a, b],
    } = await lectureWithCapacities(null, [2, 3]);
    const empty = await t.dataSource.transaction((m) => ledger.lockAndCount(m, id, now));
    expect(empty.lecture).toEqual({ capacity: null, taken: 0, left: null });
    expect(empty.fees.get(a)).toEqual({ capacity: 2, taken: 0, left: 2 });
    await application(id, [a, b], 'Y');
    await application(id, [a], 'N', at(1));
    const counts = await t.dataSource.transaction((m) => ledger.lockAndCount(m, id, now));
    expect(counts.lecture).toEqual({ capacity: null, taken: 2, left: null });
    expect(counts.fees.get(a)).toEqual({ capacity: 2, taken: 2, left: 0 });
    expect(counts.fees.get(b)).toEqual({ capacity: 3, taken: 1, left: 2 });
  });

  it('makes a second counter wait until the first transaction ends, then sees its writes', async () => {
    const {
      id,
      feeIds: [a],
    } = await lectureWithCapacities(null, [1, null]);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstHoldsLock = new Promise<void>((resolve) => (locked = resolve));
    const first = t.dataSource.transaction(async (m) => {
      await ledger.lockAndCount(m, id, now);
      locked();
      await holding;
      await m
        .query(
          `INSERT INTO application (lecture_id, applicant_name, applicant_email, applicant_contact,
           applicant_birth, total_amount, pay_method, payment_status, created_at)
         VALUES ($1, 'a', 'locked@example.com', '010', '1980-01-01', 1000, 'CARD', 'Y', $2)
         RETURNING id`,
          [id, now],
        )
        .then(([{ id: appId }]: { id: number }[]) =>
          m.query(
            `INSERT INTO application_fee (application_id, lecture_fee_id, fee_type, amount)
                 VALUES ($1, $2, 'x', 1000)`,
            [appId, a],
          ),
        );
    });
    // The second starts once the first holds the lock: under load the first's BEGIN could come
    // second, and the second then rightly finished first. Now it cannot finish while the first
    // holds the lock, on either engine, however slow the machine.
    await firstHoldsLock;
    let secondDone = false;
    const second = t.dataSource
      .transaction((m) => ledger.lockAndCount(m, id, now))
      .then((counts) => {
        secondDone = true;
        return counts;
      });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondDone).toBe(false);
    release();
    await first;
    expect((await second).fees.get(a)).toEqual({ capacity: 1, taken: 1, left: 0 });
  });

  it('refuses an unknown lecture with 404', async () => {
    await expect(
      t.dataSource.transaction((m) => ledger.lockAndCount(m, 999_999, now)),
    ).rejects.toMatchObject({ status: 404 });
  });
});
