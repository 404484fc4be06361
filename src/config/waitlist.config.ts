/** The waiting list (issue 17), from the environment. */
export interface WaitlistConfig {
  /**
   * How long an offer holds a freed seat for the person it went to (WAITLIST_OFFER_HOURS,
   * default 24, 1..168). An unused offer then expires and the seat passes to the next person.
   */
  offerHours: number;
  /**
   * How often the waiting-list job runs across all replicas (WAITLIST_JOB_INTERVAL_MS, default
   * 60000; 0 turns it off, the default under NODE_ENV=test where tests run it directly).
   */
  jobIntervalMs: number;
}

type Env = Record<string, string | undefined>;

export function loadWaitlistConfig(env: Env, test: boolean): WaitlistConfig {
  return {
    offerHours: integer(env, 'WAITLIST_OFFER_HOURS', 24, 1, 168),
    jobIntervalMs: integer(env, 'WAITLIST_JOB_INTERVAL_MS', test ? 0 : 60_000, 0, 3_600_000),
  };
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return number;
}
