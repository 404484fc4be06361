import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicRead } from '../common/public-reads/public-read.interceptor';
import { ProgramsService } from './programs.service';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { ProgramImagesResponse, ProgramResponse } from './dto/program.response';

/** Public reads, cached and revalidated by PublicReadInterceptor (see there). */
@Public()
@ApiTags('programs')
@PublicRead()
@Controller('program')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get('list')
  list(): Promise<ProgramResponse[]> {
    return this.programs.list();
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '프로그램을 찾을 수 없습니다.'])
  @Get('images/:id')
  images(@Param('id', IdParamPipe) id: number): Promise<ProgramImagesResponse> {
    return this.programs.images(id);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '프로그램을 찾을 수 없습니다.'])
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<ProgramResponse> {
    return this.programs.get(id);
  }
}
