import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicReads } from '../common/public-reads/public-reads';
import { ProgramsService } from './programs.service';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { ProgramImagesResponse, ProgramResponse } from './dto/program.response';

/** Public reads, answered from the PublicReads cache (see there for how it stays fresh). */
@Public()
@ApiTags('programs')
@Controller('program')
export class ProgramsController {
  constructor(
    private readonly programs: ProgramsService,
    private readonly reads: PublicReads,
  ) {}

  @ApiOkResponse({ type: [ProgramResponse] })
  @Get('list')
  list(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.reads.send(req, res, 'program/list', () => this.programs.list());
  }

  @ApiOkResponse({ type: ProgramImagesResponse })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '프로그램을 찾을 수 없습니다.'])
  @Get('images/:id')
  images(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `program/images/${id}`, () => this.programs.images(id));
  }

  @ApiOkResponse({ type: ProgramResponse })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '프로그램을 찾을 수 없습니다.'])
  @Get(':id')
  get(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `program/${id}`, () => this.programs.get(id));
  }
}
