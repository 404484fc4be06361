import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The centre cancels an application in full from the back office (issue 17): why, and when, are
 * kept on the application (`centre_cancel_reason`, `centre_canceled_at`), written once the
 * cancel went through; an unpaid one withdrawn by the centre says so in `withdrawn_reason`.
 */
export class CentreCancel1765000000000 implements MigrationInterface {
  name = 'CentreCancel1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE application
        ADD COLUMN centre_cancel_reason varchar(500),
        ADD COLUMN centre_canceled_at   timestamptz`);
    await queryRunner.query(
      `ALTER TABLE application DROP CONSTRAINT application_withdrawn_reason_check`,
    );
    await queryRunner.query(`
      ALTER TABLE application ADD CONSTRAINT application_withdrawn_reason_check
        CHECK (withdrawn_reason IN ('GUEST', 'SUPERSEDED', 'CENTRE'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE application DROP CONSTRAINT application_withdrawn_reason_check`,
    );
    await queryRunner.query(`
      ALTER TABLE application ADD CONSTRAINT application_withdrawn_reason_check
        CHECK (withdrawn_reason IN ('GUEST', 'SUPERSEDED'))`);
    await queryRunner.query(`
      ALTER TABLE application DROP COLUMN centre_cancel_reason, DROP COLUMN centre_canceled_at`);
  }
}
