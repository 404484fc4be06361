import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A 회기권 sold by a payment link (issue 37): the desk sells the package and the family pays it
 * online. Until paid the package is DUE (it gives no session) and its link pays it until
 * `pay_link_until`; the desk may cancel it (CANCELLED). Its method is the provider's once paid
 * (card or transfer), so none while DUE. A payment attempt now belongs to exactly one of an
 * application, an appointment or a package, with at most one live attempt per package.
 */
export class PackagePayLinks1770900000000 implements MigrationInterface {
  name = 'PackagePayLinks1770900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE session_package
        ADD COLUMN pay_link_until timestamptz NULL,
        ALTER COLUMN method DROP NOT NULL,
        DROP CONSTRAINT session_package_status,
        ADD CONSTRAINT session_package_status
          CHECK (status IN ('DUE', 'PAID', 'REFUNDED', 'CANCELLED')),
        ADD CONSTRAINT session_package_method
          CHECK (method IS NOT NULL OR (status IN ('DUE', 'CANCELLED') AND pay_link_until IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE payment
        ADD COLUMN package_id integer NULL REFERENCES session_package (id) ON DELETE RESTRICT,
        DROP CONSTRAINT payment_one_owner,
        ADD CONSTRAINT payment_one_owner
          CHECK (num_nonnulls(application_id, appointment_id, package_id) = 1)`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_one_live_per_package ON payment (package_id)
      WHERE status IN ('CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED')
        AND auto_cancel_reason IS NULL`);
    await queryRunner.query(
      `CREATE INDEX payment_by_package ON payment (package_id) WHERE package_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_by_package`);
    await queryRunner.query(`DROP INDEX payment_one_live_per_package`);
    await queryRunner.query(`DELETE FROM payment WHERE package_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE payment
        DROP CONSTRAINT payment_one_owner,
        DROP COLUMN package_id,
        ADD CONSTRAINT payment_one_owner CHECK (num_nonnulls(application_id, appointment_id) = 1)`);
    await queryRunner.query(`SET LOCAL maeum.purge_records = 'on'`);
    await queryRunner.query(`
      DELETE FROM ledger_entry WHERE package_id IN
        (SELECT id FROM session_package WHERE status IN ('DUE', 'CANCELLED') OR method IS NULL)`);
    await queryRunner.query(`
      UPDATE appointment SET package_id = NULL WHERE package_id IN
        (SELECT id FROM session_package WHERE status IN ('DUE', 'CANCELLED'))`);
    await queryRunner.query(`DELETE FROM session_package WHERE status IN ('DUE', 'CANCELLED')`);
    await queryRunner.query(`
      UPDATE session_package SET method = 'OTHER' WHERE method IN ('CARD', 'TRANSFER')`);
    await queryRunner.query(`
      ALTER TABLE session_package
        DROP CONSTRAINT session_package_method,
        DROP CONSTRAINT session_package_status,
        ADD CONSTRAINT session_package_status CHECK (status IN ('PAID', 'REFUNDED')),
        ALTER COLUMN method SET NOT NULL,
        DROP COLUMN pay_link_until`);
  }
}
