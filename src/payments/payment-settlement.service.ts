import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager, In, IsNull, Not } from 'typeorm';
import {
  existingApplication,
  lockedApplication,
  markSeatKept,
  seatHoldOf,
  updateApplication,
  updateApplicationFrom,
  type SeatHoldView,
} from '../applications';
import { Clock } from '../common/clock/clock';
import {
  LIVE_ATTEMPT_STATUSES,
  type ApplicationPaymentStatus,
  type AutoCancelReason,
  type PaymentAttemptStatus,
} from '../common/money/payment-method';
import { closeOpenAttempts } from './open-attempts';
import {
  lockLectureFor,
  updateAttempt,
  type LectureOfApplication,
  PaymentRepository,
  writeFailure,
} from './payment.repository';
import { forApplication, Payment, type ApplicationPayment } from './payment.entity';
import { DepositPayments, isDepositAttempt, isDepositOrder } from './deposit-payments.service';
import { cancelIdempotencyKey } from './cancel-key';
import { TossClient } from './toss/toss-client';
import { attemptStatusOf, providerViewColumns } from './attempt-status';
import type { TossPayment } from './toss/toss-types';
import { SeatEvents, SeatLedger } from '../seats';
import { holdAtRisk, holdLapsed, seatsStillFree } from './seat-hold';
import { Outbox } from '../outbox';
import { auditMoneyAct, recordProviderView, SYSTEM, type MoneyActor } from '../ledger';

const VIRTUAL_ACCOUNT_EXPIRED_MESSAGE =
  '입금 기한이 지나 가상계좌가 만료되었습니다. 다시 결제해 주세요.';
/** The attempt a provider's view is for, as its caller read it (its application never changes). */
export type SettledAttempt = Pick<Payment, 'id' | 'application_id'>;
/** Statuses in which an attempt marked for an automatic cancel still holds money or an account. */
export const TO_AUTO_CANCEL: PaymentAttemptStatus[] = [
  'DONE',
  'WAITING_FOR_DEPOSIT',
  'PARTIAL_CANCELED',
];
export const AUTO_CANCEL_REASONS: Record<AutoCancelReason, string> = {
  APPLICATION_CLOSED: '신청 취소 후 승인된 결제 자동 취소',
  ALREADY_PAID: '이미 결제된 신청의 중복 결제 자동 취소',
  NO_SEAT: '좌석 확보 시간이 지나 정원이 찬 신청의 결제 자동 취소',
  NO_SLOT: '결제하는 사이 다른 분이 예약한 시간의 예약금 자동 취소',
};
/** An account issued with a later due date than the server asked: cancelled, never trusted. */
export const DUE_DATE_REFUSED = 'VIRTUAL_ACCOUNT_DUE_REFUSED';
const DUE_DATE_REFUSED_MESSAGE =
  '가상계좌의 입금 기한이 센터가 정한 기한보다 늦게 발급되어 취소했습니다. 다시 결제해 주세요.';
/** Attempt statuses after which the application may have let its seats go. */
const FREES_SEATS: PaymentAttemptStatus[] = ['CANCELED', 'PARTIAL_CANCELED', 'EXPIRED', 'FAILED'];

