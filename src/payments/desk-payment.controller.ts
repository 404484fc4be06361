import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { DESK_PAYMENT, DeskPayment } from './desk-payment.service';
import { DeskPaymentDto, DeskPaymentResponse } from './dto/desk-payment.dto';

/** The centre records a payment made outside the provider (admin only, as every route). */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin/application')
export class DeskPaymentController {
  constructor(private readonly desk: DeskPayment) {}

  @ApiErrors(
    [400, '결제 금액이 신청 금액(30,000원)과 다릅니다.'],
    401,
    [404, DESK_PAYMENT.notFound],
    [409, DESK_PAYMENT.paid],
  )
  @Post(':id/payment')
  @HttpCode(200)
  record(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: DeskPaymentDto,
    @Actor() actor: AuditActor,
  ): Promise<DeskPaymentResponse> {
    return this.desk.record(applicationId, dto, actor);
  }
}
