import { JobQueue } from '../../src/common/jobs/job-queue';
import { Message } from '../../src/outbox/message.entity';
import { Outbox } from '../../src/outbox/outbox';
import { freePort } from '../support/free-port';
import {
  attemptsOf,
  createApplication,
  enqueue,
  messageRow,
  smtpTo,
  useTestRenderer,
  workerOf,
} from '../support/message-testing';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Delivery over real SMTP: the app's nodemailer talks to an smtp-server started here, on a
 * port the test can close (SMTP down) and open again. Jobs are run by hand (`drain`), the clock
 * is moved instead of waiting for the backoff.
 */
describe('message delivery over SMTP', () => {
  let t: TestApp;
  let port: number;
  let sink: SmtpSink;

  beforeAll(async () => {
    port = await freePort();
    sink = await SmtpSink.start(port);
    t = await startTestApp({ seed: false, configure: smtpTo(`smtp://127.0.0.1:${port}`) });
    useTestRenderer(t.running.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    // Every test starts with a listening server that accepts.
    await sink.close();
    sink = await SmtpSink.start(port);
  });

  const received = (id: string) =>
    sink.received.filter((mail) => mail.messageId === `<message-${id}@maeum.example.kr>`);

  it('sends nothing for a change that rolled back, and exactly one e-mail once it commits', async () => {
    const rolledBack = await createApplication(t);
    await expect(
      t.dataSource.transaction(async (manager) => {
        await t.running.app
          .get(Outbox)
          .enqueue(manager, { kind: 'application-received', applicationId: rolledBack.id });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.dataSource.getRepository(Message).countBy({ application_id: rolledBack.id }),
    ).toBe(0);
    expect(await workerOf(t).drain()).toBe(0);

    const application = await createApplication(t);
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    expect(await workerOf(t).drain()).toBe(1);

    expect(sink.received).toHaveLength(1);
    const [mail] = received(id);
    expect(mail.to).toEqual(['parent@example.com']);
    expect(mail.from).toBe('no-reply@maeum.example.kr');
    expect(mail.subject).toBe(`[마음숲] 신청이 접수되었습니다 (${id})`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('신청이 접수되었습니다.');
    expect(mail.html).toContain('<strong>보호자</strong>');

    const row = await messageRow(t, id);
    expect(row).toMatchObject({
      status: 'SENT',
      delivered_via: 'EMAIL',
      attempts: 1,
      next_attempt_at: null,
      last_error: null,
      subject: `[마음숲] 신청이 접수되었습니다 (${id})`,
    });
    expect(row.sent_at).toEqual(t.clock.now());
    expect(row.body_html).toContain('<strong>보호자</strong>');
    expect(row.body_text).toContain('신청 번호');
    expect(row.buttons).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '내 신청 보기' })]),
    );
    const attempts = await attemptsOf(t, id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: 'SENT', via: 'EMAIL', provider_code: 'OK' });
    expect(attempts[0].provider_answer).toMatch(/^250/);

    // A job handed out again, or a replayed delivery, sends nothing more.
    expect(await workerOf(t).deliver(id)).toBe('skipped');
    expect(await workerOf(t).drain()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('keeps a committed message whose job was lost after the commit, and sweeps it up', async () => {
    const application = await createApplication(t);
    // The delivery job is written right after the commit; here that write fails (as when the
    // process ends in between). The change itself has committed and must answer as such.
    const lost = jest
      .spyOn(t.running.app.get(JobQueue), 'sendMany')
      .mockRejectedValueOnce(new Error('connection lost'));
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    expect(lost).toHaveBeenCalledTimes(1);
    lost.mockRestore();
    expect((await messageRow(t, id)).status).toBe('PENDING');
    expect(await workerOf(t).drain()).toBe(0);

    // The sweeper leaves it alone for ten minutes (a job may be on its way), then queues it.
    expect(await workerOf(t).sweep(new Date(t.clock.now().getTime() + 9 * MINUTE))).toEqual([]);
    expect(await workerOf(t).sweep(new Date(t.clock.now().getTime() + 11 * MINUTE))).toEqual([id]);
    expect(await workerOf(t).drain()).toBe(1);
    expect(received(id)).toHaveLength(1);
    expect((await messageRow(t, id)).status).toBe('SENT');
  });

  it('retries while SMTP is down and fails after the last try, 24 hours after the message', async () => {
    await sink.close();
    const application = await createApplication(t);
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    const created = t.clock.now();
    expect(await workerOf(t).drain()).toBe(1);

    let row = await messageRow(t, id);
    expect(row.status).toBe('RETRYING');
    expect(row.next_attempt_at).toEqual(new Date(created.getTime() + MINUTE));
    expect(row.last_error).toMatch(/ECONNREFUSED|연결/);
    let attempts = await attemptsOf(t, id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: 'RETRY', via: 'EMAIL' });
    expect(attempts[0].provider_answer).toMatch(/ECONNREFUSED/);
    // The retry is a job for later: nothing is due now.
    expect(await workerOf(t).drain()).toBe(0);
    // A job that comes early (a sweep, a restore) does not try before the time either.
    expect(await workerOf(t).deliver(id)).toBe('not-due');

    // The second try, still down: the next wait doubles.
    t.clock.set(row.next_attempt_at!);
    expect(await workerOf(t).deliver(id)).toBe('retry');
    row = await messageRow(t, id);
    expect(row.next_attempt_at).toEqual(new Date(created.getTime() + 3 * MINUTE));

    // The last try is at created_at + 24 h; when it fails too, the message has failed.
    t.clock.set(new Date(created.getTime() + DAY));
    expect(await workerOf(t).deliver(id)).toBe('failed');
    row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3, next_attempt_at: null });
    expect(row.failed_at).toEqual(t.clock.now());
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    attempts = await attemptsOf(t, id);
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['RETRY', 'RETRY', 'FAILED']);
    expect(attempts.every((attempt) => attempt.finished_at)).toBe(true);
    expect(await workerOf(t).deliver(id)).toBe('skipped');
    t.clock.set(created);
  });

  it('sends once when SMTP comes back before the 24 hours are over', async () => {
    await sink.close();
    const application = await createApplication(t);
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    const created = t.clock.now();
    await workerOf(t).drain();
    expect((await messageRow(t, id)).status).toBe('RETRYING');

    sink = await SmtpSink.start(port);
    t.clock.set((await messageRow(t, id)).next_attempt_at!);
    expect(await workerOf(t).deliver(id)).toBe('sent');
    expect(received(id)).toHaveLength(1);
    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, last_error: null });
    expect((await attemptsOf(t, id)).map((attempt) => attempt.outcome)).toEqual(['RETRY', 'SENT']);
    expect(await workerOf(t).deliver(id)).toBe('skipped');
    expect(received(id)).toHaveLength(1);
    t.clock.set(created);
  });

  it('fails at once with the server’s reason when the recipient is refused (550)', async () => {
    sink.mode = 'reject-recipient';
    const application = await createApplication(t, { emailAddress: 'nobody@example.com' });
    const [id] = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    await workerOf(t).drain();

    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, next_attempt_at: null });
    expect(row.last_error).toContain('Recipient address rejected: User unknown');
    // The reason is shown to the centre, without the family's address.
    expect(row.last_error).not.toContain('nobody@example.com');
    const [attempt] = await attemptsOf(t, id);
    expect(attempt).toMatchObject({ outcome: 'FAILED', provider_code: '550' });
    expect(attempt.provider_answer).not.toContain('nobody@example.com');
    expect(sink.received).toHaveLength(0);
  });
});
