/** Seats of a lecture or of one of its courses: capacity null means unlimited (left null too). */
export interface SeatCount {
  capacity: number | null;
  taken: number;
  left: number | null;
}

/** What lockAndCount answers: the lecture's total (in people) and each course's seats. */
export interface SeatCounts {
  lecture: SeatCount;
  fees: Map<number, SeatCount>;
}

/** The back office's breakdown of what takes the seats (SeatRow without capacity/free). */
export interface SeatBreakdown {
  paid: number;
  awaitingDeposit: number;
  held: number;
  offered: number;
}

export interface CourseSeats extends SeatCount, SeatBreakdown {
  id: number;
  fee_type: string;
}

/** A lecture's seats as read without a lock (public reads, the back-office panel). */
export interface LectureSeats extends SeatCount, SeatBreakdown {
  lectureId: number;
  fees: CourseSeats[];
  /**
   * The earliest future instant at which a counted hold or offer lapses, after which these
   * numbers are wrong without any write (null: nothing counted lapses).
   */
  changesAt: Date | null;
}

export function seatCount(capacity: number | null, taken: number): SeatCount {
  return { capacity, taken, left: capacity === null ? null : Math.max(0, capacity - taken) };
}

/**
 * Courses the applicant cannot have: a chosen course whose seats are all taken, or every chosen
 * course when the lecture's total is.
 */
export function fullFeeIds(counts: SeatCounts, feeIds: readonly number[]): number[] {
  if (counts.lecture.left === 0) return [...feeIds];
  return feeIds.filter((id) => counts.fees.get(id)?.left === 0);
}

/**
 * How many more people can apply to the lecture: at most its total left, and at most the largest
 * left of one course (a person needs one course at least). null when neither limits it.
 */
export function lectureSeatsLeft(
  lecture: Pick<SeatCount, 'left'>,
  fees: readonly Pick<SeatCount, 'left'>[],
): number | null {
  // A lecture without courses cannot take anyone, but it is not "full" either: leave it to the
  // lecture's own limit.
  const courseLeft =
    fees.length === 0 || fees.some((fee) => fee.left === null)
      ? null
      : Math.max(...fees.map((fee) => fee.left as number));
  if (lecture.left === null) return courseLeft;
  if (courseLeft === null) return lecture.left;
  return Math.min(lecture.left, courseLeft);
}
