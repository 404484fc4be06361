import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OWNER_ONLY_REFUSED, OwnerOnly } from '../auth';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { CloseLectureDto } from './dto/lecture-closure.dto';
import { ClosureQuoteResponse, LectureClosureResponse } from './dto/lecture-closure.response';
import { CLOSURE, LectureClosures } from './lecture-closure.service';

/** The centre cancels a whole lecture (폐강) and follows its job (admin only, as every route). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/lecture')
export class LectureClosureController {
  constructor(private readonly closures: LectureClosures) {}

  /**
   * Closes the lecture at once and starts refunding its families in the background (202). The
   * owner's only (issue 20): it refunds everyone, beyond any staff refund limit.
   */
  @ApiErrors(400, [403, OWNER_ONLY_REFUSED], [404, CLOSURE.lectureNotFound], [409, CLOSURE.running])
  @OwnerOnly()
  @Post(':id/close')
  @HttpCode(202)
  close(
    @Param('id', IdParamPipe) lectureId: number,
    @Body() dto: CloseLectureDto,
    @Actor() actor: AuditActor,
  ): Promise<LectureClosureResponse> {
    return this.closures.close(lectureId, dto.reason, actor);
  }

  /**
   * What a 폐강 would do now (issue 36): applications, the won that goes back and by where, for
   * the confirm step. The owner's only, as the close. Moves nothing.
   */
  @ApiErrors([403, OWNER_ONLY_REFUSED], [404, CLOSURE.lectureNotFound], [409, CLOSURE.closed])
  @OwnerOnly()
  @Get(':id/close-quote')
  quote(@Param('id', IdParamPipe) lectureId: number): Promise<ClosureQuoteResponse> {
    return this.closures.quote(lectureId);
  }

  @ApiErrors([404, CLOSURE.none])
  @Get(':id/closure')
  progress(@Param('id', IdParamPipe) lectureId: number): Promise<LectureClosureResponse> {
    return this.closures.progress(lectureId);
  }
}
