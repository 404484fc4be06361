import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A 회기권 sale's request key (issue 37): the desk's form sends one per sale, so a sale sent again
 * (a retry after a timeout, a second click on a slow line) records one package and one ledger
 * row, and answers the first one again.
 */
export class PackageSaleKey1770800000000 implements MigrationInterface {
  name = 'PackageSaleKey1770800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE session_package ADD COLUMN sale_key uuid NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX session_package_sale_key ON session_package (sale_key) WHERE sale_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX session_package_sale_key`);
    await queryRunner.query(`ALTER TABLE session_package DROP COLUMN sale_key`);
  }
}
