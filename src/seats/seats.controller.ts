import { Controller, Get, NotImplementedException, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { LectureSeatsResponse } from './dto/seats.response';

/** The back office's 좌석 현황 of a lecture. */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin/lecture')
export class SeatsController {
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 401, [404, '강의를 찾을 수 없습니다.'])
  @Get(':id/seats')
  seats(@Param('id', IdParamPipe) lectureId: number): Promise<LectureSeatsResponse> {
    void lectureId;
    throw new NotImplementedException();
  }
}
