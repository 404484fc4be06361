import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: a lecture's meetings get a real day and hours (not typed into a course's name), and a
 * lecture says whom it is for (대상). Existing lectures have no session until the centre adds
 * them; their pages show the lecture's period as before.
 */
export class LectureSessions1767700000000 implements MigrationInterface {
  name = 'LectureSessions1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lecture_session (
        id serial PRIMARY KEY,
        lecture_id integer NOT NULL REFERENCES lecture(id) ON DELETE CASCADE,
        day date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        CONSTRAINT lecture_session_hours CHECK (end_time > start_time)
      )`);
    await queryRunner.query(
      `CREATE INDEX lecture_session_lecture ON lecture_session (lecture_id, day, start_time)`,
    );
    // Public reads are made of it: a change bumps the content version (PublicContentVersion).
    await queryRunner.query(`
      CREATE TRIGGER lecture_session_bumps_public_content_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lecture_session
      FOR EACH STATEMENT EXECUTE FUNCTION bump_public_content_version()`);
    await queryRunner.query(`ALTER TABLE lecture ADD COLUMN audience varchar(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN audience`);
    await queryRunner.query(`DROP TABLE lecture_session`);
  }
}
