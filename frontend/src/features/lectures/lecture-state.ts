import { koreanMonthDay } from '@shared/format/korean-dates';
import { koLectures } from '@/copy/ko-lectures';
import { formatOpening } from '@/lib/format-opening';
import type { LectureSummary } from './types';

const copy = koLectures.state;

/** How a lecture's status reads: a badge, a line that says what a parent can do, a tone. */
export interface LectureState {
  tone: 'open' | 'soon' | 'before' | 'full' | 'closed';
  label: string;
  note: string;
  /** 신청하기 leads to the form. */
  canApply: boolean;
  /** 대기 신청 is offered instead. */
  canWait: boolean;
}

type StateFields = Pick<
  LectureSummary,
  | 'reg_status'
  | 'reg_period_start'
  | 'reg_start_time'
  | 'reg_period_end'
  | 'seats_left'
  | 'waitlist_open'
  | 'closing_soon'
>;

/**
 * A status that always explains itself (issue 35): 접수 예정 with the day it opens (and its hour
 * unless 00:00), 접수중 until when, 마감 임박 with what is left, 정원 마감 with 대기 신청, 접수 마감,
 * 폐강. Decided from what the server answered (its clock, in Asia/Seoul), so the server's page
 * and the browser agree.
 */
export function lectureState(lecture: StateFields): LectureState {
  const closed = { canApply: false, canWait: false };
  switch (lecture.reg_status) {
    case 'CANCELLED':
      return { tone: 'closed', label: copy.cancelled, note: copy.cancelledNote, ...closed };
    case 'CLOSED':
      return { tone: 'closed', label: copy.closed, note: copy.closedNote, ...closed };
    case 'BEFORE':
      return {
        tone: 'before',
        label: copy.before,
        note: copy.opensOn(formatOpening(lecture.reg_period_start, lecture.reg_start_time)),
        ...closed,
      };
    case 'OPEN':
      break;
  }
  const until = koreanMonthDay(lecture.reg_period_end);
  if (lecture.seats_left === 0)
    return {
      tone: 'full',
      label: copy.full,
      note: lecture.waitlist_open ? copy.waitNote : copy.fullNote,
      canApply: false,
      canWait: lecture.waitlist_open,
    };
  // Until when, and the seats left when they are counted; 마감 임박 when few of either are left.
  const note =
    typeof lecture.seats_left === 'number'
      ? `${copy.until(until)} · ${copy.seatsLeft(lecture.seats_left)}`
      : copy.until(until);
  return {
    tone: lecture.closing_soon ? 'soon' : 'open',
    label: lecture.closing_soon ? copy.soon : copy.open,
    note,
    canApply: true,
    canWait: false,
  };
}

/** "90,000원", "50,000원~90,000원", 무료; empty when the lecture has no course yet. */
/** The list's filters: 접수중 (open, full ones too), 예정, 마감 (closed or cancelled). */
export type LectureFilter = 'all' | 'open' | 'before' | 'closed';

export function matchesFilter(lecture: Pick<LectureSummary, 'reg_status'>, filter: LectureFilter) {
  if (filter === 'all') return true;
  if (filter === 'open') return lecture.reg_status === 'OPEN';
  if (filter === 'before') return lecture.reg_status === 'BEFORE';
  return lecture.reg_status === 'CLOSED' || lecture.reg_status === 'CANCELLED';
}
