import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicReads } from '../common/public-reads/public-reads';
import { LecturesService } from './lectures.service';

/** Public reads, answered from the PublicReads cache (see there for how it stays fresh). */
@Public()
@Controller('lecture')
export class LecturesController {
  constructor(
    private readonly lectures: LecturesService,
    private readonly reads: PublicReads,
  ) {}

  @Get('list')
  list(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.reads.send(req, res, 'lecture/list', () => this.lectures.list());
  }

  @Get('fee/:lectureId')
  fees(
    @Param('lectureId', IdParamPipe) lectureId: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `lecture/fee/${lectureId}`, () =>
      this.lectures.fees(lectureId),
    );
  }

  @Get(':id')
  get(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `lecture/${id}`, () => this.lectures.get(id));
  }
}
