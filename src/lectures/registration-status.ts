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
