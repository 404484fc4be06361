// @engine pg-boss claims, a restart on the same (embedded) files
import { rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../../src/app.factory';
import { FixedClock } from '../../src/common/clock/clock';
import { createRootLogger } from '../../src/common/logging/logger';
import type { AppConfig } from '../../src/config/app.config';
import { MessagePeriodicJob } from '../../src/notifications/message-periodic';
import { MessageWorker } from '../../src/notifications/message-worker';
import { Message } from '../../src/outbox/message.entity';
import { adminQuery } from '../support/app-process';
import {
  attemptsOf,
  createApplication,
  enqueue,
  eventually,
  messageRow,
  smtpTo,
  useTestRenderer,
} from '../support/message-testing';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

/** Workers on (JOB_WORKERS=true), looking for jobs every half second. */
function workersOn(config: AppConfig): AppConfig {
  return { ...config, jobs: { ...config.jobs, workers: true, pollIntervalSeconds: 0.5 } };
}

/** Another instance of the app on `t`'s database (its own pool, pg-boss and worker), started now. */
async function startInstance(
  t: TestApp,
  configure: (config: AppConfig) => AppConfig,
  clock = new FixedClock(t.clock.now()),
): Promise<{ running: RunningApp; clock: FixedClock }> {
  const running = await createApp({
    config: configure({ ...t.config, seedDemoContent: false }),
    clock,
    logger: createRootLogger('error'),
  });
  useTestRenderer(running.app);
  return { running, clock };
}

/**
 * Two workers on one database (two replicas; on the embedded PGlite, whose database lives inside
 * its app, one instance runs both the test and the worker) send each message exactly once: the
 * claim on the message row decides, whatever pg-boss hands out.
 */
describe('message workers on replicas', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const shared = !!process.env.DATABASE_URL;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      seed: false,
      configure: (config) => workersOn(smtpTo(sink.url)(config)),
    });
    useTestRenderer(t.running.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('schedules the periodic messages job every ten minutes, once', async () => {
    expect(
      await t.dataSource.query(
        `SELECT name, cron FROM pgboss.schedule WHERE name = 'message-periodic' ORDER BY name`,
      ),
    ).toEqual([{ name: 'message-periodic', cron: '*/10 * * * *' }]);
  });

  it('sends each of many messages exactly once with two workers taking jobs', async () => {
    const other = shared ? await startInstance(t, (config) => config) : undefined;
    try {
      const ids: string[] = [];
      for (let n = 0; n < 24; n += 1) {
        const application = await createApplication(t, { emailAddress: `family${n}@example.com` });
        ids.push(
          ...(await enqueue(t, { kind: 'application-received', applicationId: application.id })),
        );
      }
      // Both instances also race for the same messages by hand, as jobs handed out twice would.
      const racing = [t.running.app, ...(other ? [other.running.app] : [])].flatMap((app) =>
        ids.map((id) => app.get(MessageWorker).deliver(id)),
      );
      await Promise.all(racing);
      await eventually(async () => {
        const sent = await t.dataSource
          .getRepository(Message)
          .countBy(ids.map((id) => ({ id, status: 'SENT' as const })));
        return sent === ids.length;
      });
      const headers = sink.received.map((mail) => mail.messageId).sort();
      expect(headers).toEqual(ids.map((id) => `<message-${id}@maeum.example.kr>`).sort());
      for (const id of ids) {
        expect((await messageRow(t, id)).attempts).toBe(1);
        expect(await attemptsOf(t, id)).toHaveLength(1);
      }
    } finally {
      await other?.running.close();
    }
  });
});

/**
 * A worker killed in the middle of a send (the SMTP server has the message's DATA and has not
 * answered): the message stays SENDING with an attempt without an outcome. A new instance on
 * the same database (a restart) takes it over once its lease is over and sends it once.
 */
