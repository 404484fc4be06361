import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { TossCancel } from '../payments';

/** What the sandbox provider knows of one payment, as Toss would (toss-contract.md §2). */
@Entity('sandbox_payment')
export class SandboxPayment {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  payment_key: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  order_id: string;

  @Column({ type: 'varchar', length: 100 })
  order_name: string;

  /** Toss's Korean method name: 카드, 가상계좌, 계좌이체. */
  @Column({ type: 'varchar', length: 20 })
  method: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'integer' })
  balance_amount: number;

  /** Toss statuses: IN_PROGRESS, WAITING_FOR_DEPOSIT, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED. */
  @Column({ type: 'varchar', length: 24 })
  status: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  customer_name: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  customer_email: string | null;

  @Column({ type: 'timestamptz' })
  requested_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  approved_at: Date | null;

  /** Virtual accounts only: the secret the deposit callback carries. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  secret: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  va_bank_code: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  va_account_number: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  va_due_date: Date | null;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  cancels: TossCancel[];

  /**
   * The 현금영수증 chosen in the window (transfers and virtual accounts): 소득공제, 지출증빙 or
   * 미발행; null for cards and when nothing was chosen.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  cash_receipt_type: string | null;

  /** The number it is for, masked (010****5678, 123-45-*****): the full number is never kept. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cash_receipt_number: string | null;

  /** The receipt issued at approval (transfer) or deposit (virtual account): sandbox_cash_receipt. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  cash_receipt_key: string | null;

  @Column({ type: 'varchar', length: 9, nullable: true })
  cash_receipt_issue_number: string | null;
}
