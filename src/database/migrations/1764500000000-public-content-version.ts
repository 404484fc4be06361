import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows the public reads (programs, lectures, fees) are made of. */
const CONTENT_TABLES = ['program', 'program_image', 'lecture', 'lecture_fee'];

/**
 * One number that changes whenever public content changes, however it changes (the back office,
 * the seed, a restore, a hand edit): statement triggers bump it in the writing transaction, so
 * it moves exactly when the change commits. Every replica compares it with the version its
 * cached answers were built from (PublicReads), which keeps the cache exact without any
 * message between replicas.
 */
export class PublicContentVersion1764500000000 implements MigrationInterface {
  name = 'PublicContentVersion1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE public_content_version (
        id      smallint PRIMARY KEY CHECK (id = 1),
        version bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO public_content_version (id, version) VALUES (1, 1)`);
    await queryRunner.query(`
      CREATE FUNCTION bump_public_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_content_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`);
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_bumps_public_content_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_public_content_version()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`DROP TRIGGER ${table}_bumps_public_content_version ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION bump_public_content_version()`);
    await queryRunner.query(`DROP TABLE public_content_version`);
  }
}
