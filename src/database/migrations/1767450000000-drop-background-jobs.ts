import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: the payment reconciliation and the waiting-list job run on pg-boss (queues
 * `payments-reconcile` and `waitlist-offers`, src/common/jobs/job-queue.ts), which decides which
 * replica runs a pass; their claim row is no longer read or written. The table held only when
 * each job last started and finished, nothing to keep. During a rolling update a replica still
 * on the old code fails its claim and logs it (its passes are skipped, the new replicas run
 * them) until it is replaced.
 */
export class DropBackgroundJobs1767450000000 implements MigrationInterface {
  name = 'DropBackgroundJobs1767450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE background_job`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE background_job (
        name         varchar(50) PRIMARY KEY,
        started_at   timestamptz NOT NULL,
        finished_at  timestamptz,
        holder       varchar(100) NOT NULL
      )`);
  }
}
