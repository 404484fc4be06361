import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail refuses TRUNCATE too (issue 20: the app's database user cannot remove its rows).
 * The one statement that may empty it is a backup restore with --replace, which says so for its
 * own transaction only (`SET LOCAL app.restoring_backup = 'on'`) and then writes the backup's
 * audit rows back.
 */
export class AuditNoTruncate1766900000000 implements MigrationInterface {
  name = 'AuditNoTruncate1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION audit_event_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('app.restoring_backup', true) IS DISTINCT FROM 'on' THEN
          RAISE EXCEPTION 'audit_event is append-only: TRUNCATE refused';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_event_no_truncate
        BEFORE TRUNCATE ON audit_event
        FOR EACH STATEMENT EXECUTE FUNCTION audit_event_no_truncate()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_event_no_truncate ON audit_event`);
    await queryRunner.query(`DROP FUNCTION audit_event_no_truncate()`);
  }
}
