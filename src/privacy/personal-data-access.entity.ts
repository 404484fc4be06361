import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** REVEAL: an administrator unmasked one person's contact; EXPORT: a file of families left. */
export type PersonalDataAccessKind = 'REVEAL' | 'EXPORT';

/** Whose data was revealed. */
export type PersonalDataSubjectKind = 'APPLICATION' | 'WAITLIST_ENTRY';

/**
 * One time an administrator saw or took a family's personal data in full (issue 21): who, when,
 * from which address, and what. Append-only (a trigger refuses UPDATE and DELETE, except DELETE
 * in a transaction that sets `maeum.purge_records`), so the director can trust who looked.
 * The subject is an id without a foreign key: the record outlives the application's retention.
 */
@Entity('personal_data_access')
export class PersonalDataAccess {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: PersonalDataAccessKind;

  /** The administrator's account id and name as they were at the time. */
  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'varchar', length: 100 })
  admin_name: string;

  /** The request's address as Express reads it (req.ip, after `trust proxy`). */
  @Column({ type: 'varchar', length: 100 })
  address: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  subject_kind: PersonalDataSubjectKind | null;

  @Column({ type: 'integer', nullable: true })
  subject_id: number | null;

  /** The fields shown or written: contact, email (a reveal); every column (an export). */
  @Column({ type: 'text', array: true })
  fields: string[];

  /** An export's scope: 'ALL' or 'LECTURE:<id>'. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  scope: string | null;

  @Column({ type: 'timestamptz' })
  occurred_at: Date;
}
