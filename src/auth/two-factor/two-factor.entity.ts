import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An account's authenticator (TOTP, issue 20), one row per account. `enabled_at` null: set up but
 * not yet confirmed with a code, so sign-in does not ask for it. The secret is sealed with
 * SecretBox (never stored in the clear); `last_time_step` is the 30-second step of the last code
 * accepted, and only a later step is accepted next: a code seen once cannot be replayed.
 */
@Entity('admin_two_factor')
export class AdminTwoFactor {
  @PrimaryColumn({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'text' })
  secret_sealed: string;

  @Column({ type: 'timestamptz', nullable: true })
  enabled_at: Date | null;

  /** bigint: TypeORM reads it as a string. */
  @Column({ type: 'bigint', nullable: true })
  last_time_step: string | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}

/** One of an account's ten recovery codes, kept as SHA-256 only; used once. */
@Entity('admin_recovery_code')
export class AdminRecoveryCode {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'char', length: 64 })
  code_hash: string;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}

/** What a sign-in challenge waits for: a code (CODE) or, when 2FA is required, set-up (ENROL). */
export type ChallengeKind = 'CODE' | 'ENROL';

/**
 * The half-done sign-in between the right password and the second factor: bound to the account
 * and the 자동 로그인 choice, short-lived, used once. Only its SHA-256 is stored.
 */
@Entity('admin_sign_in_challenge')
export class AdminSignInChallenge {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: ChallengeKind;

  @Column({ type: 'boolean' })
  auto_login: boolean;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}
