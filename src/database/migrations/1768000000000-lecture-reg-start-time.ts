import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lecture's registration opens at a set hour of its first day (Asia/Seoul), so that families
 * race fairly for a popular lecture; 00:00 for every lecture so far, as before. Whole minutes
 * only: the form and the status speak in minutes.
 */
export class LectureRegStartTime1768000000000 implements MigrationInterface {
  name = 'LectureRegStartTime1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lecture
        ADD COLUMN reg_start_time time NOT NULL DEFAULT '00:00',
        ADD CONSTRAINT lecture_reg_start_time_minute
          CHECK (extract(second FROM reg_start_time) = 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN reg_start_time`);
  }
}
