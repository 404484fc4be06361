import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { answerChangesAt } from '../common/public-reads/read-expiry';
import { lectureSeatsLeft, SeatLedger, type LectureSeats } from '../seats';
import {
  LectureFeeResponse,
  LectureResponse,
  LectureSummaryResponse,
  type FeeRange,
  type LectureSeatFields,
  toLectureFeeResponse,
  toLectureResponse,
  toLectureSummaryResponse,
} from './dto/lecture.response';
import { LectureFee } from './lecture-fee.entity';
import { sessionsOf } from './lecture-sessions';
import { Lecture } from './lecture.entity';
import { registrationOpensAt, registrationStatus } from './registration-status';

const LECTURE_NOT_FOUND = '강의를 찾을 수 없습니다.';

@Injectable()
export class LecturesService {
  constructor(
    @InjectRepository(Lecture) private readonly lectures: Repository<Lecture>,
    @InjectRepository(LectureFee) private readonly feeRows: Repository<LectureFee>,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
  ) {}

  /** Oldest first, as the spec's client reverses the list itself. */
  async list(): Promise<LectureSummaryResponse[]> {
    const lectures = await this.lectures.find({
      select: {
        id: true,
        title: true,
        instructor_name: true,
        reg_period_start: true,
        reg_start_time: true,
        reg_period_end: true,
        lec_period_start: true,
        lec_period_end: true,
        organizer: true,
        inquiry: true,
        file_name: true,
        participant: true,
        capacity: true,
        venue: true,
        audience: true,
        // 폐강 shows in the list's status as on the detail page.
        closed_at: true,
      },
      where: { archived_at: IsNull() },
      order: { id: 'ASC' },
    });
    const now = this.clock.now();
    const ids = lectures.map((lecture) => lecture.id);
    const [seats, fees, sessions] = await Promise.all([
      this.seats(ids),
      this.feeRanges(ids),
      sessionsOf(this.lectures.manager, ids),
    ]);
    for (const lecture of lectures) opensLater(lecture, now);
    return lectures.map((lecture) =>
      toLectureSummaryResponse(
        lecture,
        now,
        seatFields(seats.get(lecture.id), lecture, now),
        fees.get(lecture.id),
        sessions.get(lecture.id) ?? [],
      ),
    );
  }

  /** Every lecture the site shows, with when it last changed: for the sitemap (src/pages). */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.lectures.find({
      select: { id: true, updated_at: true },
      where: { archived_at: IsNull() },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  }

  /** A list with the one lecture: the wire shape the spec's detail page reads. */
  async get(id: number): Promise<LectureResponse[]> {
    const lecture = await this.lectures.findOneBy({ id, archived_at: IsNull() });
    if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
    const now = this.clock.now();
    opensLater(lecture, now);
    const [seats, fees, sessions] = await Promise.all([
      this.seats([id]),
      this.feeRanges([id]),
      sessionsOf(this.lectures.manager, [id]),
    ]);
    return [
      toLectureResponse(
        lecture,
        now,
        seatFields(seats.get(id), lecture, now),
        fees.get(id),
        sessions.get(id) ?? [],
      ),
    ];
  }

  async fees(lectureId: number): Promise<LectureFeeResponse[]> {
    const [exists, fees] = await Promise.all([
      this.lectures.existsBy({ id: lectureId, archived_at: IsNull() }),
      this.feeRows.find({ where: { lecture_id: lectureId }, order: { id: 'ASC' } }),
    ]);
    if (!exists) throw new NotFoundException(LECTURE_NOT_FOUND);
    const seats = (await this.seats([lectureId])).get(lectureId);
    const courses = new Map(seats?.fees.map((course) => [course.id, course.left]));
    return fees.map((fee) =>
      toLectureFeeResponse(fee, minLeft(courses.get(fee.id) ?? null, seats?.left ?? null)),
    );
  }

  /**
   * Seats of these lectures now, without a lock; the cached answer built from them is rebuilt
   * when the first hold or offer they counted lapses.
   */
  private async seats(lectureIds: number[]): Promise<Map<number, LectureSeats>> {
    const seats = await this.ledger.snapshot(lectureIds, this.clock.now());
    for (const lecture of seats) answerChangesAt(lecture.changesAt);
    return new Map(seats.map((lecture) => [lecture.lectureId, lecture]));
  }

  /** The lowest and highest course fee of each of these lectures (none: no course yet). */
  private async feeRanges(lectureIds: number[]): Promise<Map<number, FeeRange>> {
    if (lectureIds.length === 0) return new Map();
    const rows: { lecture_id: number; min: number; max: number }[] = await this.feeRows
      .createQueryBuilder('fee')
      .select('fee.lecture_id', 'lecture_id')
      .addSelect('min(fee.amount)::int', 'min')
      .addSelect('max(fee.amount)::int', 'max')
      .where('fee.lecture_id IN (:...lectureIds)', { lectureIds })
      .groupBy('fee.lecture_id')
      .getRawMany();
    return new Map(rows.map((row) => [row.lecture_id, { min: row.min, max: row.max }]));
  }
}

/**
 * A lecture not yet open says so until its opening minute: the cached answer showing it is
 * rebuilt then, without any write (the Seoul date in its version covers the other changes).
 */
function opensLater(lecture: Lecture, now: Date): void {
  if (registrationStatus(now, lecture) === 'BEFORE') answerChangesAt(registrationOpensAt(lecture));
}

/** Both limits at once (null: unlimited). */
function minLeft(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

function seatFields(
  seats: LectureSeats | undefined,
  lecture: Lecture,
  now: Date,
): LectureSeatFields {
  const left = seats ? lectureSeatsLeft(seats, seats.fees) : null;
  return {
    capacity: lecture.capacity ?? null,
    seats_left: left,
    waitlist_open: left === 0 && registrationStatus(now, lecture) === 'OPEN',
  };
}
