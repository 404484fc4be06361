import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administrator sessions: every sign-in is a row, with or without 자동 로그인. Access tokens name
 * their session (`sid`) and the guard refuses one whose session has ended (sign-out, a replayed
 * refresh token, a changed ADMIN_PASSWORD). A refresh-token family becomes that session: its
 * family_id is now session_id, and the session's ended_at replaces each token's revoked_at.
 * Families already issued become sessions, so 자동 로그인 survives the upgrade.
 *
 * The sign-in and lookup attempt counts gain the scope `pair` (account or e-mail together with
 * the client address), which now carries the lock; the account or e-mail alone only slows down.
 */
export class AdminSessions1764700000000 implements MigrationInterface {
  name = 'AdminSessions1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_session (
        id          uuid PRIMARY KEY,
        admin_id    integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        created_at  timestamptz NOT NULL,
        expires_at  timestamptz NOT NULL,
        ended_at    timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX admin_session_admin_idx ON admin_session (admin_id)`);
    await queryRunner.query(`CREATE INDEX admin_session_expiry_idx ON admin_session (expires_at)`);
    await queryRunner.query(`
      INSERT INTO admin_session (id, admin_id, created_at, expires_at, ended_at)
      SELECT family_id, min(admin_id), min(created_at), max(expires_at), max(revoked_at)
        FROM admin_refresh_token
       GROUP BY family_id`);
    await queryRunner.query(
      `ALTER TABLE admin_refresh_token RENAME COLUMN family_id TO session_id`,
    );
    await queryRunner.query(
      `ALTER INDEX admin_refresh_token_family_idx RENAME TO admin_refresh_token_session_idx`,
    );
    await queryRunner.query(`
      ALTER TABLE admin_refresh_token
        ADD CONSTRAINT admin_refresh_token_session_fkey
        FOREIGN KEY (session_id) REFERENCES admin_session (id) ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE admin_refresh_token DROP COLUMN revoked_at`);

    await queryRunner.query(`
      ALTER TABLE admin_login_attempt
        DROP CONSTRAINT admin_login_attempt_scope_check,
        ADD CONSTRAINT admin_login_attempt_scope_check
          CHECK (scope IN ('pair', 'account', 'address'))`);
    await queryRunner.query(`
      ALTER TABLE guest_lookup_attempt
        DROP CONSTRAINT guest_lookup_attempt_scope_check,
        ADD CONSTRAINT guest_lookup_attempt_scope_check
          CHECK (scope IN ('pair', 'email', 'address'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM guest_lookup_attempt WHERE scope = 'pair'`);
    await queryRunner.query(`
      ALTER TABLE guest_lookup_attempt
        DROP CONSTRAINT guest_lookup_attempt_scope_check,
        ADD CONSTRAINT guest_lookup_attempt_scope_check CHECK (scope IN ('email', 'address'))`);
    await queryRunner.query(`DELETE FROM admin_login_attempt WHERE scope = 'pair'`);
    await queryRunner.query(`
      ALTER TABLE admin_login_attempt
        DROP CONSTRAINT admin_login_attempt_scope_check,
        ADD CONSTRAINT admin_login_attempt_scope_check CHECK (scope IN ('account', 'address'))`);

    await queryRunner.query(`ALTER TABLE admin_refresh_token ADD COLUMN revoked_at timestamptz`);
    await queryRunner.query(`
      UPDATE admin_refresh_token AS token SET revoked_at = session.ended_at
        FROM admin_session AS session
       WHERE session.id = token.session_id`);
    await queryRunner.query(
      `ALTER TABLE admin_refresh_token DROP CONSTRAINT admin_refresh_token_session_fkey`,
    );
    await queryRunner.query(
      `ALTER INDEX admin_refresh_token_session_idx RENAME TO admin_refresh_token_family_idx`,
    );
    await queryRunner.query(
      `ALTER TABLE admin_refresh_token RENAME COLUMN session_id TO family_id`,
    );
    await queryRunner.query(`DROP TABLE admin_session`);
  }
}
