import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The centre's calendar (issue 37): when the owner corrected an appointment's 출석 or 노쇼 (a
 * mark may be corrected once, by the owner, so a no-show counted against a family is a
 * considered decision).
 */
export class Calendar1770200000000 implements MigrationInterface {
  name = 'Calendar1770200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE appointment ADD COLUMN attendance_corrected_at timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE appointment DROP COLUMN attendance_corrected_at`);
  }
}
