import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Lecture } from './lecture.entity';

/**
 * One meeting of a lecture: its day and its hours on the centre's wall clock (Asia/Seoul), so a
 * parent reads "12월 6일(토) 10:00~12:00" rather than a date typed into a course's name.
 */
@Entity('lecture_session')
export class LectureSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  lecture_id: number;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture: Relation<Lecture>;

  /** Calendar date (YYYY-MM-DD), within the lecture's period. */
  @Column({ type: 'date' })
  day: string;

  /** "HH:MM:SS" as PostgreSQL answers a `time`; the answers cut it to "HH:MM". */
  @Column({ type: 'time' })
  start_time: string;

  @Column({ type: 'time' })
  end_time: string;
}
