import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';

/**
 * A counsellor: a staff account's profile for appointments (issue 37). Deactivating one takes
 * them off the booking pages; their appointments stay until the owner moves or cancels them.
 */
@Entity('counsellor')
export class Counsellor {
  @PrimaryGeneratedColumn()
  id: number;

  /** The back-office account (admin_user) this profile belongs to: one profile per account. */
  @Column({ type: 'integer', unique: true })
  account_id: number;

  /** The name families see ("김하늘 선생님" is written from it). */
  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** SHA-256 (hex) of the secret in the private calendar feed's address; null: no feed. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true, select: false })
  feed_token_hash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  feed_created_at: Date | null;

  @OneToMany(() => CounsellorWeeklyHours, (hours) => hours.counsellor)
  weekly_hours: Relation<CounsellorWeeklyHours>[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/** One working window of a weekday, in Seoul minutes after midnight: [start, end). */
@Entity('counsellor_weekly_hours')
export class CounsellorWeeklyHours {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  counsellor_id: number;

  @ManyToOne(() => Counsellor, (counsellor) => counsellor.weekly_hours, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'counsellor_id' })
  counsellor: Relation<Counsellor>;

  /** 0 Sunday … 6 Saturday. */
  @Column({ type: 'smallint' })
  weekday: number;

  @Column({ type: 'smallint' })
  start_minute: number;

  @Column({ type: 'smallint' })
  end_minute: number;
}

/** Leave, training, a day off, time the calendar blocked: no appointment may touch it. */
@Entity('counsellor_time_off')
export class CounsellorTimeOff {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  counsellor_id: number;

  @Column({ type: 'timestamptz' })
  starts_at: Date;

  @Column({ type: 'timestamptz' })
  ends_at: Date;

  @Column({ type: 'varchar', length: 100, default: '' })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

/** A day the whole centre is closed (its own; Korean public holidays come from a package). */
@Entity('centre_closed_day')
export class CentreClosedDay {
  /** YYYY-MM-DD (a Seoul date). */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 100 })
  reason: string;
}

/** A counselling room: two appointments never share one at the same time. */
@Entity('room')
export class Room {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 30, unique: true })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
