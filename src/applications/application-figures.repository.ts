import type { EntityManager } from 'typeorm';

// The back office's overview (src/admin): counts of applications per lecture and per Seoul day,
// in the caller's manager.

/** A month's [from, to) instants (null: a lecture's whole life), and a lecture or all. */
export interface FiguresScope {
  from: Date | null;
  to: Date | null;
  lectureId: number | null;
}

export interface LectureFigures {
  lecture_id: number;
  applications: number;
  /** Paid (Y) or partly refunded (P). */
  paid: number;
  /** Awaiting a deposit (W). */
  awaiting: number;
  /** With money given back. */
  refunded: number;
}

const SCOPED = `($1::timestamptz IS NULL OR created_at >= $1)
  AND ($2::timestamptz IS NULL OR created_at < $2)
  AND ($3::int IS NULL OR lecture_id = $3)`;

/** The applications made in the scope, counted per lecture. */
export function applicationFigures(
  manager: EntityManager,
  scope: FiguresScope,
): Promise<LectureFigures[]> {
  return manager.query(
    `SELECT lecture_id,
            count(*)::int AS applications,
            count(*) FILTER (WHERE payment_status IN ('Y', 'P'))::int AS paid,
            count(*) FILTER (WHERE payment_status = 'W')::int AS awaiting,
            count(*) FILTER (WHERE refunded_amount > 0)::int AS refunded
       FROM application
      WHERE ${SCOPED}
      GROUP BY lecture_id`,
    [scope.from, scope.to, scope.lectureId],
  );
}

/** The applications made in the scope, counted per Seoul day (YYYY-MM-DD). */
export function applicationsPerDay(
  manager: EntityManager,
  scope: FiguresScope,
): Promise<{ day: string; applications: number }[]> {
  // Korea keeps no daylight saving: a Seoul day is the UTC instant plus nine hours.
  return manager.query(
    `SELECT to_char(((created_at AT TIME ZONE 'UTC') + interval '9 hours')::date, 'YYYY-MM-DD')
              AS day,
            count(*)::int AS applications
       FROM application
      WHERE ${SCOPED}
      GROUP BY 1`,
    [scope.from, scope.to, scope.lectureId],
  );
}

/** Seats taken for good (paid or partly refunded applications), per lecture of `lectureIds`. */
export async function paidSeatsByLecture(
  manager: EntityManager,
  lectureIds: readonly number[],
): Promise<Map<number, number>> {
  if (lectureIds.length === 0) return new Map();
  const rows: { lecture_id: number; taken: number }[] = await manager.query(
    `SELECT lecture_id, count(*)::int AS taken FROM application
      WHERE payment_status IN ('Y', 'P') AND lecture_id = ANY($1::int[])
      GROUP BY lecture_id`,
    [lectureIds],
  );
  return new Map(rows.map((row) => [row.lecture_id, row.taken]));
}

/** The lecture of each of these applications. */
export async function lectureIdOfEach(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number; lecture_id: number }[] = await manager.query(
    `SELECT id, lecture_id FROM application WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.lecture_id]));
}

/** The ids of the lecture's applications. */
export async function applicationIdsOfLecture(
  manager: EntityManager,
  lectureId: number,
): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM application WHERE lecture_id = $1`,
    [lectureId],
  );
  return rows.map((row) => row.id);
}

/** Applications not cancelled, per lecture, for these lectures. */
export async function liveApplicationCountsByLecture(
  manager: EntityManager,
  lectureIds: readonly number[],
): Promise<Map<number, number>> {
  if (lectureIds.length === 0) return new Map();
  const rows: { lecture_id: number; n: number }[] = await manager.query(
    `SELECT lecture_id, count(*)::int AS n FROM application
      WHERE lecture_id = ANY($1::int[]) AND payment_status <> 'C'
      GROUP BY lecture_id`,
    [[...lectureIds]],
  );
  return new Map(rows.map((row) => [row.lecture_id, row.n]));
}
