import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One sign-in, with or without 자동 로그인. Every access token names it (`sid`); its refresh tokens
 * (with 자동 로그인) belong to it. Ended by sign-out, by a refresh token that comes back after use,
 * or by a changed ADMIN_PASSWORD; from then on none of its tokens is accepted.
 */
@Entity('admin_session')
export class AdminSession {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  /** When its last token expires (the access token's, or the newest refresh token's). */
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  ended_at: Date | null;

  /** Whether this sign-in passed a second factor: requiring two-factor ends those that did not. */
  @Column({ type: 'boolean', default: false })
  second_factor: boolean;
}
