import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attempts of the guest lookup (POST /api/guest/user-check), so that guessing a birth date is
 * limited across every replica of the app. Keys are HMACs of the e-mail or client address, never
 * the values themselves. A row is written before the birth date is compared and removed again
 * when the lookup succeeds, so concurrent guesses cannot slip past the limit between a count and
 * an insert.
 */
export class GuestLookupAttempts1764000000000 implements MigrationInterface {
  name = 'GuestLookupAttempts1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE guest_lookup_attempt (
        id            bigserial PRIMARY KEY,
        scope         varchar(7) NOT NULL CHECK (scope IN ('email', 'address')),
        key_hash      char(64) NOT NULL,
        attempted_at  timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX guest_lookup_attempt_key_idx ON guest_lookup_attempt (scope, key_hash, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX guest_lookup_attempt_time_idx ON guest_lookup_attempt (attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE guest_lookup_attempt`);
  }
}
