import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Programs with their images, lectures with their fees. Constraints live here, not only in code. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE program (
        id          serial PRIMARY KEY,
        title       varchar(100) NOT NULL,
        target      varchar(200) NOT NULL,
        structure   varchar(200) NOT NULL,
        price       integer NOT NULL CHECK (price >= 0),
        thumbnail   varchar(255) NOT NULL,
        naver_url   varchar(500) NOT NULL,
        inquiry     varchar(100) NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE program_image (
        id          serial PRIMARY KEY,
        program_id  integer NOT NULL REFERENCES program (id) ON DELETE CASCADE,
        file_name   varchar(255) NOT NULL,
        position    integer NOT NULL,
        UNIQUE (program_id, position)
      )`);
    await queryRunner.query(`
      CREATE TABLE lecture (
        id                serial PRIMARY KEY,
        title             varchar(200) NOT NULL,
        instructor_name   varchar(100) NOT NULL,
        reg_period_start  date NOT NULL,
        reg_period_end    date NOT NULL,
        lec_period_start  date NOT NULL,
        lec_period_end    date NOT NULL,
        organizer         varchar(200) NOT NULL,
        inquiry           varchar(200) NOT NULL,
        content           text NOT NULL,
        file_name         varchar(255) NOT NULL,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CHECK (reg_period_end >= reg_period_start),
        CHECK (lec_period_end >= lec_period_start)
      )`);
    await queryRunner.query(`
      CREATE TABLE lecture_fee (
        id          serial PRIMARY KEY,
        lecture_id  integer NOT NULL REFERENCES lecture (id) ON DELETE CASCADE,
        fee_type    varchar(200) NOT NULL,
        amount      integer NOT NULL CHECK (amount >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX lecture_fee_lecture_id_idx ON lecture_fee (lecture_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lecture_fee`);
    await queryRunner.query(`DROP TABLE lecture`);
    await queryRunner.query(`DROP TABLE program_image`);
    await queryRunner.query(`DROP TABLE program`);
  }
}
