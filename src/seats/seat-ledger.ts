import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  seatCount,
  type CourseSeats,
  type LectureSeats,
  type SeatBreakdown,
  type SeatCounts,
} from './seat-counts';

type Kind = keyof SeatBreakdown;

interface CountRow {
  lecture_id: number;
  lecture_capacity: number | null;
  /** null: the row counts the lecture's total (people), not a course. */
  fee_id: number | null;
  fee_type: string | null;
  capacity: number | null;
  kind: Kind | null;
  n: number | null;
  lapses_at: Date | null;
}

/**
 * One query counts every lecture in $1 (per course and for the lecture in people) as of $2:
 * - an application takes a seat of each course it includes, and one of the lecture, while paid
 *   (Y, P), or unpaid / awaiting a deposit (N, W) until its seat_held_until;
 * - an OFFERED waiting-list entry takes one seat of its course and one of the lecture until its
 *   offer expires.
 * Every lecture and course comes back, also with nothing taken (kind null).
 */
const COUNT_SQL = `
  WITH holding AS (
    SELECT a.id, a.lecture_id,
           CASE WHEN a.payment_status IN ('Y', 'P') THEN 'paid'
                WHEN a.payment_status = 'W' THEN 'awaitingDeposit'
                ELSE 'held' END AS kind,
           CASE WHEN a.payment_status IN ('N', 'W') THEN a.seat_held_until END AS lapses_at
      FROM application a
     WHERE a.lecture_id = ANY($1::int[])
       AND (a.payment_status IN ('Y', 'P')
            OR (a.payment_status IN ('N', 'W') AND a.seat_held_until > $2))
  ), offers AS (
    SELECT w.lecture_id, w.lecture_fee_id, 'offered' AS kind, w.offer_expires_at AS lapses_at
      FROM waitlist_entry w
     WHERE w.lecture_id = ANY($1::int[])
       AND w.status = 'OFFERED' AND w.offer_expires_at > $2
  ), per_fee AS (
    SELECT af.lecture_fee_id AS fee_id, h.kind, count(*)::int AS n, min(h.lapses_at) AS lapses_at
      FROM holding h JOIN application_fee af ON af.application_id = h.id
     GROUP BY af.lecture_fee_id, h.kind
    UNION ALL
    SELECT o.lecture_fee_id, o.kind, count(*)::int, min(o.lapses_at)
      FROM offers o GROUP BY o.lecture_fee_id, o.kind
  ), per_lecture AS (
    SELECT t.lecture_id, t.kind, count(*)::int AS n, min(t.lapses_at) AS lapses_at
      FROM (SELECT lecture_id, kind, lapses_at FROM holding
            UNION ALL SELECT lecture_id, kind, lapses_at FROM offers) t
     GROUP BY t.lecture_id, t.kind
  )
  SELECT l.id AS lecture_id, l.capacity AS lecture_capacity, f.id AS fee_id, f.fee_type,
         f.capacity, c.kind, c.n, c.lapses_at
    FROM lecture l
    JOIN lecture_fee f ON f.lecture_id = l.id
    LEFT JOIN per_fee c ON c.fee_id = f.id
   WHERE l.id = ANY($1::int[])
  UNION ALL
  SELECT l.id, l.capacity, NULL, NULL, NULL, c.kind, c.n, c.lapses_at
    FROM lecture l LEFT JOIN per_lecture c ON c.lecture_id = l.id
   WHERE l.id = ANY($1::int[])`;

const emptyBreakdown = (): SeatBreakdown => ({ paid: 0, awaitingDeposit: 0, held: 0, offered: 0 });
const takenOf = (b: SeatBreakdown) => b.paid + b.awaitingDeposit + b.held + b.offered;

/**
 * Counts seats. Seat-taking writes for a lecture (apply, a payment attempt renewing a lapsed
 * hold, a confirm after a lapse, an offer, a capacity change) serialize on the lecture's row lock
 * taken by lockAndCount; reads for pages use snapshot, which locks nothing.
 */
