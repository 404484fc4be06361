import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** OWNER: everything, the recovery path; STAFF: the day-to-day back office (issue 20). */
export type AdminRole = 'OWNER' | 'STAFF';

/**
 * A back-office account. The password is kept only as an argon2id hash. A deactivated account
 * keeps its row (the audit trail names it) but cannot sign in or refresh.
 */
@Entity('admin_user')
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 255 })
  password_hash: string;

  /** The name shown in the back office (직원 관리); the username when unset. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  display_name: string | null;

  @Column({ type: 'varchar', length: 10, default: 'OWNER' })
  role: AdminRole;

  @Column({ type: 'timestamptz', nullable: true })
  deactivated_at: Date | null;

  /** The last password sign-in (not a refresh). */
  @Column({ type: 'timestamptz', nullable: true })
  last_signed_in_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
