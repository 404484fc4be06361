import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content the centre edits in the back office (issue 20).
 *
 * Programs get a display order (the public list follows it; existing programs keep the order
 * they were shown in, by id) and an archive mark: a program deleted while something references
 * it is archived instead, leaves the public list, and its old address answers 404 like a deleted
 * one. The carousel's unique (program_id, position) becomes deferred, so a reorder may swap
 * positions within one transaction.
 *
 * The centre's details and page texts move from SITE_CONFIG_FILE into one row of JSON (the same
 * shape as GET /api/site, validated by the back office's form), seeded from the file on the first
 * start. Its changes bump the public content version like a program's, so every replica's cached
 * copy is rebuilt at once.
 */
export class CentreContent1766600000000 implements MigrationInterface {
  name = 'CentreContent1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE program
        ADD COLUMN display_order integer NOT NULL DEFAULT 0,
        ADD COLUMN archived_at timestamptz NULL`);
    await queryRunner.query(`UPDATE program SET display_order = id`);
    await queryRunner.query(`
      ALTER TABLE program_image
        DROP CONSTRAINT program_image_program_id_position_key,
        ADD CONSTRAINT program_image_program_id_position_key
          UNIQUE (program_id, position) DEFERRABLE INITIALLY DEFERRED`);
    await queryRunner.query(`
      CREATE TABLE site_settings (
        id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        settings   jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TRIGGER site_settings_bumps_public_content_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
      FOR EACH STATEMENT EXECUTE FUNCTION bump_public_content_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TRIGGER site_settings_bumps_public_content_version ON site_settings`,
    );
    await queryRunner.query(`DROP TABLE site_settings`);
    await queryRunner.query(`
      ALTER TABLE program_image
        DROP CONSTRAINT program_image_program_id_position_key,
        ADD CONSTRAINT program_image_program_id_position_key UNIQUE (program_id, position)`);
    await queryRunner.query(
      `ALTER TABLE program DROP COLUMN display_order, DROP COLUMN archived_at`,
    );
  }
}
