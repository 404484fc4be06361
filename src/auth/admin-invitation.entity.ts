import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The owner's invitation of a staff member (issue 20): a one-time link whose token is kept only
 * as its SHA-256. Pending until it is accepted (the account is created), revoked by the owner,
 * or past `expires_at` (72 hours); each of those is final.
 */
@Entity('admin_invitation')
export class AdminInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account name the invited person will sign in with. */
  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  display_name: string | null;

  @Column({ type: 'char', length: 64 })
  token_hash: string;

  /** The owner who invited (admin_user.id). */
  @Column({ type: 'integer' })
  invited_by: number;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  accepted_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  /** Times the owner sent its link by e-mail or 알림톡 (at most INVITATION_SENDS_MAX). */
  @Column({ type: 'integer', default: 0 })
  sent_count: number;

  /** The account the invitation became, once accepted. */
  @Column({ type: 'integer', nullable: true })
  admin_id: number | null;
}