/**
 * Applies the provider's view of an attempt to it and to its application (verify, webhook,
 * reconciliation and refunds all end here), and cancels on its own an attempt that took money
 * for an application that no longer wanted it.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly payments: PaymentRepository,
    private readonly ledger: SeatLedger,
    private readonly seatEvents: SeatEvents,
    private readonly outbox: Outbox,
    private readonly deposits: DepositPayments,
  ) {}

  /**
   * Applies the provider's view of a payment to the attempt and its application, in one
   * transaction, with the attempt row locked. Only forward moves are written, so applying the
   * same view twice (a replayed webhook, a second verify) changes nothing. The money it says
   * moved is written to the ledger in the same transaction, as done by `actor`.
   */
  async settle(
    attempt: SettledAttempt,
    toss: TossPayment,
    actor: MoneyActor = SYSTEM,
  ): Promise<Payment> {
    // A deposit is settled with its owner (orders BK… for appointments, PK… for 회기권).
    if (isDepositOrder(toss.orderId)) return this.deposits.settle(attempt.id, toss, actor);
    const refused = await this.refuseLateAccount(attempt.id, toss);
    if (refused) return refused;
    const settled = await this.settleRow(attempt, toss, actor);
    return awaitsAutoCancel(settled) ? this.autoCancel(settled) : settled;
  }

  /**
   * A virtual account the provider issued with a later due date than the server asked for (a
   * browser that sent validHours=720 to the window) would hold a seat past it: it is cancelled
   * at the provider (nothing was paid into it) and the attempt ends, the application unpaid and
   * payable again. Answers null for any other view. Should the cancel not go through, the
   * attempt stays unsettled and the reconciliation job tries again.
   */
  private async refuseLateAccount(paymentId: number, toss: TossPayment): Promise<Payment | null> {
    const due = toss.virtualAccount?.dueDate;
    if (toss.status !== 'WAITING_FOR_DEPOSIT' || !due) return null;
    const payment = await this.payments.reload(paymentId);
    if (!payment.va_due_limit || new Date(due).getTime() <= payment.va_due_limit.getTime()) {
      return null;
    }
    if (!['READY', 'CONFIRMING', 'UNKNOWN'].includes(payment.status)) return null;
    this.logger.warn(
      `attempt ${payment.id}: the provider issued a virtual account due after the server's limit; cancelling it`,
    );
    const result = await this.toss.cancel(
      toss.paymentKey,
      { cancelReason: '센터가 정한 입금 기한보다 늦은 가상계좌 발급 취소' },
      `due-refused-${payment.order_id}`,
    );
    const cancelled =
      (result.kind === 'ok' && result.payment.status === 'CANCELED') ||
      (result.kind === 'rejected' && result.code === 'ALREADY_CANCELED_PAYMENT');
    if (!cancelled) return this.payments.markUnknown(payment.id);
    return this.payments.markFailed(payment.id, DUE_DATE_REFUSED, DUE_DATE_REFUSED_MESSAGE, {
      keyConfirmed: true,
    });
  }

  /** settleWrite, then news of seats that may have been freed (after the commit). */
  private async settleRow(
    attempt: SettledAttempt,
    toss: TossPayment,
    actor: MoneyActor,
  ): Promise<Payment> {
    const { payment, lectureId, wrote } = await this.settleWrite(attempt, toss, actor);
    if (wrote && lectureId !== null && FREES_SEATS.includes(payment.status)) {
      this.seatEvents.freed(lectureId);
    }
    return payment;
  }

  /**
   * Writes the provider's view. A payment (or an issued account) for an application whose hold
   * has time left keeps the seat it has: it is written under the lecture's key-share lock, so
   * settlements never queue behind the lecture's seat-taking writes (docs/seats.md). Anything
   * that may take a seat (a hold lapsed or about to) or free one is written under the seat lock.
   */
  private async settleWrite(
    attempt: SettledAttempt,
    toss: TossPayment,
    actor: MoneyActor,
  ): Promise<{ payment: Payment; lectureId: number | null; wrote: boolean }> {
    // An attempt's application (and an application's lecture) never changes: as the caller read
    // it, without a lock.
    const paymentId = attempt.id;
    const applicationId = attempt.application_id;
    const seen = await this.keepsSeat(applicationId, toss);
    const of = applicationId === null ? null : { applicationId, lectureId: seen?.lecture_id };
    if (seen) {
      const kept = await this.settleWriteUnder('keep', of, paymentId, toss, actor);
      if (kept) return kept;
    }
    const taken = await this.settleWriteUnder('take', of, paymentId, toss, actor);
    if (!taken) throw new Error(`attempt ${paymentId}: the seat lock answered nothing`);
    return taken;
  }

  /**
   * The application as read without a lock when, so read, writing this view keeps its seat;
   * else null.
   */
  private async keepsSeat(
    applicationId: number | null,
    toss: TossPayment,
  ): Promise<SeatHoldView | null> {
    const status = attemptStatusOf(toss);
    if (applicationId === null || (status !== 'DONE' && status !== 'WAITING_FOR_DEPOSIT')) {
      return null;
    }
    const hold = await seatHoldOf(this.manager, applicationId);
    return hold !== null && !holdAtRisk(hold, this.clock.now()) ? hold : null;
  }

  /**
   * settleWrite in one transaction. `keep`: under the lecture's key-share lock, null (nothing
   * written) when the hold turns out at risk under the application's lock; `take`: under the
   * lecture's seat lock.
   */
  private settleWriteUnder(
    seat: 'keep' | 'take',
    of: LectureOfApplication | null,
    paymentId: number,
    toss: TossPayment,
    actor: MoneyActor,
  ): Promise<{ payment: Payment; lectureId: number | null; wrote: boolean } | null> {
    return this.manager.transaction(async (manager) => {
      // The lecture's row first (seats: a payment for a lapsed hold takes a seat again only if
      // one is free, counted under its seat lock), then the application's, then the attempt's:
      // every path that changes them (apply, a payment start, a claim, a withdrawal, this) takes
      // them in that order, so two of them never wait on each other.
      // A settlement writes whatever the provider says moved, on a closed lecture too (its
      // money is then the closure's to refund).
      const lectureId =
        of === null ? null : ((await lockLectureFor(manager, of, seat))?.id ?? null);
      const unchanged = (payment: Payment) => ({ payment, lectureId, wrote: false });
      const locked = of === null ? null : await lockedApplication(manager, of.applicationId);
      const found = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      // Decided after the last lock wait: from here to the commit nothing waits for another
      // transaction, so the hold's minute of margin covers the rest.
      if (seat === 'keep') {
        if (!locked || holdAtRisk(locked, this.clock.now())) return null;
        await markSeatKept(manager, locked.id);
      }
      if (!found) throw new NotFoundException('결제 정보를 찾을 수 없습니다.');
      if (found.application_id !== (of?.applicationId ?? null)) {
        throw new Error(`attempt ${paymentId} is not of application ${of?.applicationId}`);
      }
      const payment = forApplication(found);
      if (toss.orderId !== payment.order_id || toss.totalAmount !== payment.amount) {
        this.logger.error(`provider answer does not match attempt ${payment.id}: not applied`);
        return unchanged(
          await writeFailure(
            manager,
            payment,
            'PROVIDER_MISMATCH',
            '결제 정보가 일치하지 않습니다.',
          ),
        );
      }
      // An account refused for its due date was cancelled by the app: later views of it
      // (the cancel's webhook) never move the application.
      if (payment.status === 'FAILED' && payment.failure_code === DUE_DATE_REFUSED) {
        return unchanged(payment);
      }
      // A view older than what is held (read before a cancel committed, applied after it): a
      // cancel only lowers the balance, so a higher one is the past. Written, it would put the
      // money back in the books, and could take the family's own payment for a second charge
      // and cancel it.
      if (payment.balance_amount !== null && toss.balanceAmount > payment.balance_amount) {
        this.logger.warn(
          `a view of attempt ${payment.id} older than its record (balance ${toss.balanceAmount}, held ${payment.balance_amount}): not applied`,
        );
        return unchanged(payment);
      }
      const status = attemptStatusOf(toss);
      // Not confirmed at the provider yet, or nothing new: nothing to write.
      if (!status) return unchanged(payment);
      if (status === payment.status && toss.balanceAmount === payment.balance_amount)
        return unchanged(payment);
      const now = this.clock.now();
      const cancelled = status === 'CANCELED' || status === 'PARTIAL_CANCELED';
      const va = toss.virtualAccount;
      const failure =
        toss.failure ??
        (status === 'EXPIRED' && payment.status === 'WAITING_FOR_DEPOSIT'
          ? { code: 'VIRTUAL_ACCOUNT_EXPIRED', message: VIRTUAL_ACCOUNT_EXPIRED_MESSAGE }
          : null);
      // An attempt the app is cancelling on its own never moves its application. Any other
      // that the provider paid (or issued an account for) while its application did not want
      // it (closed, or already paid by another attempt: a confirm that raced a cancel, a
      // deposit after the fact, a payment confirmed outside this app) is cancelled in full.
      let autoCancel = payment.auto_cancel_reason;
      if (!autoCancel && (status === 'DONE' || status === 'WAITING_FOR_DEPOSIT')) {
        // Another attempt of the application is already its payment (or being confirmed): this
        // one, confirmed outside this app, is a second charge.
        const other = await manager.getRepository(Payment).existsBy({
          application_id: payment.application_id,
          id: Not(payment.id),
          status: In(LIVE_ATTEMPT_STATUSES),
          auto_cancel_reason: IsNull(),
        });
        if (other) autoCancel = 'ALREADY_PAID';
      }
      if (!autoCancel && (status === 'DONE' || status === 'WAITING_FOR_DEPOSIT')) {
        // Money (or an account) for an application whose seat hold lapsed (a confirm that raced
        // the lapse, a deposit after the due date): kept only while a seat is still free, else
        // cancelled in full. The centre never keeps money for a seat it does not have.
        // As locked above: nothing in this transaction has written it since.
        const application = locked ?? (await existingApplication(manager, payment.application_id));
        const now = this.clock.now();
        // Kept without the seat lock only while the hold has its margin (nothing written yet:
        // the seat lock decides again).
        if (seat === 'keep' && holdAtRisk(application, now)) return null;
        if (
          (application.payment_status === 'N' || application.payment_status === 'W') &&
          holdLapsed(application, now) &&
          !(await seatsStillFree(manager, this.ledger, application, now))
        ) {
          autoCancel = 'NO_SEAT';
          // An account paid after its due date is spent: the application is unpaid again (it
          // holds no seat), so that it reads as what it is and the family can join the list.
          if (application.payment_status === 'W') {
            await updateApplication(manager, application.id, { payment_status: 'N' });
          }
          this.logger.warn(
            `attempt ${payment.id} is ${status} at the provider but application ${application.id} has no seat: cancelling it in full`,
          );
        }
      }
      let moved = false;
      if (!autoCancel) {
        moved = await this.moveApplication(manager, payment, status, toss);
        if (!moved && (status === 'DONE' || status === 'WAITING_FOR_DEPOSIT')) {
          const application = await existingApplication(manager, payment.application_id);
          autoCancel = application.payment_status === 'C' ? 'APPLICATION_CLOSED' : 'ALREADY_PAID';
          this.logger.warn(
            `attempt ${payment.id} is ${status} at the provider but application ${payment.application_id} is ${application.payment_status}: cancelling it in full`,
          );
        }
      }
      const written = await updateAttempt(manager, payment.id, {
        ...providerViewColumns(toss, status, failure),
        ...(va
          ? {
              va_bank_code: va.bankCode,
              va_account_number: va.accountNumber,
              va_holder: va.customerName,
              va_due_date: new Date(va.dueDate),
            }
          : {}),
        ...(toss.secret ? { va_secret: toss.secret } : {}),
        ...(cancelled ? { cancel_requested_at: null } : {}),
        auto_cancel_reason: autoCancel,
        ...(cancelled && autoCancel ? { auto_canceled_at: now } : {}),
      });
      await recordProviderView(manager, payment, toss, actor, autoCancel !== null);
      // An administrator's refund or cancel: its audit row commits with the money it moved.
      await auditMoneyAct(manager, actor);
      await this.enqueueMessages(manager, payment, status, toss, moved, autoCancel !== null);
      return { payment: written, lectureId, wrote: true };
    });
  }

  /**
   * The family's and the centre's messages of this change, in its transaction (the outbox): a
   * message exists exactly when the change committed, and a replayed view (a second verify, a
   * webhook again) writes none, by the events' unique keys. Only moves of the application
   * message, and the app's own cancel of an attempt that had taken money (it is returned).
   */
  private async enqueueMessages(
    manager: EntityManager,
    payment: ApplicationPayment,
    status: PaymentAttemptStatus,
    toss: TossPayment,
    moved: boolean,
    autoCancelled: boolean,
  ): Promise<void> {
    const ids = { applicationId: payment.application_id, paymentId: payment.id };
    const refunded = { ...ids, balanceAmount: toss.balanceAmount };
    if (!moved) {
      // Money an application did not want, given back by the app on its own.
      if (autoCancelled && status === 'CANCELED' && toss.approvedAt) {
        await this.outbox.enqueue(manager, { kind: 'refund-completed', ...refunded });
      }
      return;
    }
    switch (status) {
      case 'DONE':
        await this.outbox.enqueue(
          manager,
          payment.method === 'VIRTUAL_ACCOUNT'
            ? { kind: 'deposit-confirmed', ...ids }
            : { kind: 'payment-completed', ...ids },
          { kind: 'centre-application-paid', ...ids },
        );
        return;
      case 'WAITING_FOR_DEPOSIT':
        await this.outbox.enqueue(manager, { kind: 'virtual-account-issued', ...ids });
        return;
      case 'CANCELED':
      case 'PARTIAL_CANCELED':
        // An account cancelled before its deposit returns nothing; the template says so.
        await this.outbox.enqueue(
          manager,
          { kind: 'refund-completed', ...refunded },
          { kind: 'centre-application-cancelled', ...refunded },
        );
        return;
      default:
        return;
    }
  }

  /** Moves the application as the attempt's new status says; answers whether it moved. */
  private async moveApplication(
    manager: EntityManager,
    payment: ApplicationPayment,
    status: PaymentAttemptStatus,
    toss: TossPayment,
  ): Promise<boolean> {
    const refunded = toss.totalAmount - toss.balanceAmount;
    const move = async (
      to: ApplicationPaymentStatus,
      from: ApplicationPaymentStatus[],
      refundedAmount = 0,
      seatHeldUntil?: Date,
    ) => {
      const moved = await updateApplicationFrom(manager, payment.application_id, from, {
        payment_status: to,
        refunded_amount: refundedAmount,
        ...(seatHeldUntil ? { seat_held_until: seatHeldUntil } : {}),
      });
      // Refunded or cancelled: a payment window still open for it must never be confirmed.
      if (moved && (to === 'C' || to === 'P')) {
        await closeOpenAttempts(manager, payment.application_id, 'APPLICATION_CLOSED');
      }
      return moved;
    };
    switch (status) {
      case 'DONE':
        return move('Y', ['N', 'W']);
      case 'WAITING_FOR_DEPOSIT':
        // An issued account holds the seat until its due date (never past the server's limit:
        // a later one was refused before settling).
        return move('W', ['N'], 0, heldUntil(toss, payment));
      case 'CANCELED':
        // An account cancelled before its deposit refunds nothing: nothing was paid.
        return move(
          'C',
          ['N', 'W', 'Y', 'P'],
          payment.status === 'WAITING_FOR_DEPOSIT' ? 0 : refunded,
        );
      case 'PARTIAL_CANCELED':
        return move('P', ['Y', 'P'], refunded);
      case 'EXPIRED':
      case 'FAILED':
        return move('N', ['W']);
      default:
        return false;
    }
  }

  /**
   * Cancels in full, at the provider, an attempt that took money (or issued an account) for an
   * application that no longer wanted it, and records the provider's answer. The Idempotency-Key
   * is the attempt's own, so however many callers (verify, webhook, the reconciliation job, on
   * any replica) get here, the money moves back once. An answer that never came leaves the
   * attempt marked; the reconciliation job tries again.
   */
  async autoCancel(payment: Payment): Promise<Payment> {
    if (isDepositAttempt(payment)) return this.deposits.autoCancel(payment);
    if (!payment.payment_key) return payment;
    const result = await this.toss.cancel(
      payment.payment_key,
      { cancelReason: AUTO_CANCEL_REASONS[payment.auto_cancel_reason ?? 'APPLICATION_CLOSED'] },
      cancelIdempotencyKey(payment),
    );
    if (result.kind === 'ok') return this.settleRow(payment, result.payment, SYSTEM);
    if (result.kind === 'rejected' && result.code === 'ALREADY_CANCELED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settleRow(payment, lookup.payment, SYSTEM);
    }
    if (result.kind === 'rejected') {
      // A deposited virtual account needs the family's refund account: the centre refunds it.
      // Marked, so that the job stops asking and the refund waits for a person.
      this.logger.error(
        `automatic cancel of attempt ${payment.id} refused (${result.code}): refund it by hand`,
      );
      return this.payments.markAutoCancelRefused(payment.id, result.code);
    }
    return payment;
  }
}

/** Marked for the app's own cancel, still holding money or an account, and not refused. */
export function awaitsAutoCancel(payment: Payment): boolean {
  return (
    !!payment.auto_cancel_reason &&
    !payment.auto_cancel_refused &&
    TO_AUTO_CANCEL.includes(payment.status)
  );
}

function heldUntil(toss: TossPayment, payment: Payment): Date | undefined {
  const due = toss.virtualAccount?.dueDate ? new Date(toss.virtualAccount.dueDate) : undefined;
  const limit = payment.va_due_limit;
  if (!due) return limit ?? undefined;
  return limit && limit < due ? limit : due;
}
