import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Application } from '../applications/application.entity';
import { AuditTrail, type AuditActor } from '../audit';
import { canIssueCashReceipt, CashReceipts } from '../cash-receipts';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { bankName } from '../common/money/bank-codes';
import { isOfflineMethod, METHOD_NAMES } from '../common/money/payment-method';
import {
  actorLabel,
  adminActor,
  refundDestination,
  type MoneyActor,
  type MoneyTotals,
} from '../ledger';
import { Outbox } from '../outbox';
import type { Payment } from '../payments';
import { SeatEvents } from '../seats';
import type { AdminRefundDto, AdminRefundResponse } from './dto/admin-refund.dto';
import type { ApplicationMoneyResponse } from './dto/application-money.response';
import type { RefundRequestedResponse } from './dto/refund-request.dto';
import { RefundAuthority, type MoneyAdmin } from './refund-authority';
import type { RefundRequest } from './refund-request.entity';
import { IN_FLIGHT, ProviderCancel } from './provider-cancel';
import { REFUND_ACCOUNT_REQUIRED } from './guest-cancel.service';
import { suggestedRefund } from './refund-policy';
import { RefundRepository } from './refund.repository';

export const ADMIN_REFUND = {
  notFound: '신청 내역을 찾을 수 없습니다.',
  notPaid: '결제되지 않은 신청입니다. 환불 대신 신청 취소를 이용해 주세요.',
  canceled: '이미 취소된 신청입니다.',
  tooLarge: (refundable: number) =>
    `환불할 수 있는 금액(${refundable.toLocaleString('ko-KR')}원)을 넘었습니다.`,
  noAccount: '이 결제는 계좌로 환불하지 않습니다. 결제 수단으로 환불됩니다.',
  noAccountAtDesk:
    '현장에서 결제한 신청은 센터에서 직접 환불합니다. 계좌를 입력하지 말고 환불을 기록해 주세요.',
} as const;

/** Provider attempt statuses that hold the application's money. */
const HOLDING = ['DONE', 'PARTIAL_CANCELED'];

/**
 * The centre refunds all or part of a paid application from the back office (issue 19): any
 * whole-won amount up to what is left paid, with a reason; the policy's amount is only the
 * suggestion. A provider payment is refunded through the provider (ProviderCancel: one flight per
 * ask, a claim across replicas, the Idempotency-Key of the payment's balance, 503 with nothing
 * recorded when the answer is lost), the ledger and the application written from its answer. A
 * payment taken at the desk is refunded by hand: the desk gives the money back, and this records
 * it. Either way the application is P while something is left paid and C when nothing is.
 */
@Injectable()
export class AdminRefundService {
  constructor(
    private readonly rows: RefundRepository,
    private readonly clock: Clock,
    private readonly providerCancel: ProviderCancel,
    private readonly seatEvents: SeatEvents,
    private readonly cashReceipts: CashReceipts,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly authority: RefundAuthority,
  ) {}

  /** What the ledger says the application paid and got back, in the caller's transaction if any. */
  totals(applicationId: number, manager?: EntityManager): Promise<MoneyTotals> {
    return this.rows.totals(applicationId, manager);
  }

