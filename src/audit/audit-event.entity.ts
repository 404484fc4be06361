import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What kind of thing an audit row is about; the back office filters the trail by it. A change
 * names the thing changed; EXPORT is a file or a detail of families' personal data taken out.
 */
export const AUDIT_KINDS = [
  'LECTURE',
  'PROGRAM',
  'SITE_SETTINGS',
  'NOTICE',
  'STAFF',
  'SECURITY',
  'PAYMENT',
  'REFUND',
  'CASH_RECEIPT',
  'APPLICATION',
  'WAITLIST',
  'MESSAGE',
  'EXPORT',
  'INQUIRY',
  'APPOINTMENT_SETUP',
  'APPOINTMENT',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Field values as they were before and after a change; never a password, token or birth date. */
export type AuditFields = Record<string, unknown>;

/**
 * One thing an administrator did in the back office (issue 20): who, when, from which address,
 * what, and for a change the fields before and after. Append-only: a trigger refuses UPDATE and
 * DELETE for every connection, the app's own included, so the director can trust the trail.
 * The actor and the target are kept as values, not foreign keys: the row outlives both.
 */
@Entity('audit_event')
export class AuditEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'timestamptz' })
  occurred_at: Date;

  /** The account's id and name as they were at the time (null id: the system itself). */
  @Column({ type: 'integer', nullable: true })
  admin_id: number | null;

  @Column({ type: 'varchar', length: 100 })
  admin_name: string;

  /** The request's address as Express reads it (req.ip, after `trust proxy`). */
  @Column({ type: 'varchar', length: 100 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  kind: AuditKind;

  /** What was done, a stable code such as 'lecture.update' or 'applicants.csv'. */
  @Column({ type: 'varchar', length: 60 })
  action: string;

  /** The thing acted on, e.g. 'lecture:12' (null for a site-wide export). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  target: string | null;

  /** A short Korean summary for the list (e.g. the lecture's title). */
  @Column({ type: 'varchar', length: 200 })
  summary: string;

  @Column({ type: 'jsonb', nullable: true })
  before: AuditFields | null;

  @Column({ type: 'jsonb', nullable: true })
  after: AuditFields | null;
}
