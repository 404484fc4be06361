import { adminActor, auditMoneyAct, type MoneyActor } from '../ledger';
import { AuditTrail, type AuditActor } from '../audit';
import {
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
import { isOfflineMethod } from '../common/money/payment-method';
import type { AdminCancelDto, AdminCancelResponse } from './dto/admin-cancel.dto';
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
    if (checked !== undefined) {
      const { paid, refunded } = await this.rows.totals(applicationId);
      const unpaid = ['N', 'W'].includes(application.payment_status);
      if (paid - refunded !== checked || (checked === 0) !== unpaid) {
        throw new ConflictException({ message: CANCEL_STATE_CHANGED, code: 'STATE_CHANGED' });
      }
    }
    const attempts = (await this.rows.attemptsOf(applicationId)).filter(
      (attempt) => !attempt.auto_cancel_reason,
    );
    if (attempts.some((attempt) => ['CONFIRMING', 'UNKNOWN'].includes(attempt.status))) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    const standing: Record<string, string[]> = {
      Y: ['DONE', 'PARTIAL_CANCELED'],
      P: ['PARTIAL_CANCELED', 'DONE'],
      W: ['WAITING_FOR_DEPOSIT'],
    };
    const target = attempts.find((attempt) =>
      (standing[application.payment_status] ?? []).includes(attempt.status),
    );

    if (application.payment_status === 'N') {
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
    if (isOfflineMethod(application.pay_method)) {
      // Paid at the desk: given back at the desk, recorded by hand (no provider call).
      await this.refunds.byHand(applicationId, { amount: 'rest', reason }, actor);
      return this.cancelled(applicationId, reason, application.refunded_amount);
    }
    if (!target?.payment_key) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    // No cancelAmount: the provider cancels everything not yet refunded.
    await this.providerCancel.cancel(
      target,
      {
        cancelReason: `센터 취소: ${reason}`.slice(0, 200),
      },
      actor,
    );
    return this.cancelled(applicationId, reason, application.refunded_amount);
  }

  /** The answer once the cancel went through (the reason then kept); 503 if it did not. */
  /** The answer once cancelled; `refundedBefore`: what earlier refunds had returned. */
  private async cancelled(
    applicationId: number,
    reason: string,
    refundedBefore: number,
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
      message: cancelMessage(after.refunded_amount - refundedBefore, after.refunded_amount),
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

function alreadyCanceled(): ConflictException {
  return new ConflictException({ message: ALREADY_CANCELED, code: 'ALREADY_CANCELED' });
}

/** What this cancel returned, and the total when earlier refunds had returned part of it. */
function cancelMessage(returnedNow: number, refundedInAll: number): string {
  if (refundedInAll === 0) return '신청이 취소되었습니다.';
  const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
  if (returnedNow === refundedInAll) return `신청이 취소되고 ${won(returnedNow)}이 환불되었습니다.`;
  return `신청이 취소되고 ${won(returnedNow)}이 환불되었습니다. 환불 합계는 ${won(refundedInAll)}입니다.`;
}
