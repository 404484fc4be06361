// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MINUTES } from '@/lib/tab-draft';
import { forgetBookingDraft, readBookingDraft, type BookingDraft } from './booking-draft';

const draft: BookingDraft = {
  typeId: 3,
  counsellor: 'any',
  date: '2026-12-03',
  start: '2026-12-03T01:00:00.000Z',
  guardianName: '김보호',
  childName: '김하늘',
  childSchoolYear: '초3',
};

const keep = (value: unknown) => sessionStorage.setItem('booking-draft:5', JSON.stringify(value));

describe('the booking draft kept in the tab', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('comes back while fresh, for its own program, and is gone once forgotten', () => {
    keep({ ...draft, savedAt: Date.now() });
    expect(readBookingDraft(5)).toEqual(draft);
    expect(readBookingDraft(6)).toBeNull();
    forgetBookingDraft(5);
    expect(readBookingDraft(5)).toBeNull();
  });

  it(`is not restored after ${DRAFT_MINUTES} minutes`, () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    keep({ ...draft, savedAt: Date.now() });
    vi.setSystemTime(new Date(Date.now() + (DRAFT_MINUTES + 1) * 60_000));
    expect(readBookingDraft(5)).toBeNull();
  });

  it('is refused whole when any part has another shape', () => {
    const now = Date.now();
    for (const broken of [
      { ...draft },
      { ...draft, savedAt: now, typeId: '3' },
      { ...draft, savedAt: now, start: 7 },
      { ...draft, savedAt: now, childName: null },
      { ...draft, savedAt: now, counsellor: undefined },
    ]) {
      keep(broken);
      expect(readBookingDraft(5)).toBeNull();
    }
  });
});
