import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Lecture } from '../lectures/lecture.entity';
import type { ApplicationMethod, ApplicationPaymentStatus } from '../common/money/payment-method';
import { ApplicationFee } from './application-fee.entity';
import type { GuardianRelation, SchoolYear } from '../../shared/participant';

/** One person's application to one lecture, with the applicant's details as they gave them. */
@Entity('application')
export class Application {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  lecture_id: number;

  @ManyToOne(() => Lecture, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lecture_id' })
  lecture: Relation<Lecture>;

  @Column({ type: 'varchar', length: 50 })
  applicant_name: string;

  /** Lower-case; unique per lecture among applications that are not cancelled. */
  @Column({ type: 'varchar', length: 254 })
  applicant_email: string;

  @Column({ type: 'varchar', length: 13 })
  applicant_contact: string;

  @Column({ type: 'date' })
  applicant_birth: string;

  /**
   * For a lecture a child attends (issue 21): the child's name and school year, nothing more
   * (no birth date, no health or counselling details). Null for the applicant's own lectures.
   */
  @Column({ type: 'varchar', length: 50, nullable: true })
  participant_name: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  participant_school_year: SchoolYear | null;

  /** Who gave the 법정대리인's consent for a child who may be under 14, and how related. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  guardian_name: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  guardian_relation: GuardianRelation | null;

  /** Integer won, computed by the server from its own fee rows. */
  @Column({ type: 'integer' })
  total_amount: number;

  /** The provider's method the family chose, or the desk's once the centre recorded a payment. */
  @Column({ type: 'varchar', length: 20 })
  pay_method: ApplicationMethod;

  @Column({ type: 'char', length: 1, default: 'N' })
  payment_status: ApplicationPaymentStatus;

  @Column({ type: 'integer', default: 0 })
  refunded_amount: number;

  /**
   * Until when an unpaid application (N) or an awaited deposit (W) holds its seat: the hold window
   * after applying or after its latest payment attempt, or the virtual account's due date. Paid
   * applications (Y, P) hold theirs regardless; past this time the seat is free (src/seats/).
   */
  @Column({ type: 'timestamptz', nullable: true })
  seat_held_until: Date | null;

  /** Set while a guest cancel of this application talks to the provider (any replica). */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  cancel_claimed_at: Date | null;

  /** Why an unpaid application was withdrawn: by the guest, superseded, or by the centre. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  withdrawn_reason: 'GUEST' | 'SUPERSEDED' | 'CENTRE' | null;

  /** Why the centre cancelled it from the back office (written once the cancel went through). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  centre_cancel_reason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  centre_canceled_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  withdrawn_at: Date | null;

  /** Which channels the family chose for transactional messages (both by default). */
  @Column({ type: 'boolean', default: true })
  notify_email: boolean;

  @Column({ type: 'boolean', default: true })
  notify_alimtalk: boolean;

  /** A separate, unticked opt-in to promotional messages; nothing promotional is sent without it. */
  @Column({ type: 'boolean', default: false })
  marketing_opt_in: boolean;

  /** When the retention job removed its personal fields (issue 21); null while kept. */
  @Column({ type: 'timestamptz', nullable: true })
  anonymised_at: Date | null;

  /**
   * The applicant had proven the e-mail with a code (issue 32). Only proven ones hold the e-mail
   * for the lecture in the database; an unproven one may stand beside another.
   */
  @Column({ type: 'boolean', default: false })
  email_proven: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @OneToMany(() => ApplicationFee, (fee) => fee.application)
  fees: Relation<ApplicationFee[]>;
}
