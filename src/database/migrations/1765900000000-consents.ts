import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent on record (issue 21). `consent_text` keeps each version of a consent's text once it has
 * been answered, never changed; `consent_record` keeps what each application answered, pointing
 * at the exact text by id, version and hash (the foreign key refuses a record whose hash is not
 * the stored text's, so a text edited without a new version cannot be recorded as agreed).
 */
export class Consents1765900000000 implements MigrationInterface {
  name = 'Consents1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE consent_text (
        consent_id varchar(50) NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        hash char(64) NOT NULL,
        required boolean NOT NULL,
        title varchar(200) NOT NULL,
        checkbox varchar(200) NOT NULL,
        body jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT consent_text_pkey PRIMARY KEY (consent_id, version),
        CONSTRAINT consent_text_hash_key UNIQUE (consent_id, version, hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE consent_record (
        id serial PRIMARY KEY,
        application_id integer NOT NULL
          REFERENCES application (id) ON DELETE CASCADE,
        consent_id varchar(50) NOT NULL,
        version integer NOT NULL,
        text_hash char(64) NOT NULL,
        agreed boolean NOT NULL,
        agreed_at timestamptz NOT NULL,
        CONSTRAINT consent_record_text_fkey FOREIGN KEY (consent_id, version, text_hash)
          REFERENCES consent_text (consent_id, version, hash),
        CONSTRAINT consent_record_one_per_consent UNIQUE (application_id, consent_id)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION consent_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is not changed once written: % refused', TG_TABLE_NAME, TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER consent_text_immutable BEFORE UPDATE OR DELETE ON consent_text
        FOR EACH ROW EXECUTE FUNCTION consent_immutable()`);
    // Deleted with its application (retention, a deletion request); never rewritten.
    await queryRunner.query(`
      CREATE TRIGGER consent_record_immutable BEFORE UPDATE ON consent_record
        FOR EACH ROW EXECUTE FUNCTION consent_immutable()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE consent_record`);
    await queryRunner.query(`DROP TABLE consent_text`);
    await queryRunner.query(`DROP FUNCTION consent_immutable()`);
  }
}
