// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MINUTES, forgetDraft, readDraft, type ApplicationDraft } from './application-draft';

const draft: ApplicationDraft = {
  values: {
    name: '김민지',
    email: 'a@example.com',
    contact: '010-1234-5678',
    birth: '19880412',
    consent: false,
  },
  selectedFees: [{ id: 3, fee_type: '1회차', amount: 30000 }],
  payMethod: '카드',
  notify: { alimtalk: true, email: false },
  participant: { childName: '', schoolYear: '', guardianName: '', relation: '' },
};

const keep = (value: unknown) =>
  sessionStorage.setItem('application-draft:7', JSON.stringify(value));

describe('the application draft kept in the tab', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('never comes back with the consent given (a tampered draft included)', () => {
    keep({ ...draft, savedAt: Date.now(), values: { ...draft.values, consent: true } });
    expect(readDraft(7)?.values.consent).toBe(false);
  });

  it('comes back while fresh, and is gone once forgotten', () => {
    keep({ ...draft, savedAt: Date.now() });
    expect(readDraft(7)).toMatchObject({ values: { name: '김민지' }, payMethod: '카드' });
    expect(readDraft(8)).toBeNull();
    forgetDraft(7);
    expect(readDraft(7)).toBeNull();
  });

  it(`is not restored after ${DRAFT_MINUTES} minutes (the next person at a shared computer)`, () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    keep({ ...draft, savedAt: Date.now() });
    vi.setSystemTime(new Date(Date.now() + (DRAFT_MINUTES - 1) * 60_000));
    expect(readDraft(7)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + 2 * 60_000));
    expect(readDraft(7)).toBeNull();
    // Not kept for the rest of the tab's life either.
    expect(sessionStorage.getItem('application-draft:7')).toBeNull();
  });

  it('is refused whole when any part has another shape (tampered, or an older release)', () => {
    const now = Date.now();
    for (const broken of [
      { ...draft },
      { ...draft, savedAt: now, payMethod: '현금' },
      { ...draft, savedAt: now, participant: {} },
      { ...draft, savedAt: now, selectedFees: [{ id: '3', fee_type: '1회차', amount: 30000 }] },
      { ...draft, savedAt: now, values: { ...draft.values, name: 5 } },
      'not json {',
    ]) {
      sessionStorage.setItem(
        'application-draft:7',
        typeof broken === 'string' ? broken : JSON.stringify(broken),
      );
      expect(readDraft(7)).toBeNull();
    }
  });
});
