import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administrator sign-in: the account (argon2id hash), rotating refresh tokens (stored as SHA-256
 * of the token; a family is one sign-in and everything refreshed from it, revoked together when a
 * used token comes back), and failed sign-in attempts for the rate limit (HMAC keys, no address
 * or user name in clear).
 */
export class AdminAuth1764100000000 implements MigrationInterface {
  name = 'AdminAuth1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_user (
        id             serial PRIMARY KEY,
        username       varchar(50) NOT NULL,
        password_hash  varchar(255) NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX admin_user_username_key ON admin_user (lower(username))`,
    );
    await queryRunner.query(`
      CREATE TABLE admin_refresh_token (
        id          uuid PRIMARY KEY,
        family_id   uuid NOT NULL,
        admin_id    integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        token_hash  char(64) NOT NULL UNIQUE,
        expires_at  timestamptz NOT NULL,
        created_at  timestamptz NOT NULL,
        used_at     timestamptz,
        revoked_at  timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_refresh_token_family_idx ON admin_refresh_token (family_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_refresh_token_expiry_idx ON admin_refresh_token (expires_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE admin_login_attempt (
        id            bigserial PRIMARY KEY,
        scope         varchar(7) NOT NULL CHECK (scope IN ('account', 'address')),
        key_hash      char(64) NOT NULL,
        attempted_at  timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_login_attempt_key_idx ON admin_login_attempt (scope, key_hash, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_login_attempt_time_idx ON admin_login_attempt (attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_login_attempt`);
    await queryRunner.query(`DROP TABLE admin_refresh_token`);
    await queryRunner.query(`DROP TABLE admin_user`);
  }
}
