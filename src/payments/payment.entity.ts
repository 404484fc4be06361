import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';
import type { TossCashReceiptType } from './toss/toss-types';
import type {
  AutoCancelReason,
  PaymentAttemptStatus,
  PaymentMethod,
} from '../common/money/payment-method';

/**
 * One attempt to pay an application, or an appointment's deposit: created before the browser
 * leaves for the provider.
 */
@Entity('payment')
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** The application it pays, or null when it pays an appointment's deposit (one of the two). */
  @Column({ type: 'integer', nullable: true })
  application_id: number | null;

  @ManyToOne(() => Application, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'application_id' })
  application: Relation<Application>;

  /** The appointment whose deposit it pays (issue 37), or null for an application's payment. */
  @Column({ type: 'integer', nullable: true })
  appointment_id: number | null;

  /** The 회기권 it pays (issue 37, a payment link), or null. One of the three owners is set. */
  @Column({ type: 'integer', nullable: true })
  package_id: number | null;

  @Column({ type: 'varchar', length: 64, unique: true })
  order_id: string;

  @Column({ type: 'varchar', length: 20 })
  method: PaymentMethod;

  /** Integer won, copied from the application when the attempt was made. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 24, default: 'READY' })
  status: PaymentAttemptStatus;

  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  payment_key: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  failure_code: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failure_message: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approved_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  receipt_url: string | null;

  /** The 현금영수증 the payment window issued (a transfer or a virtual account). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  cash_receipt_type: TossCashReceiptType | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cash_receipt_url: string | null;

  @Column({ type: 'integer', nullable: true })
  balance_amount: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  va_bank_code: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  va_account_number: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  va_holder: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  va_due_date: Date | null;

  /**
   * The latest due date the server allowed this virtual account (asked of the provider when the
   * window opened); an account issued with a later one is cancelled, never trusted.
   */
  @Column({ type: 'timestamptz', nullable: true })
  va_due_limit: Date | null;

  /** The virtual account's deposit-callback secret; compared in constant time, never shown. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  va_secret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirm_started_at: Date | null;

  /**
   * Set when the provider took money (or issued an account) for this attempt after its
   * application had been closed: the app cancels it in full and never counts it as paid.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  auto_cancel_reason: AutoCancelReason | null;

  /** The provider refused that cancel (its code): the centre refunds it by hand. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  auto_cancel_refused: string | null;

  /** When that automatic cancel was applied at the provider. */
  @Column({ type: 'timestamptz', nullable: true })
  auto_canceled_at: Date | null;

  /** A cancel was sent and its answer never came: the reconciliation job looks it up. */
  @Column({ type: 'timestamptz', nullable: true })
  cancel_requested_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/** An attempt that pays an application (not an appointment's deposit). */
export type ApplicationPayment = Payment & { application_id: number };

/**
 * The attempt as an application's payment. The application paths (verify, settle, refunds) are
 * reached only by attempts they made; an appointment's deposit there is a bug, said loudly.
 */
export function forApplication(payment: Payment): ApplicationPayment {
  if (payment.application_id === null) {
    throw new Error(`attempt ${payment.id} pays an appointment's deposit, not an application`);
  }
  return payment as ApplicationPayment;
}
