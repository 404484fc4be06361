import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A whole team in the back office (issue 20). Each account has a role: the owner (the account
 * from ADMIN_USERNAME, and the recovery path) or staff. A deactivated account keeps its row, so
 * the audit trail's names stay true, but signs in no more. The team's policy is at most one row
 * (none until the owner first sets it: the defaults hold, and a fresh database stays empty for a
 * restore): how much staff may refund (null: nothing) and whether every account must use
 * two-factor sign-in.
 */
export class Team1766250000000 implements MigrationInterface {
  name = 'Team1766250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_user
        ADD COLUMN role varchar(10) NOT NULL DEFAULT 'OWNER' CHECK (role IN ('OWNER', 'STAFF')),
        ADD COLUMN deactivated_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE team_policy (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        staff_refund_limit integer CHECK (staff_refund_limit >= 0),
        require_two_factor boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE team_policy`);
    await queryRunner.query(`ALTER TABLE admin_user DROP COLUMN role, DROP COLUMN deactivated_at`);
  }
}
