import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment sandbox learns 현금영수증 (cash receipts), as Toss issues them. `sandbox_cash_receipt`
 * holds every receipt it issued: through the cash-receipt API, or by the payment window for a
 * transfer or a virtual account (`payment_key`). An orderId can hold one live API-issued receipt
 * (a partial unique index), so two concurrent issues of one orderId cannot both succeed. The
 * payment keeps the customer's choice in the window, the number masked only (never the full
 * number), and the receipt issued for it.
 */
export class SandboxCashReceipts1765500000000 implements MigrationInterface {
  name = 'SandboxCashReceipts1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_cash_receipt (
        receipt_key      varchar(64) PRIMARY KEY,
        issue_number     varchar(9) NOT NULL,
        order_id         varchar(64) NOT NULL,
        order_name       varchar(100) NOT NULL,
        type             varchar(10) NOT NULL CHECK (type IN ('소득공제', '지출증빙')),
        masked_identity  varchar(20) NOT NULL,
        amount           integer NOT NULL CHECK (amount > 0),
        balance_amount   integer NOT NULL CHECK (balance_amount >= 0),
        tax_free_amount  integer NOT NULL DEFAULT 0,
        payment_key      varchar(200) REFERENCES sandbox_payment (payment_key) ON DELETE CASCADE,
        issued_at        timestamptz NOT NULL,
        canceled_at      timestamptz
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX sandbox_cash_receipt_live_order
        ON sandbox_cash_receipt (order_id)
        WHERE canceled_at IS NULL AND payment_key IS NULL`);
    await queryRunner.query(`
      CREATE INDEX sandbox_cash_receipt_order ON sandbox_cash_receipt (order_id)`);
    await queryRunner.query(`
      ALTER TABLE sandbox_payment
        ADD COLUMN cash_receipt_type         varchar(10)
          CHECK (cash_receipt_type IN ('소득공제', '지출증빙', '미발행')),
        ADD COLUMN cash_receipt_number       varchar(20),
        ADD COLUMN cash_receipt_key          varchar(64),
        ADD COLUMN cash_receipt_issue_number varchar(9)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sandbox_payment
        DROP COLUMN cash_receipt_type,
        DROP COLUMN cash_receipt_number,
        DROP COLUMN cash_receipt_key,
        DROP COLUMN cash_receipt_issue_number`);
    await queryRunner.query(`DROP TABLE sandbox_cash_receipt`);
  }
}
