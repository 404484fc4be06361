import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's audit trail (issue 20): one row per change or export. Append-only like the
 * ledger: the trigger refuses UPDATE and DELETE for everyone, the app's own connection included.
 */
export class AuditTrail1766200000000 implements MigrationInterface {
  name = 'AuditTrail1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_event (
        id serial PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        admin_id integer,
        admin_name varchar(100) NOT NULL,
        address varchar(100) NOT NULL,
        kind varchar(20) NOT NULL,
        action varchar(60) NOT NULL,
        target varchar(100),
        summary varchar(200) NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await queryRunner.query(
      `CREATE INDEX audit_event_newest ON audit_event (occurred_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX audit_event_by_admin ON audit_event (admin_id, occurred_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX audit_event_by_kind ON audit_event (kind, occurred_at DESC)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_event is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_event_append_only
        BEFORE UPDATE OR DELETE ON audit_event
        FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_event`);
    await queryRunner.query(`DROP FUNCTION audit_event_append_only()`);
  }
}
