import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36: the director's messages to a lecture's families. One row per message sent (its
 * messages are the outbox's rows); the request key makes a double click one broadcast, the Seoul
 * day counts the daily cap per lecture.
 */
export class LectureBroadcasts1769000000000 implements MigrationInterface {
  name = 'LectureBroadcasts1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lecture_broadcast (
        id serial PRIMARY KEY,
        lecture_id int NOT NULL REFERENCES lecture (id) ON DELETE CASCADE,
        audience varchar(20) NOT NULL
          CHECK (audience IN ('ALL', 'PAID', 'AWAITING_DEPOSIT', 'UNPAID', 'CANCELLED')),
        channel varchar(10) NOT NULL CHECK (channel IN ('ALIMTALK', 'EMAIL')),
        title varchar(40) NOT NULL CHECK (title <> ''),
        body text NOT NULL CHECK (body <> '' AND char_length(body) <= 2000),
        families int NOT NULL CHECK (families > 0),
        request_key uuid NOT NULL,
        seoul_day date NOT NULL,
        sent_by_id int,
        sent_by varchar(100) NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT lecture_broadcast_once_per_request UNIQUE (request_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX lecture_broadcast_by_day ON lecture_broadcast (lecture_id, seoul_day)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lecture_broadcast`);
  }
}
