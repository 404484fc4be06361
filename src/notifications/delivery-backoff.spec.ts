import {
  FIRST_RETRY_MS,
  LONGEST_WAIT_MS,
  RETRY_WINDOW_MS,
  nextAttemptAt,
} from './delivery-backoff';

const CREATED = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(CREATED.getTime() + offsetMs);

describe('nextAttemptAt', () => {
  it('waits one minute after the first failure, then doubles', () => {
    expect(nextAttemptAt(1, CREATED, CREATED)).toEqual(at(FIRST_RETRY_MS));
    expect(nextAttemptAt(2, CREATED, at(MINUTE))).toEqual(at(3 * MINUTE));
    expect(nextAttemptAt(3, CREATED, at(3 * MINUTE))).toEqual(at(7 * MINUTE));
    expect(nextAttemptAt(7, CREATED, at(63 * MINUTE))).toEqual(at(127 * MINUTE));
  });

  it('caps each wait at two hours', () => {
    expect(nextAttemptAt(8, CREATED, at(127 * MINUTE))).toEqual(at(127 * MINUTE + LONGEST_WAIT_MS));
    expect(nextAttemptAt(40, CREATED, at(5 * 60 * MINUTE))).toEqual(
      at(5 * 60 * MINUTE + LONGEST_WAIT_MS),
    );
  });

  it('makes the last try exactly 24 hours after the message was created', () => {
    const lateFailure = at(RETRY_WINDOW_MS - 30 * MINUTE);
    expect(nextAttemptAt(15, CREATED, lateFailure)).toEqual(at(RETRY_WINDOW_MS));
  });

  it('gives up once that last try has failed', () => {
    expect(nextAttemptAt(18, CREATED, at(RETRY_WINDOW_MS))).toBeNull();
    expect(nextAttemptAt(2, CREATED, at(RETRY_WINDOW_MS + MINUTE))).toBeNull();
  });

  it('follows the whole schedule to the end when every try fails at once', () => {
    const tries: Date[] = [CREATED];
    let next = nextAttemptAt(1, CREATED, CREATED);
    while (next) {
      // Each try happens when it was due; the schedule never goes backwards.
      expect(next.getTime()).toBeGreaterThan(tries[tries.length - 1].getTime());
      tries.push(next);
      next = nextAttemptAt(tries.length, CREATED, next);
    }
    expect(tries[tries.length - 1]).toEqual(at(RETRY_WINDOW_MS));
    expect(tries.length).toBeGreaterThanOrEqual(15);
    expect(tries.length).toBeLessThanOrEqual(20);
  });
});
