import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminCancelService } from './admin-cancel.service';
import { AdminCancelDto, AdminCancelResponse, CancelQuoteResponse } from './dto/admin-cancel.dto';
import { RefundRequestedResponse } from './dto/refund-request.dto';
import { moneyAdmin } from './refund-authority';

/** The centre cancels an application in full (refunded through the provider when paid). */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin/application')
export class AdminCancelController {
  constructor(private readonly cancels: AdminCancelService) {}

  /**
   * What the cancel would do now (issue 36): the won it gives back and where, whether it cannot
   * be done here, and whether for this administrator it would wait for the owner. Moves nothing.
   */
  @ApiErrors(401, [404, '신청 내역을 찾을 수 없습니다.'])
  @Get(':id/cancel-quote')
  quote(
    @Param('id', IdParamPipe) applicationId: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CancelQuoteResponse> {
    return this.cancels.quote(applicationId, moneyAdmin(admin));
  }

  /** 200: cancelled. 202: a staff member's cancel above the limits waits for the owner. */
  @ApiOkResponse({ type: AdminCancelResponse })
  @ApiAcceptedResponse({ type: RefundRequestedResponse })
  @ApiErrors(
    400,
    401,
    [404, '신청 내역을 찾을 수 없습니다.'],
    [409, '이미 취소된 신청입니다.'],
    [
      503,
      '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요. 중복으로 환불되지 않습니다.',
    ],
  )
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: AdminCancelDto,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminCancelResponse | RefundRequestedResponse> {
    const answer = await this.cancels.byCentre(applicationId, dto, actor, moneyAdmin(admin));
    if ('request' in answer) res.status(202);
    return answer;
  }
}
