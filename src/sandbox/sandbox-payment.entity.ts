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
}
