import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many times the owner sent an invitation's link by e-mail or 알림톡 from 직원 관리 (issue
 * 36): counted on the invitation's row, under its lock, so the cap holds against a double click.
 */
export class InvitationSends1769200000000 implements MigrationInterface {
  name = 'InvitationSends1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_invitation
        ADD COLUMN sent_count integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT admin_invitation_sent_count CHECK (sent_count >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_invitation DROP COLUMN sent_count`);
  }
}
