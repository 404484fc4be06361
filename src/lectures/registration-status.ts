/**
 * Registration status of a lecture (spec §4): dates only, both ends inclusive; CANCELLED once the
 * centre cancelled the whole lecture (폐강), whatever the dates.
 */
export type RegistrationStatus = 'BEFORE' | 'OPEN' | 'CLOSED' | 'CANCELLED';

export function registrationStatus(
  today: string,
  lecture: { reg_period_start: string; reg_period_end: string; closed_at?: Date | null },
): RegistrationStatus {
  if (lecture.closed_at) return 'CANCELLED';
  if (today < lecture.reg_period_start) return 'BEFORE';
  if (today > lecture.reg_period_end) return 'CLOSED';
  return 'OPEN';
}

/** At most this many seats left (and some): 마감 임박. */
export const CLOSING_SOON_SEATS = 3;

/**
 * Whether a lecture open for registration is about to close (마감 임박): only a few seats left,
 * or its last day to apply is today or tomorrow.
 */
export function closingSoon(
  today: string,
  lecture: { reg_period_start: string; reg_period_end: string; closed_at?: Date | null },
  seatsLeft: number | null,
): boolean {
  if (registrationStatus(today, lecture) !== 'OPEN') return false;
  if (seatsLeft !== null && seatsLeft > 0 && seatsLeft <= CLOSING_SOON_SEATS) return true;
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return lecture.reg_period_end <= tomorrow.toISOString().slice(0, 10);
}
