import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicReads } from '../common/public-reads/public-reads';
import { LecturesService } from './lectures.service';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  LectureFeeResponse,
  LectureResponse,
  LectureSummaryResponse,
} from './dto/lecture.response';

/** Public reads, answered from the PublicReads cache (see there for how it stays fresh). */
@Public()
@ApiTags('lectures')
@Controller('lecture')
export class LecturesController {
  constructor(
    private readonly lectures: LecturesService,
    private readonly reads: PublicReads,
  ) {}

  @ApiOkResponse({ type: [LectureSummaryResponse] })
  @Get('list')
  list(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.reads.send(req, res, 'lecture/list', () => this.lectures.list());
  }

  @ApiOkResponse({ type: [LectureFeeResponse] })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
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

  /** Spec §7: a list holding the one lecture. */
  @ApiOkResponse({ type: [LectureResponse], description: '강의 하나를 담은 목록 (spec §7)' })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Get(':id')
  get(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.reads.send(req, res, `lecture/${id}`, () => this.lectures.get(id));
  }
}
