import { daysBetween } from '../common/dates/seoul-date';
import type { Application } from '../applications/application.entity';
import { isOfflineMethod, type ApplicationPaymentStatus } from '../common/money/payment-method';
import type { Payment } from '../payments';
import type { Cancellation } from './dto/cancellation.response';

/** The lecture's phase on a Seoul calendar day (spec §4): both ends of the period inclusive. */
export type LecturePhase = 'UPCOMING' | 'ONGOING' | 'ENDED';

export function lecturePhase(today: string, start: string, end: string): LecturePhase {
  if (today < start) return 'UPCOMING';
  if (today > end) return 'ENDED';
  return 'ONGOING';
}

export type { Cancellation };

export interface CancellationInput {
  paymentStatus: ApplicationPaymentStatus;
  /** What was paid, in won (the paid attempt's amount). */
  paidAmount: number;
  /** Whether the payment was a virtual account (deposited when the application is Y). */
  virtualAccount: boolean;
  /** Paid at the desk (recorded by the centre): only the centre refunds it, by hand. */
  paidAtDesk?: boolean;
  /** The first lecture day, YYYY-MM-DD. */
  lectureStart: string;
  /** Today in Asia/Seoul, YYYY-MM-DD (seoulDate(clock.now()), never the server's time zone). */
  today: string;
}

export const CANCEL_REASONS = {
  started: '강의 시작일부터는 취소 및 환불이 불가합니다.',
  canceled: '이미 취소된 신청입니다.',
  refunded: '이미 환불된 신청입니다.',
  desk: '센터에서 결제한 신청의 취소와 환불은 센터로 문의해 주세요.',
} as const;

/** Full refund up to this many calendar days before the first lecture day (spec §9). */
export const FULL_REFUND_DAYS = 5;

function refused(reason: string): Cancellation {
  return {
    allowed: false,
    kind: null,
    refundRate: 0,
    refundAmount: 0,
    needsRefundAccount: false,
    reason,
  };
}

/**
 * The refund policy of spec §9, counted in Seoul calendar days (Saturdays and holidays
 * included): 5 or more days before the first lecture day → 100 %; 4 days before to the day
 * before → 50 %; the first day or later → no refund and no cancel. An unpaid (N) or awaiting
 * (W) application may be withdrawn before the start without any charge.
 */
export function cancellationFor(input: CancellationInput): Cancellation {
  if (input.paymentStatus === 'C') return refused(CANCEL_REASONS.canceled);
  if (input.paymentStatus === 'P') return refused(CANCEL_REASONS.refunded);
  if (input.paidAtDesk && input.paymentStatus === 'Y') return refused(CANCEL_REASONS.desk);
  const daysBefore = daysBetween(input.today, input.lectureStart);
  if (daysBefore <= 0) return refused(CANCEL_REASONS.started);
  if (input.paymentStatus === 'N' || input.paymentStatus === 'W') {
    return {
      allowed: true,
      kind: 'WITHDRAW',
      refundRate: 0,
      refundAmount: 0,
      needsRefundAccount: false,
      reason: null,
    };
  }
  const refundRate = policyRate(input.today, input.lectureStart);
  return {
    allowed: true,
    kind: 'REFUND',
    refundRate,
    refundAmount: Math.floor((input.paidAmount * refundRate) / 100),
    needsRefundAccount: input.virtualAccount,
    reason: null,
  };
}

/** What cancelling would do today (the policy of spec §9); `attempts` newest first. */
export function cancellationOf(
  application: Application,
  attempts: Payment[],
  today: string,
): Cancellation {
  const paid = attempts.find((attempt) => attempt.status === 'DONE') ?? null;
  return cancellationFor({
    paymentStatus: application.payment_status,
    paidAmount: paid?.amount ?? application.total_amount,
    virtualAccount: paid?.method === 'VIRTUAL_ACCOUNT',
    paidAtDesk: isOfflineMethod(application.pay_method),
    lectureStart: application.lecture.lec_period_start,
    today,
  });
}

/** The policy's rate (spec §9) on a Seoul day: 100 % to 5 days before the start, 50 % to the day before, then none. */
export function policyRate(today: string, lectureStart: string): 0 | 50 | 100 {
  const daysBefore = daysBetween(today, lectureStart);
  if (daysBefore <= 0) return 0;
  return daysBefore >= FULL_REFUND_DAYS ? 100 : 50;
}

/** What the back office suggests refunding: the policy's amount, which the admin may change. */
export interface RefundSuggestion {
  /** Won: the policy's share of what was paid, less what was already refunded, never below 0. */
  amount: number;
  rate: 0 | 50 | 100;
  /** The policy's phase in words, for the admin. */
  note: string;
}

/**
 * The policy's refund of a paid application today (spec §9, as the guest's cancel computes it):
 * its rate of what was paid, less what was refunded already, within what is left.
 */
export function suggestedRefund(input: {
  paid: number;
  refunded: number;
  lectureStart: string;
  today: string;
}): RefundSuggestion {
  const rate = policyRate(input.today, input.lectureStart);
  const left = Math.max(0, input.paid - input.refunded);
  const share = Math.floor((input.paid * rate) / 100);
  const amount = Math.min(left, Math.max(0, share - input.refunded));
  const note =
    rate === 100
      ? `강의 시작 ${FULL_REFUND_DAYS}일 전까지: 전액 환불`
      : rate === 50
        ? '강의 시작 4일 전부터 전날까지: 50% 환불'
        : '강의 시작일부터: 규정상 환불 없음 (센터 판단으로 환불할 수 있습니다)';
  return { amount, rate, note };
}
