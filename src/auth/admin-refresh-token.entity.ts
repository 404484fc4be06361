import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One refresh token, stored as the SHA-256 of its value. A family is one sign-in and every token
 * rotated from it: each token works once, and a used one coming back revokes the family.
 */
@Entity('admin_refresh_token')
export class AdminRefreshToken {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  family_id: string;

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

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;
}
