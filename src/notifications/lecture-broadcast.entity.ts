import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BroadcastAudience, BroadcastChannel } from '../../shared/lecture-broadcast';

/**
 * A director's message to a lecture's families (issue 36): whom it went to, on which channel,
 * what it said, to how many families, and who sent it. Its messages (one per family) are the
 * outbox's rows, rendered from this row when they are sent. `request_key` (the form's, unique)
 * makes a double click or a retried request one broadcast; `seoul_day` counts the daily cap.
 */
@Entity('lecture_broadcast')
export class LectureBroadcast {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  lecture_id: number;

  @Column({ type: 'varchar', length: 20 })
  audience: BroadcastAudience;

  @Column({ type: 'varchar', length: 10 })
  channel: BroadcastChannel;

  @Column({ type: 'varchar', length: 40 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** How many families it was written for (one message each). */
  @Column({ type: 'integer' })
  families: number;

  @Column({ type: 'uuid' })
  request_key: string;

  /** The Seoul calendar day it was sent, YYYY-MM-DD. */
  @Column({ type: 'date' })
  seoul_day: string;

  /** Who sent it, as a value (the account may be removed later). */
  @Column({ type: 'integer', nullable: true })
  sent_by_id: number | null;

  @Column({ type: 'varchar', length: 100 })
  sent_by: string;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}
