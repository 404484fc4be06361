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
import type { ApplicationMethod } from '../common/money/payment-method';
import { AppointmentType } from './appointment-type.entity';

/**
 * DUE: sold by a payment link, not paid yet (gives no session); PAID; REFUNDED (its unused
 * sessions given back); CANCELLED (a DUE package the desk cancelled, or emptied by a deletion).
 */
export type PackageStatus = 'DUE' | 'PAID' | 'REFUNDED' | 'CANCELLED';

/**
 * 회기권 (issue 37): N sessions of one appointment type sold to one family at once (4회기씩),
 * paid at the desk or online by a payment link. Each attended appointment of that type uses one (Appointment.package_id);
 * the unused ones are refunded by the policy (pro rata), and the package then ends. Its money is
 * in the ledger under package_id.
 */
@Entity('session_package')
export class SessionPackage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  type_id: number;

  @ManyToOne(() => AppointmentType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'type_id' })
  type: Relation<AppointmentType>;

  @Column({ type: 'smallint' })
  sessions_total: number;

  @Column({ type: 'smallint', default: 0 })
  sessions_used: number;

  /** Integer won, for the whole block. */
  @Column({ type: 'integer' })
  price: number;

  /** The desk's method, or the provider's (CARD, TRANSFER) once a linked sale is paid. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  method: ApplicationMethod | null;

  @Column({ type: 'varchar', length: 10, default: 'PAID' })
  status: PackageStatus;

  /** Sold by a payment link: the last moment the link pays it (null: sold at the desk). */
  @Column({ type: 'timestamptz', nullable: true })
  pay_link_until: Date | null;

  @Column({ type: 'integer', default: 0 })
  refunded_amount: number;

  @Column({ type: 'varchar', length: 254, nullable: true })
  family_email: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  family_phone: string | null;

  @Column({ type: 'varchar', length: 30 })
  guardian_name: string;

  @Column({ type: 'varchar', length: 30 })
  child_name: string;

  @Column({ type: 'integer', nullable: true })
  sold_by_account_id: number | null;

  /** When a deletion or the retention emptied it of the family, keeping it for the books. */
  @Column({ type: 'timestamptz', nullable: true })
  anonymised_at: Date | null;

  /** The sale's request key (the desk's form sends one): a sale sent twice is recorded once. */
  @Column({ type: 'uuid', nullable: true })
  sale_key: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
