import { integerSetting, type Env } from './env-values';
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

export function loadWaitlistConfig(env: Env, test: boolean): WaitlistConfig {
  return {
    offerHours: integerSetting(env, 'WAITLIST_OFFER_HOURS', 24, 1, 168),
    jobIntervalMs: integerSetting(env, 'WAITLIST_JOB_INTERVAL_MS', test ? 0 : 60_000, 0, 3_600_000),
  };
}
