import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36: cash taken at the desk and refunded is handed back by a person, later than the
 * refund is recorded. The refund's ledger row keeps when and by whom (`handed_back_at`,
 * `handed_back_by`); only a cash refund by hand has them, both or neither.
 *
 * The ledger stays append-only for money: the trigger lets an UPDATE through only when it sets
 * the hand-back once (from nothing) and changes nothing else, so the amount, kind, method and
 * who moved it are never rewritten and a hand-back is never moved or erased.
 *
 * Cash refunds recorded before this were recorded as given back (the form said "돌려준 사실만
 * 기록합니다"): they take their own time and recorder as the hand-back.
 */
export class CashHandBack1769100000000 implements MigrationInterface {
  name = 'CashHandBack1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        ADD COLUMN handed_back_at timestamptz,
        ADD COLUMN handed_back_by varchar(100)`);
    await queryRunner.query(`ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only`);
    await queryRunner.query(`
      UPDATE ledger_entry
         SET handed_back_at = occurred_at, handed_back_by = COALESCE(actor_name, '관리자')
       WHERE kind = 'MANUAL_REFUND' AND method = 'CASH'`);
    await queryRunner.query(`ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        ADD CONSTRAINT ledger_entry_hand_back_pair
          CHECK ((handed_back_at IS NULL) = (handed_back_by IS NULL)),
        ADD CONSTRAINT ledger_entry_hand_back_cash
          CHECK (handed_back_at IS NULL OR (kind = 'MANUAL_REFUND' AND method = 'CASH'))`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('maeum.purge_records', true) = 'on' THEN
          RETURN OLD;
        END IF;
        IF TG_OP = 'UPDATE'
           AND OLD.handed_back_at IS NULL AND NEW.handed_back_at IS NOT NULL
           AND (to_jsonb(NEW) - 'handed_back_at' - 'handed_back_by')
             = (to_jsonb(OLD) - 'handed_back_at' - 'handed_back_by') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'ledger_entry is append-only: % refused', TG_OP;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('maeum.purge_records', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'ledger_entry is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(`
      ALTER TABLE ledger_entry
        DROP CONSTRAINT ledger_entry_hand_back_cash,
        DROP CONSTRAINT ledger_entry_hand_back_pair,
        DROP COLUMN handed_back_by,
        DROP COLUMN handed_back_at`);
  }
}
