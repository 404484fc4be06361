import { adminActor, auditMoneyAct, type MoneyActor } from '../ledger';
import { AuditTrail, type AuditActor } from '../audit';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { SeatEvents } from '../seats';
import { Outbox } from '../outbox';
import { withdrawalMessages } from './withdrawal-messages';
import { AdminRefundService } from './admin-refund.service';
import { bankName } from '../common/money/bank-codes';
import type { OfflineMethod } from '../common/money/payment-method';
import { cancelPlan, NEEDS_ACCOUNT, type CancelPlan } from './cancel-plan';
import type {
  AdminCancelDto,
  AdminCancelResponse,
  CancelQuoteResponse,
} from './dto/admin-cancel.dto';
import { IN_FLIGHT, PROVIDER_UNAVAILABLE, ProviderCancel } from './provider-cancel';
import type { RefundRequestedResponse } from './dto/refund-request.dto';
import { RefundAuthority, type MoneyAdmin } from './refund-authority';
import { RefundRepository } from './refund.repository';

const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';
const ALREADY_CANCELED = '이미 취소된 신청입니다.';
export const CANCEL_STATE_CHANGED = '신청 상태가 바뀌었습니다. 다시 시도해 주세요.';

/**
 * The centre cancels an application in full from the back office, whatever the refund policy's
 * phase (the centre decides): a paid one (Y, or what is left of a partly refunded P) is refunded
 * in full and an awaited virtual account cancelled, through the same provider path as the
 * guest's cancel (ProviderCancel: one flight, a claim across replicas, one Idempotency-Key,
 * 503 with nothing changed when the answer is lost); an unpaid one is withdrawn. The reason is
 * kept on the application once the cancel went through; the seats are then free.
 */
@Injectable()
export class AdminCancelService {
  constructor(
    private readonly rows: RefundRepository,
    private readonly clock: Clock,
    private readonly providerCancel: ProviderCancel,
    private readonly seatEvents: SeatEvents,
    private readonly outbox: Outbox,
    private readonly refunds: AdminRefundService,
    private readonly audit: AuditTrail,
    private readonly authority: RefundAuthority,
  ) {}

  /**
   * The back office's cancel, as this administrator, with its audit row written in the
   * transaction that cancels (the withdrawal, the desk's refund or the provider's settlement).
   * The owner's is immediate; a staff member's that refunds money counts against the staff
   * limits (issue 32) and above them waits for the owner (202).
   */
  async byCentre(
    applicationId: number,
    dto: AdminCancelDto,
    by: AuditActor,
    admin: MoneyAdmin,
  ): Promise<AdminCancelResponse | RefundRequestedResponse> {
    const application = await this.rows.applicationById(applicationId);
    if (!application) throw new NotFoundException(NOT_FOUND);
    const auditRow = (manager: EntityManager) =>
      this.audit.record(
        by,
        {
          kind: 'APPLICATION',
          action: 'application.cancel',
          target: `application:${applicationId}`,
          summary: `신청 #${applicationId} 센터 취소`,
          before: { payment_status: application.payment_status },
          after: { payment_status: 'C', centre_cancel_reason: dto.reason },
        },
        manager,
      );
    if (admin.role === 'OWNER') {
      return this.cancel(applicationId, dto, adminActor(by.adminName, auditRow));
    }
    if (application.payment_status === 'C') throw alreadyCanceled();
    const answer = await this.providerCancel.once(
      'centre',
      applicationId,
      async (): Promise<AdminCancelResponse | RefundRequestedResponse> => {
        // Under the claim: what is left paid now is what this cancel would refund.
        const { paid, refunded } = await this.rows.totals(applicationId);
        if (paid <= refunded) {
          // Checked: nothing to refund. Should a payment land before the cancel runs, run()
          // refuses (409) rather than refunding it without a request.
          return this.run(applicationId, dto.reason, adminActor(by.adminName, auditRow), 0);
        }
        // A cancel that could not run is refused now, as its quote says, not after the owner
        // approved it.
        refuseWhatCannotRun(await this.plan(applicationId));
        const reserved = await this.authority.reserveForStaff(admin, {
          applicationId,
          kind: 'CANCEL',
          amount: paid - refunded,
          reason: dto.reason,
        });
        if (!reserved.direct) return this.refunds.requested(reserved.request, by);
        const id = reserved.request.id;
        const actor = adminActor(by.adminName, async (manager) => {
          await auditRow(manager);
          await this.authority.done(manager, id, paid - refunded);
        });
        return this.authority.settleAttempt(id, () =>
          this.run(applicationId, dto.reason, actor, paid - refunded),
        );
      },
    );
    if ('payment_status' in answer) this.seatEvents.freed(application.lecture_id);
    return answer;
  }

