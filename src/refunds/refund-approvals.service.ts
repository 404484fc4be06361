import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from '../audit';
import { AuditTrail } from '../audit';
import { adminActor } from '../ledger';
import { AdminCancelService } from './admin-cancel.service';
import { AdminRefundService } from './admin-refund.service';
import type { RefundDecisionResponse } from './dto/refund-request.dto';
import { RefundAuthority, REFUND_REQUEST, type MoneyAdmin } from './refund-authority';
import type { RefundRequest } from './refund-request.entity';

const ACCOUNT_UNREADABLE =
  '환불받을 계좌 정보를 읽을 수 없습니다. 요청을 거절하고 계좌를 다시 받아 주세요.';

/**
 * The owner decides a refund request (issue 32, four eyes). Approving executes it through the
 * path every refund takes (ProviderCancel: one flight, the application's claim, one
 * Idempotency-Key; the desk's refund by hand), re-checking what is refundable at that moment, as
 * the owner: the request is taken once (a second approval, or one after a decline, answers 409),
 * marked done in the transaction that records the money, and released if refused.
 */
@Injectable()
export class RefundApprovals {
  constructor(
    private readonly authority: RefundAuthority,
    private readonly refunds: AdminRefundService,
    private readonly cancels: AdminCancelService,
    private readonly audit: AuditTrail,
  ) {}

  async approve(id: number, owner: MoneyAdmin, by: AuditActor): Promise<RefundDecisionResponse> {
    const request = await this.authority.approve(id, owner);
    const message = await this.authority.settleAttempt(id, () => this.execute(request, owner, by));
    return { request: await this.row(id), message };
  }

  async decline(
    id: number,
    owner: MoneyAdmin,
    reason: string,
    by: AuditActor,
  ): Promise<RefundDecisionResponse> {
    const request = await this.authority.decline(id, owner, reason);
    await this.audit.record(by, {
      kind: 'REFUND',
      action: 'refund-request.decline',
      target: `application:${request.application_id}`,
      summary: `환불 요청 #${id} 거절: 신청 #${request.application_id} ${request.amount.toLocaleString('ko-KR')}원`,
      after: { request: id, status: 'DECLINED', reason },
    });
    return { request: await this.row(id), message: '환불 요청을 거절했습니다.' };
  }

  private async execute(
    request: RefundRequest,
    owner: MoneyAdmin,
    by: AuditActor,
  ): Promise<string> {
    const applicationId = request.application_id;
    const account = this.authority.account(request);
    if (request.refund_account_sealed && !account) {
      throw new ConflictException({ message: ACCOUNT_UNREADABLE, code: 'ACCOUNT_UNREADABLE' });
    }
    if (request.kind === 'REFUND') {
      const dto = {
        amount: request.amount,
        reason: request.reason,
        ...(account ? { refundAccount: account } : {}),
      };
      const answer = await this.refunds.execute(
        applicationId,
        dto,
        this.refunds.refundActor(
          by,
          applicationId,
          dto,
          (manager) => this.authority.done(manager, request.id, request.amount),
          request.id,
        ),
      );
      return answer.message;
    }
    const before = await this.refunded(undefined, applicationId);
    const answer = await this.cancels.cancel(
      applicationId,
      { reason: request.reason },
      adminActor(owner.name, async (manager) => {
        const refunded = (await this.refunded(manager, applicationId)) - before;
        await this.audit.record(
          by,
          {
            kind: 'APPLICATION',
            action: 'refund-request.approve',
            target: `application:${applicationId}`,
            summary: `환불 요청 #${request.id} 승인: 신청 #${applicationId} 센터 취소`,
            after: {
              request: request.id,
              payment_status: 'C',
              centre_cancel_reason: request.reason,
            },
          },
          manager,
        );
        await this.authority.done(manager, request.id, refunded);
      }),
    );
    return answer.message;
  }

  private async refunded(manager: EntityManager | undefined, applicationId: number) {
    return (await this.refunds.totals(applicationId, manager)).refunded;
  }

  private async row(id: number) {
    const [row] = await this.authority.rows([await this.authority.find(id)]);
    if (!row) throw new ConflictException(REFUND_REQUEST.notFound);
    return row;
  }
}
