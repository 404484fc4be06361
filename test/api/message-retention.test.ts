// @engine retention of the outbox
import { MessagePeriodicJob } from '../../src/notifications/message-periodic';
import { maskRecipient } from '../../src/notifications/message-retention';
import {
  attemptsOf,
  createApplication,
  enqueue,
  messageRow,
  useTestRenderer,
  workerOf,
} from '../support/message-testing';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The messages' periodic job (every ten minutes in pg-boss; run by hand here with a moved
 * clock): bodies and recipients go at the end of the retention period, and messages that lost
 * their job (a restored backup) get one again.
 */
describe('the messages periodic job', () => {
  let t: TestApp;
  const periodic = () => t.running.app.get(MessagePeriodicJob);

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    useTestRenderer(t.running.app);
  });
  afterAll(() => t.close());

  it('clears what a message said and masks its recipient after MESSAGE_RETENTION_DAYS', async () => {
    const start = t.clock.now();
    const application = await createApplication(t, { email: true, alimtalk: true });
    const [emailId, alimtalkId] = await enqueue(t, {
      kind: 'application-received',
      applicationId: application.id,
    });
    await workerOf(t).drain();
    expect(t.config.messages.retentionDays).toBe(90);

    t.clock.set(new Date(start.getTime() + 89 * DAY));
    expect((await periodic().runOnce()).purged).toBe(0);
    expect((await messageRow(t, emailId)).body_html).not.toBeNull();

    t.clock.set(new Date(start.getTime() + 90 * DAY + 1000));
    expect((await periodic().runOnce()).purged).toBeGreaterThanOrEqual(2);
    const email = await messageRow(t, emailId);
    expect(email).toMatchObject({
      status: 'SENT',
      recipient: 'pa****@example.com',
      subject: null,
      body_text: null,
      body_html: null,
      buttons: null,
    });
    expect(email.purged_at).toEqual(t.clock.now());
    expect(email.sent_at).toEqual(start);
    const alimtalk = await messageRow(t, alimtalkId);
    expect(alimtalk).toMatchObject({ recipient: '010-****-5678', body_text: null, buttons: null });
    // The record that it was sent stays, with its attempts.
    expect(await attemptsOf(t, emailId)).toHaveLength(1);
    // Purged once only.
    expect((await periodic().runOnce()).purged).toBe(0);
    t.clock.set(start);
  });

  it('masks the recipient of a message that was not needed (SKIPPED) after the same days', async () => {
    const start = t.clock.now();
    const application = await createApplication(t, { email: true, alimtalk: false });
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    await workerOf(t).drain();
    // As the worker leaves a 신청 접수 whose application was paid meanwhile.
    await t.dataSource.query(
      `UPDATE message SET status = 'SKIPPED', sent_at = NULL, last_error = '결제가 이어져 보내지 않음'
        WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date(start.getTime() + 90 * DAY + 1000));
    expect((await periodic().runOnce()).purged).toBe(1);
    expect(await messageRow(t, id)).toMatchObject({
      status: 'SKIPPED',
      recipient: 'pa****@example.com',
    });
    t.clock.set(start);
  });

  it('leaves a message still on its way alone', async () => {
    const start = t.clock.now();
    const [id] = await t.dataSource.query(
      `INSERT INTO message (event_key, kind, channel, recipient, status, attempts, next_attempt_at, created_at)
       VALUES ('test:on-its-way', 'application-received', 'EMAIL', 'parent@example.com', 'RETRYING', 3, $1, $2)
       RETURNING id`,
      [new Date(start.getTime() + 100 * DAY), new Date(start.getTime() - 100 * DAY)],
    );
    expect((await periodic().runOnce(start)).purged).toBe(0);
    expect((await messageRow(t, String(id.id))).recipient).toBe('parent@example.com');
  });

  it('gives a job again to a message that has none (a restored backup), and only once', async () => {
    const start = t.clock.now();
    const application = await createApplication(t);
    // As after a restore: the message row is there, its pg-boss job is not.
    const [row] = await t.dataSource.query(
      `INSERT INTO message (event_key, kind, channel, recipient, application_id, created_at)
       VALUES ($1, 'application-received', 'EMAIL', 'parent@example.com', $2, $3) RETURNING id`,
      [
        `application-received:${application.id}`,
        application.id,
        new Date(start.getTime() - 3600_000),
      ],
    );
    const id = String(row.id);
    expect(await workerOf(t).drain()).toBe(0);

    expect((await periodic().runOnce()).swept).toBe(1);
    // Its job is waiting: a second sweep adds none.
    expect((await periodic().runOnce()).swept).toBe(0);
    expect(await workerOf(t).drain()).toBe(1);
    expect((await messageRow(t, id)).status).toBe('SENT');
    expect((await periodic().runOnce()).swept).toBe(0);
  });
});

describe('maskRecipient', () => {
  it('masks as the retention does', () => {
    expect(maskRecipient('parent@example.com')).toBe('pa****@example.com');
    expect(maskRecipient('01012345678')).toBe('010-****-5678');
  });
});
