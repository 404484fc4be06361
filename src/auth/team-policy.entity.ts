import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The team's policy, one row (id 1) once the owner sets it; until then the defaults hold (issue 20): the largest refund staff may
 * record (null: none, the default) and whether every account must sign in with a second factor.
 */
@Entity('team_policy')
export class TeamPolicy {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** In won; null means staff may not refund at all. */
  @Column({ type: 'integer', nullable: true })
  staff_refund_limit: number | null;

  /**
   * In won: the most one staff member may refund on their own in a Seoul calendar day (issue
   * 32); null: no daily total (the per-application limit still holds).
   */
  @Column({ type: 'integer', nullable: true })
  staff_daily_refund_limit: number | null;

  @Column({ type: 'boolean' })
  require_two_factor: boolean;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
