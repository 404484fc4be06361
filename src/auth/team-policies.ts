import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { changedFields, AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { AdminSessions } from './admin-sessions';
import type { TeamPolicyDto, TeamPolicyResponse } from './dto/team-policy.dto';
import { TeamPolicy } from './team-policy.entity';
import { rowCount } from './two-factor/sign-in-challenges';

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
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly sessions: AdminSessions,
  ) {}

  async current(manager: EntityManager = this.manager): Promise<TeamPolicyResponse> {
    const row = await manager.getRepository(TeamPolicy).findOneBy({ id: 1 });
    if (!row) return { ...DEFAULT_TEAM_POLICY, updatedAt: null };
    return {
      staffRefundLimit: row.staff_refund_limit,
      staffDailyRefundLimit: row.staff_daily_refund_limit,
      requireTwoFactor: row.require_two_factor,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /**
   * Saves the policy and records the change (one SECURITY row) in the same transaction. Requiring
   * two-factor ends every open session that passed no second factor, the saving owner's too
   * (auto-login included: its refresh token goes with its session); they sign in again with one.
   */
  async update(dto: TeamPolicyDto, actor: AuditActor): Promise<TeamPolicyResponse> {
    const saved = await this.manager.transaction(async (manager) => {
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
      const ended = after.requireTwoFactor ? await this.endSingleFactorSessions(manager, actor) : 0;
      return { after, ended };
    });
    // Every replica reads its open sessions again (this one at once, others within seconds).
    if (saved.ended > 0) this.sessions.forgetOpen();
    return saved.after;
  }

  /** Ends the open sessions that passed no second factor; how many, recorded in the trail. */
  private async endSingleFactorSessions(
    manager: EntityManager,
    actor: AuditActor,
  ): Promise<number> {
    const result: unknown[] = await manager.query(
      `UPDATE admin_session SET ended_at = $1
        WHERE ended_at IS NULL AND NOT second_factor AND expires_at > $1
        RETURNING id`,
      [this.clock.now()],
    );
    const ended = rowCount(result);
    if (ended > 0) {
      await this.audit.record(
        actor,
        {
          kind: 'SECURITY',
          action: 'auth.sessions_ended',
          target: 'team-policy',
          summary: `2단계 인증 요구: 2단계 인증 없이 로그인한 세션 ${ended}개 종료`,
          after: { sessionsEnded: ended },
        },
        manager,
      );
    }
    return ended;
  }

  /**
   * What staff may refund on their own (issue 32): `perApplication`, the total out of one
   * application (null: nothing), and `perDay`, one member's total in a Seoul day (null: no daily
   * total). Above either, a staff refund waits for the owner. Read in `manager` so the caller's
   * lock covers the check.
   */
  async staffRefundLimits(
    manager: EntityManager = this.manager,
  ): Promise<{ perApplication: number | null; perDay: number | null }> {
    const policy = await this.current(manager);
    return { perApplication: policy.staffRefundLimit, perDay: policy.staffDailyRefundLimit };
  }
}
