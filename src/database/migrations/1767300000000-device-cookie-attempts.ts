import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed attempts per device cookie (DeviceCookies, OWASP's scheme): an attempt that presents a
 * valid device cookie is counted here instead of the shared sign-in or lookup limits. Keys are
 * HMACs of the cookie's nonce. And whether a session passed a second factor, so that requiring
 * two-factor sign-in can end those that did not.
 */
export class DeviceCookieAttempts1767300000000 implements MigrationInterface {
  name = 'DeviceCookieAttempts1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE device_cookie_attempt (
        id            bigserial PRIMARY KEY,
        scope         varchar(6) NOT NULL CHECK (scope = 'device'),
        key_hash      char(64) NOT NULL,
        attempted_at  timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX device_cookie_attempt_key_idx ON device_cookie_attempt (scope, key_hash, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX device_cookie_attempt_time_idx ON device_cookie_attempt (attempted_at)`,
    );
    await queryRunner.query(
      `ALTER TABLE admin_session ADD COLUMN second_factor boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_session DROP COLUMN second_factor`);
    await queryRunner.query(`DROP TABLE device_cookie_attempt`);
  }
}
