import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counsellor's private calendar feed (issue 37): the SHA-256 of the secret in its address (the
 * secret itself is shown once and never stored) and when it was made. A new address replaces the
 * old one, which stops answering; none: no feed.
 */
export class CounsellorFeed1770400000000 implements MigrationInterface {
  name = 'CounsellorFeed1770400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE counsellor
        ADD COLUMN feed_token_hash varchar(64) NULL UNIQUE,
        ADD COLUMN feed_created_at timestamptz NULL,
        ADD CONSTRAINT counsellor_feed_whole
          CHECK ((feed_token_hash IS NULL) = (feed_created_at IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE counsellor
        DROP CONSTRAINT counsellor_feed_whole,
        DROP COLUMN feed_created_at,
        DROP COLUMN feed_token_hash`);
  }
}
