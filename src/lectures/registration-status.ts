/** Registration status of a lecture (spec §4): dates only, both ends inclusive. */
export type RegistrationStatus = 'BEFORE' | 'OPEN' | 'CLOSED';

export function registrationStatus(
  today: string,
  period: { reg_period_start: string; reg_period_end: string },
): RegistrationStatus {
  if (today < period.reg_period_start) return 'BEFORE';
  if (today > period.reg_period_end) return 'CLOSED';
  return 'OPEN';
}
