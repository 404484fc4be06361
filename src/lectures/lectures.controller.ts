import { Controller, Get, Param } from '@nestjs/common';
import { IdParamPipe } from '../common/http/id-param.pipe';
import type {
  LectureFeeResponse,
  LectureResponse,
  LectureSummaryResponse,
} from './dto/lecture.response';
import { LecturesService } from './lectures.service';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('lecture')
export class LecturesController {
  constructor(private readonly lectures: LecturesService) {}

  @Get('list')
  list(): Promise<LectureSummaryResponse[]> {
    return this.lectures.list();
  }

  @Get('fee/:lectureId')
  fees(@Param('lectureId', IdParamPipe) lectureId: number): Promise<LectureFeeResponse[]> {
    return this.lectures.fees(lectureId);
  }

  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<LectureResponse[]> {
    return this.lectures.get(id);
  }
}
