import {
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager, In, IsNull, Not } from 'typeorm';
import { Clock } from '../common/clock/clock';
import {
  LIVE_ATTEMPT_STATUSES,
  PAYMENT_METHODS,
  type AutoCancelReason,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../common/money/payment-method';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import { refusedWith, SQL_STATE } from '../database/sql-state';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { auditMoneyAct, FAMILY, recordProviderView, SYSTEM, type MoneyActor } from '../ledger';
import { attemptStatusOf, providerViewColumns } from './attempt-status';
import { cancelIdempotencyKey } from './cancel-key';
import {
  DEPOSIT_KINDS,
  depositKindOfOrder,
  depositOwnerOf,
  DepositOwners,
  type DepositKind,
} from './deposit-owner';
import type { PaymentInitResponse } from './dto/payment.response';
import { alreadyPaid, paymentProcessing } from './payment-conflicts';
import { Payment } from './payment.entity';
import { confirmIsStale, STALE_CONFIRM_MS, waitWhileConfirming } from './confirm-wait';
import { PaymentRepository, writeFailure } from './payment.repository';
import { TossClient, type TossResult } from './toss/toss-client';
import type { TossPayment } from './toss/toss-types';

/** Deposits are taken by card or transfer: a slot is never kept waiting for a bank deposit. */
export const DEPOSIT_METHODS: readonly PaymentMethod[] = ['CARD', 'TRANSFER'];
/** What the provider may answer for those windows (its `method`, in Korean). */
const DEPOSIT_PROVIDER_METHODS: readonly string[] = ['카드', '계좌이체', '간편결제'];

const AUTO_CANCEL_TEXT: Record<DepositKind, Partial<Record<AutoCancelReason, string>>> = {
  appointment: {
    NO_SLOT: '결제하는 사이 다른 분이 예약한 시간의 예약금 자동 취소',
    ALREADY_PAID: '이미 결제된 예약의 중복 결제 자동 취소',
    APPLICATION_CLOSED: '취소된 예약의 결제 자동 취소',
  },
  package: {
    ALREADY_PAID: '이미 결제된 회기권의 중복 결제 자동 취소',
    APPLICATION_CLOSED: '취소되었거나 결제할 수 없는 회기권의 결제 자동 취소',
  },
};

/** Words that differ by what is paid for (an appointment's deposit, a 회기권). */
const WORDS: Record<
  DepositKind,
  { methods: string; refundPending: string; refundRefused: string }
> = {
  appointment: {
    methods: '예약금은 카드나 계좌이체로 결제해 주세요.',
    refundPending: '예약금 환불 결과를 아직 받지 못했어요. 잠시 후 내 정보에서 확인해 주세요.',
    refundRefused: '예약금을 환불하지 못했어요. 센터로 연락해 주세요.',
  },
  package: {
    methods: '회기권은 카드나 계좌이체로 결제해 주세요.',
    refundPending: '환불 결과를 아직 받지 못했습니다. 잠시 후 목록을 새로 고쳐 확인해 주세요.',
    refundRefused: '결제 대행사가 환불을 거절했습니다. 결제 대행사 관리자 화면에서 확인해 주세요.',
  },
};

/** Orders of deposits start with BK (appointments) or PK (회기권); applications' with AP. */
export function isDepositOrder(orderId: string): boolean {
  return depositKindOfOrder(orderId) !== null;
}

/** Whether the attempt pays a deposit (an appointment's or a 회기권's), not an application. */
export function isDepositAttempt(attempt: {
  appointment_id: number | null;
  package_id: number | null;
}): boolean {
  return depositOwnerOf(attempt) !== null;
}

/** What verify answers a family whose deposit is paid. */
export interface DepositPaid {
  ownerId: number;
  method: (typeof PAYMENT_METHODS)[PaymentMethod];
  amount: number;
  receiptUrl: string | null;
}

/**
 * Deposits for appointments (issue 37), through the same provider, attempts and ledger as an
 * application's payment: a new attempt for the amount the owner decides, the confirm claimed by
 * one caller with one provider call (idempotency key), the provider's view applied with the
 * owner's row locked, and a deposit the owner cannot keep (its time was booked by someone else
 * while the family paid, a second charge, a cancelled booking) given back in full by the app.
 * The reconciliation job and the webhook reach the same settle.
 */
@Injectable()
export class DepositPayments {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly limiter: RequestLimiter,
    private readonly payments: PaymentRepository,
    private readonly owners: DepositOwners,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new attempt to pay the owner's deposit; its hold renewed first (409 when it cannot be). */
  async start(
    kind: DepositKind,
    ownerId: number,
    method: PaymentMethod,
    urls: { successUrl: string; failUrl: string },
    address: string,
  ): Promise<PaymentInitResponse> {
    await this.limiter.hit('paymentStart', { address, application: `${kind}:${ownerId}` });
    if (!DEPOSIT_METHODS.includes(method)) {
      throw new BadRequestException(WORDS[kind].methods);
    }
    if (await this.inFlight(kind, ownerId)) throw paymentProcessing();
    const order = await this.owners.get(kind).holdForPayment(ownerId);
    const { prefix } = DEPOSIT_KINDS[kind];
    const orderId = `${prefix}${ownerId}-${randomBytes(12).toString('base64url')}`;
    await this.payments.insertAttempt({
      application_id: null,
      appointment_id: kind === 'appointment' ? ownerId : null,
      package_id: kind === 'package' ? ownerId : null,
      order_id: orderId,
      method,
      amount: order.amount,
      created_at: this.clock.now(),
    });
    const { payments } = this.config;
    return {
      clientKey: payments.clientKey,
      ...(payments.sdkSrc ? { sdkSrc: payments.sdkSrc } : {}),
      method: PAYMENT_METHODS[method],
      amount: order.amount,
      orderId,
      orderName: order.orderName.slice(0, 100),
      customerName: order.customerName.slice(0, 100),
      customerEmail: (order.customerEmail ?? '').slice(0, 100),
      successUrl: urls.successUrl,
      failUrl: urls.failUrl,
      ...(method === 'TRANSFER' ? { cashReceipt: { type: '소득공제' as const } } : {}),
    };
  }

  /**
   * The success redirect's confirm. The order must be this owner's and the amount the attempt's;
   * the hold is renewed before the provider is asked (a time booked by someone else meanwhile is
   * refused here, before any money is taken), and one caller confirms.
   */
  async verify(
    kind: DepositKind,
    ownerId: number,
    dto: { orderId: string; paymentKey: string; amount: number },
    address: string,
  ): Promise<DepositPaid> {
    await this.limiter.hit('verify', { address });
    let payment = await this.payments.findOne({ order_id: dto.orderId });
    if (!payment || payment[DEPOSIT_KINDS[kind].column] !== ownerId) {
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않아요.',
        code: 'ORDER_MISMATCH',
      });
    }
    // Counted once the caller has named one of the appointment's own orders.
    await this.limiter.hit('verify', { application: `${kind}:${ownerId}` });
    if (dto.amount !== payment.amount) {
      throw new BadRequestException({
        message: '결제 금액이 일치하지 않아요.',
        code: 'AMOUNT_MISMATCH',
      });
    }
    if (payment.payment_key && payment.payment_key !== dto.paymentKey) {
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않아요.',
        code: 'PAYMENT_KEY_MISMATCH',
      });
    }
    if (payment.status === 'READY') {
      try {
        await this.owners.get(kind).holdForPayment(ownerId);
      } catch (error) {
        // The owner refused the time (in words): nothing was charged, and this attempt's
        // approval is never confirmed. Any other error leaves the attempt as it is.
        if (isRefusal(error)) await this.failUnsent(payment.id, messageOf(error));
        throw error;
      }
      const claimed = await this.claim(payment.id, dto.paymentKey);
      payment = claimed
        ? await this.confirmClaimed(claimed)
        : await this.waitWhileConfirming(payment.id);
    } else if (payment.status === 'CONFIRMING' && !this.isStale(payment)) {
      payment = await this.waitWhileConfirming(payment.id);
    } else if (payment.status === 'CONFIRMING' || payment.status === 'UNKNOWN') {
      payment = await this.reconcile(payment);
    }
    return answer(payment);
  }

  /**
   * Gives the owner's paid deposit back (a family's cancel before the deadline, the centre's
   * cancel: in full; a 회기권's unused sessions: `cancelAmount`, a partial cancel): the provider's
   * cancel with the attempt's idempotency key for this balance, its answer settled, which tells
   * the owner in the same transaction. 'none' when nothing was paid online. An answer that never
   * came is marked for the reconciliation job and answered 503.
   */
  async refund(
    kind: DepositKind,
    ownerId: number,
    reason: string,
    actor: MoneyActor,
    cancelAmount?: number,
    seen?: { alreadyRefunded: number },
  ): Promise<'refunded' | 'none'> {
    const payment = await this.manager.getRepository(Payment).findOneBy({
      [DEPOSIT_KINDS[kind].column]: ownerId,
      // With what the owner saw given back already, the rest of a partly refunded one too.
      status: In(seen ? ['DONE', 'PARTIAL_CANCELED'] : ['DONE']),
      auto_cancel_reason: IsNull(),
    });
    if (!payment?.payment_key) return 'none';
    const balance = payment.balance_amount ?? payment.amount;
    // A refund settled since the owner looked (another click, the console) changed the balance
    // and with it the key: asked again, it would be a second refund.
    if (
      (seen && payment.amount - balance !== seen.alreadyRefunded) ||
      (cancelAmount !== undefined && cancelAmount > balance)
    ) {
      throw new ConflictException({
        message: '다른 환불이 먼저 처리되었습니다. 화면을 새로 고쳐 확인해 주세요.',
        code: 'REFUND_RACED',
      });
    }
    const partial = cancelAmount !== undefined && cancelAmount < balance;
    const result = await this.toss.cancel(
      payment.payment_key,
      { cancelReason: reason.slice(0, 200), ...(partial ? { cancelAmount } : {}) },
      cancelIdempotencyKey(payment),
    );
    if (result.kind === 'ok') {
      await this.settle(payment.id, result.payment, actor);
      return 'refunded';
    }
    if (result.kind === 'unknown') throw await this.refundPending(kind, payment.id);
    if (result.code === 'ALREADY_CANCELED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') {
        await this.settle(payment.id, lookup.payment, actor);
        return 'refunded';
      }
      // Cancelled there, but not seen yet: the reconciliation job looks it up.
      throw await this.refundPending(kind, payment.id);
    }
    this.logger.error(`deposit refund of attempt ${payment.id} refused (${result.code})`);
    throw new ConflictException({ message: WORDS[kind].refundRefused, code: 'REFUND_REFUSED' });
  }

  /** Applies the provider's view of a deposit attempt; gives back what the owner cannot keep. */
  async settle(paymentId: number, toss: TossPayment, actor: MoneyActor = SYSTEM): Promise<Payment> {
    const settled = await this.settleWrite(paymentId, toss, actor);
    return this.awaitsAutoCancel(settled) ? this.autoCancel(settled) : settled;
  }

  /** Looks an unsettled deposit attempt up with the provider and settles it. */
  async reconcile(payment: Payment): Promise<Payment> {
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind === 'rejected' && lookup.code === 'NOT_FOUND_PAYMENT') {
      return this.payments.markFailed(payment.id, lookup.code, '결제 정보를 찾을 수 없어요.');
    }
    if (lookup.kind !== 'ok') return this.waitWhileConfirming(payment.id);
    if (lookup.payment.status === 'IN_PROGRESS' && payment.payment_key) {
      // The confirm never reached the provider: sent again (same key) only while the time is
      // still the family's; else the attempt ends here, nothing charged.
      const owner = depositOwnerOf(payment)!;
      try {
        await this.owners.get(owner.kind).holdForPayment(owner.ownerId);
      } catch (error) {
        // The provider holds no charge (IN_PROGRESS): the attempt ends unconfirmed.
        if (!isRefusal(error)) throw error;
        return this.payments.markFailed(payment.id, 'HOLD_REFUSED', messageOf(error));
      }
      const now = this.clock.now();
      const reclaimed = await this.payments.reclaimConfirm(
        payment.id,
        now,
        new Date(now.getTime() - STALE_CONFIRM_MS),
      );
      return reclaimed ? this.confirmClaimed(reclaimed) : this.waitWhileConfirming(payment.id);
    }
    return this.settle(payment.id, lookup.payment);
  }

  /** Cancels in full at the provider a deposit the owner could not keep, once (its key). */
  async autoCancel(payment: Payment): Promise<Payment> {
    if (!payment.payment_key) return payment;
    const reason = payment.auto_cancel_reason ?? 'APPLICATION_CLOSED';
    const texts = AUTO_CANCEL_TEXT[depositOwnerOf(payment)?.kind ?? 'appointment'];
    const result = await this.toss.cancel(
      payment.payment_key,
      { cancelReason: texts[reason] ?? texts.APPLICATION_CLOSED! },
      cancelIdempotencyKey(payment),
    );
    if (result.kind === 'ok') return this.settleWrite(payment.id, result.payment, SYSTEM);
    if (result.kind === 'rejected' && result.code === 'ALREADY_CANCELED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settleWrite(payment.id, lookup.payment, SYSTEM);
    }
    if (result.kind === 'rejected') {
      this.logger.error(
        `automatic cancel of deposit attempt ${payment.id} refused (${result.code}): refund it by hand`,
      );
      return this.payments.markAutoCancelRefused(payment.id, result.code);
    }
    return payment;
  }

  /** A refund whose outcome is not known: marked for the reconciliation job, answered 503. */
  private async refundPending(
    kind: DepositKind,
    paymentId: number,
  ): Promise<ServiceUnavailableException> {
    await this.manager
      .getRepository(Payment)
      .update({ id: paymentId }, { cancel_requested_at: this.clock.now() });
    return new ServiceUnavailableException({
      message: WORDS[kind].refundPending,
      code: 'REFUND_PENDING',
    });
  }

  /**
   * Ends an attempt not yet sent to the provider (READY only: one being confirmed by another
   * caller is left to its confirm), its borrowed key let go.
   */
  private async failUnsent(paymentId: number, message: string): Promise<void> {
    await this.manager.getRepository(Payment).update(
      { id: paymentId, status: 'READY' },
      {
        status: 'FAILED',
        failure_code: 'HOLD_REFUSED',
        failure_message: message.slice(0, 500),
        payment_key: null,
      },
    );
  }

  private inFlight(kind: DepositKind, ownerId: number): Promise<boolean> {
    return this.manager.getRepository(Payment).existsBy({
      [DEPOSIT_KINDS[kind].column]: ownerId,
      status: In(['CONFIRMING', 'UNKNOWN']),
    });
  }

  /** READY → CONFIRMING for one caller; the unique index refuses a second live attempt. */
  private async claim(paymentId: number, paymentKey: string): Promise<Payment | null> {
    try {
      const result = await this.manager
        .createQueryBuilder()
        .update(Payment)
        .set({
          status: 'CONFIRMING',
          payment_key: paymentKey,
          confirm_started_at: this.clock.now(),
        })
        .where("id = :id AND status = 'READY'", { id: paymentId })
        .returning('*')
        .execute();
      return (result.raw as Payment[])[0] ?? null;
    } catch (error) {
      if (!refusedWith(error, SQL_STATE.uniqueViolation)) throw error;
      const constraint = (error as { driverError?: { constraint?: string } }).driverError
        ?.constraint;
      if (
        constraint === 'payment_one_live_per_appointment' ||
        constraint === 'payment_one_live_per_package'
      ) {
        throw alreadyPaid();
      }
      // The key is bound to another attempt: not this order's.
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않아요.',
        code: 'PAYMENT_KEY_MISMATCH',
      });
    }
  }

  private async confirmClaimed(payment: Payment): Promise<Payment> {
    const result: TossResult = await this.toss.confirm(
      { paymentKey: payment.payment_key!, orderId: payment.order_id, amount: payment.amount },
      `confirm-${payment.order_id}`,
    );
    if (result.kind === 'ok') return this.settle(payment.id, result.payment, FAMILY);
    if (result.kind === 'unknown') return this.payments.markUnknown(payment.id);
    if (result.code === 'ALREADY_PROCESSED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settle(payment.id, lookup.payment, FAMILY);
      return this.payments.markUnknown(payment.id);
    }
    return this.payments.markFailed(payment.id, result.code, result.message);
  }

  private settleWrite(paymentId: number, toss: TossPayment, actor: MoneyActor): Promise<Payment> {
    return this.manager.transaction(async (manager) => {
      const found = await ownerOfAttempt(manager, paymentId);
      if (found === null) throw new NotFoundException('결제 정보를 찾을 수 없어요.');
      const { kind, ownerId } = found;
      const owner = this.owners.get(kind);
      // The owner's row first, then the attempt: every deposit path takes them in this order.
      await owner.lock(manager, ownerId);
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException('결제 정보를 찾을 수 없어요.');
      if (toss.orderId !== payment.order_id || toss.totalAmount !== payment.amount) {
        this.logger.error(`provider answer does not match deposit attempt ${payment.id}`);
        return writeFailure(manager, payment, 'PROVIDER_MISMATCH', '결제 정보가 일치하지 않아요.');
      }
      if (payment.balance_amount !== null && toss.balanceAmount > payment.balance_amount) {
        return payment;
      }
      const status = attemptStatusOf(toss);
      if (!status) return payment;
      if (status === payment.status && toss.balanceAmount === payment.balance_amount)
        return payment;
      const took = status === 'DONE' || status === 'WAITING_FOR_DEPOSIT';
      let autoCancel = payment.auto_cancel_reason;
      if (!autoCancel && took) {
        autoCancel = await this.keepOrGiveBack(manager, payment, status, found, toss.method);
      }
      const cancelled = status === 'CANCELED' || status === 'PARTIAL_CANCELED';
      // The owner hears of money given back (never of the app's own automatic cancel): the whole
      // deposit undoes a booking; part of it (a 회기권's unused sessions, a refund made at the
      // provider's console) is recorded, and an appointment stays as it is.
      const lowered =
        payment.balance_amount === null || toss.balanceAmount < payment.balance_amount;
      if (cancelled && lowered && !autoCancel && toss.balanceAmount < payment.amount) {
        await owner.refunded(manager, ownerId, actor.kind, {
          whole: toss.balanceAmount === 0,
          refunded: payment.amount - toss.balanceAmount,
        });
      }
      const now = this.clock.now();
      await manager.update(Payment, payment.id, {
        ...providerViewColumns(toss, status),
        ...(cancelled ? { cancel_requested_at: null } : {}),
        auto_cancel_reason: autoCancel,
        ...(cancelled && autoCancel ? { auto_canceled_at: now } : {}),
      });
      await recordProviderView(manager, payment, toss, actor, autoCancel !== null);
      await auditMoneyAct(manager, actor);
      return (await manager.findOneBy(Payment, { id: payment.id }))!;
    });
  }

  /**
   * Money the provider took for a deposit: kept when the owner books with it; else the reason the
   * app gives it back in full (another attempt already paid it, an account where none is taken,
   * the time booked by someone else while the family paid, a cancelled booking).
   */
  private async keepOrGiveBack(
    manager: EntityManager,
    payment: Payment,
    status: PaymentAttemptStatus,
    { kind, ownerId }: { kind: DepositKind; ownerId: number },
    method: string | undefined,
  ): Promise<AutoCancelReason | null> {
    const other = await manager.getRepository(Payment).existsBy({
      [DEPOSIT_KINDS[kind].column]: ownerId,
      id: Not(payment.id),
      status: In(LIVE_ATTEMPT_STATUSES),
      auto_cancel_reason: IsNull(),
    });
    if (other) return 'ALREADY_PAID';
    if (status !== 'DONE') return 'APPLICATION_CLOSED';
    // Paid by a method this site takes no deposit by (a browser that changed the window's
    // method to 휴대폰 or a gift card): given back. 간편결제 comes through the card window.
    if (method && !DEPOSIT_PROVIDER_METHODS.includes(method)) return 'APPLICATION_CLOSED';
    const outcome = await this.owners.get(kind).paid(manager, ownerId, { method: payment.method });
    if (outcome === 'kept') return null;
    this.logger.warn(
      `deposit attempt ${payment.id} paid for a booking it cannot keep (${outcome})`,
    );
    return outcome === 'taken' ? 'NO_SLOT' : 'APPLICATION_CLOSED';
  }

  private awaitsAutoCancel(payment: Payment): boolean {
    return (
      !!payment.auto_cancel_reason &&
      !payment.auto_cancel_refused &&
      ['DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED'].includes(payment.status)
    );
  }

  private isStale(payment: Payment): boolean {
    return confirmIsStale(payment, this.clock.now());
  }

  private waitWhileConfirming(paymentId: number): Promise<Payment> {
    return waitWhileConfirming(this.payments, this.clock, paymentId);
  }
}

