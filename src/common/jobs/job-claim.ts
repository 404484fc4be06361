import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';

/** Who holds a claim: this process on this host (several replicas, one row per job). */
export const JOB_HOLDER = `${hostname()}:${process.pid}`;

/**
 * A job claimed by one replica runs; the others skip it. Claiming is one atomic statement on the
 * job's row (no lock held, so it works on the embedded database's single connection too): it
 * succeeds when the last run started at least `intervalMs` ago and has finished, or started so
 * long ago (`staleMs`) that its replica must have died.
 */
export async function claimJob(
  dataSource: DataSource,
  name: string,
  now: Date,
  intervalMs: number,
  staleMs: number,
): Promise<boolean> {
  const rows: unknown[] = await dataSource.query(
    `INSERT INTO background_job (name, started_at, finished_at, holder)
     VALUES ($1, $2, NULL, $3)
     ON CONFLICT (name) DO UPDATE
       SET started_at = EXCLUDED.started_at, finished_at = NULL, holder = EXCLUDED.holder
     WHERE (background_job.finished_at IS NOT NULL
            AND background_job.started_at <= $2::timestamptz - make_interval(secs => $4::float8 / 1000))
        OR background_job.started_at <= $2::timestamptz - make_interval(secs => $5::float8 / 1000)
     RETURNING name`,
    [name, now, JOB_HOLDER, intervalMs * 0.9, staleMs],
  );
  return rows.length > 0;
}

export async function finishJob(dataSource: DataSource, name: string, now: Date): Promise<void> {
  await dataSource.query(
    `UPDATE background_job SET finished_at = $3 WHERE name = $1 AND holder = $2`,
    [name, JOB_HOLDER, now],
  );
}
