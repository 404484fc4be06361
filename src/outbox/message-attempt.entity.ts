import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveredVia } from './message.entity';

/**
 * One delivery attempt of a message: written when it starts (so a worker killed mid-send leaves
 * an attempt without an outcome) and finished with the provider's answer.
 */
@Entity('message_attempt')
export class MessageAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  message_id: string;

  @Column({ type: 'timestamptz' })
  started_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  outcome: 'SENT' | 'RETRY' | 'FAILED' | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  via: DeliveredVia | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  provider_code: string | null;

  /** The provider's answer, without personal data. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  provider_answer: string | null;
}