@Injectable()
export class SeatLedger {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes the lecture's row lock (FOR NO KEY UPDATE: it waits for, and makes wait, every other
   * seat-taking write and back-office edit of the lecture, but not the foreign-key checks of
   * rows that merely reference it) and counts its seats as of `now`. Two statements on purpose:
   * under READ COMMITTED the count must be a statement started after the lock was granted, so
   * that it sees everything the previous holder committed. Call it inside the transaction that
   * then writes. Throws 404 when the lecture does not exist.
   */
  async lockAndCount(manager: EntityManager, lectureId: number, now: Date): Promise<SeatCounts> {
    const locked: unknown[] = await manager.query(
      `SELECT id FROM lecture WHERE id = $1 FOR NO KEY UPDATE`,
      [lectureId],
    );
    if (locked.length === 0) throw new NotFoundException('강의를 찾을 수 없습니다.');
    const [seats] = await this.count(manager, [lectureId], now);
    return {
      lecture: seatCount(seats.capacity, seats.taken),
      fees: new Map(seats.fees.map((fee) => [fee.id, seatCount(fee.capacity, fee.taken)])),
    };
  }

  /**
   * The courses among `feeIds` that people are waiting for (WAITING entries). A seat of such a
   * course belongs to the queue: it frees without an event when a hold lapses, and until the
   * waiting-list job offers it, a newcomer must not take it. Call under lockAndCount's lock.
   */
  async queuedFeeIds(manager: EntityManager, feeIds: readonly number[]): Promise<Set<number>> {
    if (feeIds.length === 0) return new Set();
    const rows: { id: number }[] = await manager.query(
      `SELECT DISTINCT lecture_fee_id AS id FROM waitlist_entry
        WHERE lecture_fee_id = ANY($1::int[]) AND status = 'WAITING'`,
      [feeIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Seats of these lectures as of `now`, without a lock (missing lectures are left out). */
  snapshot(
    lectureIds: readonly number[],
    now: Date,
    manager?: EntityManager,
  ): Promise<LectureSeats[]> {
    if (lectureIds.length === 0) return Promise.resolve([]);
    return this.count(manager ?? this.dataSource.manager, lectureIds, now);
  }

  /** One lecture's seats, as the back office's panel shows them. 404 when it does not exist. */
  async lecture(lectureId: number, now: Date): Promise<LectureSeats> {
    const [seats] = await this.snapshot([lectureId], now);
    if (!seats) throw new NotFoundException('강의를 찾을 수 없습니다.');
    return seats;
  }

  private async count(
    manager: EntityManager,
    lectureIds: readonly number[],
    now: Date,
  ): Promise<LectureSeats[]> {
    const rows: CountRow[] = await manager.query(COUNT_SQL, [lectureIds, now]);
    const lectures = new Map<
      number,
      {
        capacity: number | null;
        total: SeatBreakdown;
        fees: Map<number, CourseSeats & SeatBreakdown>;
        changesAt: Date | null;
      }
    >();
    for (const row of rows) {
      let lecture = lectures.get(row.lecture_id);
      if (!lecture) {
        lecture = {
          capacity: row.lecture_capacity,
          total: emptyBreakdown(),
          fees: new Map(),
          changesAt: null,
        };
        lectures.set(row.lecture_id, lecture);
      }
      let breakdown: SeatBreakdown = lecture.total;
      if (row.fee_id !== null) {
        let fee = lecture.fees.get(row.fee_id);
        if (!fee) {
          fee = {
            id: row.fee_id,
            fee_type: row.fee_type ?? '',
            ...emptyBreakdown(),
            ...seatCount(row.capacity, 0),
          };
          lecture.fees.set(row.fee_id, fee);
        }
        breakdown = fee;
      }
      if (row.kind !== null) {
        breakdown[row.kind] += row.n ?? 0;
        const lapses = row.lapses_at === null ? null : new Date(row.lapses_at);
        if (lapses && (lecture.changesAt === null || lapses < lecture.changesAt)) {
          lecture.changesAt = lapses;
        }
      }
    }
    return [...lectures].map(([lectureId, lecture]) => {
      const fees = [...lecture.fees.values()]
        .map((fee) => ({ ...fee, ...seatCount(fee.capacity, takenOf(fee)) }))
        .sort((a, b) => a.id - b.id);
      return {
        lectureId,
        ...lecture.total,
        ...seatCount(lecture.capacity, takenOf(lecture.total)),
        fees,
        changesAt: lecture.changesAt,
      };
    });
  }
}
