import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One refresh token, stored as the SHA-256 of its value. Its session is one sign-in with
 * 자동 로그인, and every token rotated from it: each token works once, and a used one coming back
 * ends the session.
 */
@Entity('admin_refresh_token')
export class AdminRefreshToken {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  session_id: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;
}
