import { seoulDate } from '../common/dates/seoul-date';
import {
  CANCEL_REASONS,
  cancellationFor,
  lecturePhase,
  suggestedRefund,
  type CancellationInput,
} from './refund-policy';

const START = '2026-12-10';

function paid(today: string, overrides: Partial<CancellationInput> = {}) {
  return cancellationFor({
    paymentStatus: 'Y',
    paidAmount: 120_000,
    virtualAccount: false,
    lectureStart: START,
    today,
    ...overrides,
  });
}

describe('lecturePhase', () => {
  it('is UPCOMING before the start, ONGOING from start to end inclusive, ENDED after', () => {
    expect(lecturePhase('2026-12-09', START, '2026-12-11')).toBe('UPCOMING');
    expect(lecturePhase('2026-12-10', START, '2026-12-11')).toBe('ONGOING');
    expect(lecturePhase('2026-12-11', START, '2026-12-11')).toBe('ONGOING');
    expect(lecturePhase('2026-12-12', START, '2026-12-11')).toBe('ENDED');
  });
});

describe('cancellationFor (refund policy, spec §9)', () => {
  it('refunds everything 5 or more days before the first lecture day', () => {
    expect(paid('2026-12-05')).toEqual({
      allowed: true,
      kind: 'REFUND',
      refundRate: 100,
      refundAmount: 120_000,
      needsRefundAccount: false,
      reason: null,
    });
    expect(paid('2026-11-01').refundRate).toBe(100);
  });

  it('refunds half from 4 days before to the day before', () => {
    expect(paid('2026-12-06')).toMatchObject({
      allowed: true,
      refundRate: 50,
      refundAmount: 60_000,
    });
    expect(paid('2026-12-09')).toMatchObject({
      allowed: true,
      refundRate: 50,
      refundAmount: 60_000,
    });
  });

  it('refuses on the first day and later, with a Korean reason', () => {
    for (const today of ['2026-12-10', '2026-12-11', '2027-01-01']) {
      expect(paid(today)).toEqual({
        allowed: false,
        kind: null,
        refundRate: 0,
        refundAmount: 0,
        needsRefundAccount: false,
        reason: CANCEL_REASONS.started,
      });
    }
  });

  it('rounds the won amount down', () => {
    expect(paid('2026-12-08', { paidAmount: 33_333 }).refundAmount).toBe(16_666);
    expect(paid('2026-12-08', { paidAmount: 1 }).refundAmount).toBe(0);
  });

  it('asks for a refund account for a deposited virtual account only', () => {
    expect(paid('2026-12-01', { virtualAccount: true }).needsRefundAccount).toBe(true);
    expect(paid('2026-12-01').needsRefundAccount).toBe(false);
  });

  it('withdraws an unpaid or awaiting application before the start without a refund', () => {
    for (const paymentStatus of ['N', 'W'] as const) {
      expect(paid('2026-12-09', { paymentStatus, virtualAccount: true })).toEqual({
        allowed: true,
        kind: 'WITHDRAW',
        refundRate: 0,
        refundAmount: 0,
        needsRefundAccount: false,
        reason: null,
      });
      expect(paid('2026-12-10', { paymentStatus }).allowed).toBe(false);
    }
  });

  it('refuses a cancelled or refunded application', () => {
    expect(paid('2026-11-01', { paymentStatus: 'C' })).toMatchObject({
      allowed: false,
      reason: CANCEL_REASONS.canceled,
    });
    expect(paid('2026-11-01', { paymentStatus: 'P' })).toMatchObject({
      allowed: false,
      reason: CANCEL_REASONS.refunded,
    });
  });

  it('counts days at Seoul midnight, whatever the server time zone', () => {
    // 2026-12-04 23:59:59 in Seoul is 14:59:59 UTC: still D-6 → 100 %.
    expect(paid(seoulDate(new Date('2026-12-04T14:59:59Z'))).refundRate).toBe(100);
    // 2026-12-05 15:00 UTC is already 2026-12-06 00:00 in Seoul: D-4 → 50 %.
    expect(paid(seoulDate(new Date('2026-12-05T15:00:00Z'))).refundRate).toBe(50);
    // 2026-12-09 15:00 UTC is the first lecture day in Seoul: refused.
    expect(paid(seoulDate(new Date('2026-12-09T15:00:00Z'))).allowed).toBe(false);
    expect(paid(seoulDate(new Date('2026-12-09T14:59:59Z'))).refundRate).toBe(50);
  });
});

describe("the back office's suggested refund (issue 19)", () => {
  const start = '2026-12-10';
  const suggest = (today: string, paid = 83333, refunded = 0) =>
    suggestedRefund({ paid, refunded, lectureStart: start, today });

  it("is the policy's share of what was paid on each side of the boundaries", () => {
    expect(suggest('2026-12-05')).toMatchObject({ amount: 83333, rate: 100 });
    expect(suggest('2026-12-06')).toMatchObject({ amount: 41666, rate: 50 });
    expect(suggest('2026-12-09')).toMatchObject({ amount: 41666, rate: 50 });
    expect(suggest('2026-12-10')).toMatchObject({ amount: 0, rate: 0 });
  });

  it('leaves out what was refunded already, never below zero nor above what is left', () => {
    // Half refunded before; at 50 % nothing more is due, at 100 % the rest.
    expect(suggest('2026-12-06', 83333, 41666).amount).toBe(0);
    expect(suggest('2026-12-01', 83333, 41666).amount).toBe(41667);
    expect(suggest('2026-12-06', 83333, 50000).amount).toBe(0);
    expect(suggest('2026-12-01', 0, 0).amount).toBe(0);
  });

  it('says the phase in words', () => {
    expect(suggest('2026-12-01').note).toBe('강의 시작 5일 전까지: 전액 환불');
    expect(suggest('2026-12-11').note).toContain('규정상 환불 없음');
  });
});

describe('a desk payment in my info', () => {
  it('is never cancelled by the family: the centre refunds it', () => {
    expect(
      cancellationFor({
        paymentStatus: 'Y',
        paidAmount: 30000,
        virtualAccount: false,
        paidAtDesk: true,
        lectureStart: '2026-12-10',
        today: '2026-11-22',
      }),
    ).toMatchObject({ allowed: false, reason: CANCEL_REASONS.desk });
  });
});