/** The owner an attempt pays, or null when there is no such deposit attempt. */
async function ownerOfAttempt(
  manager: EntityManager,
  paymentId: number,
): Promise<{ kind: DepositKind; ownerId: number } | null> {
  const rows: { appointment_id: number | null; package_id: number | null }[] = await manager.query(
    `SELECT appointment_id, package_id FROM payment WHERE id = $1`,
    [paymentId],
  );
  return rows[0] ? depositOwnerOf(rows[0]) : null;
}

/** The owner said no in words (a 4xx): the time is gone, cancelled or paid already. */
function isRefusal(error: unknown): error is HttpException {
  return error instanceof HttpException && error.getStatus() >= 400 && error.getStatus() < 500;
}

/** A refusal's Korean message (never an internal error's text). */
function messageOf(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'object' && body && 'message' in body) return String(body.message);
  return typeof body === 'string' ? body : '결제할 수 없는 예약이에요.';
}

/** The family's answer to verify: paid, or why not, in Korean. */
function answer(payment: Payment): DepositPaid {
  if (payment.auto_cancel_reason === 'NO_SLOT') {
    throw new ConflictException({
      message:
        payment.status === 'CANCELED'
          ? '결제하는 사이 다른 분이 그 시간을 예약해서 예약금을 전액 취소했어요. 다른 시간을 골라 주세요.'
          : '결제하는 사이 다른 분이 그 시간을 예약해서 예약금을 전액 취소하고 있어요. 다른 시간을 골라 주세요.',
      code: 'SLOT_GONE_REFUNDED',
    });
  }
  if (payment.auto_cancel_reason) {
    const what = depositOwnerOf(payment)?.kind === 'package' ? '회기권' : '예약';
    throw new ConflictException({
      message: `이미 결제되었거나 취소된 ${what}이라 이번 결제는 전액 취소돼요. 내 정보에서 확인해 주세요.`,
      code: 'AUTO_CANCELED',
    });
  }
  switch (payment.status) {
    case 'DONE':
      return {
        ownerId: depositOwnerOf(payment)!.ownerId,
        method: PAYMENT_METHODS[payment.method],
        amount: payment.amount,
        receiptUrl: payment.receipt_url,
      };
    case 'CONFIRMING':
    case 'UNKNOWN':
    case 'READY':
      throw paymentProcessing();
    case 'FAILED':
    case 'EXPIRED':
      throw new HttpException(
        {
          message: payment.failure_message
            ? `결제하지 못했어요. ${payment.failure_message}`
            : '결제하지 못했어요. 다시 시도해 주세요.',
          code: payment.failure_code ?? 'PAYMENT_FAILED',
        },
        payment.failure_code === 'HOLD_REFUSED' ? 409 : 400,
      );
    default:
      throw new ConflictException({ message: '이미 취소된 결제예요.', code: 'CANCELED' });
  }
}
