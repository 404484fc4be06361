import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A stored first answer for an Idempotency-Key, replayed for every repeat (toss-contract.md §4). */
@Entity('sandbox_idempotency')
export class SandboxIdempotency {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  idempotency_key: string;

  @Column({ type: 'varchar', length: 300 })
  request_path: string;

  @Column({ type: 'integer' })
  status_code: number;

  @Column({ type: 'jsonb' })
  response: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
