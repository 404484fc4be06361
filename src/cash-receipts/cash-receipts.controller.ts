import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { CASH_RECEIPT, CashReceipts } from './cash-receipts.service';
import { IssueCashReceiptResponse } from './dto/cash-receipt.response';
import { IssueCashReceiptDto } from './dto/issue-cash-receipt.dto';
import { IDENTITY_REFUSED } from './identity-number';

/** 현금영수증 for a payment taken at the desk (admin only). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [404, CASH_RECEIPT.notFound])
@Controller('admin/application')
export class CashReceiptsController {
  constructor(private readonly receipts: CashReceipts) {}

  @ApiErrors(
    [400, IDENTITY_REFUSED.소득공제],
    [409, CASH_RECEIPT.issued],
    [503, CASH_RECEIPT.unavailable],
  )
  @Post(':id/cash-receipt')
  @HttpCode(200)
  issue(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: IssueCashReceiptDto,
    @Actor() actor: AuditActor,
  ): Promise<IssueCashReceiptResponse> {
    return this.receipts.issue(applicationId, dto, actor);
  }
}
