import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 20): each account's authenticator secret (sealed, never in the clear)
 * and the last time step it accepted (replays refused), its recovery codes (SHA-256, single use),
 * and the challenges that carry a sign-in from the right password to the second factor.
 */
export class TwoFactor1766400000000 implements MigrationInterface {
  name = 'TwoFactor1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_two_factor (
        admin_id integer PRIMARY KEY REFERENCES admin_user(id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        enabled_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_recovery_code (
        id uuid PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_user(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (admin_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_sign_in_challenge (
        id uuid PRIMARY KEY,
        token_hash char(64) NOT NULL UNIQUE,
        admin_id integer NOT NULL REFERENCES admin_user(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('CODE', 'ENROL')),
        auto_login boolean NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_sign_in_challenge_expires ON admin_sign_in_challenge (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_sign_in_challenge`);
    await queryRunner.query(`DROP TABLE admin_recovery_code`);
    await queryRunner.query(`DROP TABLE admin_two_factor`);
  }
}