  /**
   * Cancels now as `actor`, with the owner's authority: the owner, an approved request, or the
   * closure job on the owner's behalf (only the owner closes a lecture).
   */
  async cancel(
    applicationId: number,
    dto: AdminCancelDto,
    actor: MoneyActor,
  ): Promise<AdminCancelResponse> {
    const application = await this.rows.applicationById(applicationId);
    if (!application) throw new NotFoundException(NOT_FOUND);
    if (application.payment_status === 'C') throw alreadyCanceled();
    const answer = await this.providerCancel.once('centre', applicationId, () =>
      this.run(applicationId, dto.reason, actor),
    );
    this.seatEvents.freed(application.lecture_id);
    return answer;
  }

  /**
   * What the centre's cancel would do now (issue 36), for the confirm step: the won it gives
   * back and where, from the plan the cancel acts on; whether it cannot be done here; whether,
   * for this administrator, it would wait for the owner.
   */
  async quote(applicationId: number, admin: MoneyAdmin): Promise<CancelQuoteResponse> {
    const application = await this.rows.applicationById(applicationId);
    if (!application) throw new NotFoundException(NOT_FOUND);
    const plan = await this.plan(applicationId);
    const allowance = await this.authority.allowance(admin, applicationId);
    const amount = 'amount' in plan ? plan.amount : 0;
    const awaited = plan.kind === 'account-cancel' ? plan.attempt : null;
    return {
      applicationId,
      paymentStatus: application.payment_status,
      amount,
      destination: 'destination' in plan ? plan.destination : null,
      account:
        awaited?.va_bank_code && awaited.va_account_number
          ? {
              bankName: bankName(awaited.va_bank_code),
              last4: awaited.va_account_number.replace(/\D/g, '').slice(-4),
            }
          : null,
      blocked: blockedBy(plan),
      needsApproval: amount > 0 && allowance.directLeft !== null && amount > allowance.directLeft,
      allowance,
    };
  }

  /** The plan of a cancel now (read without the claim; the cancel decides again under it). */
  async plan(applicationId: number): Promise<CancelPlan> {
    const application = await this.rows.application(applicationId);
    const [totals, attempts] = await Promise.all([
      this.rows.totals(applicationId),
      this.rows.attemptsOf(applicationId),
    ]);
    return cancelPlan(application, totals, attempts);
  }

  /** The plans of cancels of these applications now, in a few queries (a 폐강's quote). */
  async plans(applicationIds: number[]): Promise<Map<number, CancelPlan>> {
    const [applications, totals, attempts] = await Promise.all([
      this.rows.applicationsWithLectures(applicationIds),
      this.rows.totalsOf(applicationIds),
      this.rows.attemptsOfEach(applicationIds),
    ]);
    return new Map(
      applications.map((application) => [
        application.id,
        cancelPlan(
          application,
          totals.get(application.id) ?? { paid: 0, refunded: 0 },
          attempts.get(application.id) ?? [],
        ),
      ]),
    );
  }

  /**
   * Cancels under the application's claim. `checked`: for a staff member's cancel, what was
   * left paid when it was counted against the limits (0 for an unpaid one); if a payment (the
   * family's confirm, a deposit, the desk) or a refund changed that since, nothing moves (409).
   * Without it (the owner's authority) whatever is left paid is refunded.
   */
  private async run(
    applicationId: number,
    reason: string,
    actor: MoneyActor,
    checked?: number,
  ): Promise<AdminCancelResponse> {
    // Read again under the claim: another cancel may have finished meanwhile.
    const application = await this.rows.application(applicationId);
    if (application.payment_status === 'C') throw alreadyCanceled();
    const totals = await this.rows.totals(applicationId);
    if (checked !== undefined) {
      const unpaid = ['N', 'W'].includes(application.payment_status);
      if (totals.paid - totals.refunded !== checked || (checked === 0) !== unpaid) {
        throw new ConflictException({ message: CANCEL_STATE_CHANGED, code: 'STATE_CHANGED' });
      }
    }
    // The plan its quote showed: what happens is decided in one place.
    const plan = cancelPlan(application, totals, await this.rows.attemptsOf(applicationId));
    refuseWhatCannotRun(plan);

    if (plan.kind === 'withdraw') {
      const outcome = await this.rows.transaction(async (manager) => {
        const withdrawn = await this.rows.withdrawUnpaid(
          manager,
          applicationId,
          'CENTRE',
          this.clock.now(),
        );
        if (withdrawn === 'withdrawn') {
          await this.recordReason(manager, applicationId, reason);
          await withdrawalMessages(this.outbox, manager, applicationId);
          await auditMoneyAct(manager, actor);
        }
        return withdrawn;
      });
      if (outcome === 'payment-in-flight') {
        throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
      }
      if (outcome === 'not-unpaid') throw alreadyCanceled();
      return { payment_status: 'C', refundedAmount: 0, message: '신청이 취소되었습니다.' };
    }
    if (plan.kind === 'by-hand') {
      // Paid at the desk: given back at the desk, recorded by hand (no provider call).
      await this.refunds.byHand(applicationId, { amount: 'rest', reason }, actor);
      return this.cancelled(applicationId, reason, application.refunded_amount, plan.destination);
    }
    // No cancelAmount: the provider cancels everything not yet refunded.
    await this.providerCancel.cancel(
      plan.attempt,
      {
        cancelReason: `센터 취소: ${reason}`.slice(0, 200),
      },
      actor,
    );
    return this.cancelled(applicationId, reason, application.refunded_amount);
  }

