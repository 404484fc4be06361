// @engine waiting-list offers claimed by two replicas
import { Application } from '../../src/applications/application.entity';
import { ApplicationFee } from '../../src/applications/application-fee.entity';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { WAITLIST_JOB, WaitlistJob, WaitlistOffers } from '../../src/waitlist';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { createOpenLecture } from '../support/applying';
import type { AppConfig } from '../../src/config/app.config';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

const GUEST = { name: '대기자', contact: '010-2222-3333', birth: '1986-03-03' };

/**
 * Two app instances on one database, as two replicas: every offer is made under the lecture's
 * row lock, so concurrent cancels, freed-seat passes and job runs never offer one seat twice.
 * Two instances can share only a PostgreSQL server (DATABASE_URL); on the embedded PGlite, whose
 * database lives inside its app, both handles are one instance and the same calls still run
 * concurrently (test/ops/ covers separate processes).
 */
const shared = !!process.env.DATABASE_URL;

describe('waiting-list offers on two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // The job's interval decides when its next pass is due; workers are off, tests tick by hand.
    const minute = (config: AppConfig) => ({
      ...withoutRequestLimits(config),
      waitlist: { ...config.waitlist, jobIntervalSeconds: 60 },
    });
    a = await startTestApp({ seed: false, configure: minute });
    // The second instance uses the first one's database and secrets.
    if (!shared) {
      b = a;
      return;
    }
    b = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...minute(config),
        database: { ...config.database, url: a.config.database.url },
        guestTokenSecret: a.config.guestTokenSecret,
      }),
    });
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  /** An open lecture whose first course has `seats` seats, all paid, and `waiting` people queued. */
  async function queue(seats: number, waiting: number) {
    const lecture = await createOpenLecture(a.dataSource);
    const [fee] = await a.dataSource
      .getRepository(LectureFee)
      .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
    await a.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE id = $2`, [seats, fee.id]);
    const paid: number[] = [];
    for (let seat = 0; seat < seats; seat += 1) {
      const saved = await a.dataSource.getRepository(Application).save({
        lecture_id: lecture.id,
        applicant_name: '결제자',
        applicant_email: `paid${lecture.id}-${seat}@example.com`,
        applicant_contact: '010-0000-0000',
        applicant_birth: '1980-01-01',
        total_amount: 50000,
        pay_method: 'CARD',
        payment_status: 'Y',
        created_at: a.clock.now(),
      });
      await a.dataSource
        .getRepository(ApplicationFee)
        .insert({ application_id: saved.id, lecture_fee_id: fee.id, fee_type: 'x', amount: 1 });
      paid.push(saved.id);
    }
    for (let person = 0; person < waiting; person += 1) {
      await a.http
        .post('/api/lecture/waitlist')
        .send({
          lectureId: lecture.id,
          feeIds: [fee.id],
          applicant: { ...GUEST, email: `w${lecture.id}-${person}@example.com` },
          agree: true,
        })
        .expect(200)
        .expect((res) => expect(res.body.state).toBe(0));
    }
    return { lectureId: lecture.id, paid };
  }

  async function statuses(lectureId: number) {
    const rows = await a.dataSource
      .getRepository(WaitlistEntry)
      .find({ where: { lecture_id: lectureId }, order: { id: 'ASC' } });
    return rows.map((row) => row.status);
  }

  async function settle(lectureId: number, offered: number) {
    for (let i = 0; i < 100; i += 1) {
      const now = await statuses(lectureId);
      if (now.filter((status) => status === 'OFFERED').length >= offered) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('offers two freed seats to exactly two people while both instances pass at once', async () => {
    const { lectureId, paid } = await queue(2, 6);
    await a.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = ANY($1)`, [
      paid,
    ]);
    const passes = [a, b].flatMap((t) => [
      ...Array.from({ length: 5 }, () =>
        t.running.app.get(WaitlistOffers).offerFreedSeats(lectureId, t.clock.now()),
      ),
      t.running.app.get(WaitlistJob).runOnce(),
    ]);
    await Promise.all(passes);
    expect(await statuses(lectureId)).toEqual([
      'OFFERED',
      'OFFERED',
      'WAITING',
      'WAITING',
      'WAITING',
      'WAITING',
    ]);
  });

  it('passes two offers cancelled at once on two instances to the next two, no more', async () => {
    const { lectureId, paid } = await queue(2, 6);
    await a.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = ANY($1)`, [
      paid,
    ]);
    await a.running.app.get(WaitlistJob).runOnce();
    const [first, second] = await a.dataSource
      .getRepository(WaitlistEntry)
      .find({ where: { lecture_id: lectureId }, order: { id: 'ASC' }, take: 2 });

    // Each guest proves their e-mail on one instance and cancels on the other.
    const guests = await Promise.all(
      [
        [first, b],
        [second, a],
      ].map(async ([entry, on]) => {
        const { applicant_email: email } = entry as WaitlistEntry;
        const agent = (on as TestApp).agent();
        await lookUpWithCode(on as TestApp, agent, { email, birth: GUEST.birth });
        return { agent, entryId: (entry as WaitlistEntry).id };
      }),
    );
    await Promise.all([
      ...guests.map(({ agent, entryId }) =>
        agent.post('/api/guest/waitlist/cancel').send({ entryId }).expect(200),
      ),
      ...[a, b].map((t) =>
        t.running.app.get(WaitlistOffers).offerFreedSeats(lectureId, t.clock.now()),
      ),
    ]);
    await settle(lectureId, 2);
    // The freed-seat listeners on both instances have run by now; more passes change nothing.
    await Promise.all([a, b].map((t) => t.running.app.get(WaitlistJob).runOnce()));
    expect(await statuses(lectureId)).toEqual([
      'CANCELLED',
      'CANCELLED',
      'OFFERED',
      'OFFERED',
      'WAITING',
      'WAITING',
    ]);
  });

  it('runs the job once per interval across both instances, from the injected clock', async () => {
    const { lectureId, paid } = await queue(1, 2);
    await a.dataSource.query(`UPDATE application SET payment_status = 'C' WHERE id = ANY($1)`, [
      paid,
    ]);
    const tick = () => Promise.all([a, b].map((t) => t.running.app.get(WaitlistJob).tick()));
    // A pass is queued (as each replica's start queues one) and its interval passes: when a pass
    // is due is the database's clock; what it does reads the injected one.
    const elapse = () =>
      a.dataSource.query(
        `UPDATE pgboss.job SET start_after = now() - interval '1 second'
          WHERE name = $1 AND state = 'created'`,
        [WAITLIST_JOB],
      );
    await a.running.app.get(JobQueue).queueNextPass(WAITLIST_JOB, 60);
    await elapse();
    expect((await tick()).sort()).toEqual(['ran', 'skipped']);
    expect(await statuses(lectureId)).toEqual(['OFFERED', 'WAITING']);
    // The pass queued the next one a minute later: nothing is due.
    expect(await tick()).toEqual(['skipped', 'skipped']);
    // A day later (both clocks): the offer has expired and passes to the next person.
    for (const t of new Set([a, b])) t.clock.advanceDays(1);
    await elapse();
    expect((await tick()).sort()).toEqual(['ran', 'skipped']);
    expect(await statuses(lectureId)).toEqual(['EXPIRED', 'OFFERED']);
  });
});
