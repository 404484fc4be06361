import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who looked (issue 21). Back-office lists show phones and e-mails masked; an administrator who
 * reveals one, or exports a file of them, leaves one row here. Append-only like the ledger: the
 * trigger refuses UPDATE and DELETE for everyone, the app's own connection included, except a
 * DELETE in a transaction that set `maeum.purge_records` (the retention job's switch).
 */
export class PersonalDataAccess1766000000000 implements MigrationInterface {
  name = 'PersonalDataAccess1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE personal_data_access (
        id serial PRIMARY KEY,
        kind varchar(10) NOT NULL CHECK (kind IN ('REVEAL', 'EXPORT')),
        admin_id integer NOT NULL,
        admin_name varchar(100) NOT NULL,
        address varchar(100) NOT NULL,
        subject_kind varchar(20) CHECK (subject_kind IN ('APPLICATION', 'WAITLIST_ENTRY')),
        subject_id integer,
        fields text[] NOT NULL,
        scope varchar(40),
        occurred_at timestamptz NOT NULL,
        CONSTRAINT personal_data_access_what CHECK (
          (kind = 'REVEAL' AND subject_kind IS NOT NULL AND subject_id IS NOT NULL)
          OR (kind = 'EXPORT' AND scope IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX personal_data_access_newest ON personal_data_access (occurred_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION personal_data_access_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('maeum.purge_records', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'personal_data_access is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER personal_data_access_append_only
        BEFORE UPDATE OR DELETE ON personal_data_access
        FOR EACH ROW EXECUTE FUNCTION personal_data_access_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE personal_data_access`);
    await queryRunner.query(`DROP FUNCTION personal_data_access_append_only()`);
  }
}
