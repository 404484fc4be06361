import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No money for an application that no longer wants it, and no e-mail blocked by an unpaid
 * application (issue 15).
 *
 * - `payment.auto_cancel_reason`: the provider took money (or issued an account) for an attempt
 *   whose application had already been closed or paid; the app cancels it in full at the provider and
 *   keeps the record. `auto_canceled_at` says when that cancel was applied; `auto_cancel_refused`
 *   holds the provider's code when it refused (a deposited account needs the family's refund
 *   account), so the job stops asking and a person refunds it. The partial index
 *   is what the reconciliation job reads to finish cancels whose answer never came.
 * - `payment.cancel_requested_at`: a cancel was sent and its answer never came; the job looks
 *   the payment up until it knows what happened.
 * - `application.withdrawn_reason`: why an unpaid application was withdrawn (the guest, or a new
 *   application of the same e-mail that superseded it); nothing was charged either way.
 * - "One application per lecture and e-mail" now holds among applications that are not
 *   cancelled, so a withdrawn or refunded one no longer blocks its e-mail.
 * - `request_counter`: fixed-window counts of requests (applying, starting a payment,
 *   verifying) per client address and per e-mail or application, keyed by HMACs.
 */
export class MoneyAfterClose1764600000000 implements MigrationInterface {
  name = 'MoneyAfterClose1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment
        ADD COLUMN auto_cancel_reason  varchar(40),
        ADD COLUMN auto_cancel_refused varchar(64),
        ADD COLUMN auto_canceled_at    timestamptz,
        ADD COLUMN cancel_requested_at timestamptz`);
    // An attempt being cancelled by the app no longer counts as the application's live payment:
    // a second payment the provider took for an application already paid must be recordable.
    await queryRunner.query(`DROP INDEX payment_one_live_per_application`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_one_live_per_application ON payment (application_id)
      WHERE status IN ('CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED')
        AND auto_cancel_reason IS NULL`);
    await queryRunner.query(`
      CREATE INDEX payment_to_cancel_idx ON payment (id)
      WHERE (auto_cancel_reason IS NOT NULL AND auto_cancel_refused IS NULL
             AND status IN ('DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED'))
         OR cancel_requested_at IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE application
        ADD COLUMN withdrawn_reason varchar(20)
          CHECK (withdrawn_reason IN ('GUEST', 'SUPERSEDED')),
        ADD COLUMN withdrawn_at timestamptz`);
    await queryRunner.query(
      `ALTER TABLE application DROP CONSTRAINT application_one_per_lecture_and_email`,
    );
    await queryRunner.query(`
      CREATE UNIQUE INDEX application_one_per_lecture_and_email
        ON application (lecture_id, applicant_email) WHERE payment_status <> 'C'`);
    await queryRunner.query(`
      CREATE TABLE request_counter (
        scope         varchar(40) NOT NULL,
        key_hash      char(64) NOT NULL,
        window_start  timestamptz NOT NULL,
        hits          integer NOT NULL,
        PRIMARY KEY (scope, key_hash, window_start)
      )`);
    await queryRunner.query(
      `CREATE INDEX request_counter_window_idx ON request_counter (window_start)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE request_counter`);
    await queryRunner.query(`DROP INDEX application_one_per_lecture_and_email`);
    await queryRunner.query(`
      ALTER TABLE application ADD CONSTRAINT application_one_per_lecture_and_email
        UNIQUE (lecture_id, applicant_email)`);
    await queryRunner.query(
      `ALTER TABLE application DROP COLUMN withdrawn_reason, DROP COLUMN withdrawn_at`,
    );
    await queryRunner.query(`DROP INDEX payment_to_cancel_idx`);
    await queryRunner.query(`DROP INDEX payment_one_live_per_application`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_one_live_per_application ON payment (application_id)
      WHERE status IN ('CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED')`);
    await queryRunner.query(`
      ALTER TABLE payment
        DROP COLUMN auto_cancel_reason,
        DROP COLUMN auto_cancel_refused,
        DROP COLUMN auto_canceled_at,
        DROP COLUMN cancel_requested_at`);
  }
}
