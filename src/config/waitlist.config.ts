import { integerSetting, refuseRenamed, type Env } from './env-values';
/** The waiting list (issue 17), from the environment. */
export interface WaitlistConfig {
  /**
   * How long an offer holds a freed seat for the person it went to (WAITLIST_OFFER_HOURS,
   * default 24, 1..168). An unused offer then expires and the seat passes to the next person.
   */
  offerHours: number;
  /**
   * How often the waiting-list job runs, once across all replicas (WAITLIST_JOB_INTERVAL_SECONDS,
   * default 60, 0..3600; 0 turns it off, the default under NODE_ENV=test where tests run it
   * directly). A pg-boss job that queues the next pass (src/common/jobs/job-queue.ts, `repeat`).
   */
  jobIntervalSeconds: number;
}

export function loadWaitlistConfig(env: Env, test: boolean): WaitlistConfig {
  refuseRenamed(
    env,
    'WAITLIST_JOB_INTERVAL_MS',
    'WAITLIST_JOB_INTERVAL_SECONDS',
    'whole seconds, default 60',
  );
  return {
    offerHours: integerSetting(env, 'WAITLIST_OFFER_HOURS', 24, 1, 168),
    jobIntervalSeconds: integerSetting(
      env,
      'WAITLIST_JOB_INTERVAL_SECONDS',
      test ? 0 : 60,
      0,
      3600,
    ),
  };
}
