import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull, LessThan, Not, QueryFailedError } from 'typeorm';
import { Application } from '../applications/application.entity';
import { GuestToken, type GuestProof } from '../auth';
import { Clock } from '../common/clock/clock';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import { seoulDate } from '../common/dates/seoul-date';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { bankName } from '../common/money/bank-codes';
import type { InitPaymentDto, VerifyPaymentDto } from './dto/payment.dto';
import type { PaymentInitResponse, RetryResponse, VerifyResponse } from './dto/payment.response';
import {
  LIVE_ATTEMPT_STATUSES,
  PAYMENT_METHODS,
  methodFromName,
  type ApplicationPaymentStatus,
  type PaymentAttemptStatus,
  type PaymentMethodName,
} from '../common/money/payment-method';
import { CLOSED_ATTEMPT, closeOpenAttempts } from './open-attempts';
import type { PaymentCaller } from './payment-caller';
import { Payment } from './payment.entity';
import { SANDBOX_BASE_PATH } from '../config/payments.config';
import { TossClient, type TossResult } from './toss/toss-client';
import type { TossPayment } from './toss/toss-types';

export const PROCESSING_CODE = 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING';
const PROCESSING_MESSAGE = '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.';
const VIRTUAL_ACCOUNT_VALID_HOURS = 72;
const VIRTUAL_ACCOUNT_EXPIRED_MESSAGE =
  '입금 기한이 지나 가상계좌가 만료되었습니다. 다시 결제해 주세요.';
/** A confirm that has not come back within this long is looked up with the provider. */
const STALE_CONFIRM_MS = 60_000;
/** How long a concurrent verify waits for the one that is confirming. */
const WAIT_FOR_CONFIRM_MS = 8_000;
/** A cancel whose answer never came and that changed nothing by then never arrived. */
const CANCEL_ANSWER_STALE_MS = 2 * 60_000;
/** Statuses in which an attempt marked for an automatic cancel still holds money or an account. */
const TO_AUTO_CANCEL: PaymentAttemptStatus[] = ['DONE', 'WAITING_FOR_DEPOSIT', 'PARTIAL_CANCELED'];
const AUTO_CANCEL_REASON = '신청 취소 후 승인된 결제 자동 취소';

