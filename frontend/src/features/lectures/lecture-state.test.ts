import { describe, expect, it } from 'vitest';
import { lectureState, matchesFilter } from './lecture-state';

const base = {
  reg_status: 'OPEN' as const,
  reg_period_start: '2026-12-04',
  reg_start_time: '00:00',
  reg_period_end: '2026-12-20',
  seats_left: 10 as number | null,
  waitlist_open: false,
  closing_soon: false,
};

describe('a lecture’s status says what a parent can do', () => {
  it('before registration: 접수 예정, and the day it opens', () => {
    const state = lectureState({ ...base, reg_status: 'BEFORE' });
    expect(state).toMatchObject({ label: '접수 예정', canApply: false, canWait: false });
    expect(state.note).toBe('12월 4일(금)부터 신청할 수 있어요');
  });

  it('before registration opening at a set hour: the day and the hour', () => {
    const state = lectureState({ ...base, reg_status: 'BEFORE', reg_start_time: '10:00' });
    expect(state.note).toBe('12월 4일(금) 오전 10시부터 신청할 수 있어요');
  });

  it('open: 접수중, until when, and the seats left', () => {
    expect(lectureState(base)).toMatchObject({
      label: '접수중',
      note: '12월 20일(일)까지 신청 · 잔여 10석',
      canApply: true,
    });
    expect(lectureState({ ...base, seats_left: null }).note).toBe('12월 20일(일)까지 신청');
  });

  it('about to close: 마감 임박', () => {
    expect(lectureState({ ...base, seats_left: 2, closing_soon: true })).toMatchObject({
      label: '마감 임박',
      tone: 'soon',
      note: '12월 20일(일)까지 신청 · 잔여 2석',
      canApply: true,
    });
  });

  it('full: 정원 마감, with 대기 신청 when the waiting list takes names', () => {
    expect(lectureState({ ...base, seats_left: 0, waitlist_open: true })).toMatchObject({
      label: '정원 마감',
      canApply: false,
      canWait: true,
    });
    expect(lectureState({ ...base, seats_left: 0 })).toMatchObject({
      label: '정원 마감',
      note: '자리가 모두 찼어요',
      canWait: false,
    });
  });

  it('after registration: 접수 마감; cancelled: 폐강', () => {
    expect(lectureState({ ...base, reg_status: 'CLOSED' })).toMatchObject({
      label: '접수 마감',
      note: '신청 기간이 끝났어요',
      canApply: false,
    });
    expect(lectureState({ ...base, reg_status: 'CANCELLED' })).toMatchObject({
      label: '폐강',
      canApply: false,
    });
  });
});

describe('the list’s filters', () => {
  it('put full lectures under 접수중 and cancelled ones under 마감', () => {
    expect(matchesFilter({ reg_status: 'OPEN' }, 'open')).toBe(true);
    expect(matchesFilter({ reg_status: 'BEFORE' }, 'open')).toBe(false);
    expect(matchesFilter({ reg_status: 'BEFORE' }, 'before')).toBe(true);
    expect(matchesFilter({ reg_status: 'CANCELLED' }, 'closed')).toBe(true);
    expect(matchesFilter({ reg_status: 'CLOSED' }, 'all')).toBe(true);
  });
});
