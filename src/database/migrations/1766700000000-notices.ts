import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notices board (공지사항, issue 20). A notice is public content: the same statement trigger
 * as programs and lectures bumps the public content version in the writing transaction, so the
 * cached public reads (PublicReads) rebuild the moment a notice is saved, whoever saves it.
 */
export class Notices1766700000000 implements MigrationInterface {
  name = 'Notices1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        body text NOT NULL DEFAULT '',
        pinned boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The public list's order, over published notices only: one page is an index range.
    await queryRunner.query(`
      CREATE INDEX notice_public_order ON notice (pinned DESC, published_at DESC, id DESC)
      WHERE published_at IS NOT NULL`);
    await queryRunner.query(`
      CREATE TRIGGER notice_bumps_public_content_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notice
      FOR EACH STATEMENT EXECUTE FUNCTION bump_public_content_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notice`);
  }
}
