import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment link for a staff booking's deposit (issue 37): the centre books a time for a family
 * who phoned and sends a link by 알림톡 and e-mail; the time is HELD (deposit DUE) until
 * `pay_link_until`, the last moment the family may pay by that link.
 */
export class AppointmentPayLinks1770700000000 implements MigrationInterface {
  name = 'AppointmentPayLinks1770700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE appointment ADD COLUMN pay_link_until timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE appointment DROP COLUMN pay_link_until`);
  }
}
