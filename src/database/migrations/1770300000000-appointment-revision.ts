import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An appointment's schedule revision (issue 37): 0 when booked, one more on each move (by the
 * family or the centre). It is the SEQUENCE of the .ics the family's calendar receives (a
 * calendar replaces an event only by a higher SEQUENCE) and names each move's message and
 * reminders, so a reminder queued before a move is recognised as stale when its time comes.
 */
export class AppointmentRevision1770300000000 implements MigrationInterface {
  name = 'AppointmentRevision1770300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE appointment ADD COLUMN schedule_revision integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE appointment DROP COLUMN schedule_revision`);
  }
}
