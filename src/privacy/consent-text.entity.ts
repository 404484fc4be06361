import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One version of a consent's text as families saw it, written the first time an application
 * answers it (src/privacy/consents.ts is the source). Never changed or deleted (a trigger refuses
 * both): records point at it by id, version and hash.
 */
@Entity('consent_text')
export class ConsentText {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  consent_id: string;

  @PrimaryColumn({ type: 'integer' })
  version: number;

  /** SHA-256 (hex) of the document; unique with the id and version, for the records' key. */
  @Column({ type: 'char', length: 64 })
  hash: string;

  @Column({ type: 'boolean' })
  required: boolean;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  checkbox: string;

  /** Paragraphs, as shown. */
  @Column({ type: 'jsonb' })
  body: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