  /** The application's money as the ledger has it, with the policy's suggestion. */
  async money(applicationId: number, admin: MoneyAdmin): Promise<ApplicationMoneyResponse> {
    const application = await this.rows.applicationWithLecture(applicationId);
    if (!application) throw new NotFoundException(ADMIN_REFUND.notFound);
    const [{ paid, refunded }, movements, holding, cashReceipt, requests, allowance] =
      await Promise.all([
        this.rows.totals(applicationId),
        this.rows.movementsOf(applicationId),
        this.holdingAttempt(applicationId),
        this.cashReceipts.viewOf(applicationId),
        this.authority.ofApplication(applicationId),
        this.authority.allowance(admin, applicationId),
      ]);
    const paidAtDesk = isOfflineMethod(application.pay_method);
    const method = holding?.method ?? application.pay_method;
    return {
      applicationId,
      paymentStatus: application.payment_status,
      totalAmount: application.total_amount,
      paid,
      refunded,
      refundable: paid - refunded,
      method,
      methodName: METHOD_NAMES[method],
      paidAtDesk,
      needsRefundAccount: !paidAtDesk && holding?.method === 'VIRTUAL_ACCOUNT',
      suggestion: suggestedRefund({
        paid,
        refunded,
        lectureStart: application.lecture.lec_period_start,
        today: seoulDate(this.clock.now()),
      }),
      cashReceipt,
      canIssueCashReceipt: canIssueCashReceipt(
        application.pay_method,
        paid - refunded,
        cashReceipt,
      ),
      movements: movements.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        method: entry.method,
        methodName: METHOD_NAMES[entry.method],
        who: actorLabel(entry.actor_kind, entry.actor_name),
        reason: entry.reason,
        note: entry.note,
        at: entry.occurred_at.toISOString(),
        // Cash refunded by hand waits until a person hands it back (issue 36).
        handBack:
          entry.kind === 'MANUAL_REFUND' && entry.method === 'CASH'
            ? {
                pending: !entry.handed_back_at,
                at: entry.handed_back_at?.toISOString() ?? null,
                by: entry.handed_back_by,
              }
            : null,
        destination:
          entry.refund_bank && entry.refund_account && entry.refund_holder
            ? {
                bank: entry.refund_bank,
                bankName: bankName(entry.refund_bank),
                account: entry.refund_account,
                holder: entry.refund_holder,
              }
            : null,
      })),
      requests,
      allowance,
    };
  }

  /**
   * A refund from the back office (issue 32: with authority). To an account typed here (the
   * family did not give it) it waits for the owner whoever asks; the owner's other refunds are
   * immediate; a staff member's executes at once within the limits (per application, per day,
   * counted under a lock with the amount reserved) and otherwise waits for the owner (202).
   */
  async refund(
    applicationId: number,
    dto: AdminRefundDto,
    by: AuditActor,
    admin: MoneyAdmin,
  ): Promise<AdminRefundResponse | RefundRequestedResponse> {
    const application = await this.rows.applicationById(applicationId);
    if (!application) throw new NotFoundException(ADMIN_REFUND.notFound);
    refundable(application);
    if (dto.refundAccount) {
      // Only a virtual-account deposit is refunded to an account; anything else goes back the
      // way it came, so a typed account would only be a false record of where the money went.
      const holding = await this.holdingAttempt(applicationId);
      accountAccepted(application, holding);
      const { paid, refunded } = await this.rows.totals(applicationId);
      if (dto.amount > paid - refunded) {
        throw new BadRequestException(ADMIN_REFUND.tooLarge(paid - refunded));
      }
      const request = await this.authority.ask({
        applicationId,
        kind: 'REFUND',
        amount: dto.amount,
        reason: dto.reason,
        account: dto.refundAccount,
        requestedBy: admin.role,
        admin,
        cause: 'TYPED_ACCOUNT',
      });
      return this.requested(request, by);
    }
    if (admin.role === 'OWNER') {
      return this.execute(applicationId, dto, this.refundActor(by, applicationId, dto));
    }
    const answer = await this.providerCancel.once(
      `refund:${dto.amount}`,
      applicationId,
      async (): Promise<AdminRefundResponse | RefundRequestedResponse> => {
        const reserved = await this.authority.reserveForStaff(admin, {
          applicationId,
          kind: 'REFUND',
          amount: dto.amount,
          reason: dto.reason,
        });
        if (!reserved.direct) return this.requested(reserved.request, by);
        const id = reserved.request.id;
        const actor = this.refundActor(by, applicationId, dto, (manager) =>
          this.authority.done(manager, id, dto.amount),
        );
        return this.authority.settleAttempt(id, () => this.run(applicationId, dto, actor));
      },
    );
    if ('payment_status' in answer && answer.payment_status === 'C') {
      this.seatEvents.freed(application.lecture_id);
    }
    return answer;
  }

  /**
   * Refunds now as `actor` (the owner, or an approval): one flight per ask, under the
   * application's claim, re-checking what is refundable at that moment.
   */
  async execute(
    applicationId: number,
    dto: AdminRefundDto,
    actor: MoneyActor,
  ): Promise<AdminRefundResponse> {
    const application = await this.rows.application(applicationId);
    // Ten clicks of one refund share one flight (one provider call, one answer); a different
    // amount at the same time meets the claim (409).
    const answer = await this.providerCancel.once(`refund:${dto.amount}`, applicationId, () =>
      this.run(applicationId, dto, actor),
    );
    if (answer.payment_status === 'C') this.seatEvents.freed(application.lecture_id);
    return answer;
  }

  /**
   * The administrator's money actor for a refund: its audit row (with where the money went) is
   * written where the money moves (the desk's record or the settlement of the provider's
   * answer), in that transaction, with `also` (a request marked done): a refused or lost refund
   * leaves none.
   */
  refundActor(
    by: AuditActor,
    applicationId: number,
    dto: AdminRefundDto,
    also?: (manager: EntityManager) => Promise<void>,
    requestId?: number,
  ): MoneyActor {
    const destination = dto.refundAccount ? refundDestination(dto.refundAccount) : undefined;
    return adminActor(
      by.adminName,
      async (manager) => {
        // The ledger already holds this refund's row (written just before, in this transaction).
        const { refunded: refundedAfter } = await this.rows.totals(applicationId, manager);
        await this.audit.record(
          by,
          {
            kind: 'REFUND',
            action: requestId ? 'refund-request.approve' : 'application.refund',
            target: `application:${applicationId}`,
            summary: requestId
              ? `환불 요청 #${requestId} 승인: 신청 #${applicationId} ${dto.amount.toLocaleString('ko-KR')}원 환불`
              : `신청 #${applicationId} ${dto.amount.toLocaleString('ko-KR')}원 환불`,
            before: { refunded_amount: refundedAfter - dto.amount },
            after: {
              refunded_amount: refundedAfter,
              reason: dto.reason,
              ...(requestId ? { request: requestId } : {}),
              ...(destination ? { refund_to: { ...destination } } : {}),
            },
          },
          manager,
        );
        if (also) await also(manager);
      },
      destination,
    );
  }

  /** 202: the refund waits for the owner; its audit row says who asked, what and where to. */
  async requested(request: RefundRequest, by: AuditActor): Promise<RefundRequestedResponse> {
    const destination = this.authority.destination(request);
    await this.audit.record(by, {
      kind: 'REFUND',
      action: 'refund-request.create',
      target: `application:${request.application_id}`,
      summary: `신청 #${request.application_id} ${request.amount.toLocaleString('ko-KR')}원 ${
        request.kind === 'CANCEL' ? '취소·환불' : '환불'
      } 승인 요청`,
      after: {
        request: request.id,
        amount: request.amount,
        reason: request.reason,
        cause: request.cause,
        ...(destination ? { refund_to: { ...destination } } : {}),
      },
    });
    const [row] = await this.authority.rows([request]);
    return {
      request: row,
      message: `${row.causeText} 대표 관리자의 승인을 기다리는 요청으로 등록했습니다.`,
    };
  }

  private async run(
    applicationId: number,
    dto: AdminRefundDto,
    actor: MoneyActor,
  ): Promise<AdminRefundResponse> {
    // Read again under the claim: another refund may have finished meanwhile.
    const application = await this.rows.application(applicationId);
    refundable(application);
    if (isOfflineMethod(application.pay_method)) {
      // The destination is recorded only where it was sent: never for the desk's refund.
      if (dto.refundAccount) accountAccepted(application, null);
      return this.byHand(applicationId, dto, actor);
    }

    const { paid, refunded } = await this.rows.totals(applicationId);
    if (dto.amount > paid - refunded) {
      throw new BadRequestException(ADMIN_REFUND.tooLarge(paid - refunded));
    }
    const attempts = await this.rows.attemptsOf(applicationId);
    const own = attempts.filter((attempt) => !attempt.auto_cancel_reason);
    if (own.some((attempt) => ['CONFIRMING', 'UNKNOWN'].includes(attempt.status))) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    const target = own.find((attempt) => HOLDING.includes(attempt.status) && attempt.payment_key);
    if (!target) throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    if (target.method === 'VIRTUAL_ACCOUNT' && !dto.refundAccount) {
      throw new BadRequestException(REFUND_ACCOUNT_REQUIRED);
    }
    // The actor records the account as the destination: only when it goes to the provider.
    if (dto.refundAccount) accountAccepted(application, target);
    await this.providerCancel.cancel(
      target,
      {
        cancelReason: `센터 환불: ${dto.reason}`.slice(0, 200),
        cancelAmount: dto.amount,
        ...(target.method === 'VIRTUAL_ACCOUNT' && dto.refundAccount
          ? {
              refundReceiveAccount: {
                bank: dto.refundAccount.bankCode,
                accountNumber: dto.refundAccount.accountNumber,
                holderName: dto.refundAccount.holderName,
              },
            }
          : {}),
      },
      actor,
    );
    return this.answer(applicationId, refunded);
  }

  /**
   * A payment taken at the desk is given back at the desk: this records it (no provider call),
   * in one transaction with the application's row locked, the amount checked against the
   * ledger inside it ('rest': all that is left). Callers hold the application's cancel claim.
   */
  async byHand(
    applicationId: number,
    dto: { amount: number | 'rest'; reason: string },
    actor: MoneyActor,
  ): Promise<AdminRefundResponse> {
    // Checked before the receipt is cancelled, so a refused refund leaves the receipt standing.
    await this.checkByHand(applicationId, dto.amount);
    const cancelledReceipt = await this.cashReceipts.cancelBeforeRefund(applicationId);
    const before = await this.rows.transaction(async (manager) => {
      const application = await this.rows.lockedApplication(manager, applicationId);
      if (!application) throw new NotFoundException(ADMIN_REFUND.notFound);
      refundable(application);
      const { paid, refunded } = await this.rows.totals(applicationId, manager);
      const amount = dto.amount === 'rest' ? paid - refunded : dto.amount;
      if (amount > paid - refunded) {
        throw new BadRequestException(ADMIN_REFUND.tooLarge(paid - refunded));
      }
      if (amount <= 0)
        throw new ConflictException({ message: ADMIN_REFUND.canceled, code: 'ALREADY_CANCELED' });
      const ledgerEntryId = await this.rows.recordManualRefund(manager, {
        applicationId,
        amount,
        method: application.pay_method,
        occurredAt: this.clock.now(),
        reason: dto.reason,
        actor,
      });
      const left = paid - refunded - amount;
      await this.rows.updateApplication(
        applicationId,
        { payment_status: left === 0 ? 'C' : 'P', refunded_amount: refunded + amount },
        manager,
      );
      if (left === 0) {
        await this.rows.closeOpenAttempts(manager, applicationId, 'APPLICATION_CLOSED');
      }
      await this.outbox.enqueue(manager, {
        kind: 'refund-completed',
        applicationId,
        ledgerEntryId,
      });
      return refunded;
    });
    const answer = await this.answer(applicationId, before);
    if (!cancelledReceipt) return answer;
    return {
      ...answer,
      message: `${answer.message} 현금영수증(승인번호 ${cancelledReceipt})은 취소되었습니다.${
        answer.refundable > 0 ? ' 남은 금액으로 다시 발급할 수 있습니다.' : ''
      }`,
    };
  }

  /** The refusals of a refund by hand, read before anything is sent to the provider. */
  private async checkByHand(applicationId: number, amount: number | 'rest'): Promise<void> {
    const application = await this.rows.application(applicationId);
    refundable(application);
    const { paid, refunded } = await this.rows.totals(applicationId);
    if (amount !== 'rest' && amount > paid - refunded) {
      throw new BadRequestException(ADMIN_REFUND.tooLarge(paid - refunded));
    }
  }

  /** The application after a refund, and what this one returned (from the ledger). */
  private async answer(
    applicationId: number,
    refundedBefore: number,
  ): Promise<AdminRefundResponse> {
    const application = await this.rows.application(applicationId);
    const { paid, refunded } = await this.rows.totals(applicationId);
    const now = refunded - refundedBefore;
    return {
      payment_status: application.payment_status === 'C' ? 'C' : 'P',
      refundedAmount: refunded,
      refundable: paid - refunded,
      message:
        application.payment_status === 'C'
          ? `${now.toLocaleString('ko-KR')}원을 환불했습니다. 남은 결제 금액이 없어 신청이 취소되었습니다.`
          : `${now.toLocaleString('ko-KR')}원을 환불했습니다. 남은 결제 금액은 ${(paid - refunded).toLocaleString('ko-KR')}원입니다.`,
    };
  }

  /** The attempt that took the application's money (not one the app cancelled on its own). */
  private async holdingAttempt(applicationId: number) {
    const attempts = await this.rows.attemptsOf(applicationId);
    return attempts.find((attempt) => !attempt.auto_cancel_reason && attempt.approved_at) ?? null;
  }
}

/**
 * An account is taken only for a virtual-account deposit (the provider needs one to send the
 * money back); a card or transfer is refunded to itself and a desk payment by hand (400).
 */
function accountAccepted(application: Application, holding: Pick<Payment, 'method'> | null): void {
  if (isOfflineMethod(application.pay_method)) {
    throw new BadRequestException({ message: ADMIN_REFUND.noAccountAtDesk, code: 'NO_ACCOUNT' });
  }
  if (holding?.method !== 'VIRTUAL_ACCOUNT') {
    throw new BadRequestException({ message: ADMIN_REFUND.noAccount, code: 'NO_ACCOUNT' });
  }
}

/** Only a paid application (Y, or P with something left) is refunded; else 409. */
function refundable(application: Application): void {
  if (application.payment_status === 'C') {
    throw new ConflictException({ message: ADMIN_REFUND.canceled, code: 'ALREADY_CANCELED' });
  }
  if (application.payment_status !== 'Y' && application.payment_status !== 'P') {
    throw new ConflictException({ message: ADMIN_REFUND.notPaid, code: 'NOT_PAID' });
  }
}
