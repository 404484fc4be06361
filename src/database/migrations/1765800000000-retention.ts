import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention (issue 21). An application or a waiting-list entry records when its personal fields
 * were removed (`anonymised_at`), so the daily job touches each once. The ledger stays
 * append-only for everyone but that job: once the Electronic Commerce Act's five years are over,
 * it deletes an application's remains, its ledger rows with them, in a transaction that sets
 * `maeum.purge_records` (SET LOCAL: for that transaction only).
 */
export class Retention1765800000000 implements MigrationInterface {
  name = 'Retention1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE application ADD COLUMN anonymised_at timestamptz`);
    await queryRunner.query(`ALTER TABLE waitlist_entry ADD COLUMN anonymised_at timestamptz`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('maeum.purge_records', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'ledger_entry is append-only: % refused', TG_OP;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entry is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(`ALTER TABLE waitlist_entry DROP COLUMN anonymised_at`);
    await queryRunner.query(`ALTER TABLE application DROP COLUMN anonymised_at`);
  }
}
