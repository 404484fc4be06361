import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The next free turn of an account or e-mail whose failures slow it down (see AttemptLimiter):
 * attempts of one key are evaluated one per delay across every address and replica, instead of
 * each waiting its delay in parallel. Keys are HMACs, as in the attempt tables.
 */
export class AttemptSlots1764800000000 implements MigrationInterface {
  name = 'AttemptSlots1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE attempt_slot (
        namespace  varchar(40) NOT NULL,
        key_hash   char(64) NOT NULL,
        next_at    timestamptz NOT NULL,
        PRIMARY KEY (namespace, key_hash)
      )`);
    await queryRunner.query(`CREATE INDEX attempt_slot_next_idx ON attempt_slot (next_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE attempt_slot`);
  }
}
