import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 현금영수증 (issue 19). `cash_receipt` holds the receipts the back office issues for money taken
 * at the desk, through the provider's cash-receipt API: one PENDING or ISSUED receipt per
 * application at most. A payment attempt keeps the receipt its payment window issued (a transfer
 * or a virtual account): its type and the provider's address for it.
 */
export class CashReceipts1765600000000 implements MigrationInterface {
  name = 'CashReceipts1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cash_receipt (
        id               serial PRIMARY KEY,
        application_id   integer NOT NULL REFERENCES application (id) ON DELETE RESTRICT,
        order_id         varchar(64) NOT NULL UNIQUE,
        type             varchar(10) NOT NULL CHECK (type IN ('소득공제', '지출증빙')),
        amount           integer NOT NULL CHECK (amount > 0),
        identity_number  varchar(20),
        identity_masked  varchar(20) NOT NULL,
        state            varchar(10) NOT NULL DEFAULT 'PENDING'
                           CHECK (state IN ('PENDING', 'ISSUED', 'CANCELED')),
        receipt_key      varchar(200),
        issue_number     varchar(20),
        receipt_url      varchar(500),
        requested_by     varchar(100) NOT NULL,
        requested_at     timestamptz NOT NULL,
        claimed_at       timestamptz,
        issued_at        timestamptz,
        canceled_at      timestamptz,
        CHECK (state = 'PENDING' OR identity_number IS NULL),
        CHECK (state = 'PENDING' OR receipt_key IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX cash_receipt_one_live_per_application
        ON cash_receipt (application_id) WHERE state IN ('PENDING', 'ISSUED')`);
    await queryRunner.query(`
      ALTER TABLE payment
        ADD COLUMN cash_receipt_type varchar(10),
        ADD COLUMN cash_receipt_url  varchar(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE payment DROP COLUMN cash_receipt_type, DROP COLUMN cash_receipt_url`,
    );
    await queryRunner.query(`DROP TABLE cash_receipt`);
  }
}
