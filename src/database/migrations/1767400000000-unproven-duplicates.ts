import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: an e-mail is held (one live application per lecture, one live entry per course's
 * queue) only by someone who proved it with a code. An unproven application or entry may stand
 * beside another of the same e-mail, so applying with a family's e-mail first neither blocks the
 * family nor tells anyone that the e-mail applied. The services check the rest under the
 * lecture's lock.
 */
export class UnprovenDuplicates1767400000000 implements MigrationInterface {
  name = 'UnprovenDuplicates1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE application ADD COLUMN email_proven boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE waitlist_entry ADD COLUMN email_proven boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`DROP INDEX application_one_per_lecture_and_email`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX application_one_per_lecture_and_email
        ON application (lecture_id, applicant_email) WHERE payment_status <> 'C' AND email_proven`);
    await queryRunner.query(
      `CREATE INDEX application_lecture_email_idx ON application (lecture_id, applicant_email)`,
    );
    await queryRunner.query(`DROP INDEX waitlist_one_per_course_and_email`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX waitlist_one_per_course_and_email
        ON waitlist_entry (lecture_fee_id, applicant_email)
        WHERE status IN ('WAITING', 'OFFERED') AND email_proven`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX waitlist_one_per_course_and_email`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX waitlist_one_per_course_and_email
        ON waitlist_entry (lecture_fee_id, applicant_email)
        WHERE status IN ('WAITING', 'OFFERED')`);
    await queryRunner.query(`DROP INDEX application_lecture_email_idx`);
    await queryRunner.query(`DROP INDEX application_one_per_lecture_and_email`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX application_one_per_lecture_and_email
        ON application (lecture_id, applicant_email) WHERE payment_status <> 'C'`);
    await queryRunner.query(`ALTER TABLE waitlist_entry DROP COLUMN email_proven`);
    await queryRunner.query(`ALTER TABLE application DROP COLUMN email_proven`);
  }
}
