import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counselling appointments (issue 37): counsellors (a staff account's counsellor profile), their
 * weekly hours and time off, the centre's closed days, rooms, the appointment types a program
 * offers and the appointments themselves.
 *
 * One counsellor's time, and one room's, is booked at most once: an exclusion constraint over the
 * time an appointment holds (its start to the end of its buffer) refuses any overlap among the
 * appointments that still hold time (a live hold, booked, attended, no-show), on any replica and
 * under any race. `int4range(x, x, '[]') WITH =` compares the ids inside GiST, so the constraint
 * needs no btree_gist extension.
 */
export class Appointments1770000000000 implements MigrationInterface {
  name = 'Appointments1770000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE counsellor (
        id serial PRIMARY KEY,
        account_id integer NOT NULL UNIQUE REFERENCES admin_user(id) ON DELETE RESTRICT,
        name varchar(30) NOT NULL,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE counsellor_weekly_hours (
        id serial PRIMARY KEY,
        counsellor_id integer NOT NULL REFERENCES counsellor(id) ON DELETE CASCADE,
        weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
        start_minute smallint NOT NULL,
        end_minute smallint NOT NULL,
        CONSTRAINT counsellor_weekly_hours_window
          CHECK (start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440)
      )`);
    await queryRunner.query(
      `CREATE INDEX counsellor_weekly_hours_counsellor ON counsellor_weekly_hours (counsellor_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE counsellor_time_off (
        id serial PRIMARY KEY,
        counsellor_id integer NOT NULL REFERENCES counsellor(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason varchar(100) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT counsellor_time_off_range CHECK (starts_at < ends_at)
      )`);
    await queryRunner.query(
      `CREATE INDEX counsellor_time_off_counsellor ON counsellor_time_off (counsellor_id, ends_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE centre_closed_day (
        day date PRIMARY KEY,
        reason varchar(100) NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE room (
        id serial PRIMARY KEY,
        name varchar(30) NOT NULL UNIQUE,
        active boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`
      CREATE TABLE appointment_type (
        id serial PRIMARY KEY,
        program_id integer NOT NULL REFERENCES program(id) ON DELETE RESTRICT,
        name varchar(50) NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        duration_minutes smallint NOT NULL CHECK (duration_minutes BETWEEN 10 AND 480),
        buffer_after_minutes smallint NOT NULL DEFAULT 0
          CHECK (buffer_after_minutes BETWEEN 0 AND 240),
        price integer NOT NULL CHECK (price BETWEEN 0 AND 10000000),
        deposit integer NOT NULL DEFAULT 0,
        min_notice_minutes integer NOT NULL DEFAULT 1440
          CHECK (min_notice_minutes BETWEEN 0 AND 43200),
        max_ahead_days smallint NOT NULL DEFAULT 60 CHECK (max_ahead_days BETWEEN 1 AND 365),
        cancel_deadline_hours smallint NOT NULL DEFAULT 24
          CHECK (cancel_deadline_hours BETWEEN 0 AND 720),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appointment_type_deposit CHECK (deposit >= 0 AND deposit <= price)
      )`);
    await queryRunner.query(
      `CREATE INDEX appointment_type_program ON appointment_type (program_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE appointment_type_counsellor (
        type_id integer NOT NULL REFERENCES appointment_type(id) ON DELETE CASCADE,
        counsellor_id integer NOT NULL REFERENCES counsellor(id) ON DELETE CASCADE,
        PRIMARY KEY (type_id, counsellor_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE appointment (
        id serial PRIMARY KEY,
        type_id integer NOT NULL REFERENCES appointment_type(id) ON DELETE RESTRICT,
        counsellor_id integer NOT NULL REFERENCES counsellor(id) ON DELETE RESTRICT,
        room_id integer REFERENCES room(id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        blocks_until timestamptz NOT NULL,
        status varchar(12) NOT NULL
          CHECK (status IN ('HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW', 'CANCELLED', 'EXPIRED')),
        hold_expires_at timestamptz,
        family_email varchar(254),
        family_phone varchar(20),
        guardian_name varchar(30) NOT NULL,
        child_name varchar(30) NOT NULL,
        child_school_year varchar(20) NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        deposit integer NOT NULL CHECK (deposit >= 0),
        booked_by_account_id integer REFERENCES admin_user(id) ON DELETE RESTRICT,
        series_id uuid,
        cancelled_at timestamptz,
        cancelled_by_account_id integer REFERENCES admin_user(id) ON DELETE RESTRICT,
        cancel_reason varchar(200),
        attendance_marked_at timestamptz,
        attendance_marked_by_account_id integer REFERENCES admin_user(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appointment_times CHECK (starts_at < ends_at AND ends_at <= blocks_until),
        CONSTRAINT appointment_family CHECK (family_email IS NOT NULL OR family_phone IS NOT NULL),
        CONSTRAINT appointment_hold CHECK (status <> 'HELD' OR hold_expires_at IS NOT NULL),
        CONSTRAINT appointment_counsellor_free EXCLUDE USING gist (
          int4range(counsellor_id, counsellor_id, '[]') WITH =,
          tstzrange(starts_at, blocks_until) WITH &&
        ) WHERE (status IN ('HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW')),
        CONSTRAINT appointment_room_free EXCLUDE USING gist (
          int4range(room_id, room_id, '[]') WITH =,
          tstzrange(starts_at, blocks_until) WITH &&
        ) WHERE (room_id IS NOT NULL AND status IN ('HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW'))
      )`);
    await queryRunner.query(
      `CREATE INDEX appointment_counsellor_time ON appointment (counsellor_id, starts_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX appointment_type_time ON appointment (type_id, starts_at)`,
    );
    await queryRunner.query(`CREATE INDEX appointment_family_email ON appointment (family_email)`);
    await queryRunner.query(`CREATE INDEX appointment_family_phone ON appointment (family_phone)`);
    await queryRunner.query(
      `CREATE INDEX appointment_series ON appointment (series_id) WHERE series_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'appointment',
      'appointment_type_counsellor',
      'appointment_type',
      'room',
      'centre_closed_day',
      'counsellor_time_off',
      'counsellor_weekly_hours',
      'counsellor',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
