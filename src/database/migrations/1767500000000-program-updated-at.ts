import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: a program's page keeps when the back office last changed it (its fields, its
 * pictures, a restore), so the sitemap's lastmod tells a crawler which pages to read again.
 * Existing programs start from when they were added.
 */
export class ProgramUpdatedAt1767500000000 implements MigrationInterface {
  name = 'ProgramUpdatedAt1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE program ADD COLUMN updated_at timestamptz`);
    await queryRunner.query(`UPDATE program SET updated_at = created_at`);
    await queryRunner.query(
      `ALTER TABLE program ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE program DROP COLUMN updated_at`);
  }
}
