import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which guest cancel is talking to the provider for an application right now, so that with
 * several replicas a second cancel of the same application waits (409) instead of making a
 * second provider call. Cleared when the cancel ends; a claim older than two minutes belonged
 * to a replica that died.
 */
export class CancelClaim1764400000000 implements MigrationInterface {
  name = 'CancelClaim1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE application ADD COLUMN cancel_claimed_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE application DROP COLUMN cancel_claimed_at`);
  }
}
