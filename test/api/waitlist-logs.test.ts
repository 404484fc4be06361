import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { WaitlistJob } from '../../src/waitlist';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { createOpenLecture } from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

const PERSON = {
  name: '박비밀',
  email: 'secret.family@example.com',
  contact: '010-9999-8888',
  birth: '1983-07-14',
};

/** The waiting list logs what happened to which entry (ids), never who it is for. */
describe('waiting-list logs', () => {
  let t: TestApp;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({ seed: false, logLevel: 'info', logDestination: log });
  });
  afterAll(() => t.close());

  it('names offers and expiries by entry and lecture id only', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const [fee] = await t.dataSource.getRepository(LectureFee).findBy({ lecture_id: lecture.id });
    // Full: capacity 1 and an open offer to someone else until the next day.
    await t.dataSource.query(`UPDATE lecture_fee SET capacity = 1 WHERE id = $1`, [fee.id]);
    await t.dataSource.getRepository(WaitlistEntry).insert({
      lecture_id: lecture.id,
      lecture_fee_id: fee.id,
      applicant_name: '먼저',
      applicant_email: 'first.in.line@example.com',
      applicant_contact: '010-1111-2222',
      applicant_birth: '1980-01-01',
      status: 'OFFERED',
      created_at: new Date(DEFAULT_NOW),
      offered_at: new Date(DEFAULT_NOW),
      offer_expires_at: new Date(new Date(DEFAULT_NOW).getTime() + 60_000),
    });
    const joined = await t.http
      .post('/api/lecture/waitlist')
      .send({ lectureId: lecture.id, feeIds: [fee.id], applicant: PERSON, agree: true })
      .expect(200);
    const entryId = joined.body.entries[0].id as number;

    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 60_000));
    expect(await t.running.app.get(WaitlistJob).runOnce()).toEqual({ offered: 1, expired: 1 });

    const offered = log.lines.find(
      (line) => line.includes('seat offered') && line.includes(`"entryId":${entryId}`),
    );
    expect(offered).toBeDefined();
    expect(log.lines.some((line) => line.includes('offer expired'))).toBe(true);
    const all = log.lines.join('\n');
    for (const value of [...Object.values(PERSON), 'first.in.line@example.com', '010-1111-2222']) {
      expect(all).not.toContain(value);
    }
  });
});
