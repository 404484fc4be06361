import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cancelling a whole lecture (폐강, issue 19). The lecture says it is closed (`closed_at`,
 * `closed_reason`): the public pages show 폐강 and it takes no application, payment or
 * waiting-list entry. The work runs as a background job over `lecture_closure_item`, one row per
 * application that was live when the lecture closed, each with its outcome: a job resumed after
 * a kill takes only the rows still PENDING, so no family is reached twice.
 */
export class LectureClosure1765400000000 implements MigrationInterface {
  name = 'LectureClosure1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lecture
        ADD COLUMN closed_at     timestamptz,
        ADD COLUMN closed_reason varchar(500)`);
    await queryRunner.query(`
      CREATE TABLE lecture_closure (
        id           serial PRIMARY KEY,
        lecture_id   integer NOT NULL UNIQUE REFERENCES lecture (id) ON DELETE RESTRICT,
        reason       varchar(500) NOT NULL,
        requested_by varchar(100) NOT NULL,
        state        varchar(10) NOT NULL DEFAULT 'RUNNING' CHECK (state IN ('RUNNING', 'DONE')),
        created_at   timestamptz NOT NULL,
        finished_at  timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE lecture_closure_item (
        closure_id      integer NOT NULL REFERENCES lecture_closure (id) ON DELETE CASCADE,
        application_id  integer NOT NULL REFERENCES application (id) ON DELETE RESTRICT,
        outcome         varchar(20) NOT NULL DEFAULT 'PENDING' CHECK (outcome IN
                          ('PENDING', 'REFUNDED', 'ACCOUNT_CANCELLED', 'WITHDRAWN',
                           'ALREADY_CLOSED', 'NEEDS_ATTENTION')),
        refunded_amount integer NOT NULL DEFAULT 0,
        detail          varchar(500),
        tries           integer NOT NULL DEFAULT 0,
        updated_at      timestamptz,
        PRIMARY KEY (closure_id, application_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lecture_closure_item`);
    await queryRunner.query(`DROP TABLE lecture_closure`);
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN closed_at, DROP COLUMN closed_reason`);
  }
}
