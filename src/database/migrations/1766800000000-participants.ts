import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who takes part (issue 21). A lecture says whether the applicant attends (parents, teachers) or
 * their child; for a child the application keeps only the child's name and school year, and when
 * the child may be under 14, the name and relation of the 법정대리인 who consented. Each pair is
 * all or nothing.
 */
export class Participants1766800000000 implements MigrationInterface {
  name = 'Participants1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lecture
        ADD COLUMN participant varchar(10) NOT NULL DEFAULT 'APPLICANT'
          CHECK (participant IN ('APPLICANT', 'CHILD'))`);
    await queryRunner.query(`
      ALTER TABLE application
        ADD COLUMN participant_name varchar(50),
        ADD COLUMN participant_school_year varchar(10),
        ADD COLUMN guardian_name varchar(50),
        ADD COLUMN guardian_relation varchar(10),
        ADD CONSTRAINT application_participant_whole
          CHECK ((participant_name IS NULL) = (participant_school_year IS NULL)),
        ADD CONSTRAINT application_guardian_whole
          CHECK ((guardian_name IS NULL) = (guardian_relation IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE application
        DROP CONSTRAINT application_guardian_whole,
        DROP CONSTRAINT application_participant_whole,
        DROP COLUMN guardian_relation,
        DROP COLUMN guardian_name,
        DROP COLUMN participant_school_year,
        DROP COLUMN participant_name`);
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN participant`);
  }
}
