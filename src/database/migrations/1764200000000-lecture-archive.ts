import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lecture deleted while it has applications is archived instead: applications and payments
 * reference it (ON DELETE RESTRICT) and must be kept, but the public pages no longer show it and
 * no one can apply to it. NULL means the lecture is live.
 */
export class LectureArchive1764200000000 implements MigrationInterface {
  name = 'LectureArchive1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lecture ADD COLUMN archived_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN archived_at`);
  }
}
