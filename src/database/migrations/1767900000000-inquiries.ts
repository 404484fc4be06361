import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: the 문의 page's questions and the centre's answers. At least one way to reach the
 * asker; an answer exactly when answered. Listed newest first, waiting ones first in the back
 * office; the retention deletes by age.
 */
export class Inquiries1767900000000 implements MigrationInterface {
  name = 'Inquiries1767900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE inquiry (
        id serial PRIMARY KEY,
        name varchar(50) NOT NULL,
        phone varchar(20),
        email varchar(254),
        topic varchar(10) NOT NULL CHECK (topic IN ('LECTURE', 'PROGRAM', 'PAYMENT', 'OTHER')),
        body text NOT NULL,
        consent_version int NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'ANSWERED')),
        answer text,
        answered_at timestamptz,
        answered_by varchar(100),
        created_at timestamptz NOT NULL,
        CONSTRAINT inquiry_has_contact CHECK (phone IS NOT NULL OR email IS NOT NULL),
        CONSTRAINT inquiry_answer_when_answered CHECK (
          (status = 'ANSWERED') = (answer IS NOT NULL AND answered_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX inquiry_by_status ON inquiry (status, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX inquiry_by_age ON inquiry (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inquiry`);
  }
}