/**
 * Payment attempts and their settlement. The server decides every amount: an attempt copies the
 * application's total, verify compares the returned amount with it and confirms the stored
 * one. Confirming is claimed with a conditional UPDATE, so however many verifies arrive, one
 * provider call is made; a unique index keeps a second attempt of the same application from
 * being confirmed. An answer that never came leaves the attempt UNKNOWN, to be looked up.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly guestToken: GuestToken,
    private readonly limiter: RequestLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async init(
    caller: PaymentCaller,
    dto: InitPaymentDto,
    origin: string,
  ): Promise<PaymentInitResponse> {
    await this.limiter.hit('paymentStart', { address: caller.address });
    // The amount, names and return URLs the spec's request carries are never read: the
    // provider is asked for the application's own total, whatever the browser believed it was.
    const application = await this.payableApplication(caller, dto.applicationId);
    // Counted once the caller has shown it may pay this application: nobody else can use it up.
    await this.limiter.hit('paymentStart', { application: String(application.id) });
    const method = (dto.method && methodFromName(dto.method)) || application.pay_method;
    const orderId = `AP${application.id}-${randomBytes(12).toString('base64url')}`;
    await this.dataSource.getRepository(Payment).insert({
      application_id: application.id,
      order_id: orderId,
      method,
      amount: application.total_amount,
      status: 'READY',
      created_at: this.clock.now(),
    });
    const { payments } = this.config;
    return {
      clientKey: payments.clientKey,
      ...(payments.sdkSrc ? { sdkSrc: payments.sdkSrc } : {}),
      method: PAYMENT_METHODS[method],
      amount: application.total_amount,
      orderId,
      orderName: application.lecture.title.slice(0, 100),
      customerName: application.applicant_name.slice(0, 100),
      customerEmail: application.applicant_email.slice(0, 100),
      successUrl: `${origin}/payments/success/${application.id}`,
      failUrl: `${origin}/payments/fail/${application.id}`,
      ...(method === 'VIRTUAL_ACCOUNT' ? { validHours: VIRTUAL_ACCOUNT_VALID_HOURS } : {}),
    };
  }

  /** `payMethod` (from my info's three buttons) becomes the method of the next attempt. */
  async retry(
    caller: PaymentCaller,
    applicationId: number,
    payMethod?: PaymentMethodName,
  ): Promise<RetryResponse> {
    const application = await this.payableApplication(caller, applicationId);
    const method = payMethod && methodFromName(payMethod);
    if (method && method !== application.pay_method) {
      await this.dataSource
        .getRepository(Application)
        .update({ id: application.id }, { pay_method: method });
      application.pay_method = method;
    }
    return {
      total: application.total_amount,
      lectureTitle: application.lecture.title,
      applicant: { name: application.applicant_name, email: application.applicant_email },
      applicationId: application.id,
      payMethod: PAYMENT_METHODS[application.pay_method],
    };
  }

  async verify(dto: VerifyPaymentDto, address: string): Promise<VerifyResponse> {
    await this.limiter.hit('verify', { address });
    const payments = this.dataSource.getRepository(Payment);
    let payment = await payments.findOneBy({ order_id: dto.orderId });
    if (!payment || payment.application_id !== dto.applicationId) {
      throw new BadRequestException({
        message: '결제 정보가 일치하지 않습니다.',
        code: 'ORDER_MISMATCH',
      });
    }
    // Counted once the caller has named one of the application's own orders.
    await this.limiter.hit('verify', { application: String(payment.application_id) });
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
      const claimed = await this.claim(payment.id, dto.paymentKey);
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
   * Settles every attempt whose confirm never answered, and every virtual account past its due
   * date (Toss sends no event when one expires, and until then the application stays W and
   * cannot be paid another way); the reconciliation job calls this.
   */
  async reconcilePending(): Promise<number> {
    const now = this.clock.now();
    const stale = new Date(now.getTime() - STALE_CONFIRM_MS);
    const pending = await this.dataSource.getRepository(Payment).find({
      where: [
        { status: 'UNKNOWN' },
        { status: 'CONFIRMING', confirm_started_at: LessThan(stale) },
        { status: 'WAITING_FOR_DEPOSIT', va_due_date: LessThan(now) },
        {
          auto_cancel_reason: Not(IsNull()),
          status: In(TO_AUTO_CANCEL),
          auto_cancel_refused: IsNull(),
        },
        { cancel_requested_at: Not(IsNull()) },
      ],
      order: { id: 'ASC' },
      take: 100,
    });
    for (const payment of pending) {
      if (awaitsAutoCancel(payment)) {
        await this.autoCancel(payment);
      } else if (payment.cancel_requested_at) {
        await this.lookUpCancel(payment);
      } else {
        await this.reconcile(payment);
      }
    }
    return pending.length;
  }

  /**
   * Provider notifications. DEPOSIT_CALLBACK carries the virtual account's secret, compared in
   * constant time; PAYMENT_STATUS_CHANGED carries nothing to trust, so the payment is looked up.
   * Either way the state applied is the provider's answer to our own lookup, and applying it
   * twice changes nothing.
   */
  async handleWebhook(body: unknown): Promise<'applied' | 'ignored'> {
    if (!isRecord(body)) return 'ignored';
    const data = isRecord(body.data) ? body.data : undefined;
    if (body.eventType === 'PAYMENT_STATUS_CHANGED') {
      // Only which payment it is about is read: by orderId, or by paymentKey in the older shape.
      const payment =
        typeof data?.orderId === 'string'
          ? await this.paymentBy({ order_id: data.orderId })
          : typeof data?.paymentKey === 'string'
            ? await this.paymentBy({ payment_key: data.paymentKey })
            : null;
      if (!payment) return 'ignored';
      return this.applyLookup(payment, await this.toss.getPaymentByOrderId(payment.order_id));
    }
    // DEPOSIT_CALLBACK is flat (toss-contract.md §5); some deliveries wrap it in `data`.
    const deposit = typeof body.secret === 'string' ? body : data;
    if (typeof deposit?.secret === 'string' && typeof deposit.orderId === 'string') {
      const payment = await this.dataSource
        .getRepository(Payment)
        .createQueryBuilder('payment')
        .addSelect('payment.va_secret')
        .where('payment.order_id = :orderId', { orderId: deposit.orderId })
        .getOne();
      if (!payment?.va_secret || !sameSecret(payment.va_secret, deposit.secret)) {
        this.logger.warn('deposit callback with an unknown order or a wrong secret: ignored');
        return 'ignored';
      }
      return this.applyLookup(payment, await this.toss.getPaymentByOrderId(payment.order_id));
    }
    return 'ignored';
  }

  private paymentBy(
    where: { order_id: string } | { payment_key: string },
  ): Promise<Payment | null> {
    return this.dataSource.getRepository(Payment).findOneBy(where);
  }

  /**
   * A lookup that got no answer (timeout, 5xx) leaves the event unverified: answering 200 would
   * tell the provider it was delivered, and a deposit would go unrecorded (nothing else looks up
   * an account awaiting its deposit before its due date). A 503 makes the provider send it again.
   */
  private async applyLookup(payment: Payment, result: TossResult): Promise<'applied' | 'ignored'> {
    if (result.kind === 'unknown') {
      throw new ServiceUnavailableException({
        message: '결제 정보를 확인하지 못했습니다. 잠시 후 다시 보내 주세요.',
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind !== 'ok') return 'ignored';
    await this.settle(payment.id, result.payment);
    return 'applied';
  }

  /**
   * The browser that made the application, or a guest whose lookup proved the application's
   * e-mail and birth date (paying later from my info), may pay it; anyone else gets 403.
   */
  private async payableApplication(
    caller: PaymentCaller,
    applicationId: number,
  ): Promise<Application> {
    // One query: find() with a relation would first select the distinct ids, then the rows.
    const application = await this.dataSource
      .getRepository(Application)
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.lecture', 'lecture')
      .where('application.id = :applicationId', { applicationId })
      .getOne();
    if (
      !caller.madeApplications.includes(applicationId) &&
      !this.guestProves(caller.guestProof, application)
    ) {
      throw new ForbiddenException(
        '이 신청의 결제 정보에 접근할 수 없습니다. 신청 내역 조회에서 다시 시도해 주세요.',
      );
    }
    if (!application) throw new NotFoundException('신청 내역을 찾을 수 없습니다.');
    const blocked: Partial<Record<ApplicationPaymentStatus, [string, string]>> = {
      Y: ['이미 결제가 완료된 신청입니다.', 'ALREADY_PAID'],
      W: ['입금 대기 중인 신청입니다. 안내된 계좌로 입금해 주세요.', 'AWAITING_DEPOSIT'],
      C: ['취소된 신청입니다.', 'CANCELED'],
      P: ['환불된 신청입니다.', 'REFUNDED'],
    };
    const reason = blocked[application.payment_status];
    if (reason) throw new ConflictException({ message: reason[0], code: reason[1] });
    if (seoulDate(this.clock.now()) >= application.lecture.lec_period_start) {
      throw new BadRequestException('강의가 이미 시작되어 결제할 수 없습니다.');
    }
    const inFlight = await this.dataSource.getRepository(Payment).existsBy({
      application_id: application.id,
      status: In(['CONFIRMING', 'UNKNOWN']),
    });
    if (inFlight)
      throw new ConflictException({ message: PROCESSING_MESSAGE, code: PROCESSING_CODE });
    return application;
  }

  private guestProves(proof: GuestProof | null, application: Application | null): boolean {
    if (!application || !proof) return false;
    return (
      proof.email === application.applicant_email.trim().toLowerCase() &&
      this.guestToken.provesBirth(proof, application.applicant_birth)
    );
  }

  /**
   * READY → CONFIRMING for exactly one caller, and only while the application still wants money
   * (unpaid): a confirm for a cancelled or paid application is refused before the provider is
   * asked. Null when another caller got there first.
   */
  private async claim(paymentId: number, paymentKey: string): Promise<Payment | null> {
    let rows: Payment[];
    try {
      const result = await this.dataSource
        .createQueryBuilder()
        .update(Payment)
        .set({
          status: 'CONFIRMING',
          payment_key: paymentKey,
          confirm_started_at: this.clock.now(),
        })
        .where('id = :id AND status = :status', { id: paymentId, status: 'READY' })
        // The share lock makes a close of the application in progress (a withdrawal, a
        // refund) finish first; the claim then sees its outcome.
        .andWhere(
          `EXISTS (SELECT 1 FROM application
                    WHERE application.id = application_id AND application.payment_status = 'N'
                    FOR SHARE)`,
        )
        .returning('*')
        .execute();
      rows = result.raw as Payment[];
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyPaid();
      throw error;
    }
    if (rows.length) return rows[0];
    const payment = await this.reload(paymentId);
    if (payment.status !== 'READY') return null;
    // Still READY, so the application is what refused: it no longer wants money.
    const application = await this.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: payment.application_id });
    if (application.payment_status === 'C' || application.payment_status === 'P') {
      // An attempt left READY by an older release: end it as a close would have.
      await this.dataSource.transaction((manager) =>
        closeOpenAttempts(manager, application.id, 'APPLICATION_CLOSED'),
      );
      return null;
    }
    throw alreadyPaid();
  }

  private async confirmClaimed(payment: Payment): Promise<Payment> {
    const result = await this.toss.confirm(
      { paymentKey: payment.payment_key!, orderId: payment.order_id, amount: payment.amount },
      `confirm-${payment.order_id}`,
    );
    return this.afterConfirm(payment, result);
  }

  private async afterConfirm(payment: Payment, result: TossResult): Promise<Payment> {
    if (result.kind === 'ok') return this.settle(payment.id, result.payment);
    if (result.kind === 'unknown') return this.markUnknown(payment.id);
    if (result.code === 'ALREADY_PROCESSED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settle(payment.id, lookup.payment);
      return this.markUnknown(payment.id);
    }
    return this.markFailed(payment.id, result.code, result.message);
  }

  /** Looks an unsettled attempt up with the provider and settles it; confirms it if still due. */
  private async reconcile(payment: Payment): Promise<Payment> {
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind === 'unknown') return payment;
    if (lookup.kind === 'rejected') {
      return lookup.code === 'NOT_FOUND_PAYMENT'
        ? this.markFailed(payment.id, lookup.code, '결제 정보를 찾을 수 없습니다.')
        : payment;
    }
    if (lookup.payment.status === 'IN_PROGRESS' && payment.payment_key) {
      // The confirm never reached the provider: send it again (same idempotency key). Only one
      // caller may: the claim needs the attempt still UNKNOWN or its confirm still stale, and
      // whoever claims it makes it a fresh CONFIRMING; the others wait for that confirm.
      const now = this.clock.now();
      const reclaimed = await this.dataSource
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'CONFIRMING', confirm_started_at: now })
        .where(
          "id = :id AND (status = 'UNKNOWN' OR (status = 'CONFIRMING' AND confirm_started_at < :stale))",
          { id: payment.id, stale: new Date(now.getTime() - STALE_CONFIRM_MS) },
        )
        .returning('*')
        .execute();
      const rows = reclaimed.raw as Payment[];
      return rows.length ? this.confirmClaimed(rows[0]) : this.waitWhileConfirming(payment.id);
    }
    return this.settle(payment.id, lookup.payment);
  }

  /** A confirm started this long ago is not coming back: its process died or timed out. */
  private isStale(payment: Payment): boolean {
    const started = payment.confirm_started_at?.getTime() ?? 0;
    return this.clock.now().getTime() - started > STALE_CONFIRM_MS;
  }

  private async waitWhileConfirming(paymentId: number): Promise<Payment> {
    const deadline = Date.now() + WAIT_FOR_CONFIRM_MS;
    let payment = await this.reload(paymentId);
    while (payment.status === 'CONFIRMING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      payment = await this.reload(paymentId);
    }
    return payment;
  }

  /**
   * Applies the provider's view of a payment to the attempt and its application, in one
   * transaction, with the attempt row locked. Only forward moves are written, so applying the
   * same view twice (a replayed webhook, a second verify) changes nothing.
   */
  async settle(paymentId: number, toss: TossPayment): Promise<Payment> {
    const settled = await this.settleRow(paymentId, toss);
    return awaitsAutoCancel(settled) ? this.autoCancel(settled) : settled;
  }

  private settleRow(paymentId: number, toss: TossPayment): Promise<Payment> {
    return this.dataSource.transaction(async (manager) => {
      // The application's row first, then the attempt's: every path that changes both (a claim,
      // a withdrawal, this) takes them in that order, so two of them never wait on each other.
      await manager.query(
        `SELECT application.id FROM application JOIN payment ON payment.application_id = application.id
          WHERE payment.id = $1 FOR UPDATE OF application`,
        [paymentId],
      );
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException('결제 정보를 찾을 수 없습니다.');
      if (toss.orderId !== payment.order_id || toss.totalAmount !== payment.amount) {
        this.logger.error(`provider answer does not match attempt ${payment.id}: not applied`);
        return this.writeFailure(
          manager,
          payment,
          'PROVIDER_MISMATCH',
          '결제 정보가 일치하지 않습니다.',
        );
      }
      const status = attemptStatusOf(toss);
      // Not confirmed at the provider yet, or nothing new: nothing to write.
      if (!status) return payment;
      if (status === payment.status && toss.balanceAmount === payment.balance_amount)
        return payment;
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
      if (!autoCancel) {
        const moved = await this.moveApplication(manager, payment, status, toss);
        if (!moved && (status === 'DONE' || status === 'WAITING_FOR_DEPOSIT')) {
          const application = await manager.findOneByOrFail(Application, {
            id: payment.application_id,
          });
          autoCancel = application.payment_status === 'C' ? 'APPLICATION_CLOSED' : 'ALREADY_PAID';
          this.logger.warn(
            `attempt ${payment.id} is ${status} at the provider but application ${payment.application_id} is ${application.payment_status}: cancelling it in full`,
          );
        }
      }
      await manager.update(Payment, payment.id, {
        status,
        payment_key: toss.paymentKey,
        approved_at: toss.approvedAt ? new Date(toss.approvedAt) : null,
        receipt_url: toss.receipt?.url ?? null,
        balance_amount: toss.balanceAmount,
        failure_code: failure?.code.slice(0, 64) ?? null,
        failure_message: failure?.message.slice(0, 500) ?? null,
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
      return (await manager.findOneBy(Payment, { id: payment.id }))!;
    });
  }

  /** Moves the application as the attempt's new status says; answers whether it moved. */
  private async moveApplication(
    manager: EntityManager,
    payment: Payment,
    status: PaymentAttemptStatus,
    toss: TossPayment,
  ): Promise<boolean> {
    const refunded = toss.totalAmount - toss.balanceAmount;
    const move = async (
      to: ApplicationPaymentStatus,
      from: ApplicationPaymentStatus[],
      refundedAmount = 0,
    ) => {
      const result = await manager
        .createQueryBuilder()
        .update(Application)
        .set({ payment_status: to, refunded_amount: refundedAmount })
        .where('id = :id AND payment_status IN (:...from)', { id: payment.application_id, from })
        .execute();
      const moved = !!result.affected;
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
        return move('W', ['N']);
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
  private async autoCancel(payment: Payment): Promise<Payment> {
    if (!payment.payment_key) return payment;
    const result = await this.toss.cancel(
      payment.payment_key,
      { cancelReason: AUTO_CANCEL_REASON },
      `cancel-${payment.order_id}`,
    );
    if (result.kind === 'ok') return this.settleRow(payment.id, result.payment);
    if (result.kind === 'rejected' && result.code === 'ALREADY_CANCELED_PAYMENT') {
      const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
      if (lookup.kind === 'ok') return this.settleRow(payment.id, lookup.payment);
    }
    if (result.kind === 'rejected') {
      // A deposited virtual account needs the family's refund account: the centre refunds it.
      // Marked, so that the job stops asking and the refund waits for a person.
      this.logger.error(
        `automatic cancel of attempt ${payment.id} refused (${result.code}): refund it by hand`,
      );
      await this.dataSource
        .getRepository(Payment)
        .update({ id: payment.id }, { auto_cancel_refused: result.code.slice(0, 64) });
      return this.reload(payment.id);
    }
    return payment;
  }

  /**
   * A cancel whose answer never came (a guest cancel answered 503): the provider is asked what
   * happened, and the answer is recorded. If nothing changed there after the cancel claim's
   * time, the cancel never arrived and the mark is dropped (the guest may cancel again).
   */
  private async lookUpCancel(payment: Payment): Promise<Payment> {
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind !== 'ok') return payment;
    const settled = await this.settle(payment.id, lookup.payment);
    const requested = settled.cancel_requested_at?.getTime();
    if (requested && this.clock.now().getTime() - requested > CANCEL_ANSWER_STALE_MS) {
      // Only this mark: a guest who cancels again meanwhile sets a newer one, to be looked up.
      await this.dataSource.getRepository(Payment).update(
        { id: payment.id, cancel_requested_at: settled.cancel_requested_at! },
        {
          cancel_requested_at: null,
        },
      );
    }
    return settled;
  }

  private async markUnknown(paymentId: number): Promise<Payment> {
    await this.dataSource
      .getRepository(Payment)
      .update({ id: paymentId, status: 'CONFIRMING' }, { status: 'UNKNOWN' });
    return this.reload(paymentId);
  }

  private async markFailed(paymentId: number, code: string, message: string): Promise<Payment> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException('결제 정보를 찾을 수 없습니다.');
      if (!['READY', 'CONFIRMING', 'UNKNOWN'].includes(payment.status)) return payment;
      return this.writeFailure(manager, payment, code, message);
    });
  }

  private async writeFailure(
    manager: EntityManager,
    payment: Payment,
    code: string,
    message: string,
  ): Promise<Payment> {
    await manager.update(Payment, payment.id, {
      status: 'FAILED',
      failure_code: code.slice(0, 64),
      failure_message: message.slice(0, 500),
    });
    return (await manager.findOneBy(Payment, { id: payment.id }))!;
  }

  private async reload(paymentId: number): Promise<Payment> {
    return this.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
  }

  private async verifyAnswer(payment: Payment): Promise<VerifyResponse> {
    if (payment.auto_cancel_reason && payment.auto_cancel_refused) {
      throw new ConflictException({
        message:
          '이 결제는 자동으로 취소되지 못했습니다. 센터에서 확인 후 환불해 드리겠습니다. 문의 게시판이나 전화로 연락해 주세요.',
        code: 'AUTO_CANCEL_REFUSED',
      });
    }
    if (payment.auto_cancel_reason) {
      const done = payment.status === 'CANCELED';
      const why =
        payment.auto_cancel_reason === 'ALREADY_PAID'
          ? '이미 다른 결제가 진행된 신청이라'
          : '이미 취소된 신청이라';
      throw new ConflictException({
        message: done
          ? `${why} 이번 결제는 자동으로 전액 취소되었습니다.`
          : `${why} 이번 결제는 자동으로 전액 취소됩니다. 잠시 후 내 정보에서 확인해 주세요.`,
        code: done ? 'AUTO_CANCELED' : 'AUTO_CANCEL_PENDING',
      });
    }
    if (payment.status === 'FAILED' && payment.failure_code === 'APPLICATION_CLOSED') {
      throw new ConflictException({ message: CLOSED_ATTEMPT.APPLICATION_CLOSED, code: 'CANCELED' });
    }
    switch (payment.status) {
      case 'DONE':
      case 'WAITING_FOR_DEPOSIT': {
        const application = await this.dataSource
          .getRepository(Application)
          .findOneByOrFail({ id: payment.application_id });
        const waiting = payment.status === 'WAITING_FOR_DEPOSIT';
        return {
          message: waiting
            ? '가상계좌가 발급되었습니다. 안내된 계좌로 입금해 주세요.'
            : '결제가 완료되었습니다.',
          customerEmail: application.applicant_email,
          applicationId: application.id,
          paymentStatus: waiting ? 'W' : 'Y',
          method: PAYMENT_METHODS[payment.method],
          amount: payment.amount,
          receiptUrl: payment.receipt_url,
          virtualAccount:
            payment.va_account_number && payment.va_due_date
              ? {
                  bankCode: payment.va_bank_code ?? '',
                  bank: bankName(payment.va_bank_code),
                  accountNumber: payment.va_account_number,
                  holder: payment.va_holder ?? '',
                  dueDate: payment.va_due_date.toISOString(),
                }
              : null,
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
        throw new ConflictException({ message: PROCESSING_MESSAGE, code: PROCESSING_CODE });
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

/** Marked for the app's own cancel, still holding money or an account, and not refused. */
function awaitsAutoCancel(payment: Payment): boolean {
  return (
    !!payment.auto_cancel_reason &&
    !payment.auto_cancel_refused &&
    TO_AUTO_CANCEL.includes(payment.status)
  );
}

function alreadyPaid(): ConflictException {
  // Another attempt of this application is already live (paid, pending or confirming).
  return new ConflictException({
    message: '이미 결제가 진행 중이거나 완료된 신청입니다. 내 정보에서 결제 상태를 확인해 주세요.',
    code: 'ALREADY_PAID',
  });
}

function attemptStatusOf(toss: TossPayment): PaymentAttemptStatus | null {
  switch (toss.status) {
    case 'WAITING_FOR_DEPOSIT':
      // Whether Toss reports an unpaid account past its due date as EXPIRED or as waiting with
      // `expired: true` is unconfirmed (toss-contract.md §7): both end the attempt.
      return toss.virtualAccount?.expired ? 'EXPIRED' : 'WAITING_FOR_DEPOSIT';
    case 'DONE':
    case 'CANCELED':
    case 'PARTIAL_CANCELED':
    case 'EXPIRED':
      return toss.status;
    case 'ABORTED':
      return 'FAILED';
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}
