import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A write that keeps an application's seat (a hold renewed with minutes left, a payment settled
 * while its hold is valid) does not change the lecture's seat count, and runs without the
 * lecture's seat lock (docs/seats.md). It names its application in the transaction-local
 * setting `seats.kept_application`; the seat-version trigger then leaves the lecture's version
 * as it is, so such a write never waits for the seat-taking writes that hold that row. Public
 * answers that counted the hold still expire when it was due to lapse, and read the new hold.
 * The trigger checks the change itself too: only unpaid or awaited to paid, or a hold not
 * shortened, is left unbumped; anything else bumps as before, whatever the setting says.
 */
export class SeatKeptWrites1771000000000 implements MigrationInterface {
  name = 'SeatKeptWrites1771000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_lecture_seat_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        lecture integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.lecture_id ELSE NEW.lecture_id END;
      BEGIN
        -- Only a change that keeps the seat: unpaid or awaited to paid, or a hold not shortened.
        IF TG_TABLE_NAME = 'application' AND TG_OP = 'UPDATE' THEN
          IF NEW.id::text = current_setting('seats.kept_application', true)
             AND OLD.payment_status IN ('N', 'W', 'Y', 'P')
             AND (NEW.payment_status IN ('Y', 'P')
                  OR (NEW.payment_status IN ('N', 'W')
                      AND NEW.seat_held_until >= OLD.seat_held_until)) THEN
            RETURN NULL;
          END IF;
        END IF;
        INSERT INTO lecture_seat_version (lecture_id, version) VALUES (lecture, 1)
          ON CONFLICT (lecture_id)
          DO UPDATE SET version = lecture_seat_version.version + 1;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_lecture_seat_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        lecture integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.lecture_id ELSE NEW.lecture_id END;
      BEGIN
        INSERT INTO lecture_seat_version (lecture_id, version) VALUES (lecture, 1)
          ON CONFLICT (lecture_id)
          DO UPDATE SET version = lecture_seat_version.version + 1;
        RETURN NULL;
      END $$`);
  }
}
