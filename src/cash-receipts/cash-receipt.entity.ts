import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TossCashReceiptType } from '../payments';

/**
 * PENDING: asked of the provider, answer not yet read (the number kept for the retry);
 * ISSUED: the provider issued it; CANCELED: cancelled at the provider (a refund by hand).
 */
export type CashReceiptState = 'PENDING' | 'ISSUED' | 'CANCELED';

/**
 * A 현금영수증 the centre issued from the back office for money taken at the desk (in cash or by
 * a transfer straight to its account), through the provider's cash-receipt API. Receipts the
 * payment window issued for a transfer or a virtual account live on their payment attempt.
 * At most one PENDING or ISSUED receipt per application (a partial unique index).
 */
@Entity('cash_receipt')
export class CashReceipt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  application_id: number;

  /** The provider's orderId for this receipt; its Idempotency-Key is made from it. */
  @Column({ type: 'varchar', length: 64, unique: true })
  order_id: string;

  @Column({ type: 'varchar', length: 10 })
  type: TossCashReceiptType;

  /** Won the receipt is for: what was left paid when it was asked. */
  @Column({ type: 'integer' })
  amount: number;

  /** The number in full, only while PENDING (a retry sends it again); null once answered. */
  @Column({ type: 'varchar', length: 20, nullable: true, select: false })
  identity_number: string | null;

  /** 010-****-5678 or 123-45-*****: what the back office shows. */
  @Column({ type: 'varchar', length: 20 })
  identity_masked: string;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  state: CashReceiptState;

  @Column({ type: 'varchar', length: 200, nullable: true })
  receipt_key: string | null;

  /** 승인번호. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  issue_number: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  receipt_url: string | null;

  /** Who asked for it (an admin's name). */
  @Column({ type: 'varchar', length: 100 })
  requested_by: string;

  @Column({ type: 'timestamptz' })
  requested_at: Date;

  /** Set while a request talks to the provider; a stale one belonged to a request that died. */
  @Column({ type: 'timestamptz', nullable: true })
  claimed_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  issued_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  canceled_at: Date | null;
}
