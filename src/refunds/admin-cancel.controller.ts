import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminCancelService } from './admin-cancel.service';
import { AdminCancelDto, AdminCancelResponse } from './dto/admin-cancel.dto';

/** The centre cancels an application in full (refunded through the provider when paid). */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin/application')
export class AdminCancelController {
  constructor(private readonly cancels: AdminCancelService) {}

  @ApiErrors(
    400,
    401,
    [403, '직원은 환불할 수 없습니다. 대표 관리자에게 요청해 주세요.'],
    [404, '신청 내역을 찾을 수 없습니다.'],
    [409, '이미 취소된 신청입니다.'],
    [
      503,
      '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요. 중복으로 환불되지 않습니다.',
    ],
  )
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: AdminCancelDto,
    @Actor() actor: AuditActor,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminCancelResponse> {
    return this.cancels.byCentre(applicationId, dto, actor, admin.role);
  }
}
