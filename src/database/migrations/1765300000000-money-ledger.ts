import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money ledger (issue 19): one append-only row per movement of money (a provider payment or
 * refund, a payment taken at the desk, a refund recorded by hand). Every total the back office
 * shows is a sum of it. A trigger refuses UPDATE and DELETE, so a record of money can only be
 * added to, never rewritten; TRUNCATE (a backup being restored) is a different statement.
 *
 * The rows of payments made before the ledger are written from the attempts: the payment at its
 * approval, and what was refunded as one refund at the attempt's last change (the provider's
 * individual cancels were not kept).
 *
 * Applications may now be paid at the desk: `pay_method` also takes the desk's methods.
 */
export class MoneyLedger1765300000000 implements MigrationInterface {
  name = 'MoneyLedger1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ledger_entry (
        id             serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES application (id) ON DELETE RESTRICT,
        payment_id     integer REFERENCES payment (id) ON DELETE RESTRICT,
        kind           varchar(20) NOT NULL CHECK (kind IN
                         ('PROVIDER_PAYMENT', 'PROVIDER_REFUND', 'OFFLINE_PAYMENT', 'MANUAL_REFUND')),
        amount         integer NOT NULL,
        method         varchar(20) NOT NULL CHECK (method IN
                         ('CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER', 'DESK_CARD', 'CASH',
                          'DIRECT_TRANSFER', 'OTHER')),
        actor_kind     varchar(10) NOT NULL CHECK (actor_kind IN ('FAMILY', 'ADMIN', 'PROVIDER', 'SYSTEM')),
        actor_name     varchar(100),
        reason         varchar(500),
        note           varchar(500),
        provider_key   varchar(200) UNIQUE,
        occurred_at    timestamptz NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_entry_sign CHECK (
          (kind IN ('PROVIDER_PAYMENT', 'OFFLINE_PAYMENT') AND amount > 0)
          OR (kind IN ('PROVIDER_REFUND', 'MANUAL_REFUND') AND amount < 0)),
        CONSTRAINT ledger_entry_provider CHECK (
          (kind IN ('PROVIDER_PAYMENT', 'PROVIDER_REFUND')) = (payment_id IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX ledger_entry_by_application ON ledger_entry (application_id, occurred_at)`,
    );
    await queryRunner.query(`CREATE INDEX ledger_entry_by_time ON ledger_entry (occurred_at)`);
    await queryRunner.query(`
      CREATE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entry is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
        FOR EACH ROW EXECUTE FUNCTION ledger_entry_append_only()`);
    await queryRunner.query(`
      INSERT INTO ledger_entry
        (application_id, payment_id, kind, amount, method, actor_kind, provider_key, occurred_at)
      SELECT application_id, id, 'PROVIDER_PAYMENT', amount, method, 'SYSTEM', payment_key, approved_at
        FROM payment
       WHERE approved_at IS NOT NULL AND payment_key IS NOT NULL
         AND status IN ('DONE', 'PARTIAL_CANCELED', 'CANCELED')
       ORDER BY id`);
    await queryRunner.query(`
      INSERT INTO ledger_entry
        (application_id, payment_id, kind, amount, method, actor_kind, reason, occurred_at)
      SELECT application_id, id, 'PROVIDER_REFUND', -(amount - COALESCE(balance_amount, 0)), method,
             'SYSTEM', '장부 도입 이전의 환불', updated_at
        FROM payment
       WHERE approved_at IS NOT NULL AND payment_key IS NOT NULL
         AND status IN ('PARTIAL_CANCELED', 'CANCELED')
         AND amount > COALESCE(balance_amount, 0)
       ORDER BY id`);
    await queryRunner.query(`ALTER TABLE application DROP CONSTRAINT application_pay_method_check`);
    await queryRunner.query(`
      ALTER TABLE application ADD CONSTRAINT application_pay_method_check CHECK (pay_method IN
        ('CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER', 'DESK_CARD', 'CASH', 'DIRECT_TRANSFER', 'OTHER'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE application DROP CONSTRAINT application_pay_method_check`);
    await queryRunner.query(`
      ALTER TABLE application ADD CONSTRAINT application_pay_method_check
        CHECK (pay_method IN ('CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER'))`);
    await queryRunner.query(`DROP TABLE ledger_entry`);
    await queryRunner.query(`DROP FUNCTION ledger_entry_append_only()`);
  }
}
