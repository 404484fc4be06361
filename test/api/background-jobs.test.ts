// @engine one pass per interval across replicas (pg-boss claims)
import { Writable } from 'node:stream';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { PaymentsReconciler, RECONCILE_JOB } from '../../src/payments/payments-reconciler';
import { startTestApp, type TestApp } from '../support/test-app';

const INTERVAL_SECONDS = 60;

/**
 * The payment reconciliation repeats on pg-boss (JobQueue.repeat): each pass queues the next one
 * an interval later. Workers are off in tests; tick() is one look of a replica's worker, and
 * several ticks at once are several replicas looking. When a pass is due is the database's clock
 * (start_after), which `elapse` moves; what a pass does reads the injected clock.
 */
describe('repeating jobs run once per interval across replicas', () => {
  let test: TestApp;
  let jobs: JobQueue;
  let reconciler: PaymentsReconciler;
  const lines: string[] = [];

  beforeAll(async () => {
    test = await startTestApp({
      seed: false,
      logLevel: 'info',
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
      configure: (config) => ({ ...config, reconcileIntervalSeconds: INTERVAL_SECONDS }),
    });
    jobs = test.running.app.get(JobQueue);
    reconciler = test.running.app.get(PaymentsReconciler);
  });
  afterAll(() => test.close());

  /** The reconciliation's jobs not yet ended, and whether each starts an interval from now. */
  const pending = (): Promise<{ state: string; later: boolean }[]> =>
    test.dataSource.query(
      `SELECT state::text, start_after > now() + make_interval(secs => $2 - 5) AS later
         FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')
        ORDER BY created_on`,
      [RECONCILE_JOB, INTERVAL_SECONDS],
    );
  /** The interval passes: the waiting pass is due. */
  const elapse = () =>
    test.dataSource.query(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second'
        WHERE name = $1 AND state = 'created'`,
      [RECONCILE_JOB],
    );
  const ran = () =>
    lines.filter((line) => line.includes('"job ran"')).map((line) => JSON.parse(line) as object);
  const ticks = async (replicas: number) =>
    (await Promise.all(Array.from({ length: replicas }, () => reconciler.tick()))).sort();

  it('queues one pass, an interval ahead, however many replicas start at once', async () => {
    const queued = await Promise.all(
      Array.from({ length: 10 }, () => jobs.queueNextPass(RECONCILE_JOB, INTERVAL_SECONDS)),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await pending()).toEqual([{ state: 'created', later: true }]);
    // Not due yet: no replica runs it.
    expect(await ticks(3)).toEqual(['skipped', 'skipped', 'skipped']);
  });

  it('runs a due pass on exactly one replica, logs it and queues the next an interval later', async () => {
    await elapse();
    expect(await ticks(5)).toEqual(['ran', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(ran()).toHaveLength(1);
    expect(ran()[0]).toMatchObject({
      job: RECONCILE_JOB,
      settled: 0,
      startedAt: test.clock.now().toISOString(),
      msg: 'job ran',
    });
    expect(await pending()).toEqual([{ state: 'created', later: true }]);
    expect(await ticks(2)).toEqual(['skipped', 'skipped']);
    await elapse();
    expect(await ticks(2)).toEqual(['ran', 'skipped']);
    expect(ran()).toHaveLength(2);
  });

  it('starts no pass while the last one still runs, and the due one once it ended', async () => {
    await elapse();
    // A replica takes the due pass and is still running it...
    const [running] = await jobs.fetch(RECONCILE_JOB, 1);
    expect(running).toBeDefined();
    await jobs.queueNextPass(RECONCILE_JOB, INTERVAL_SECONDS);
    await elapse();
    // ...so the next one, due now, waits for it.
    expect(await ticks(3)).toEqual(['skipped', 'skipped', 'skipped']);
    await jobs.complete(RECONCILE_JOB, running.id);
    expect(await ticks(3)).toEqual(['ran', 'skipped', 'skipped']);
  });

  it('logs a pass that fails, and the next pass still comes', async () => {
    await elapse();
    const failing = jest
      .spyOn(reconciler, 'runOnce')
      .mockRejectedValueOnce(new Error('provider down'));
    try {
      expect(await ticks(2)).toEqual(['ran', 'skipped']);
    } finally {
      failing.mockRestore();
    }
    expect(lines.some((line) => line.includes('reconciliation failed: provider down'))).toBe(true);
    expect(await pending()).toEqual([{ state: 'created', later: true }]);
  });
});
