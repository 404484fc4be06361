import { Actor, type AuditActor } from '../audit';
import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  APPLICATION_NOT_FOUND,
  AdminMessagesService,
  MESSAGE_NOT_FOUND,
  MESSAGE_PURGED,
  INVITATION_NOT_RESENT,
} from './admin-messages.service';
import { AdminMessageInfo, MessageResent, MessageTemplatePreview } from './dto/message.response';
import { MessageTemplatePreviews } from './message-template-previews';

/** The back office's messages: an application's 발송 내역, 다시 보내기, and 알림 템플릿. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class AdminMessagesController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly previews: MessageTemplatePreviews,
  ) {}

  /** Newest first, recipients masked, without bodies; each with its attempts. */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, APPLICATION_NOT_FOUND])
  @Get('application/:id/messages')
  ofApplication(@Param('id', IdParamPipe) applicationId: number): Promise<AdminMessageInfo[]> {
    return this.messages.ofApplication(applicationId);
  }

  /** Queues a new message like this one, rendered afresh from the rows at send time. */
  @ApiErrors(
    [400, '잘못된 ID 형식입니다.'],
    [404, MESSAGE_NOT_FOUND],
    [409, [MESSAGE_PURGED, INVITATION_NOT_RESENT]],
  )
  @Post('message/:id/resend')
  resend(
    @Param('id', IdParamPipe) messageId: number,
    @Actor() actor: AuditActor,
  ): Promise<MessageResent> {
    return this.messages.resend(actor, messageId);
  }

  /** Every kind of message rendered with example rows. */
  @Get('message-templates')
  templates(): Promise<MessageTemplatePreview[]> {
    return this.previews.list();
  }
}
