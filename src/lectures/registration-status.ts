import { addDays, seoulDate, seoulInstant } from '../common/dates/seoul-date';

/**
 * Registration status of a lecture (spec §4): OPEN from its opening minute (`reg_start_time` on
 * `reg_period_start`, Asia/Seoul) through the whole last day, `reg_period_end`; CANCELLED once
 * the centre cancelled the whole lecture (폐강), whatever the dates.
 */
export type RegistrationStatus = 'BEFORE' | 'OPEN' | 'CLOSED' | 'CANCELLED';

/** What the status is decided from: the period, its opening minute, a 폐강. */
export interface RegistrationPeriod {
  reg_period_start: string;
  reg_period_end: string;
  /** "HH:MM" on the centre's clock, on `reg_period_start`. */
  reg_start_time: string;
  closed_at?: Date | null;
}

/** The instant registration opens: `reg_start_time` on `reg_period_start`, in Seoul. */
export function registrationOpensAt(
  lecture: Pick<RegistrationPeriod, 'reg_period_start' | 'reg_start_time'>,
): Date {
  return seoulInstant(lecture.reg_period_start, lecture.reg_start_time);
}

/** The status at `now` (the injected Clock's instant). */
export function registrationStatus(now: Date, lecture: RegistrationPeriod): RegistrationStatus {
  if (lecture.closed_at) return 'CANCELLED';
  if (now.getTime() < registrationOpensAt(lecture).getTime()) return 'BEFORE';
  if (seoulDate(now) > lecture.reg_period_end) return 'CLOSED';
  return 'OPEN';
}

/** At most this many seats left (and some): 마감 임박. */
export const CLOSING_SOON_SEATS = 3;

/**
 * Whether a lecture open for registration is about to close (마감 임박): only a few seats left,
 * or its last day to apply is today or tomorrow (Seoul).
 */
export function closingSoon(
  now: Date,
  lecture: RegistrationPeriod,
  seatsLeft: number | null,
): boolean {
  if (registrationStatus(now, lecture) !== 'OPEN') return false;
  if (seatsLeft !== null && seatsLeft > 0 && seatsLeft <= CLOSING_SOON_SEATS) return true;
  return lecture.reg_period_end <= addDays(seoulDate(now), 1);
}
