import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: a card payment sends one 알림톡. The 신청 접수 message now waits a few minutes and is
 * not sent (SKIPPED, with the reason) when its application was paid or withdrawn meanwhile.
 */
export class MessageSkipped1767800000000 implements MigrationInterface {
  name = 'MessageSkipped1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE message DROP CONSTRAINT message_status_check,
        ADD CONSTRAINT message_status_check
          CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED', 'SKIPPED'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE message SET status = 'FAILED' WHERE status = 'SKIPPED'`);
    await queryRunner.query(`
      ALTER TABLE message DROP CONSTRAINT message_status_check,
        ADD CONSTRAINT message_status_check
          CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED'))`);
  }
}
