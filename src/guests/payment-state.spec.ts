import type { LedgerEntry } from '../ledger';
import { paymentStateLabel, summariseLedger } from './payment-state';

function entry(amount: number, method: LedgerEntry['method'], at: string): LedgerEntry {
  return { amount, method, occurred_at: new Date(at) } as LedgerEntry;
}

const NOTHING = { paid: 0, refunded: 0, paidMethod: null };

describe('summariseLedger', () => {
  it('sums payments and refunds and lists each refund, oldest first, as a positive amount', () => {
    expect(
      summariseLedger([
        entry(83333, 'CARD', '2026-11-22T01:00:00Z'),
        entry(-40000, 'CARD', '2026-12-07T03:00:00Z'),
        entry(-3333, 'CARD', '2026-12-08T03:00:00Z'),
      ]),
    ).toEqual({
      paid: 83333,
      refunded: 43333,
      paidMethod: 'CARD',
      refunds: [
        { amount: 40000, at: '2026-12-07T03:00:00.000Z' },
        { amount: 3333, at: '2026-12-08T03:00:00.000Z' },
      ],
    });
    expect(summariseLedger([])).toEqual({ ...NOTHING, refunds: [] });
  });
});

describe('paymentStateLabel', () => {
  it('names a paid application with its method, never the bare method', () => {
    const paidBy = (method: LedgerEntry['method']) =>
      paymentStateLabel('Y', { paid: 1000, refunded: 0, paidMethod: method }, method);
    expect(paidBy('CARD')).toBe('결제 완료 · 카드');
    expect(paidBy('TRANSFER')).toBe('결제 완료 · 계좌이체');
    expect(paidBy('VIRTUAL_ACCOUNT')).toBe('결제 완료 · 가상계좌');
    expect(paidBy('DESK_CARD')).toBe('결제 완료 · 현장 카드 결제');
    expect(paidBy('CASH')).toBe('결제 완료 · 현금');
    expect(paidBy('DIRECT_TRANSFER')).toBe('결제 완료 · 계좌 직접 입금');
    expect(paidBy('OTHER')).toBe('결제 완료 · 기타');
  });

  it('takes the method of the payment that took the money over the one chosen when applying', () => {
    expect(
      paymentStateLabel('Y', { paid: 1000, refunded: 0, paidMethod: 'TRANSFER' }, 'CARD'),
    ).toBe('결제 완료 · 계좌이체');
    expect(paymentStateLabel('Y', NOTHING, 'CARD')).toBe('결제 완료 · 카드');
  });

  it('names the unpaid, awaiting, refunded and withdrawn states, with the amounts', () => {
    expect(paymentStateLabel('N', NOTHING, 'CARD')).toBe('결제 미완료');
    expect(paymentStateLabel('W', NOTHING, 'VIRTUAL_ACCOUNT')).toBe('입금 대기 · 가상계좌');
    expect(
      paymentStateLabel('P', { paid: 83333, refunded: 40000, paidMethod: 'CARD' }, 'CARD'),
    ).toBe('부분 환불 (환불 금액 40,000원 · 남은 결제 금액 43,333원)');
    expect(
      paymentStateLabel('C', { paid: 83333, refunded: 83333, paidMethod: 'CASH' }, 'CASH'),
    ).toBe('환불 완료 (환불 금액 83,333원)');
    expect(paymentStateLabel('C', NOTHING, 'CARD')).toBe('취소됨');
  });
});
