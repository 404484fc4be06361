import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Application } from './application.entity';

/** A fee chosen in an application, with its name and amount as they were when applying. */
@Entity('application_fee')
export class ApplicationFee {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  application_id: number;

  @ManyToOne(() => Application, (application) => application.fees, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application: Relation<Application>;

  @Column({ type: 'integer' })
  lecture_fee_id: number;

  @Column({ type: 'varchar', length: 200 })
  fee_type: string;

  @Column({ type: 'integer' })
  amount: number;
}
