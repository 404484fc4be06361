import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['counsellor', 'appointment_type', 'appointment_type_counsellor'];

/**
 * A program's public read says whether families can book it on the site (issue 37: an active
 * appointment type with an active counsellor). Those rows are part of the cached public reads
 * now, so the same statement trigger as programs' bumps the public content version in the
 * transaction that changes them.
 */
export class BookablePrograms1770100000000 implements MigrationInterface {
  name = 'BookablePrograms1770100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_bumps_public_content_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_public_content_version()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP TRIGGER ${table}_bumps_public_content_version ON ${table}`);
    }
  }
}
