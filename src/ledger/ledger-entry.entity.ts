import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';
import type { ApplicationMethod } from '../common/money/payment-method';
import type { ActorKind } from './money-actor';

/** What moved: money in or out, through the provider or recorded by hand. */
export type LedgerKind =
  'PROVIDER_PAYMENT' | 'PROVIDER_REFUND' | 'OFFLINE_PAYMENT' | 'MANUAL_REFUND';

/**
 * One movement of money for an application (issue 19): a payment taken by the provider, a refund
 * it made, a payment recorded at the desk, a refund recorded by hand. Positive in, negative out.
 * Append-only (a trigger refuses UPDATE and DELETE): every total the centre sees is a sum of
 * these rows, and a correction is one more row, never an edit.
 */
@Entity('ledger_entry')
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** The application the money moved for; null for an appointment's deposit (one of the two). */
  @Column({ type: 'integer', nullable: true })
  application_id: number | null;

  @ManyToOne(() => Application, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'application_id' })
  application: Relation<Application>;

  /** The appointment whose deposit moved (issue 37); null for an application's money. */
  @Column({ type: 'integer', nullable: true })
  appointment_id: number | null;

  /** The 회기권 sold or refunded (issue 37); null otherwise. Optional so writers may leave it out. */
  @Column({ type: 'integer', nullable: true })
  package_id?: number | null;

  /** The provider attempt the money moved through (none for the desk's). */
  @Column({ type: 'integer', nullable: true })
  payment_id: number | null;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerKind;

  /** Integer won: positive in, negative out, never zero. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 20 })
  method: ApplicationMethod;

  @Column({ type: 'varchar', length: 10 })
  actor_kind: ActorKind;

  /** The administrator's name when one acted. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  actor_name: string | null;

  /** Why (a refund's reason, as given). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** The desk's note on a recorded payment. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /**
   * The provider's own key of the movement (the paymentKey of a payment, the transactionKey of
   * a cancel): unique, so the same view applied twice records it once.
   */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  provider_key: string | null;

  /**
   * Where a refund to a bank account went (issue 32): the bank's code, the masked number
   * (`***-6789`; the full number is never stored) and the holder. Null for other movements.
   */
  @Column({ type: 'varchar', length: 3, nullable: true })
  refund_bank: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  refund_account: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  refund_holder: string | null;

  /**
   * The row belongs to an attempt the app cancelled on its own (a second charge, a lapsed seat, a
   * closed application): money that moved, but never the application's payment. Set when the row
   * is written (the attempt's fate is known by then); the totals leave these rows out.
   */
  @Column({ type: 'boolean', default: false })
  app_cancelled: boolean;

  /**
   * Cash given back by hand (issue 36): when a person handed it to the family, and who. Set once
   * on a cash refund by hand (MANUAL_REFUND, CASH), never changed: the only UPDATE the
   * append-only trigger lets through. Null while the cash still waits to be handed back.
   */
  @Column({ type: 'timestamptz', nullable: true })
  handed_back_at: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  handed_back_by: string | null;

  /** When the money moved (the provider's time, or the date the desk gave). */
  @Column({ type: 'timestamptz' })
  occurred_at: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
