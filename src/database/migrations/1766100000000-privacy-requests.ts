import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's rights (issue 21): each request from my info (download, correct, delete) is recorded
 * for the back office: which applications, when, and how it ended. Never a personal value: not
 * the e-mail, not the phone, not what was changed to what.
 */
export class PrivacyRequests1766100000000 implements MigrationInterface {
  name = 'PrivacyRequests1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE privacy_request (
        id               serial PRIMARY KEY,
        kind             varchar(10) NOT NULL CHECK (kind IN ('DOWNLOAD', 'CORRECT', 'DELETE')),
        application_ids  integer[] NOT NULL DEFAULT '{}',
        waitlist_ids     integer[] NOT NULL DEFAULT '{}',
        outcome          varchar(20) NOT NULL,
        detail           varchar(100),
        created_at       timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE privacy_request`);
  }
}
