import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partial refund of `amount`, or a full cancel that refunds what is left paid. */
export type RefundRequestKind = 'REFUND' | 'CANCEL';
/** Who asked: a staff member, the owner (an account typed in the back office), or the family. */
export type RefundRequester = 'STAFF' | 'OWNER' | 'FAMILY';
/** Why it exists: a staff refund within the limits, or what made it wait for the owner. */
export type RefundRequestCause =
  'WITHIN_LIMIT' | 'OVER_LIMIT' | 'DAILY_LIMIT' | 'TYPED_ACCOUNT' | 'HOLDER_MISMATCH';
/**
 * PENDING: waits for the owner. EXECUTING: going to the provider (approved, or a staff refund
 * within the limits). DONE: the money moved. DECLINED: the owner said no. FAILED: refused when
 * executed (nothing left to refund, the provider refused).
 */
export type RefundRequestStatus = 'PENDING' | 'EXECUTING' | 'DONE' | 'DECLINED' | 'FAILED';

/**
 * Money moved out of an application with authority (issue 32). Every refund staff make is a row:
 * within their limits it executes at once (`direct`), the row reserving its amount under a lock so
 * two concurrent refunds cannot both pass; above them it waits (PENDING) for the owner's approval,
 * as do refunds to an account typed in the back office and a family's refund to an account in
 * someone else's name. The owner's own refunds to a card or the desk are not rows: they are
 * immediate. Staff totals are sums of direct rows (EXECUTING or DONE).
 */
@Entity('refund_request')
export class RefundRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  application_id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: RefundRequestKind;

  /** Won asked (for a CANCEL: what was left paid when asked). */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** The destination of a refund to a bank account: bank code, masked number, holder. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  refund_bank: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  refund_account: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  refund_holder: string | null;

  /** The full number, sealed (SecretBox) until the request is decided, then erased. */
  @Column({ type: 'text', nullable: true })
  refund_account_sealed: string | null;

  @Column({ type: 'varchar', length: 10 })
  requested_by_kind: RefundRequester;

  @Column({ type: 'integer', nullable: true })
  requested_by_id: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  requested_by_name: string | null;

  @Column({ type: 'varchar', length: 20 })
  cause: RefundRequestCause;

  /** Executed without an approval: a staff refund within the limits. */
  @Column({ type: 'boolean' })
  direct: boolean;

  @Column({ type: 'varchar', length: 10 })
  status: RefundRequestStatus;

  /** Won that moved, once DONE. */
  @Column({ type: 'integer', nullable: true })
  refunded: number | null;

  /** Why it FAILED, in Korean. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  detail: string | null;

  @Column({ type: 'integer', nullable: true })
  decided_by_id: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  decided_by_name: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decided_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  decline_reason: string | null;

  /** The Seoul calendar day it was asked (a staff member's daily total). */
  @Column({ type: 'date' })
  seoul_day: string;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}
