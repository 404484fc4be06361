import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

/** What became of one application when its lecture was cancelled as a whole. */
export type ClosureOutcome =
  | 'PENDING'
  /** Paid, refunded in full through the provider. */
  | 'REFUNDED'
  /** A virtual account awaiting its deposit, cancelled at the provider. */
  | 'ACCOUNT_CANCELLED'
  /** Unpaid, withdrawn. */
  | 'WITHDRAWN'
  /** Cancelled already when the job reached it (by the family, or by the centre by hand). */
  | 'ALREADY_CLOSED'
  /** For a person: the provider refused, a refund account is needed, or it was paid at the desk. */
  | 'NEEDS_ATTENTION';

/** The centre cancelled a whole lecture (폐강): who, why, and whether the job has finished. */
@Entity('lecture_closure')
export class LectureClosure {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', unique: true })
  lecture_id: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** The administrator's name. */
  @Column({ type: 'varchar', length: 100 })
  requested_by: string;

  @Column({ type: 'varchar', length: 10, default: 'RUNNING' })
  state: 'RUNNING' | 'DONE';

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;
}

/** One application a closure must reach, with what became of it. */
@Entity('lecture_closure_item')
export class LectureClosureItem {
  @PrimaryColumn({ type: 'integer' })
  closure_id: number;

  @ManyToOne(() => LectureClosure, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'closure_id' })
  closure: Relation<LectureClosure>;

  @PrimaryColumn({ type: 'integer' })
  application_id: number;

  @Column({ type: 'varchar', length: 20, default: 'PENDING' })
  outcome: ClosureOutcome;

  /** Won returned to the family by this closure. */
  @Column({ type: 'integer', default: 0 })
  refunded_amount: number;

  /** Why it needs a person (the provider's message), in Korean. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  /** How many times the job tried it (a provider not answering is tried again). */
  @Column({ type: 'integer', default: 0 })
  tries: number;

  @Column({ type: 'timestamptz', nullable: true })
  updated_at: Date | null;
}
