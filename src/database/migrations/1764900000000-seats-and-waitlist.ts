import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seats (issue 17): capacities, the time an unpaid application or an awaited deposit holds its
 * seat, the waiting list, and a per-lecture version of its seat counts.
 *
 * An application takes a seat while it is paid (Y, P), or unpaid or awaiting a deposit (N, W)
 * until `seat_held_until`; a waiting-list entry holds one while it is OFFERED until its offer
 * expires. Lapses need no write: they are compared with the clock when seats are counted.
 *
 * `lecture_seat_version` moves whenever something that changes a lecture's seat count is written,
 * in the writing transaction (row triggers), so the public read cache rebuilds only that
 * lecture's answers (and the list) when its seats change, never every cached answer.
 */
export class SeatsAndWaitlist1764900000000 implements MigrationInterface {
  name = 'SeatsAndWaitlist1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lecture ADD COLUMN capacity integer
        CONSTRAINT lecture_capacity_positive CHECK (capacity > 0)`);
    await queryRunner.query(`
      ALTER TABLE lecture_fee ADD COLUMN capacity integer
        CONSTRAINT lecture_fee_capacity_positive CHECK (capacity > 0)`);
    await queryRunner.query(`ALTER TABLE application ADD COLUMN seat_held_until timestamptz`);
    // Deposits awaited today keep their seat until their account's due date.
    await queryRunner.query(`
      UPDATE application SET seat_held_until = due.va_due_date
        FROM (SELECT DISTINCT ON (application_id) application_id, va_due_date
                FROM payment WHERE status = 'WAITING_FOR_DEPOSIT'
               ORDER BY application_id, id DESC) due
       WHERE application.id = due.application_id AND application.payment_status = 'W'`);
    await queryRunner.query(`
      CREATE INDEX application_seat_idx ON application (lecture_id)
        WHERE payment_status IN ('Y', 'P', 'N', 'W')`);

    await queryRunner.query(`
      CREATE TABLE waitlist_entry (
        id                serial PRIMARY KEY,
        lecture_id        integer NOT NULL REFERENCES lecture (id) ON DELETE CASCADE,
        lecture_fee_id    integer NOT NULL REFERENCES lecture_fee (id) ON DELETE CASCADE,
        applicant_name    varchar(50) NOT NULL,
        applicant_email   varchar(254) NOT NULL,
        applicant_contact varchar(13) NOT NULL,
        applicant_birth   date NOT NULL,
        status            varchar(12) NOT NULL DEFAULT 'WAITING'
          CONSTRAINT waitlist_entry_status CHECK (status IN
            ('WAITING', 'OFFERED', 'APPLIED', 'EXPIRED', 'CANCELLED', 'REMOVED')),
        created_at        timestamptz NOT NULL,
        offered_at        timestamptz,
        offer_expires_at  timestamptz,
        application_id    integer REFERENCES application (id) ON DELETE SET NULL,
        ended_at          timestamptz,
        CONSTRAINT waitlist_offer_times CHECK
          (status <> 'OFFERED' OR (offered_at IS NOT NULL AND offer_expires_at IS NOT NULL))
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX waitlist_one_per_course_and_email
        ON waitlist_entry (lecture_fee_id, applicant_email)
        WHERE status IN ('WAITING', 'OFFERED')`);
    await queryRunner.query(`
      CREATE INDEX waitlist_queue_idx ON waitlist_entry (lecture_fee_id, id)
        WHERE status IN ('WAITING', 'OFFERED')`);
    await queryRunner.query(`CREATE INDEX waitlist_email_idx ON waitlist_entry (applicant_email)`);

    await queryRunner.query(`
      CREATE TABLE lecture_seat_version (
        lecture_id integer PRIMARY KEY REFERENCES lecture (id) ON DELETE CASCADE,
        version    bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION bump_lecture_seat_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        lecture integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.lecture_id ELSE NEW.lecture_id END;
      BEGIN
        INSERT INTO lecture_seat_version (lecture_id, version) VALUES (lecture, 1)
          ON CONFLICT (lecture_id)
          DO UPDATE SET version = lecture_seat_version.version + 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER application_bumps_seat_version
        AFTER INSERT OR DELETE OR UPDATE OF payment_status, seat_held_until ON application
        FOR EACH ROW EXECUTE FUNCTION bump_lecture_seat_version()`);
    await queryRunner.query(`
      CREATE TRIGGER waitlist_entry_bumps_seat_version
        AFTER INSERT OR DELETE OR UPDATE OF status, offer_expires_at ON waitlist_entry
        FOR EACH ROW EXECUTE FUNCTION bump_lecture_seat_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER waitlist_entry_bumps_seat_version ON waitlist_entry`);
    await queryRunner.query(`DROP TRIGGER application_bumps_seat_version ON application`);
    await queryRunner.query(`DROP FUNCTION bump_lecture_seat_version()`);
    await queryRunner.query(`DROP TABLE lecture_seat_version`);
    await queryRunner.query(`DROP TABLE waitlist_entry`);
    await queryRunner.query(`DROP INDEX application_seat_idx`);
    await queryRunner.query(`ALTER TABLE application DROP COLUMN seat_held_until`);
    await queryRunner.query(`ALTER TABLE lecture_fee DROP COLUMN capacity`);
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN capacity`);
  }
}
