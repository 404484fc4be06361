import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicReads } from '../common/public-reads/public-reads';
import { ProgramsService } from './programs.service';

/** Public reads, answered from the PublicReads cache (see there for how it stays fresh). */
@Public()
@Controller('program')
export class ProgramsController {
  constructor(
    private readonly programs: ProgramsService,
    private readonly reads: PublicReads,
  ) {}

  @Get('list')
  list(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.reads.send(req, res, 'program/list', () => this.programs.list());
  }

  @Get('images/:id')
  images(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `program/images/${id}`, () => this.programs.images(id));
  }

  @Get(':id')
  get(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `program/${id}`, () => this.programs.get(id));
  }
}
