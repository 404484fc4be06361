import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, OWNER_ONLY_REFUSED, OwnerOnly, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  DeclineRefundRequestDto,
  RefundDecisionResponse,
  RefundRequestListResponse,
  RefundRequestQueryDto,
} from './dto/refund-request.dto';
import { RefundApprovals } from './refund-approvals.service';
import { moneyAdmin, REFUND_REQUEST, RefundAuthority } from './refund-authority';

/** Refunds that wait for the owner (issue 32, four eyes): the owner's only. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin/refund-requests')
export class RefundRequestsController {
  constructor(
    private readonly authority: RefundAuthority,
    private readonly approvals: RefundApprovals,
  ) {}

  @ApiErrors(400)
  @Get()
  async list(@Query() query: RefundRequestQueryDto): Promise<RefundRequestListResponse> {
    return { items: await this.authority.list(query.status ?? 'PENDING') };
  }

  /** Executes the refund now (re-checking what is refundable); 409 once decided. */
  @ApiErrors(400, [404, REFUND_REQUEST.notFound], [409, REFUND_REQUEST.decided], 503)
  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<RefundDecisionResponse> {
    return this.approvals.approve(id, moneyAdmin(admin), actor);
  }

  @ApiErrors(400, [404, REFUND_REQUEST.notFound], [409, REFUND_REQUEST.decided])
  @Post(':id/decline')
  @HttpCode(200)
  decline(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: DeclineRefundRequestDto,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<RefundDecisionResponse> {
    return this.approvals.decline(id, moneyAdmin(admin), dto.reason, actor);
  }
}
