import { FAMILY } from '../ledger';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { PAYMENT_METHODS } from '../common/money/payment-method';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { SANDBOX_BASE_PATH } from '../config/payments.config';
import type { VerifyPaymentDto } from './dto/payment.dto';
import { toVirtualAccountInfo, type VerifyResponse } from './dto/payment.response';
import { CLOSED_ATTEMPT } from './open-attempts';
import {
  LECTURE_CANCELLED_CODE,
  LECTURE_CANCELLED_MESSAGE,
  alreadyPaid,
  lectureCancelled,
  paymentProcessing,
} from './payment-conflicts';
import { confirmIsStale, STALE_CONFIRM_MS, waitWhileConfirming } from './confirm-wait';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlement } from './payment-settlement.service';
import { forApplication, Payment } from './payment.entity';
import { DepositPayments, isDepositAttempt } from './deposit-payments.service';
import { TossClient, type TossResult } from './toss/toss-client';
import { SEAT_GONE_MESSAGE, SeatHold } from './seat-hold';

/** Failure codes of an attempt ended because its application was closed or withdrawn. */
const CLOSED_BY_APPLICATION = ['APPLICATION_CLOSED', 'APPLICATION_WITHDRAWN'];

/**
 * Confirming a payment the provider's window approved (verify), and looking up one whose confirm
 * never answered. Verify compares the returned amount with the attempt's and confirms the stored
 * one. Confirming is claimed with a conditional UPDATE, so however many verifies arrive, one
 * provider call is made; a unique index keeps a second attempt of the same application from
 * being confirmed. An answer that never came leaves the attempt UNKNOWN, to be looked up.
 */
