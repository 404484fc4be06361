import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { LectureBroadcastDraftDto, SendLectureBroadcastDto } from './dto/lecture-broadcast.dto';
import { LectureBroadcastPreview, LectureBroadcastSent } from './dto/lecture-broadcast.response';
import {
  BROADCAST_KEY_OF_ANOTHER,
  BROADCAST_LECTURE_NOT_FOUND,
  broadcastCountChanged,
  broadcastDailyCap,
  LectureBroadcasts,
} from './lecture-broadcasts.service';

/**
 * 수강생에게 메시지 보내기 (issue 36): a message to a lecture's families, counted and previewed,
 * then sent once per family. Behind the global admin guard; staff and the owner alike.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/lecture/:id/broadcast')
export class AdminBroadcastsController {
  constructor(private readonly broadcasts: LectureBroadcasts) {}

  /** How many families it would reach, and the message as they would read it. Sends nothing. */
  @ApiErrors(
    [400, ['제목을 입력해 주세요.', '알림톡 내용은 700자 이하로 입력해 주세요.']],
    [404, BROADCAST_LECTURE_NOT_FOUND],
  )
  @HttpCode(200)
  @Post('preview')
  preview(
    @Param('id', IdParamPipe) lectureId: number,
    @Body() dto: LectureBroadcastDraftDto,
  ): Promise<LectureBroadcastPreview> {
    return this.broadcasts.preview(lectureId, dto);
  }

  /** Sends it to the families counted, once per family (again with the same key: nothing). */
  @ApiErrors(
    [400, ['내용을 입력해 주세요.']],
    [404, BROADCAST_LECTURE_NOT_FOUND],
    [409, [broadcastCountChanged(12, 13), BROADCAST_KEY_OF_ANOTHER]],
    [429, broadcastDailyCap(3)],
  )
  @Post()
  send(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) lectureId: number,
    @Body() dto: SendLectureBroadcastDto,
  ): Promise<LectureBroadcastSent> {
    return this.broadcasts.send(actor, lectureId, dto);
  }
}
