import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A notice of the board (공지사항, issue 20). Public once published; a draft (published_at null)
 * is seen only in the back office. Times come from the injected Clock, not the database's now().
 */
@Entity('notice')
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Sanitised HTML from the lectures' editor (sanitizeLectureHtml); may be empty. */
  @Column({ type: 'text', default: '' })
  body: string;

  /** 고정: listed before every other notice. */
  @Column({ type: 'boolean', default: false })
  pinned: boolean;

  /** When it was last published (from a draft); null: a draft, hidden from the public. */
  @Column({ type: 'timestamptz', nullable: true })
  published_at: Date | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
