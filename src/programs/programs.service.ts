import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ProgramImagesResponse, ProgramResponse, toProgramResponse } from './dto/program.response';
import { PROGRAM_BOOKING, type ProgramBooking } from './program-booking';
import { ProgramImage } from './program-image.entity';
import { Program } from './program.entity';

const PROGRAM_NOT_FOUND = '프로그램을 찾을 수 없습니다.';

@Injectable()
export class ProgramsService {
  constructor(
    @InjectRepository(Program) private readonly programs: Repository<Program>,
    @InjectRepository(ProgramImage) private readonly imageRows: Repository<ProgramImage>,
    @Inject(PROGRAM_BOOKING) private readonly booking: ProgramBooking,
  ) {}

  /** Live programs in the back office's display order; archived ones are not shown. */
  async list(): Promise<ProgramResponse[]> {
    const programs = await this.programs.find({
      where: { archived_at: IsNull() },
      order: { display_order: 'ASC', id: 'ASC' },
    });
    const bookable = await this.booking.bookable(
      this.programs.manager,
      programs.map((program) => program.id),
    );
    return programs.map((program) => toProgramResponse(program, bookable.has(program.id)));
  }

  /** Every program the site shows, with when its page last changed: for the sitemap (src/pages). */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.programs.find({
      select: { id: true, updated_at: true },
      where: { archived_at: IsNull() },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  }

  async get(id: number): Promise<ProgramResponse> {
    // An archived program answers as a deleted one would: its old links 404, consistently.
    const program = await this.programs.findOneBy({ id, archived_at: IsNull() });
    if (!program) throw new NotFoundException(PROGRAM_NOT_FOUND);
    const bookable = await this.booking.bookable(this.programs.manager, [program.id]);
    return toProgramResponse(program, bookable.has(program.id));
  }

  async images(programId: number): Promise<ProgramImagesResponse> {
    const [exists, images] = await Promise.all([
      this.programs.existsBy({ id: programId, archived_at: IsNull() }),
      this.imageRows.find({ where: { program_id: programId }, order: { position: 'ASC' } }),
    ]);
    if (!exists) throw new NotFoundException(PROGRAM_NOT_FOUND);
    return { files: images.map((image) => image.file_name) };
  }
}
