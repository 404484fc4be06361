import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import type { AdminInquiryDetail, AdminInquiryRow, InquiryCounts } from './dto/inquiry.response';
import { AnswerInquiryDto, InquiryListQuery } from './dto/inquiry-form.dto';
import { INQUIRY_ALREADY_ANSWERED, INQUIRY_NOT_FOUND, Inquiries } from './inquiries.service';

/**
 * The back office's 문의 관리: the questions, and the answer sent to the asker. Protected by the
 * global admin guard (never public); staff and the owner alike may answer.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/inquiry')
export class AdminInquiriesController {
  constructor(private readonly inquiries: Inquiries) {}

  @ApiErrors([400, '알 수 없는 상태입니다.'])
  @Get('list')
  list(@Query() query: InquiryListQuery): Promise<AdminInquiryRow[]> {
    return this.inquiries.list(query.status);
  }

  @Get('counts')
  counts(): Promise<InquiryCounts> {
    return this.inquiries.counts();
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, INQUIRY_NOT_FOUND])
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminInquiryDetail> {
    return this.inquiries.get(id);
  }

  @ApiErrors(
    [400, ['답변을 입력해 주세요.']],
    [404, INQUIRY_NOT_FOUND],
    [409, INQUIRY_ALREADY_ANSWERED],
  )
  @Post(':id/answer')
  answer(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AnswerInquiryDto,
  ): Promise<AdminInquiryDetail> {
    return this.inquiries.answer(actor, id, dto);
  }
}
