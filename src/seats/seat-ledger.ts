import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import {
  seatCount,
  type CourseSeats,
  type LectureSeats,
  type SeatBreakdown,
  type SeatCounts,
} from './seat-counts';
import { SEAT_SOURCES, type SeatSources } from './seat-sources';

const emptyBreakdown = (): SeatBreakdown => ({ paid: 0, awaitingDeposit: 0, held: 0, offered: 0 });
const takenOf = (b: SeatBreakdown) => b.paid + b.awaitingDeposit + b.held + b.offered;

/**
 * Counts seats. Seat-taking writes for a lecture (apply, a payment attempt renewing a lapsed
 * hold, a confirm after a lapse, an offer, a capacity change) serialize on the lecture's row lock
 * taken by lockAndCount; reads for pages use snapshot, which locks nothing. The rows are read
 * from their owners (SeatSources).
 *
 * A count is three statements (capacities, offers, then applications), each seeing what was
 * committed when it started. Under the lock nothing can start taking a seat between them, and a
 * seat freed meanwhile is at worst still counted. Without the lock, offers come first: a claim
 * that turns an offer into an application between the two is then counted twice, never missed.
 */
@Injectable()
export class SeatLedger {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(SEAT_SOURCES) private readonly sources: SeatSources,
  ) {}

  /**
   * Takes the lecture's row lock (FOR NO KEY UPDATE: it waits for, and makes wait, every other
   * seat-taking write and back-office edit of the lecture, but not the foreign-key checks of
   * rows that merely reference it) and counts its seats as of `now`. The count is read by
   * statements started after the lock was granted, so under READ COMMITTED they see everything
   * the previous holder committed. Call it inside the transaction that then writes. Throws 404
   * when the lecture does not exist.
   */
  async lockAndCount(manager: EntityManager, lectureId: number, now: Date): Promise<SeatCounts> {
    if (!(await this.sources.lockLecture(manager, lectureId))) {
      throw new NotFoundException('강의를 찾을 수 없습니다.');
    }
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
  queuedFeeIds(manager: EntityManager, feeIds: readonly number[]): Promise<Set<number>> {
    return this.sources.queuedFeeIds(manager, feeIds);
  }

  /** Seats of these lectures as of `now`, without a lock (missing lectures are left out). */
  snapshot(
    lectureIds: readonly number[],
    now: Date,
    manager?: EntityManager,
  ): Promise<LectureSeats[]> {
    if (lectureIds.length === 0) return Promise.resolve([]);
    return this.count(manager ?? this.manager, lectureIds, now);
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
    const capacities = await this.sources.capacities(manager, lectureIds);
    if (capacities.length === 0) return [];
    const offered = await this.sources.offered(manager, lectureIds, now);
    const held = await this.sources.heldByApplications(manager, lectureIds, now);
    const lectures = new Map(
      capacities.map((lecture) => [
        lecture.id,
        {
          capacity: lecture.capacity,
          total: emptyBreakdown(),
          fees: new Map<number, CourseSeats & SeatBreakdown>(
            lecture.fees.map((fee) => [
              fee.id,
              {
                id: fee.id,
                fee_type: fee.fee_type,
                ...emptyBreakdown(),
                ...seatCount(fee.capacity, 0),
              },
            ]),
          ),
          changesAt: null as Date | null,
        },
      ]),
    );
    for (const row of [...offered, ...held]) {
      const lecture = lectures.get(row.lecture_id);
      const breakdown = row.fee_id === null ? lecture?.total : lecture?.fees.get(row.fee_id);
      // A course not of this lecture's stored courses is not counted (nor its lapse).
      if (!lecture || !breakdown) continue;
      breakdown[row.kind] += row.n;
      const lapses = row.lapses_at === null ? null : new Date(row.lapses_at);
      if (lapses && (lecture.changesAt === null || lapses < lecture.changesAt)) {
        lecture.changesAt = lapses;
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
