import { Controller, Get, Param } from '@nestjs/common';
import { IdParamPipe } from '../common/http/id-param.pipe';
import type { ProgramImagesResponse, ProgramResponse } from './dto/program.response';
import { ProgramsService } from './programs.service';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('program')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get('list')
  list(): Promise<ProgramResponse[]> {
    return this.programs.list();
  }

  @Get('images/:id')
  images(@Param('id', IdParamPipe) id: number): Promise<ProgramImagesResponse> {
    return this.programs.images(id);
  }

  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<ProgramResponse> {
    return this.programs.get(id);
  }
}
