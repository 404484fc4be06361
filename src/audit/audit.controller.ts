import { OWNER_ONLY_REFUSED, OwnerOnly } from '../common/auth-markers/owner-only.decorator';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AuditReads } from './audit-reads';
import { AuditQuery } from './dto/audit-query.dto';
import type { AuditAccount, AuditEventPage } from './dto/audit.response';

/**
 * 감사 기록: who changed what in the back office and who took families' data out (issue 20).
 * The owner's only (@OwnerOnly: staff get 403).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly reads: AuditReads) {}

  /** Newest first; filtered by account, kind and Seoul dates; a page at a time. */
  @ApiErrors([400, '한 페이지에 10~100건까지 볼 수 있습니다.'])
  @Get()
  page(@Query() query: AuditQuery): Promise<AuditEventPage> {
    return this.reads.page(query);
  }

  /** The accounts the trail can be filtered by. */
  @Get('accounts')
  accounts(): Promise<AuditAccount[]> {
    return this.reads.accounts();
  }
}
