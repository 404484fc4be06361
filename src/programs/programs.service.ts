import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProgramImagesResponse, ProgramResponse, toProgramResponse } from './dto/program.response';
import { ProgramImage } from './program-image.entity';
import { Program } from './program.entity';

const PROGRAM_NOT_FOUND = '프로그램을 찾을 수 없습니다.';

@Injectable()
export class ProgramsService {
  constructor(
    @InjectRepository(Program) private readonly programs: Repository<Program>,
    @InjectRepository(ProgramImage) private readonly imageRows: Repository<ProgramImage>,
  ) {}

  async list(): Promise<ProgramResponse[]> {
    const programs = await this.programs.find({ order: { id: 'ASC' } });
    return programs.map(toProgramResponse);
  }

  async get(id: number): Promise<ProgramResponse> {
    const program = await this.programs.findOneBy({ id });
    if (!program) throw new NotFoundException(PROGRAM_NOT_FOUND);
    return toProgramResponse(program);
  }

  async images(programId: number): Promise<ProgramImagesResponse> {
    const [exists, images] = await Promise.all([
      this.programs.existsBy({ id: programId }),
      this.imageRows.find({ where: { program_id: programId }, order: { position: 'ASC' } }),
    ]);
    if (!exists) throw new NotFoundException(PROGRAM_NOT_FOUND);
    return { files: images.map((image) => image.file_name) };
  }
}
