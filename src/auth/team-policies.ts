import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { changedFields, AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import type { TeamPolicyDto, TeamPolicyResponse } from './dto/team-policy.dto';
import { TeamPolicy } from './team-policy.entity';

/** Until the owner first saves the policy: staff refund nothing, nobody must use a second factor. */
export const DEFAULT_TEAM_POLICY = {
  staffRefundLimit: null,
  staffDailyRefundLimit: null,
  requireTwoFactor: false,
} as const;

/**
 * The team's policy (issue 20): the largest refund staff may record and whether every account
 * must sign in with a second factor (stored and shown here; enforced at sign-in). One row, none
 * until the owner first saves it.
 */
@Injectable()
export class TeamPolicies {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async current(manager: EntityManager = this.dataSource.manager): Promise<TeamPolicyResponse> {
    const row = await manager.getRepository(TeamPolicy).findOneBy({ id: 1 });
    if (!row) return { ...DEFAULT_TEAM_POLICY, updatedAt: null };
    return {
      staffRefundLimit: row.staff_refund_limit,
      staffDailyRefundLimit: row.staff_daily_refund_limit,
      requireTwoFactor: row.require_two_factor,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /** Saves the policy and records the change (one SECURITY row) in the same transaction. */
  async update(dto: TeamPolicyDto, actor: AuditActor): Promise<TeamPolicyResponse> {
    return this.dataSource.transaction(async (manager) => {
      // One owner's save at a time: the audit row's "before" is what this save replaced.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('team-policy', 0))`);
      const before = await this.current(manager);
      await manager.getRepository(TeamPolicy).upsert(
        {
          id: 1,
          staff_refund_limit: dto.staffRefundLimit,
          staff_daily_refund_limit:
            dto.staffDailyRefundLimit === undefined
              ? before.staffDailyRefundLimit
              : dto.staffDailyRefundLimit,
          require_two_factor: dto.requireTwoFactor,
          updated_at: this.clock.now(),
        },
        ['id'],
      );
      const after = await this.current(manager);
      const fields = (policy: TeamPolicyResponse) => ({
        staffRefundLimit: policy.staffRefundLimit,
        staffDailyRefundLimit: policy.staffDailyRefundLimit,
        requireTwoFactor: policy.requireTwoFactor,
      });
      const changed = changedFields(fields(before), fields(after));
      await this.audit.record(
        actor,
        {
          kind: 'SECURITY',
          action: 'team-policy.update',
          target: 'team-policy',
          summary: '팀 정책 변경',
          ...changed,
        },
        manager,
      );
      return after;
    });
  }

  /**
   * What staff may refund on their own (issue 32): `perApplication`, the total out of one
   * application (null: nothing), and `perDay`, one member's total in a Seoul day (null: no daily
   * total). Above either, a staff refund waits for the owner. Read in `manager` so the caller's
   * lock covers the check.
   */
  async staffRefundLimits(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ perApplication: number | null; perDay: number | null }> {
    const policy = await this.current(manager);
    return { perApplication: policy.staffRefundLimit, perDay: policy.staffDailyRefundLimit };
  }
}
