import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ProgramImage } from './program-image.entity';

@Entity('program')
export class Program {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  target: string;

  @Column({ type: 'varchar', length: 200 })
  structure: string;

  /** Integer won. */
  @Column({ type: 'integer' })
  price: number;

  /** File name under the programFiles upload folder. */
  @Column({ type: 'varchar', length: 255 })
  thumbnail: string;

  @Column({ type: 'varchar', length: 500 })
  naver_url: string;

  @Column({ type: 'varchar', length: 100 })
  inquiry: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When the back office last changed what its page shows (the sitemap's lastmod). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at: Date;

  /** Where the public list shows it, smallest first (ties by id). */
  @Column({ type: 'integer', default: 0 })
  display_order: number;

  /**
   * Set when the back office deleted it while something referenced it: off the public list and
   * its address answers 404 as a deleted program's would; the row stays for what references it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  archived_at: Date | null;

  @OneToMany(() => ProgramImage, (image) => image.program)
  images: Relation<ProgramImage[]>;
}
