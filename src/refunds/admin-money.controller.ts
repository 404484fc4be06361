import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type AdminPrincipal } from '../auth';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { ADMIN_REFUND, AdminRefundService } from './admin-refund.service';
import { CashHandBacks, HAND_BACK } from './cash-hand-back.service';
import { CashHandBackResponse } from './dto/cash-hand-back.dto';
import { AdminRefundDto, AdminRefundResponse } from './dto/admin-refund.dto';
import { ApplicationMoneyResponse } from './dto/application-money.response';
import { RefundRequestedResponse } from './dto/refund-request.dto';
import { PROVIDER_UNAVAILABLE } from './provider-cancel';
import { moneyAdmin } from './refund-authority';

/** An application's money in the back office: its ledger, and refunds (admin only). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [404, ADMIN_REFUND.notFound])
@Controller('admin/application')
export class AdminMoneyController {
  constructor(
    private readonly refunds: AdminRefundService,
    private readonly handBacks: CashHandBacks,
  ) {}

  /** The money as the ledger has it, and what this administrator may refund on their own. */
  @Get(':id/money')
  money(
    @Param('id', IdParamPipe) applicationId: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ApplicationMoneyResponse> {
    return this.refunds.money(applicationId, moneyAdmin(admin));
  }

  /**
   * The cash of a refund by hand was handed back to the family (issue 36): who and when, once.
   * Any administrator (the one at the desk); a second press answers the first record (200).
   */
  @ApiErrors([404, HAND_BACK.notFound], [409, HAND_BACK.notCash])
  @Post(':id/ledger/:entryId/hand-back')
  @HttpCode(200)
  handBack(
    @Param('id', IdParamPipe) applicationId: number,
    @Param('entryId', IdParamPipe) entryId: number,
    @Actor() actor: AuditActor,
  ): Promise<CashHandBackResponse> {
    return this.handBacks.record(applicationId, entryId, actor);
  }

  /**
   * 200: refunded. 202: the refund waits for the owner's approval (a staff member above the
   * limits, or an account typed here, whoever asks).
   */
  @ApiOkResponse({ type: AdminRefundResponse })
  @ApiAcceptedResponse({ type: RefundRequestedResponse })
  @ApiErrors(
    [400, '환불할 수 있는 금액(30,000원)을 넘었습니다.'],
    [409, ADMIN_REFUND.notPaid],
    [503, PROVIDER_UNAVAILABLE],
  )
  @Post(':id/refund')
  @HttpCode(200)
  async refund(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: AdminRefundDto,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminRefundResponse | RefundRequestedResponse> {
    const answer = await this.refunds.refund(applicationId, dto, actor, moneyAdmin(admin));
    if ('request' in answer) res.status(202);
    return answer;
  }
}
