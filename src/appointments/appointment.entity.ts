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
import { AppointmentType } from './appointment-type.entity';
import { Counsellor } from './counsellor.entity';

/**
 * HELD: the slot is kept while the family finishes (until hold_expires_at); BOOKED; ATTENDED or
 * NO_SHOW once the session's time came; CANCELLED; EXPIRED: a hold that lapsed.
 */
export type AppointmentStatus =
  'HELD' | 'BOOKED' | 'ATTENDED' | 'NO_SHOW' | 'CANCELLED' | 'EXPIRED';

export type DepositStatus = 'NONE' | 'DUE' | 'PAID' | 'REFUNDED';

/** The statuses that hold the counsellor's (and the room's) time: the exclusion constraint's. */
export const HOLDS_TIME: readonly AppointmentStatus[] = ['HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW'];

/** Of those, the ones that keep their time without a hold that can lapse (standingAt). */
export const TAKEN_FOR_GOOD: readonly AppointmentStatus[] = ['BOOKED', 'ATTENDED', 'NO_SHOW'];

/**
 * One appointment with one counsellor. It keeps only what booking needs: the proven contact, the
 * guardian's and child's names and the child's school year; never the reason for counselling.
 */
@Entity('appointment')
export class Appointment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  type_id: number;

  @ManyToOne(() => AppointmentType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'type_id' })
  type: Relation<AppointmentType>;

  @Column({ type: 'integer' })
  counsellor_id: number;

  @ManyToOne(() => Counsellor, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'counsellor_id' })
  counsellor: Relation<Counsellor>;

  @Column({ type: 'integer', nullable: true })
  room_id: number | null;

  @Column({ type: 'timestamptz' })
  starts_at: Date;

  @Column({ type: 'timestamptz' })
  ends_at: Date;

  /** The end and the type's buffer after it: the counsellor's time this appointment holds. */
  @Column({ type: 'timestamptz' })
  blocks_until: Date;

  @Column({ type: 'varchar', length: 12 })
  status: AppointmentStatus;

  @Column({ type: 'timestamptz', nullable: true })
  hold_expires_at: Date | null;

  /**
   * A time the centre booked and sent a payment link for (issue 37): the family may pay its
   * deposit by the link until then (APPOINTMENT_PAY_LINK_HOURS), the time HELD meanwhile. Null
   * for the family's own bookings, whose hold is renewed while they pay.
   */
  @Column({ type: 'timestamptz', nullable: true })
  pay_link_until: Date | null;

  /** The family's proven e-mail (lower-case), if it proved one. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  family_email: string | null;

  /** The family's proven phone number (digits), if it proved one. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  family_phone: string | null;

  @Column({ type: 'varchar', length: 30 })
  guardian_name: string;

  @Column({ type: 'varchar', length: 30 })
  child_name: string;

  @Column({ type: 'varchar', length: 20 })
  child_school_year: string;

  /** Integer won, copied from the type when booked. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  deposit: number;

  /**
   * Where the deposit stands: NONE (none asked), DUE (held while the family pays), PAID,
   * REFUNDED. The money itself is in payments and the ledger.
   */
  @Column({ type: 'varchar', length: 10, default: 'NONE' })
  deposit_status: DepositStatus;

  /** The 회기권 this session used once attended (optional so writers may leave it out). */
  @Column({ type: 'integer', nullable: true })
  package_id?: number | null;

  /**
   * When the retention or a deletion emptied it of the family, keeping the row for its deposit's
   * books (optional so writers may leave it out).
   */
  @Column({ type: 'timestamptz', nullable: true })
  anonymised_at?: Date | null;

  /** The staff account that booked it for a family who phoned; null when the family booked. */
  @Column({ type: 'integer', nullable: true })
  booked_by_account_id: number | null;

  /** The weekly series it was created with, if any. */
  @Column({ type: 'uuid', nullable: true })
  series_id: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelled_at: Date | null;

  @Column({ type: 'integer', nullable: true })
  cancelled_by_account_id: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  cancel_reason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  attendance_marked_at: Date | null;

  @Column({ type: 'integer', nullable: true })
  attendance_marked_by_account_id: number | null;

  /**
   * 0 when booked, one more on each move (AppointmentNotices.moved): the .ics SEQUENCE, and the
   * revision each move's message and reminders are written for.
   */
  @Column({ type: 'integer', default: 0 })
  schedule_revision: number;

  /** When the owner corrected the mark (once at most); optional so writers may leave it out. */
  @Column({ type: 'timestamptz', nullable: true })
  attendance_corrected_at?: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