@Injectable()
export class PaymentConfirm {
  constructor(
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly limiter: RequestLimiter,
    private readonly settlement: PaymentSettlement,
    private readonly payments: PaymentRepository,
    private readonly seatHold: SeatHold,
    private readonly deposits: DepositPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async verify(dto: VerifyPaymentDto, address: string): Promise<VerifyResponse> {
    // Every verify counts for its address; the application's count only once the caller has
    // named one of its own orders, so nobody can use up someone else's.
    let payment = await this.payments.findOne({ order_id: dto.orderId });
    if (!payment || payment.application_id !== dto.applicationId) {
      await this.limiter.hit('verify', { address });
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않습니다.',
        code: 'ORDER_MISMATCH',
      });
    }
    await this.limiter.hit('verify', { address, application: String(payment.application_id) });
    if (dto.amount !== payment.amount) {
      throw new BadRequestException({
        message: '결제 금액이 일치하지 않습니다.',
        code: 'AMOUNT_MISMATCH',
      });
    }
    if (payment.payment_key && payment.payment_key !== dto.paymentKey) {
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않습니다.',
        code: 'PAYMENT_KEY_MISMATCH',
      });
    }

    if (payment.status === 'READY') {
      // The seat first: a hold that lapsed is taken again only while a seat is free, so the
      // provider is never asked to confirm a payment for a seat the centre does not have; and
      // the renewed hold covers the provider's answer. A window approved after the lecture was
      // cancelled (폐강) holds nothing (the renewal leaves it alone) and is refused by the claim,
      // before the provider captures anything, so the family is never charged and then refunded.
      const seen = await this.seatHold.renew(payment.application_id);
      if (!seen) throw new NotFoundException('신청 정보를 찾을 수 없습니다.');
      const claimed = await this.claim(payment, dto.paymentKey, seen.lecture_id);
      payment = claimed
        ? await this.confirmClaimed(claimed)
        : await this.waitWhileConfirming(payment.id);
    } else if (payment.status === 'CONFIRMING' && !this.isStale(payment)) {
      payment = await this.waitWhileConfirming(payment.id);
    } else if (
      payment.status === 'CONFIRMING' ||
      payment.status === 'UNKNOWN' ||
      payment.status === 'WAITING_FOR_DEPOSIT'
    ) {
      // Unknown, or claimed by a confirm that never finished (the process died): look it up.
      // A waiting virtual account is looked up too, so a guest who has paid sees it even when
      // the provider's deposit notice was lost (입금 확인하기).
      payment = await this.reconcile(payment);
    }
    return this.verifyAnswer(payment);
  }

  /**
   * READY → CONFIRMING for exactly one caller, and only while the application still wants money
   * (unpaid): a confirm for a cancelled or paid application is refused before the provider is
   * asked. Null when another caller got there first.
   */
  private async claim(
    attempt: Payment,
    paymentKey: string,
    lectureId: number,
  ): Promise<Payment | null> {
    const paymentId = attempt.id;
    let claimed: Payment | null;
    try {
      claimed = await this.payments.claimConfirm(
        { id: paymentId, applicationId: forApplication(attempt).application_id, lectureId },
        paymentKey,
        this.clock.now(),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) === 'payment_one_live_per_application') throw alreadyPaid();
      throw await this.keyHeldElsewhere(paymentKey);
    }
    if (claimed) return claimed;
    const payment = forApplication(await this.payments.reload(paymentId));
    if (payment.status !== 'READY') return null;
    if (await this.payments.lectureClosed(payment.application_id)) {
      await this.endForClosedLecture(payment.id);
      return null;
    }
    // Still READY, so the application is what refused: it no longer wants money.
    const application = await this.payments.application(payment.application_id);
    if (application.payment_status === 'C' || application.payment_status === 'P') {
      // An attempt left READY by an older release: end it as a close would have.
      await this.payments.closeOpen(application.id, 'APPLICATION_CLOSED');
      return null;
    }
    throw alreadyPaid();
  }

  /**
   * The paymentKey is bound to another order's attempt. While that attempt's confirm runs the
   * provider has not said whose key it is (a key that does not confirm it is let go): try again
   * shortly. Once the provider confirmed it for that order, it is not this order's key.
   */
  private async keyHeldElsewhere(paymentKey: string): Promise<HttpException> {
    const holder = await this.payments.findOne({ payment_key: paymentKey });
    if (!holder || holder.status === 'CONFIRMING' || holder.status === 'UNKNOWN') {
      return paymentProcessing();
    }
    return new BadRequestException({
      message: '결제 정보가 일치하지 않습니다.',
      code: 'PAYMENT_KEY_MISMATCH',
    });
  }

  private endForClosedLecture(paymentId: number): Promise<Payment> {
    return this.payments.markFailed(paymentId, LECTURE_CANCELLED_CODE, LECTURE_CANCELLED_MESSAGE);
  }

  private async confirmClaimed(payment: Payment): Promise<Payment> {
    const result = await this.toss.confirm(
      { paymentKey: payment.payment_key!, orderId: payment.order_id, amount: payment.amount },
      `confirm-${payment.order_id}`,
    );
    return this.afterConfirm(payment, result);
  }

  private async afterConfirm(payment: Payment, result: TossResult): Promise<Payment> {
    // The family approved this payment in the window: theirs, whoever sends its confirm.
    if (result.kind === 'ok') return this.settlement.settle(payment, result.payment, FAMILY);
    if (result.kind === 'unknown') return this.payments.markUnknown(payment.id);
    if (result.code === 'ALREADY_PROCESSED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settlement.settle(payment, lookup.payment, FAMILY);
      return this.payments.markUnknown(payment.id);
    }
    return this.payments.markFailed(payment.id, result.code, result.message);
  }

  /** Looks an unsettled attempt up with the provider and settles it; confirms it if still due. */
  async reconcile(attempt: Payment): Promise<Payment> {
    if (isDepositAttempt(attempt)) return this.deposits.reconcile(attempt);
    const payment = forApplication(attempt);
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind === 'rejected' && lookup.code === 'NOT_FOUND_PAYMENT') {
      return this.payments.markFailed(payment.id, lookup.code, '결제 정보를 찾을 수 없습니다.');
    }
    if (lookup.kind !== 'ok') {
      // The lookup told nothing, and it may have taken as long as the provider timeout: another
      // caller may have confirmed or settled the attempt meanwhile. Answer it as it is now (and
      // as the concurrent verifies do: wait for a confirm in flight), never as it was read before.
      return this.waitWhileConfirming(payment.id);
    }
    if (lookup.payment.status === 'IN_PROGRESS' && payment.payment_key) {
      // The confirm never reached the provider: send it again (same idempotency key). Only one
      // caller may: the claim needs the attempt still UNKNOWN or its confirm still stale, and
      // whoever claims it makes it a fresh CONFIRMING; the others wait for that confirm.
      // Only for a seat the centre has: a hold that lapsed meanwhile is taken again only if a
      // seat is free; else the attempt ends here, unconfirmed (nothing was charged).
      if (await this.payments.lectureClosed(payment.application_id)) {
        return this.endForClosedLecture(payment.id);
      }
      try {
        await this.seatHold.renew(payment.application_id);
      } catch (error) {
        if (!isSeatGone(error)) throw error;
        return this.payments.markFailed(payment.id, 'SEAT_GONE', SEAT_GONE_MESSAGE);
      }
      const now = this.clock.now();
      const reclaimed = await this.payments.reclaimConfirm(
        payment.id,
        now,
        new Date(now.getTime() - STALE_CONFIRM_MS),
      );
      return reclaimed ? this.confirmClaimed(reclaimed) : this.waitWhileConfirming(payment.id);
    }
    return this.settlement.settle(payment, lookup.payment);
  }

  private isStale(payment: Payment): boolean {
    return confirmIsStale(payment, this.clock.now());
  }

  private waitWhileConfirming(paymentId: number): Promise<Payment> {
    return waitWhileConfirming(this.payments, this.clock, paymentId);
  }

  private async verifyAnswer(attempt: Payment): Promise<VerifyResponse> {
    const payment = forApplication(attempt);
    if (payment.auto_cancel_reason && payment.auto_cancel_refused) {
      throw new ConflictException({
        message:
          '이 결제는 자동으로 취소되지 못했습니다. 센터에서 확인 후 환불해 드리겠습니다. 문의 게시판이나 전화로 연락해 주세요.',
        code: 'AUTO_CANCEL_REFUSED',
      });
    }
    if (payment.auto_cancel_reason) {
      const done = payment.status === 'CANCELED';
      const why = {
        ALREADY_PAID: '이미 다른 결제가 진행된 신청이라',
        APPLICATION_CLOSED: '이미 취소된 신청이라',
        NO_SEAT: '좌석 확보 시간이 지나 정원이 모두 찬 신청이라',
        NO_SLOT: '결제하는 사이 다른 분이 그 시간을 예약해서',
      }[payment.auto_cancel_reason];
      throw new ConflictException({
        message: done
          ? `${why} 이번 결제는 자동으로 전액 취소되었습니다.`
          : `${why} 이번 결제는 자동으로 전액 취소됩니다. 잠시 후 내 정보에서 확인해 주세요.`,
        code: done ? 'AUTO_CANCELED' : 'AUTO_CANCEL_PENDING',
      });
    }
    if (
      payment.status === 'FAILED' &&
      (payment.failure_code === LECTURE_CANCELLED_CODE ||
        // Ended by the 폐강 job's withdrawal: the family is told why, not that it failed.
        (CLOSED_BY_APPLICATION.includes(payment.failure_code ?? '') &&
          (await this.payments.lectureClosed(payment.application_id))))
    ) {
      throw lectureCancelled();
    }
    if (payment.status === 'FAILED' && payment.failure_code === 'APPLICATION_CLOSED') {
      throw new ConflictException({ message: CLOSED_ATTEMPT.APPLICATION_CLOSED, code: 'CANCELED' });
    }
    switch (payment.status) {
      case 'DONE':
      case 'WAITING_FOR_DEPOSIT': {
        const order = await this.payments.orderOf(payment.application_id);
        const waiting = payment.status === 'WAITING_FOR_DEPOSIT';
        return {
          message: waiting
            ? '가상계좌가 발급되었습니다. 안내된 계좌로 입금해 주세요.'
            : '결제가 완료되었습니다.',
          customerEmail: order.applicantEmail,
          applicationId: payment.application_id,
          paymentStatus: waiting ? 'W' : 'Y',
          method: PAYMENT_METHODS[payment.method],
          amount: payment.amount,
          receiptUrl: payment.receipt_url,
          virtualAccount: toVirtualAccountInfo(payment),
          order: {
            lectureTitle: order.lectureTitle,
            courses: order.courses,
            lecPeriodStart: order.lecPeriodStart,
            lecPeriodEnd: order.lecPeriodEnd,
            place: order.venue,
          },
          ...(waiting && this.config.payments.mode === 'sandbox' && payment.payment_key
            ? {
                sandboxDepositUrl: `${SANDBOX_BASE_PATH}/payments/${encodeURIComponent(payment.payment_key)}`,
              }
            : {}),
        };
      }
      case 'CONFIRMING':
      case 'UNKNOWN':
      case 'READY':
        throw paymentProcessing();
      case 'FAILED':
      case 'EXPIRED':
        throw new HttpException(
          {
            message: payment.failure_message
              ? `결제에 실패했습니다. ${payment.failure_message}`
              : '결제에 실패했습니다. 다시 시도해 주세요.',
            code: payment.failure_code ?? 'PAYMENT_FAILED',
          },
          400,
        );
      default:
        throw new ConflictException({ message: '이미 취소된 결제입니다.', code: 'CANCELED' });
    }
  }
}

function isUniqueViolation(error: unknown): error is QueryFailedError {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

function violatedConstraint(error: QueryFailedError): string | undefined {
  return (error.driverError as { constraint?: string }).constraint;
}

function isSeatGone(error: unknown): boolean {
  return (
    error instanceof ConflictException &&
    (error.getResponse() as { code?: string }).code === 'SEAT_GONE'
  );
}
