import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OWNER_ONLY_REFUSED, OwnerOnly } from '../auth';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import type { PrivacyRequestPage } from './dto/privacy-request.response';
import { PrivacyRequestsQuery } from './dto/privacy-requests.query';
import { PrivacyRequests } from './privacy-request.repository';

/** Parents' privacy requests in the back office (the owner only: issue 20). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin')
export class PrivacyRequestsController {
  constructor(private readonly requests: PrivacyRequests) {}

  /** Downloads, corrections and deletion requests from my info, newest first (20 a page). */
  @ApiErrors([400, '페이지 번호를 확인해 주세요.'])
  @Get('privacy-requests')
  list(@Query() query: PrivacyRequestsQuery): Promise<PrivacyRequestPage> {
    return this.requests.page(query.page ?? 1);
  }
}
