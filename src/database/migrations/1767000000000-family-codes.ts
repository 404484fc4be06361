import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a family proves its e-mail or phone (issue 32). `family_code`: one-time codes, kept only as
 * HMACs (GUEST_TOKEN_SECRET) of the code and of the normalised contact, each valid a few minutes,
 * used once, dead after 5 wrong tries. `remembered_browser`: a browser that typed a right code and
 * asked to be remembered, by the HMAC of its cookie's random token, revocable from my info.
 * `family_code_send_attempt`: the sending limit's counts (AttemptLimiter, HMAC keys only).
 */
export class FamilyCodes1767000000000 implements MigrationInterface {
  name = 'FamilyCodes1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE family_code (
        id              bigserial PRIMARY KEY,
        contact_digest  char(64) NOT NULL,
        code_hash       char(64) NOT NULL,
        created_at      timestamptz NOT NULL,
        expires_at      timestamptz NOT NULL,
        wrong_tries     smallint NOT NULL DEFAULT 0 CHECK (wrong_tries BETWEEN 0 AND 5),
        used_at         timestamptz,
        CHECK (expires_at > created_at)
      )`);
    await queryRunner.query(
      `CREATE INDEX family_code_contact_idx ON family_code (contact_digest, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE remembered_browser (
        id              bigserial PRIMARY KEY,
        token_hash      char(64) NOT NULL UNIQUE,
        contact_digest  char(64) NOT NULL,
        email           varchar(254),
        phone           varchar(20),
        device          varchar(120) NOT NULL,
        proven_at       timestamptz NOT NULL,
        created_at      timestamptz NOT NULL,
        last_used_at    timestamptz NOT NULL,
        expires_at      timestamptz NOT NULL,
        revoked_at      timestamptz,
        CHECK ((email IS NULL) <> (phone IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX remembered_browser_contact_idx ON remembered_browser (contact_digest)`,
    );
    await queryRunner.query(`
      CREATE TABLE family_code_send_attempt (
        id            bigserial PRIMARY KEY,
        scope         varchar(7) NOT NULL CHECK (scope IN ('contact', 'address')),
        key_hash      char(64) NOT NULL,
        attempted_at  timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX family_code_send_attempt_key_idx
         ON family_code_send_attempt (scope, key_hash, attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE family_code_send_attempt`);
    await queryRunner.query(`DROP TABLE remembered_browser`);
    await queryRunner.query(`DROP TABLE family_code`);
  }
}
