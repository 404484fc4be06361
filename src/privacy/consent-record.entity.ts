import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';

/**
 * What one application answered to one consent: the exact version (and its hash, which the
 * foreign key ties to consent_text), whether it was agreed, and when. Written in the
 * application's transaction; never updated (a trigger refuses), deleted with its application.
 */
@Entity('consent_record')
export class ConsentRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  application_id: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application: Relation<Application>;

  @Column({ type: 'varchar', length: 50 })
  consent_id: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'char', length: 64 })
  text_hash: string;

  /** False for an optional consent shown and left unticked. */
  @Column({ type: 'boolean' })
  agreed: boolean;

  /** When the answer was given (the application's time). */
  @Column({ type: 'timestamptz' })
  agreed_at: Date;
}
