// @engine retention: anonymising in place, ledger triggers
import { Application } from '../../src/applications/application.entity';
import { LedgerEntry } from '../../src/ledger';
import { Payment } from '../../src/payments/payment.entity';
import { RetentionJob } from '../../src/retention';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { messagingConfig } from '../support/messages';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/** An instant in Seoul. */
const seoul = (local: string) => new Date(`${local}+09:00`);

/**
 * Retention (issue 21): relative to the last day of the lecture (2026-12-11 here), an unpaid
 * application loses its personal fields after 30 days, a paid one after 90 (keeping what the
 * Electronic Commerce Act needs, with a masked name), and those remains are deleted after five
 * years; a waiting-list entry goes after 30 days. Moving the injected clock across each boundary.
 */
describe('retention of personal data', () => {
  let t: TestApp;
  let job: RetentionJob;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
    job = t.running.app.get(RetentionJob);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    t.clock.set(DEFAULT_NOW);
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  /** A lecture held 2026-12-10..11, open for applications on the default clock. */
  function lecture() {
    return createLecture(t.dataSource, {
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    });
  }

  async function applied(lectureId: number) {
    people += 1;
    const who = { ...APPLICANT, name: '김민지', email: `keep${people}@example.com` };
    const { agent, applicationId } = await apply(t, lectureId, { applicant: who });
    return { who, agent, applicationId };
  }

  const row = (id: number) =>
    t.dataSource.getRepository(Application).findOneBy({ id }) as Promise<Application | null>;

  /** The fields that identify a person, as stored now. */
  async function personal(id: number) {
    const application = await row(id);
    if (!application) return null;
    const { applicant_name, applicant_email, applicant_contact, applicant_birth } = application;
    return { applicant_name, applicant_email, applicant_contact, applicant_birth };
  }

  it('removes each kind of data on its own day, once, and deletes the remains after five years', async () => {
    const { id: lectureId } = await lecture();
    const unpaid = await applied(lectureId);
    const paid = await applied(lectureId);
    const paymentKey = await payInSandbox(t, paid.agent, paid.applicationId);
    const [fee] = await t.dataSource.query(`SELECT id FROM lecture_fee WHERE lecture_id = $1`, [
      lectureId,
    ]);
    const [waiting] = await t.dataSource.query(
      `INSERT INTO waitlist_entry
         (lecture_id, lecture_fee_id, applicant_name, applicant_email, applicant_contact,
          applicant_birth, status, created_at)
       VALUES ($1, $2, '박대기', 'wait@example.com', '010-3333-4444', '1990-01-01', 'EXPIRED', now())
       RETURNING id`,
      [lectureId, fee.id],
    );
    const original = await personal(unpaid.applicationId);
    const ledgerBefore = await t.dataSource
      .getRepository(LedgerEntry)
      .findBy({ application_id: paid.applicationId });
    expect(ledgerBefore.length).toBeGreaterThan(0);

    // The 30th day after the lecture: nothing yet.
    expect(await job.runOnce(seoul('2027-01-10T23:59:00'))).toEqual({
      unpaidAnonymised: 0,
      paidAnonymised: 0,
      recordsDeleted: 0,
      waitlistAnonymised: 0,
      inquiriesDeleted: 0,
      appointmentsDeleted: 0,
      appointmentRecordsDeleted: 0,
      packagesRetained: 0,
    });
    expect(await personal(unpaid.applicationId)).toEqual(original);

    // The 31st: the unpaid application and the waiting-list entry lose their person.
    expect(await job.runOnce(seoul('2027-01-11T03:30:00'))).toMatchObject({
      unpaidAnonymised: 1,
      paidAnonymised: 0,
      waitlistAnonymised: 1,
    });
    expect(await personal(unpaid.applicationId)).toEqual({
      applicant_name: '(삭제됨)',
      applicant_email: `deleted-${unpaid.applicationId}@deleted.invalid`,
      applicant_contact: '000-0000-0000',
      applicant_birth: '1900-01-01',
    });
    const [entry] = await t.dataSource.query(
      `SELECT applicant_name, applicant_email, applicant_contact, anonymised_at
         FROM waitlist_entry WHERE id = $1`,
      [waiting.id],
    );
    expect(entry).toMatchObject({ applicant_name: '(삭제됨)', applicant_contact: '000-0000-0000' });
    expect(entry.applicant_email).not.toContain('wait@');
    expect(await personal(paid.applicationId)).toMatchObject({ applicant_name: '김민지' });

    // Run again the same day: nothing left to do.
    expect(await job.runOnce(seoul('2027-01-11T04:00:00'))).toEqual({
      unpaidAnonymised: 0,
      paidAnonymised: 0,
      recordsDeleted: 0,
      waitlistAnonymised: 0,
      inquiriesDeleted: 0,
      appointmentsDeleted: 0,
      appointmentRecordsDeleted: 0,
      packagesRetained: 0,
    });

    // Its messages were delivered long ago (no worker runs in this test: marked so).
    await t.dataSource.query(`UPDATE message SET status = 'SENT' WHERE application_id = $1`, [
      paid.applicationId,
    ]);
    // The 90th day: the paid one is kept; the 91st: what the law needs stays, the person goes.
    expect((await job.runOnce(seoul('2027-03-11T12:00:00'))).paidAnonymised).toBe(0);
    expect((await job.runOnce(seoul('2027-03-12T03:30:00'))).paidAnonymised).toBe(1);
    const kept = (await row(paid.applicationId))!;
    expect(kept).toMatchObject({
      applicant_name: '김*지',
      applicant_email: `deleted-${paid.applicationId}@deleted.invalid`,
      applicant_contact: '000-0000-0000',
      applicant_birth: '1900-01-01',
      payment_status: 'Y',
      pay_method: 'CARD',
      total_amount: 80000,
    });
    expect(kept.anonymised_at).not.toBeNull();
    expect(
      await t.dataSource.getRepository(LedgerEntry).findBy({ application_id: paid.applicationId }),
    ).toEqual(ledgerBefore);
    const [attempt] = await t.dataSource
      .getRepository(Payment)
      .findBy({ application_id: paid.applicationId });
    expect(attempt.va_holder).toBeNull();
    expect(
      await t.dataSource.getRepository(SandboxPayment).findOneBy({ payment_key: paymentKey }),
    ).toMatchObject({ customer_name: null, customer_email: null });
    // Its messages keep that they were sent, not what they said or to whom.
    const messages: { recipient: string; body_text: string | null }[] = await t.dataSource.query(
      `SELECT recipient, body_text FROM message WHERE application_id = $1 AND status IN ('SENT', 'FAILED')`,
      [paid.applicationId],
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toEqual({ recipient: '(삭제됨)', body_text: null });
    }
    // The family's lookup finds nothing under that e-mail any more (as for one never used).
    await t
      .agent()
      .post('/api/guest/user-check')
      .send({ email: paid.who.email, birth: paid.who.birth })
      .expect(200, { state: -1 });

    // The back office still counts its money in the month's figures.
    const auth = bearer(await adminToken(t));
    const overview = await t.http
      .get(`/api/admin/overview?lectureId=${lectureId}`)
      .set('Authorization', auth)
      .expect(200);
    expect(JSON.stringify(overview.body)).toContain('80000');

    // Five years after the lecture: the day before, kept; then deleted, ledger and all.
    expect((await job.runOnce(seoul('2031-12-11T12:00:00'))).recordsDeleted).toBe(0);
    expect((await job.runOnce(seoul('2031-12-12T03:30:00'))).recordsDeleted).toBe(1);
    expect(await row(paid.applicationId)).toBeNull();
    expect(
      await t.dataSource.getRepository(LedgerEntry).countBy({ application_id: paid.applicationId }),
    ).toBe(0);
    // The unpaid one had nothing the law keeps: its empty row stays, touched once.
    expect(await personal(unpaid.applicationId)).toMatchObject({ applicant_name: '(삭제됨)' });
  });

  it('keeps the ledger append-only for everyone else', async () => {
    const { id: lectureId } = await lecture();
    const paid = await applied(lectureId);
    await payInSandbox(t, paid.agent, paid.applicationId);
    await expect(
      t.dataSource.query(`DELETE FROM ledger_entry WHERE application_id = $1`, [
        paid.applicationId,
      ]),
    ).rejects.toThrow(/append-only/);
  });

  it('leaves an application whose removal failed as it was, finishes the others, and the next run it', async () => {
    const { id: lectureId } = await lecture();
    const first = await applied(lectureId);
    const broken = await applied(lectureId);
    const last = await applied(lectureId);
    // A fault after the application's own row was changed (a constraint the database enforces
    // at the end of the statement): the whole removal of that one is rolled back.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_anonymising() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER refuse_anonymising AFTER UPDATE ON application FOR EACH ROW
         WHEN (OLD.id = ${broken.applicationId}) EXECUTE FUNCTION refuse_anonymising()`,
    );
    try {
      await expect(job.runOnce(seoul('2027-01-11T03:30:00'))).rejects.toThrow(/retried/);
      expect(await personal(first.applicationId)).toMatchObject({ applicant_name: '(삭제됨)' });
      expect(await personal(last.applicationId)).toMatchObject({ applicant_name: '(삭제됨)' });
      // Not half done: its row kept every field.
      expect(await personal(broken.applicationId)).toMatchObject({
        applicant_name: '김민지',
        applicant_email: broken.who.email,
        applicant_contact: APPLICANT.contact,
      });
      expect((await row(broken.applicationId))!.anonymised_at).toBeNull();
    } finally {
      await t.dataSource.query(`DROP TRIGGER refuse_anonymising ON application`);
      await t.dataSource.query(`DROP FUNCTION refuse_anonymising()`);
    }
    expect((await job.runOnce(seoul('2027-01-11T04:30:00'))).unpaidAnonymised).toBe(1);
    expect(await personal(broken.applicationId)).toMatchObject({ applicant_name: '(삭제됨)' });
  });
});
