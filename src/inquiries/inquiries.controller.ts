import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { ClientAddress } from '../common/http/request-values';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import type { InquirySent } from './dto/inquiry.response';
import { CreateInquiryDto } from './dto/inquiry-form.dto';
import { INQUIRY_CONSENT_CHANGED, Inquiries } from './inquiries.service';

/** The 문의 page's form: anyone may ask, within the request limits. */
@Public()
@ApiTags('inquiries')
@Controller('inquiry')
export class InquiriesController {
  constructor(private readonly inquiries: Inquiries) {}

  @ApiErrors(400, [409, INQUIRY_CONSENT_CHANGED], 429)
  @Post()
  @HttpCode(201)
  send(@Body() dto: CreateInquiryDto, @ClientAddress() address: string): Promise<InquirySent> {
    return this.inquiries.send(dto, address);
  }
}
