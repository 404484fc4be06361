import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { koreanDateTime } from '../../shared/format/korean-dates';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import type { CashHandBackResponse } from './dto/cash-hand-back.dto';
import { RefundRepository } from './refund.repository';

export const HAND_BACK = {
  notFound: '환불 기록을 찾을 수 없습니다.',
  notCash: '현금으로 직접 돌려주는 환불이 아닙니다. 현금 환불에만 반환 완료를 기록합니다.',
  recorded: (won: string) => `현금 ${won}을 가족에게 돌려준 것으로 기록했습니다.`,
  already: (when: string, who: string) =>
    `이미 현금 반환 완료로 기록되어 있습니다. (${when} · ${who})`,
} as const;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * Cash taken at the desk and refunded is handed back by a person (issue 36): the refund's
 * ledger row waits as 현금 반환 대기 until a staff member records that they gave it back, when
 * and who, once. The audit row is written in that transaction, so it exists exactly when the
 * hand-back was recorded; a second press answers what was recorded and writes nothing.
 */
@Injectable()
export class CashHandBacks {
  constructor(
    private readonly rows: RefundRepository,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async record(
    applicationId: number,
    entryId: number,
    by: AuditActor,
  ): Promise<CashHandBackResponse> {
    const outcome = await this.rows.transaction(async (manager) => {
      const found = await this.rows.recordHandBack(
        manager,
        { applicationId, entryId },
        this.clock.now(),
        by.adminName,
      );
      if (found.kind === 'recorded') {
        await this.audit.record(
          by,
          {
            kind: 'REFUND',
            action: 'refund.hand-back',
            target: `application:${applicationId}`,
            summary: `신청 #${applicationId} 현금 ${won(found.amount)} 반환 완료`,
            before: { handed_back_at: null },
            after: { handed_back_at: found.at.toISOString() },
          },
          manager,
        );
      }
      return found;
    });
    switch (outcome.kind) {
      case 'missing':
        throw new NotFoundException(HAND_BACK.notFound);
      case 'not-cash':
        throw new ConflictException({ message: HAND_BACK.notCash, code: 'NOT_CASH_REFUND' });
      default:
        return {
          alreadyRecorded: outcome.kind === 'already',
          handedBackAt: outcome.at.toISOString(),
          handedBackBy: outcome.by,
          amount: outcome.amount,
          message:
            outcome.kind === 'already'
              ? HAND_BACK.already(koreanDateTime(outcome.at), outcome.by)
              : HAND_BACK.recorded(won(outcome.amount)),
        };
    }
  }
}
