import { integerSetting, type Env } from './env-values';

/** Seats (issue 17) and held appointment times (issue 37), from the environment. */
export interface SeatsConfig {
  /**
   * How long an unpaid application holds its seat after applying or after its latest payment
   * attempt (SEAT_HOLD_MINUTES, default 15). Past it the seat is free for others; paying then
   * goes through only while a seat is still free. A family's own booking with a deposit keeps
   * its time the same while it pays.
   */
  holdMinutes: number;
  /**
   * How long a time the centre booked for a family who phoned stays kept for the deposit it sent
   * a payment link for (APPOINTMENT_PAY_LINK_HOURS, default 24; never past the session's start).
   * Past it the time is free for others and the link says to call the centre.
   */
  payLinkHours: number;
}

export function loadSeatsConfig(env: Env): SeatsConfig {
  return {
    // At most a day: a longer hold lets a few unpaid applications keep a full lecture from others.
    holdMinutes: integerSetting(env, 'SEAT_HOLD_MINUTES', 15, 1, 1_440),
    // At most a week: a phone call's family pays within hours, and a longer hold keeps a
    // counsellor's time from every other family.
    payLinkHours: integerSetting(env, 'APPOINTMENT_PAY_LINK_HOURS', 24, 1, 168),
  };
}
