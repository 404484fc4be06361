import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Counsellor } from './counsellor.entity';

/**
 * What a family can book under a program (issue 37): 초기 상담, 놀이 평가 … with its length, the
 * time kept free after it, its price, and the rules of booking and cancelling. A program with no
 * active type keeps its external booking link.
 */
@Entity('appointment_type')
export class AppointmentType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  program_id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  @Column({ type: 'smallint' })
  duration_minutes: number;

  @Column({ type: 'smallint', default: 0 })
  buffer_after_minutes: number;

  /** Integer won: the session's fee, paid at the centre unless a deposit is taken online. */
  @Column({ type: 'integer' })
  price: number;

  /** Integer won taken online when booking (0: none); at most the price. */
  @Column({ type: 'integer', default: 0 })
  deposit: number;

  @Column({ type: 'integer', default: 1440 })
  min_notice_minutes: number;

  @Column({ type: 'smallint', default: 60 })
  max_ahead_days: number;

  /** Until this many hours before its start a family may cancel or move it themselves. */
  @Column({ type: 'smallint', default: 24 })
  cancel_deadline_hours: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @ManyToMany(() => Counsellor)
  @JoinTable({
    name: 'appointment_type_counsellor',
    joinColumn: { name: 'type_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'counsellor_id', referencedColumnName: 'id' },
  })
  counsellors: Relation<Counsellor>[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
