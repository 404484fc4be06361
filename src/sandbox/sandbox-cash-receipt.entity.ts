import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One 현금영수증 the sandbox issued: through the cash-receipt API (money taken outside the
 * window) or by the payment window for a transfer or a virtual account (`payment_key` set; it
 * then follows its payment's cancels). Only the masked number is kept, never the full one.
 */
@Entity('sandbox_cash_receipt')
export class SandboxCashReceipt {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  receipt_key: string;

  /** 승인번호. */
  @Column({ type: 'varchar', length: 9 })
  issue_number: string;

  /** Unique among API-issued receipts not cancelled (a partial unique index). */
  @Column({ type: 'varchar', length: 64 })
  order_id: string;

  @Column({ type: 'varchar', length: 100 })
  order_name: string;

  /** 소득공제 or 지출증빙. */
  @Column({ type: 'varchar', length: 10 })
  type: string;

  /** 010****5678 or 123-45-*****. */
  @Column({ type: 'varchar', length: 20 })
  masked_identity: string;

  /** The amount issued. */
  @Column({ type: 'integer' })
  amount: number;

  /** What is left after cancels. */
  @Column({ type: 'integer' })
  balance_amount: number;

  @Column({ type: 'integer', default: 0 })
  tax_free_amount: number;

  /** Issued by the payment window for this payment; null when issued through the API. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  payment_key: string | null;

  @Column({ type: 'timestamptz' })
  issued_at: Date;

  /** When the last of it was cancelled; null while any amount remains. */
  @Column({ type: 'timestamptz', nullable: true })
  canceled_at: Date | null;
}
