import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions sold in blocks (issue 37): a 회기권 of N sessions of one appointment type for one
 * family, sold at the desk; each attended appointment of that type uses one (appointment.package_id),
 * and the unused ones are refunded by the policy. Its money is in the ledger under package_id: a
 * ledger row belongs to exactly one of an application, an appointment or a package.
 */
export class SessionPackages1770600000000 implements MigrationInterface {
  name = 'SessionPackages1770600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE session_package (
        id serial PRIMARY KEY,
        type_id integer NOT NULL REFERENCES appointment_type (id) ON DELETE RESTRICT,
        sessions_total smallint NOT NULL,
        sessions_used smallint NOT NULL DEFAULT 0,
        price integer NOT NULL,
        method varchar(20) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'PAID',
        refunded_amount integer NOT NULL DEFAULT 0,
        family_email varchar(254) NULL,
        family_phone varchar(20) NULL,
        guardian_name varchar(30) NOT NULL,
        child_name varchar(30) NOT NULL,
        sold_by_account_id integer NULL,
        anonymised_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT session_package_sessions CHECK (sessions_total BETWEEN 1 AND 52),
        CONSTRAINT session_package_used CHECK (sessions_used BETWEEN 0 AND sessions_total),
        CONSTRAINT session_package_money CHECK (price >= 0 AND refunded_amount BETWEEN 0 AND price),
        CONSTRAINT session_package_status CHECK (status IN ('PAID', 'REFUNDED')),
        CONSTRAINT session_package_family
          CHECK (family_email IS NOT NULL OR family_phone IS NOT NULL OR anonymised_at IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX session_package_family_email ON session_package (family_email)`,
    );
    await queryRunner.query(
      `CREATE INDEX session_package_family_phone ON session_package (family_phone)`,
    );
    await queryRunner.query(`
      ALTER TABLE appointment
        ADD COLUMN package_id integer NULL REFERENCES session_package (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        ADD COLUMN package_id integer NULL REFERENCES session_package (id) ON DELETE RESTRICT,
        DROP CONSTRAINT ledger_entry_one_owner,
        ADD CONSTRAINT ledger_entry_one_owner
          CHECK (num_nonnulls(application_id, appointment_id, package_id) = 1)`);
    await queryRunner.query(
      `CREATE INDEX ledger_entry_by_package ON ledger_entry (package_id) WHERE package_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ledger_entry_by_package`);
    await queryRunner.query(`SET LOCAL maeum.purge_records = 'on'`);
    await queryRunner.query(`DELETE FROM ledger_entry WHERE package_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        DROP CONSTRAINT ledger_entry_one_owner,
        DROP COLUMN package_id,
        ADD CONSTRAINT ledger_entry_one_owner
          CHECK (num_nonnulls(application_id, appointment_id) = 1)`);
    await queryRunner.query(`ALTER TABLE appointment DROP COLUMN package_id`);
    await queryRunner.query(`DROP TABLE session_package`);
  }
}
