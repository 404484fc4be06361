/** Seats (issue 17), from the environment. */
export interface SeatsConfig {
  /**
   * How long an unpaid application holds its seat after applying or after its latest payment
   * attempt (SEAT_HOLD_MINUTES, default 15). Past it the seat is free for others; paying then
   * goes through only while a seat is still free.
   */
  holdMinutes: number;
}

type Env = Record<string, string | undefined>;

export function loadSeatsConfig(env: Env): SeatsConfig {
  const value = env.SEAT_HOLD_MINUTES;
  if (value === undefined || value.trim() === '') return { holdMinutes: 15 };
  const minutes = Number(value);
  // At most a day: a longer hold lets a few unpaid applications keep a full lecture from others.
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1_440) {
    throw new Error(`SEAT_HOLD_MINUTES must be an integer from 1 to 1440, got "${value}"`);
  }
  return { holdMinutes: minutes };
}
