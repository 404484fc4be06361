import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Lecture } from './lecture.entity';

/** One selectable course of a lecture, with its price in integer won. */
@Entity('lecture_fee')
export class LectureFee {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  lecture_id: number;

  @ManyToOne(() => Lecture, (lecture) => lecture.fees, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture: Relation<Lecture>;

  @Column({ type: 'varchar', length: 200 })
  fee_type: string;

  @Column({ type: 'integer' })
  amount: number;

  /** Seats of this course, counted in applications that include it; null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;
}
