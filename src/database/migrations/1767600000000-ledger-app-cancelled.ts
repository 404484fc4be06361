import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: a ledger row says itself whether it belongs to an attempt the app cancelled on its
 * own (money taken for an application that did not want it, given back in full), so the ledger's
 * totals leave those out without joining the payments module's table. Rows already written take
 * it from their attempt; the append-only trigger is set aside for that one statement only.
 */
export class LedgerAppCancelled1767600000000 implements MigrationInterface {
  name = 'LedgerAppCancelled1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ledger_entry ADD COLUMN app_cancelled boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only`);
    await queryRunner.query(`
      UPDATE ledger_entry entry SET app_cancelled = true
        FROM payment
       WHERE payment.id = entry.payment_id AND payment.auto_cancel_reason IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_app_cancelled
        CHECK (NOT app_cancelled OR payment_id IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_app_cancelled`);
    await queryRunner.query(`ALTER TABLE ledger_entry DROP COLUMN app_cancelled`);
  }
}
