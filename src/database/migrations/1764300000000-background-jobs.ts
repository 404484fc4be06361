import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each background job last started and finished, so that with several replicas a job runs
 * once per interval across all of them: a replica runs it only if it wins the claim on this row.
 */
export class BackgroundJobs1764300000000 implements MigrationInterface {
  name = 'BackgroundJobs1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE background_job (
        name         varchar(50) PRIMARY KEY,
        started_at   timestamptz NOT NULL,
        finished_at  timestamptz,
        holder       varchar(100) NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE background_job`);
  }
}