describe('a worker killed mid-send', () => {
  it('resumes after a restart and delivers the message once', async () => {
    const sink = await SmtpSink.start();
    sink.mode = 'stall';
    // The first instance: workers on, and a long send timeout, so the send hangs until it dies.
    const first = await startTestApp({
      seed: false,
      configure: (config) => workersOn(smtpTo(sink.url, 30_000)(config)),
    });
    useTestRenderer(first.running.app);
    let second: RunningApp | undefined;
    try {
      const application = await createApplication(first);
      const [id] = await enqueue(first, {
        kind: 'application-received',
        applicationId: application.id,
      });
      await sink.stalled;
      const interrupted = await messageRow(first, id);
      expect(interrupted).toMatchObject({ status: 'SENDING', attempts: 1 });
      const [open] = await attemptsOf(first, id);
      expect(open).toMatchObject({ outcome: null, finished_at: null });
      const lease = first.running.app.get(MessageWorker).leaseMs;

      // Killed: the process goes away with the send in flight, and nothing it would still
      // write reaches the database (a close alone would wait for the send and record it); the
      // server drops the conversation without having accepted the message.
      await first.dataSource.destroy();
      const kill = first.running.close();
      await sink.close();
      await kill;
      const restarted = await SmtpSink.start(sink.port);

      // The restart, on the same database (the server's, or the embedded one's files), later
      // than the dead worker's lease; its periodic job gives the message a job again.
      const clock = new FixedClock(new Date(first.clock.now().getTime() + lease + 60_000));
      const instance = await startInstance(first, workersOn, clock);
      second = instance.running;
      const database = { dataSource: second.app.get(DataSource) };
      const periodic = second.app.get(MessagePeriodicJob);
      expect((await periodic.runOnce()).swept).toBe(1);
      await eventually(async () => (await messageRow(database, id)).status === 'SENT');

      expect(restarted.received.map((mail) => mail.messageId)).toEqual([
        `<message-${id}@maeum.example.kr>`,
      ]);
      const attempts = await attemptsOf(database, id);
      expect(attempts.map((attempt) => attempt.outcome)).toEqual([null, 'SENT']);
      expect((await messageRow(database, id)).attempts).toBe(2);
      // Sweeping again finds nothing to do.
      expect((await periodic.runOnce()).swept).toBe(0);
      await second.close();
      second = undefined;
      await restarted.close();
    } finally {
      await second?.close();
      await dropDatabaseOf(first);
    }
  });
});

/**
 * A process stopped (a deploy, a scale-down) while its worker is in the middle of a batch: the
 * sends in flight finish and are recorded before the database pool closes, the batch's other
 * messages are handed to the next worker, and each message is sent exactly once.
 */
describe('a worker stopped in the middle of a batch', () => {
  it('finishes the sends in flight, hands the rest on, and sends each message once', async () => {
    const sink = await SmtpSink.start();
    sink.answerAfterMs = 300;
    const first = await startTestApp({
      seed: false,
      configure: (config) => workersOn(smtpTo(sink.url, 5_000)(config)),
    });
    useTestRenderer(first.running.app);
    let second: RunningApp | undefined;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const application = await createApplication(first);
        ids.push(
          ...(await enqueue(first, {
            kind: 'application-received',
            applicationId: application.id,
          })),
        );
      }
      await eventually(async () =>
        (await first.dataSource.getRepository(Message).findBy({})).some(
          (message) => message.status === 'SENDING',
        ),
      );
      await first.running.close();

      // Read with workers off: with the first's (on), this instance claimed the batch's messages
      // the first never fetched, and showed them SENDING (the test failed under load).
      const instance = await startInstance(first, (config) => ({
        ...config,
        jobs: { ...config.jobs, workers: false },
      }));
      second = instance.running;
      const database = { dataSource: second.app.get(DataSource) };
      const stopped = await Promise.all(ids.map((id) => messageRow(database, id)));
      // Nothing was left mid-send, and every send that began was recorded.
      expect(stopped.filter((message) => message.status === 'SENDING')).toEqual([]);
      const sentBeforeStop = stopped.filter((message) => message.status === 'SENT');
      expect(sentBeforeStop.length).toBeGreaterThan(0);
      expect(sentBeforeStop.length).toBeLessThan(ids.length);
      expect(sink.received).toHaveLength(sentBeforeStop.length);
      for (const message of sentBeforeStop) {
        expect((await attemptsOf(database, message.id)).map((a) => a.outcome)).toEqual(['SENT']);
      }
      // The rest were handed back to pg-boss, to run again after its retry delay (moved here).
      await database.dataSource.query(
        `UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'`,
      );
      await second.close();
      const resumed = await startInstance(first, workersOn);
      second = resumed.running;
      const resumedDatabase = { dataSource: second.app.get(DataSource) };
      await eventually(async () =>
        (await Promise.all(ids.map((id) => messageRow(resumedDatabase, id)))).every(
          (message) => message.status === 'SENT',
        ),
      );
      expect(sink.received.map((mail) => mail.messageId).sort()).toEqual(
        ids.map((id) => `<message-${id}@maeum.example.kr>`).sort(),
      );
      await second.close();
      second = undefined;
    } finally {
      await second?.close();
      await sink.close();
      await dropDatabaseOf(first);
    }
  });
});

/** `first` was closed as a killed process would be; its database and files go now. */
async function dropDatabaseOf(t: TestApp): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (server && t.config.database.url) {
    const name = new URL(t.config.database.url).pathname.slice(1);
    await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  rmSync(t.config.dataDir, { recursive: true, force: true });
}
