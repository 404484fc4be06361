import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Program } from './program.entity';

/** One carousel image of a program, in `position` order. */
@Entity('program_image')
export class ProgramImage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  program_id: number;

  @ManyToOne(() => Program, (program) => program.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program: Relation<Program>;

  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Column({ type: 'integer' })
  position: number;
}
