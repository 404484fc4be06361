import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications (with the applicant's details and the fees chosen), payment attempts, and the
 * built-in payment sandbox's own ledger.
 *
 * The applicant's details live on the application itself: each application is one person's
 * statement at one moment, and a second application with the same e-mail never rewrites the
 * first one's name or birth date (which would let a stranger change what a lookup matches).
 * "One application per lecture and e-mail" and "at most one live payment per application" are
 * constraints here, so a race hits the database, not a gap between a SELECT and an INSERT.
 */
export class ApplicationsAndPayments1763900000000 implements MigrationInterface {
  name = 'ApplicationsAndPayments1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE application (
        id                 serial PRIMARY KEY,
        lecture_id         integer NOT NULL REFERENCES lecture (id) ON DELETE RESTRICT,
        applicant_name     varchar(50) NOT NULL,
        applicant_email    varchar(254) NOT NULL CHECK (applicant_email = lower(applicant_email)),
        applicant_contact  varchar(13) NOT NULL,
        applicant_birth    date NOT NULL,
        total_amount       integer NOT NULL CHECK (total_amount > 0),
        pay_method         varchar(20) NOT NULL
                           CHECK (pay_method IN ('CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER')),
        payment_status     char(1) NOT NULL DEFAULT 'N' CHECK (payment_status IN ('N', 'W', 'Y', 'C', 'P')),
        refunded_amount    integer NOT NULL DEFAULT 0
                           CHECK (refunded_amount >= 0 AND refunded_amount <= total_amount),
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT application_one_per_lecture_and_email UNIQUE (lecture_id, applicant_email)
      )`);
    await queryRunner.query(`CREATE INDEX application_email_idx ON application (applicant_email)`);
    await queryRunner.query(`
      CREATE TABLE application_fee (
        id              serial PRIMARY KEY,
        application_id  integer NOT NULL REFERENCES application (id) ON DELETE CASCADE,
        lecture_fee_id  integer NOT NULL REFERENCES lecture_fee (id) ON DELETE RESTRICT,
        fee_type        varchar(200) NOT NULL,
        amount          integer NOT NULL CHECK (amount >= 0),
        UNIQUE (application_id, lecture_fee_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX application_fee_lecture_fee_idx ON application_fee (lecture_fee_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE payment (
        id                  serial PRIMARY KEY,
        application_id      integer NOT NULL REFERENCES application (id) ON DELETE RESTRICT,
        order_id            varchar(64) NOT NULL UNIQUE CHECK (order_id ~ '^[A-Za-z0-9_-]{6,64}$'),
        method              varchar(20) NOT NULL CHECK (method IN ('CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER')),
        amount              integer NOT NULL CHECK (amount > 0),
        status              varchar(24) NOT NULL DEFAULT 'READY' CHECK (status IN (
                              'READY', 'CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT',
                              'FAILED', 'EXPIRED', 'CANCELED', 'PARTIAL_CANCELED')),
        payment_key         varchar(200) UNIQUE,
        failure_code        varchar(64),
        failure_message     varchar(500),
        approved_at         timestamptz,
        receipt_url         varchar(500),
        balance_amount      integer CHECK (balance_amount >= 0),
        va_bank_code        varchar(10),
        va_account_number   varchar(40),
        va_holder           varchar(100),
        va_due_date         timestamptz,
        va_secret           varchar(64),
        confirm_started_at  timestamptz,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_application_idx ON payment (application_id)`);
    // No second charge: one attempt at a time may be confirming, paid or awaiting deposit.
    await queryRunner.query(`
      CREATE UNIQUE INDEX payment_one_live_per_application ON payment (application_id)
      WHERE status IN ('CONFIRMING', 'UNKNOWN', 'DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED')`);
    await queryRunner.query(
      `CREATE INDEX payment_unsettled_idx ON payment (updated_at) WHERE status IN ('CONFIRMING', 'UNKNOWN')`,
    );

    // The sandbox provider's ledger: what "Toss" knows. Unused when real keys are configured.
    await queryRunner.query(`
      CREATE TABLE sandbox_payment (
        payment_key         varchar(200) PRIMARY KEY,
        order_id            varchar(64) NOT NULL UNIQUE,
        order_name          varchar(100) NOT NULL,
        method              varchar(20) NOT NULL,
        amount              integer NOT NULL,
        balance_amount      integer NOT NULL,
        status              varchar(24) NOT NULL,
        customer_name       varchar(100),
        customer_email      varchar(254),
        requested_at        timestamptz NOT NULL,
        approved_at         timestamptz,
        secret              varchar(50),
        va_bank_code        varchar(10),
        va_account_number   varchar(40),
        va_due_date         timestamptz,
        cancels             jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_idempotency (
        idempotency_key  varchar(300) PRIMARY KEY,
        request_path     varchar(300) NOT NULL,
        status_code      integer NOT NULL,
        response         jsonb NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_idempotency`);
    await queryRunner.query(`DROP TABLE sandbox_payment`);
    await queryRunner.query(`DROP TABLE payment`);
    await queryRunner.query(`DROP TABLE application_fee`);
    await queryRunner.query(`DROP TABLE application`);
  }
}
