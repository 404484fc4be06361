import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 20). The owner invites a staff member by a one-time link: the invitation
 * keeps only the SHA-256 of its token, and is used, revoked or expired (72 hours) once and for
 * all. Refused links are counted per address (admin_invitation_attempt, the AttemptLimiter's
 * shape). An account gains the name the owner shows in the list and when it last signed in.
 */
export class Staff1766300000000 implements MigrationInterface {
  name = 'Staff1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_user
        ADD COLUMN display_name varchar(50),
        ADD COLUMN last_signed_in_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE admin_invitation (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        display_name varchar(50),
        token_hash char(64) NOT NULL UNIQUE,
        invited_by integer NOT NULL REFERENCES admin_user (id),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        admin_id integer REFERENCES admin_user (id),
        CHECK (accepted_at IS NULL OR revoked_at IS NULL),
        CHECK ((accepted_at IS NULL) = (admin_id IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_invitation_attempt (
        id            bigserial PRIMARY KEY,
        scope         varchar(7) NOT NULL CHECK (scope IN ('address')),
        key_hash      char(64) NOT NULL,
        attempted_at  timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_invitation_attempt_key_idx ON admin_invitation_attempt (scope, key_hash, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_invitation_attempt_time_idx ON admin_invitation_attempt (attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_invitation_attempt`);
    await queryRunner.query(`DROP TABLE admin_invitation`);
    await queryRunner.query(
      `ALTER TABLE admin_user DROP COLUMN display_name, DROP COLUMN last_signed_in_at`,
    );
  }
}
