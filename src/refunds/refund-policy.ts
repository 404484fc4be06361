import { daysBetween } from '../common/dates/seoul-date';
import type { Application } from '../applications/application.entity';
import type { ApplicationPaymentStatus } from '../common/money/payment-method';
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
  /** The first lecture day, YYYY-MM-DD. */
  lectureStart: string;
  /** Today in Asia/Seoul, YYYY-MM-DD (seoulDate(clock.now()), never the server's time zone). */
  today: string;
}

export const CANCEL_REASONS = {
  started: '강의 시작일부터는 취소 및 환불이 불가합니다.',
  canceled: '이미 취소된 신청입니다.',
  refunded: '이미 환불된 신청입니다.',
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
  const refundRate = daysBefore >= FULL_REFUND_DAYS ? 100 : 50;
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
    lectureStart: application.lecture.lec_period_start,
    today,
  });
}
