import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The latest due date the server allowed for a virtual account attempt (issue 32): decided when
 * the window opens (at most VIRTUAL_ACCOUNT_HOURS ahead, never after the lecture starts less
 * VIRTUAL_ACCOUNT_START_MARGIN_HOURS) and checked against the provider's answer, so a browser
 * asking for a later one (validHours=720) cannot hold a seat past it.
 */
export class VirtualAccountDueLimit1767200000000 implements MigrationInterface {
  name = 'VirtualAccountDueLimit1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment ADD COLUMN va_due_limit timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment DROP COLUMN va_due_limit`);
  }
}