  /**
   * The answer once the cancel went through (the reason then kept); 503 if it did not.
   * `refundedBefore`: what earlier refunds had returned; `atDesk`: the money was taken at the
   * desk, so nobody but the staff member gives it back, and the answer says so (issue 36).
   */
  private async cancelled(
    applicationId: number,
    reason: string,
    refundedBefore: number,
    atDesk?: OfflineMethod,
  ): Promise<AdminCancelResponse> {
    const after = await this.rows.application(applicationId);
    if (after.payment_status !== 'C') {
      throw new ServiceUnavailableException({
        message: PROVIDER_UNAVAILABLE,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    await this.recordReason(undefined, applicationId, reason);
    return {
      payment_status: 'C',
      refundedAmount: after.refunded_amount,
      message: atDesk
        ? deskCancelMessage(after.refunded_amount - refundedBefore, atDesk)
        : cancelMessage(after.refunded_amount - refundedBefore, after.refunded_amount),
    };
  }

  /** Keeps the reason, in `manager`'s transaction (none: on its own). */
  private async recordReason(
    manager: EntityManager | undefined,
    applicationId: number,
    reason: string,
  ): Promise<void> {
    await this.rows.updateApplication(
      applicationId,
      { centre_cancel_reason: reason, centre_canceled_at: this.clock.now() },
      manager,
    );
  }
}

/** Why the plan cannot be carried out from the cancel dialog now, in the refusal's words. */
function blockedBy(plan: CancelPlan): string | null {
  switch (plan.kind) {
    case 'cancelled':
      return ALREADY_CANCELED;
    case 'in-flight':
      return IN_FLIGHT;
    case 'needs-account':
      return NEEDS_ACCOUNT;
    default:
      return null;
  }
}

function alreadyCanceled(): ConflictException {
  return new ConflictException({ message: ALREADY_CANCELED, code: 'ALREADY_CANCELED' });
}

/**
 * A cancel of money taken at the desk: the ledger records it as given back by hand, and the
 * staff member must now actually hand it back.
 */
function deskCancelMessage(returnedNow: number, method: OfflineMethod): string {
  if (returnedNow <= 0) return '신청이 취소되었습니다.';
  const message = `신청이 취소되었습니다. 현장에서 받은 ${returnedNow.toLocaleString('ko-KR')}원은 센터에서 가족에게 직접 돌려주세요. 장부에는 직접 반환으로 기록했습니다.`;
  // Cash waits in the ledger until a person says it was handed back (issue 36).
  return method === 'CASH'
    ? `${message} 현금을 돌려준 뒤 결제·환불에서 ‘현금 반환 완료’를 눌러 주세요.`
    : message;
}

/** What this cancel returned, and the total when earlier refunds had returned part of it. */
function cancelMessage(returnedNow: number, refundedInAll: number): string {
  if (refundedInAll === 0) return '신청이 취소되었습니다.';
  const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
  if (returnedNow === refundedInAll) return `신청이 취소되고 ${won(returnedNow)}이 환불되었습니다.`;
  return `신청이 취소되고 ${won(returnedNow)}이 환불되었습니다. 환불 합계는 ${won(refundedInAll)}입니다.`;
}

/** A plan a cancel can carry out here. */
type RunnablePlan = Exclude<CancelPlan, { kind: 'cancelled' | 'in-flight' | 'needs-account' }>;

/** A cancel whose plan cannot run here: already cancelled, a payment in flight, or an account. */
function refuseWhatCannotRun(plan: CancelPlan): asserts plan is RunnablePlan {
  if (plan.kind === 'cancelled') throw alreadyCanceled();
  if (plan.kind === 'in-flight') {
    throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
  }
  if (plan.kind === 'needs-account') {
    // The provider refuses a deposited account's cancel without the family's account.
    throw new BadRequestException({ message: NEEDS_ACCOUNT, code: 'REFUND_ACCOUNT_REQUIRED' });
  }
}
