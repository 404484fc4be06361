// @engine claims of a job interval across replicas (locks)
import { Writable } from 'node:stream';
import { claimJob, finishJob } from '../../src/common/jobs/job-claim';
import { PaymentsReconciler, RECONCILE_JOB } from '../../src/payments/payments-reconciler';
import { startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('background jobs run once per interval across replicas', () => {
  let test: TestApp;
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
      configure: (config) => ({ ...config, reconcileIntervalMs: MINUTE }),
    });
  });
  afterAll(() => test.close());

  const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs);

  it('lets exactly one of many simultaneous claims win', async () => {
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        claimJob(test.dataSource, 'race', at(0), MINUTE, 10 * MINUTE),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('claims again only after the interval and once the last run finished, or when it went stale', async () => {
    const start = at(0);
    expect(await claimJob(test.dataSource, 'job', start, MINUTE, 10 * MINUTE)).toBe(true);
    // Running: nobody else, even after the interval.
    expect(await claimJob(test.dataSource, 'job', at(2 * MINUTE), MINUTE, 10 * MINUTE)).toBe(false);
    await finishJob(test.dataSource, 'job', at(2 * MINUTE));
    // Finished, but within the interval of its start: still no.
    expect(await claimJob(test.dataSource, 'job', at(0.5 * MINUTE), MINUTE, 10 * MINUTE)).toBe(
      false,
    );
    expect(await claimJob(test.dataSource, 'job', at(MINUTE), MINUTE, 10 * MINUTE)).toBe(true);
    // This one never finishes (its replica died): taken over once stale.
    expect(await claimJob(test.dataSource, 'job', at(5 * MINUTE), MINUTE, 10 * MINUTE)).toBe(false);
    expect(await claimJob(test.dataSource, 'job', at(12 * MINUTE), MINUTE, 10 * MINUTE)).toBe(true);
  });

  it('runs the reconciliation on the replica that wins and logs it', async () => {
    const reconciler = test.running.app.get(PaymentsReconciler);
    await test.dataSource.query(`DELETE FROM background_job WHERE name = $1`, [RECONCILE_JOB]);
    expect(await reconciler.tick()).toBe('ran');
    expect(await reconciler.tick()).toBe('skipped');
    test.clock.set(at(MINUTE));
    expect(await reconciler.tick()).toBe('ran');
    const ran = lines.filter((line) => line.includes('"job ran"'));
    expect(ran).toHaveLength(2);
    expect(JSON.parse(ran[0])).toMatchObject({ job: RECONCILE_JOB, settled: 0, msg: 'job ran' });
  });
});
