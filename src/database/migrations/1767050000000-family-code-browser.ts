import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family's code belongs to the browser that asked for it (issue 32, review): `browser_hash`,
 * the HMAC (GUEST_TOKEN_SECRET) of the random token in that browser's `maeum_family_code`
 * cookie. A code is verified, replaced and spaced only within its browser, so a stranger's sends
 * and wrong tries never touch the family's code. Older rows (NULL) are refused like an expired
 * code. The sending limit also counts per contact and client address (`pair`).
 */
export class FamilyCodeBrowser1767050000000 implements MigrationInterface {
  name = 'FamilyCodeBrowser1767050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE family_code ADD COLUMN browser_hash char(64)`);
    await queryRunner.query(`DROP INDEX family_code_contact_idx`);
    await queryRunner.query(
      `CREATE INDEX family_code_contact_idx
         ON family_code (contact_digest, browser_hash, created_at DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE family_code_send_attempt DROP CONSTRAINT family_code_send_attempt_scope_check`,
    );
    await queryRunner.query(
      `ALTER TABLE family_code_send_attempt ADD CONSTRAINT family_code_send_attempt_scope_check
         CHECK (scope IN ('contact', 'address', 'pair'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM family_code_send_attempt WHERE scope = 'pair'`);
    await queryRunner.query(
      `ALTER TABLE family_code_send_attempt DROP CONSTRAINT family_code_send_attempt_scope_check`,
    );
    await queryRunner.query(
      `ALTER TABLE family_code_send_attempt ADD CONSTRAINT family_code_send_attempt_scope_check
         CHECK (scope IN ('contact', 'address'))`,
    );
    await queryRunner.query(`DROP INDEX family_code_contact_idx`);
    await queryRunner.query(
      `CREATE INDEX family_code_contact_idx ON family_code (contact_digest, created_at DESC)`,
    );
    await queryRunner.query(`ALTER TABLE family_code DROP COLUMN browser_hash`);
  }
}
