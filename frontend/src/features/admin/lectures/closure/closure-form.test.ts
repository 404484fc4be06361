import { describe, expect, it } from 'vitest';
import {
  CLOSURE_ANNOUNCE_MS,
  checkClosureReason,
  closureAnnouncement,
  closurePollingInterval,
} from './closure-form';

describe('폐강 logic', () => {
  it('the reason: required, trimmed, 500 characters at most', () => {
    expect(checkClosureReason('  ')).toEqual({ reason: null, error: 'reasonRequired' });
    expect(checkClosureReason(' 강사 사정 ')).toEqual({ reason: '강사 사정', error: null });
    expect(checkClosureReason('가'.repeat(500)).error).toBeNull();
    expect(checkClosureReason('가'.repeat(501)).error).toBe('reasonTooLong');
  });

  it('polls every 2 s while RUNNING; speaks at the end and at most every 10 s between', () => {
    expect(closurePollingInterval({ state: 'RUNNING' })).toBe(2000);
    expect(closurePollingInterval({ state: 'DONE' })).toBe(0);
    expect(closurePollingInterval(undefined)).toBe(0);

    const running = (done: number) => ({ state: 'RUNNING' as const, done, total: 8 });
    const finished = { state: 'DONE' as const, done: 8, total: 8 };
    expect(closureAnnouncement(undefined, finished, 0)).toBeNull();
    expect(closureAnnouncement(finished, finished, CLOSURE_ANNOUNCE_MS)).toBeNull();
    expect(closureAnnouncement(running(7), finished, 0)).toBe('done');
    expect(closureAnnouncement(running(1), running(2), CLOSURE_ANNOUNCE_MS - 1)).toBeNull();
    expect(closureAnnouncement(running(1), running(2), CLOSURE_ANNOUNCE_MS)).toBe('progress');
    expect(closureAnnouncement(running(2), running(2), CLOSURE_ANNOUNCE_MS)).toBeNull();
  });
});
