import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, STAFF_REFUND_REFUSED, type AdminPrincipal } from '../auth';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { ADMIN_REFUND, AdminRefundService } from './admin-refund.service';
import { AdminRefundDto, AdminRefundResponse } from './dto/admin-refund.dto';
import { ApplicationMoneyResponse } from './dto/application-money.response';
import { PROVIDER_UNAVAILABLE } from './provider-cancel';

/** An application's money in the back office: its ledger, and refunds (admin only). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [404, ADMIN_REFUND.notFound])
@Controller('admin/application')
export class AdminMoneyController {
  constructor(private readonly refunds: AdminRefundService) {}

  @Get(':id/money')
  money(@Param('id', IdParamPipe) applicationId: number): Promise<ApplicationMoneyResponse> {
    return this.refunds.money(applicationId);
  }

  @ApiErrors(
    [400, '환불할 수 있는 금액(30,000원)을 넘었습니다.'],
    [403, STAFF_REFUND_REFUSED.overLimit(50_000)],
    [409, ADMIN_REFUND.notPaid],
    [503, PROVIDER_UNAVAILABLE],
  )
  @Post(':id/refund')
  @HttpCode(200)
  refund(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: AdminRefundDto,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminRefundResponse> {
    return this.refunds.refund(applicationId, dto, actor, admin.role);
  }
}
