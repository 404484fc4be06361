import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PrivacyRequestKind = 'DOWNLOAD' | 'CORRECT' | 'DELETE';

/**
 * How a request ended. REFUSED_MONEY: money not yet settled; REFUSED_LIVE: an application of a
 * lecture not yet over is still live; REFUSED_TAKEN: the new e-mail is another's for that lecture.
 */
export type PrivacyRequestOutcome =
  'DONE' | 'NOTHING' | 'REFUSED_MONEY' | 'REFUSED_LIVE' | 'REFUSED_TAKEN';

/** One request of a parent's rights from my info (issue 21): no personal value, ids only. */
@Entity('privacy_request')
export class PrivacyRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: PrivacyRequestKind;

  /** The applications the request was about (the proven person's own). */
  @Column({ type: 'integer', array: true, default: () => `'{}'` })
  application_ids: number[];

  @Column({ type: 'integer', array: true, default: () => `'{}'` })
  waitlist_ids: number[];

  @Column({ type: 'varchar', length: 20 })
  outcome: PrivacyRequestOutcome;

  /** What kind of change (e.g. "phone,email"), never the values. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  detail: string | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}
