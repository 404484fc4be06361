import type { LectureParticipant } from '../../shared/participant';
import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
  type ValueTransformer,
} from 'typeorm';
import { LectureFee } from './lecture-fee.entity';

/** A whole-minute `time` column as "HH:MM". */
const HH_MM: ValueTransformer = {
  from: (value: string | null) => (typeof value === 'string' ? value.slice(0, 5) : value),
  to: (value: unknown) => value,
};

@Entity('lecture')
export class Lecture {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  instructor_name: string;

  /** Calendar dates (YYYY-MM-DD), both ends inclusive. */
  @Column({ type: 'date' })
  reg_period_start: string;

  @Column({ type: 'date' })
  reg_period_end: string;

  /**
   * The minute registration opens on `reg_period_start`, "HH:MM" on the centre's clock
   * (Asia/Seoul); "00:00" unless the centre set an hour. PostgreSQL answers a `time` as
   * "HH:MM:SS": read as "HH:MM".
   */
  @Column({ type: 'time', default: '00:00', transformer: HH_MM })
  reg_start_time: string;

  @Column({ type: 'date' })
  lec_period_start: string;

  @Column({ type: 'date' })
  lec_period_end: string;

  @Column({ type: 'varchar', length: 200 })
  organizer: string;

  @Column({ type: 'varchar', length: 200 })
  inquiry: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  /** Banner image under the lectureFiles upload folder. */
  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  /** Where it takes place, for the day-before reminder; null: the centre's own address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  venue: string | null;

  /** Whom it is for (대상), in the centre's words; null: not said. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  audience: string | null;

  /** What to bring, when the lecture says (shown in the day-before reminder). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  what_to_bring: string | null;

  /** Who attends: the applicant (parents, teachers) or their child (the form asks for the child). */
  @Column({ type: 'varchar', length: 10, default: 'APPLICANT' })
  participant: LectureParticipant;

  /** Seats over all its courses, counted in applications (people); null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  /** Set when the lecture was deleted while it had applications: hidden from the public. */
  @Column({ type: 'timestamptz', nullable: true })
  archived_at: Date | null;

  /** Set when the centre cancelled the whole lecture (폐강): shown so, and closed to applicants. */
  @Column({ type: 'timestamptz', nullable: true })
  closed_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  closed_reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @OneToMany(() => LectureFee, (fee) => fee.lecture)
  fees: Relation<LectureFee[]>;
}
