import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { PublicRead, ShowsSeats } from '../common/public-reads/public-read.interceptor';
import { LecturesService } from './lectures.service';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  LectureFeeResponse,
  LectureResponse,
  LectureSummaryResponse,
} from './dto/lecture.response';

/** Public reads, cached and revalidated by PublicReadInterceptor (see there). */
@Public()
@ApiTags('lectures')
@PublicRead()
@Controller('lecture')
export class LecturesController {
  constructor(private readonly lectures: LecturesService) {}

  @ShowsSeats('all')
  @Get('list')
  list(): Promise<LectureSummaryResponse[]> {
    return this.lectures.list();
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @ShowsSeats({ param: 'lectureId' })
  @Get('fee/:lectureId')
  fees(@Param('lectureId', IdParamPipe) lectureId: number): Promise<LectureFeeResponse[]> {
    return this.lectures.fees(lectureId);
  }

  /** Spec §7: a list holding the one lecture. */
  @ApiOkResponse({ type: [LectureResponse], description: '강의 하나를 담은 목록 (spec §7)' })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @ShowsSeats({ param: 'id' })
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<LectureResponse[]> {
    return this.lectures.get(id);
  }
}
