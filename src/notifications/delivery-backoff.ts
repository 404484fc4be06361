/**
 * When a message that could not be delivered is tried again: exponential backoff from one
 * minute, doubling, each wait capped at two hours, for 24 hours from the message's creation. The
 * last try is exactly at `created_at` + 24 h; after it, the message is FAILED with the last
 * reason. Pure, so the schedule is tested without a database (delivery-backoff.spec.ts).
 *
 * The waits after attempts 1, 2, 3, …: 1, 2, 4, 8, 16, 32, 64 minutes, then 2 hours each, so
 * about 18 tries in the 24 hours when every one fails at once.
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FIRST_RETRY_MS = 60 * 1000;
export const LONGEST_WAIT_MS = 2 * 60 * 60 * 1000;

/**
 * The time of the next try after `attempts` tries (the last one just failed at `now`), or null
 * when the window is over and the message has failed for good.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  const wait = Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, deadline));
}
