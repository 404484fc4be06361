import { describe, expect, it } from 'vitest';
import { statusWord } from './calendar-grid';

describe('statusWord', () => {
  it('says a held time waits for its deposit while one is due (a family paying, a payment link)', () => {
    expect(statusWord({ status: 'HELD', depositStatus: 'DUE' })).toBe('예약금 결제 대기');
  });

  it('says a hold without a deposit, and every other status, as my info says it', () => {
    expect(statusWord({ status: 'HELD', depositStatus: 'NONE' })).toBe('예약 진행 중');
    expect(statusWord({ status: 'BOOKED', depositStatus: 'PAID' })).toBe('예약 확정');
    expect(statusWord({ status: 'NO_SHOW', depositStatus: 'PAID' })).toBe('노쇼');
  });
});
