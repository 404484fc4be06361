import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { LectureFee } from '../lectures/lecture-fee.entity';
import { Lecture } from '../lectures/lecture.entity';

export type WaitlistStatus =
  'WAITING' | 'OFFERED' | 'APPLIED' | 'EXPIRED' | 'CANCELLED' | 'REMOVED';

/**
 * One person waiting for one course of a lecture, first come first served (by id). While OFFERED
 * and before `offer_expires_at`, the entry holds one seat of its course for that person.
 */
@Entity('waitlist_entry')
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  lecture_id: number;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture: Relation<Lecture>;

  @Column({ type: 'integer' })
  lecture_fee_id: number;

  @ManyToOne(() => LectureFee, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_fee_id' })
  fee: Relation<LectureFee>;

  @Column({ type: 'varchar', length: 50 })
  applicant_name: string;

  /** Lower-case; one WAITING or OFFERED entry per course and e-mail. */
  @Column({ type: 'varchar', length: 254 })
  applicant_email: string;

  @Column({ type: 'varchar', length: 13 })
  applicant_contact: string;

  @Column({ type: 'date' })
  applicant_birth: string;

  @Column({ type: 'varchar', length: 12, default: 'WAITING' })
  status: WaitlistStatus;

  /** The injected clock's time of joining. */
  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  offered_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  offer_expires_at: Date | null;

  /** The application made through the offer. */
  @Column({ type: 'integer', nullable: true })
  application_id: number | null;

  /** When it stopped waiting (applied, expired, cancelled, removed). */
  @Column({ type: 'timestamptz', nullable: true })
  ended_at: Date | null;

  /** When the retention job removed its personal fields (issue 21); null while kept. */
  @Column({ type: 'timestamptz', nullable: true })
  anonymised_at: Date | null;

  /**
   * The person had proven the e-mail with a code when joining (issue 32). Only proven entries
   * hold the e-mail in a course's queue in the database; an unproven one may stand beside another.
   */
  @Column({ type: 'boolean', default: false })
  email_proven: boolean;
}
