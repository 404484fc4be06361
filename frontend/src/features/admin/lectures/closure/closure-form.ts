/**
 * Pure logic of 폐강 in the back office (issue 19): the reason's check (the server's, CloseLectureDto)
 * and when the progress panel asks again and speaks. No React and no DOM: closure-form.test.ts
 * checks it.
 */

/** The server's limit on the reason (dto/lecture-closure.dto.ts). */
export const CLOSURE_REASON_MAX = 500;

/** How often the panel asks for the progress while the job runs. */
export const CLOSURE_POLL_MS = 2000;

/** At most one progress announcement per this many milliseconds (the start and end always). */
export const CLOSURE_ANNOUNCE_MS = 10_000;

export type ClosureReasonError = 'reasonRequired' | 'reasonTooLong';

/** The reason as sent (trimmed), or the key of `koAdmin.closure` that refuses it. */
export function checkClosureReason(
  text: string,
): { reason: string; error: null } | { reason: null; error: ClosureReasonError } {
  const reason = text.trim();
  if (!reason) return { reason: null, error: 'reasonRequired' };
  if (reason.length > CLOSURE_REASON_MAX) return { reason: null, error: 'reasonTooLong' };
  return { reason, error: null };
}

/** RTK Query's pollingInterval for the closure: every 2 s while RUNNING, never once DONE. */
export function closurePollingInterval(closure: { state: string } | undefined): number {
  return closure?.state === 'RUNNING' ? CLOSURE_POLL_MS : 0;
}

export interface ClosureProgress {
  state: 'RUNNING' | 'DONE';
  done: number;
  total: number;
}

/**
 * What the live region should say after a new answer, or null to stay quiet: the end when the job
 * went from RUNNING to DONE, the count when it moved and the last word is old enough. Nothing for
 * a closure seen DONE from the start, nor for an answer that changed nothing.
 */
export function closureAnnouncement(
  previous: ClosureProgress | undefined,
  next: ClosureProgress,
  msSinceLast: number,
): 'done' | 'progress' | null {
  if (!previous) return null;
  if (previous.state === 'RUNNING' && next.state === 'DONE') return 'done';
  if (next.state !== 'RUNNING' || next.done === previous.done) return null;
  return msSinceLast >= CLOSURE_ANNOUNCE_MS ? 'progress' : null;
}
