import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deposits taken online for appointments (issue 37). A payment attempt and a ledger row belong to
 * exactly one owner: an application or an appointment (a CHECK says so); at most one live
 * attempt per appointment, as per application. The appointment says where its deposit stands:
 * NONE (none asked), DUE (held while the family pays), PAID, REFUNDED.
 */
export class AppointmentDeposits1770500000000 implements MigrationInterface {
  name = 'AppointmentDeposits1770500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment
        ALTER COLUMN application_id DROP NOT NULL,
        ADD COLUMN appointment_id integer NULL REFERENCES appointment (id) ON DELETE RESTRICT,
        ADD CONSTRAINT payment_one_owner CHECK (num_nonnulls(application_id, appointment_id) = 1)`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_one_live_per_appointment ON payment (appointment_id)
      WHERE status IN ('CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED')
        AND auto_cancel_reason IS NULL`);
    await queryRunner.query(
      `CREATE INDEX payment_by_appointment ON payment (appointment_id) WHERE appointment_id IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        ALTER COLUMN application_id DROP NOT NULL,
        ADD COLUMN appointment_id integer NULL REFERENCES appointment (id) ON DELETE RESTRICT,
        ADD CONSTRAINT ledger_entry_one_owner
          CHECK (num_nonnulls(application_id, appointment_id) = 1)`);
    await queryRunner.query(
      `CREATE INDEX ledger_entry_by_appointment ON ledger_entry (appointment_id) WHERE appointment_id IS NOT NULL`,
    );
    // An appointment whose deposit was taken outlives the family's data for the books: emptied
    // of names and contacts (anonymised_at), so it is the one row allowed no contact.
    await queryRunner.query(`
      ALTER TABLE appointment
        ADD COLUMN deposit_status varchar(10) NOT NULL DEFAULT 'NONE',
        ADD COLUMN anonymised_at timestamptz NULL,
        ADD CONSTRAINT appointment_deposit_status
          CHECK (deposit_status IN ('NONE', 'DUE', 'PAID', 'REFUNDED')),
        DROP CONSTRAINT appointment_family,
        ADD CONSTRAINT appointment_family
          CHECK (family_email IS NOT NULL OR family_phone IS NOT NULL OR anonymised_at IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM appointment WHERE anonymised_at IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE appointment
        DROP CONSTRAINT appointment_family,
        ADD CONSTRAINT appointment_family CHECK (family_email IS NOT NULL OR family_phone IS NOT NULL),
        DROP CONSTRAINT appointment_deposit_status,
        DROP COLUMN anonymised_at,
        DROP COLUMN deposit_status`);
    await queryRunner.query(`DROP INDEX ledger_entry_by_appointment`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        DROP CONSTRAINT ledger_entry_one_owner,
        DROP COLUMN appointment_id,
        ALTER COLUMN application_id SET NOT NULL`);
    await queryRunner.query(`DROP INDEX payment_by_appointment`);
    await queryRunner.query(`DROP INDEX payment_one_live_per_appointment`);
    await queryRunner.query(`
      ALTER TABLE payment
        DROP CONSTRAINT payment_one_owner,
        DROP COLUMN appointment_id,
        ALTER COLUMN application_id SET NOT NULL`);
  }
}
