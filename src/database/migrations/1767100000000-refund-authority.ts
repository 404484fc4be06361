import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money moves only with authority (issue 32). The team policy gains a daily total per staff
 * member (null: none). The ledger records where a refund to a bank account went (bank, masked
 * number, holder; never the full number). refund_request holds every refund staff move out
 * (within their limit: executed at once, the row reserving the amount so two requests cannot
 * both pass) and every refund that waits for the owner (over a limit, to an account typed in the
 * back office, or a family's refund to an account in another name). The full account number of
 * a waiting refund is kept sealed until it is decided, then erased.
 */
export class RefundAuthority1767100000000 implements MigrationInterface {
  name = 'RefundAuthority1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE team_policy
        ADD COLUMN staff_daily_refund_limit integer CHECK (staff_daily_refund_limit >= 0)`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        ADD COLUMN refund_bank varchar(3),
        ADD COLUMN refund_account varchar(40),
        ADD COLUMN refund_holder varchar(60)`);
    await queryRunner.query(`
      CREATE TABLE refund_request (
        id serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES application(id) ON DELETE RESTRICT,
        kind varchar(10) NOT NULL CHECK (kind IN ('REFUND', 'CANCEL')),
        amount integer NOT NULL CHECK (amount > 0),
        reason varchar(500) NOT NULL,
        refund_bank varchar(3),
        refund_account varchar(40),
        refund_holder varchar(60),
        refund_account_sealed text,
        requested_by_kind varchar(10) NOT NULL CHECK (requested_by_kind IN ('STAFF', 'OWNER', 'FAMILY')),
        requested_by_id integer,
        requested_by_name varchar(100),
        cause varchar(20) NOT NULL
          CHECK (cause IN ('WITHIN_LIMIT', 'OVER_LIMIT', 'DAILY_LIMIT', 'TYPED_ACCOUNT', 'HOLDER_MISMATCH')),
        direct boolean NOT NULL,
        status varchar(10) NOT NULL
          CHECK (status IN ('PENDING', 'EXECUTING', 'DONE', 'DECLINED', 'FAILED')),
        refunded integer,
        detail varchar(300),
        decided_by_id integer,
        decided_by_name varchar(100),
        decided_at timestamptz,
        decline_reason varchar(500),
        seoul_day date NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT refund_request_direct CHECK (NOT direct OR status IN ('EXECUTING', 'DONE', 'FAILED')),
        CONSTRAINT refund_request_sealed CHECK (status IN ('PENDING', 'EXECUTING') OR refund_account_sealed IS NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX refund_request_by_application ON refund_request (application_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX refund_request_by_staff_day ON refund_request (requested_by_id, seoul_day)`,
    );
    await queryRunner.query(
      `CREATE INDEX refund_request_open ON refund_request (created_at) WHERE status = 'PENDING'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refund_request`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        DROP COLUMN refund_bank, DROP COLUMN refund_account, DROP COLUMN refund_holder`);
    await queryRunner.query(`ALTER TABLE team_policy DROP COLUMN staff_daily_refund_limit`);
  }
}
