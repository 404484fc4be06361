import { Body, Controller, HttpCode, NotImplementedException, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminCancelDto, AdminCancelResponse } from './dto/admin-cancel.dto';

/** The centre cancels an application in full (refunded through the provider when paid). */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin/application')
export class AdminCancelController {
  @ApiErrors(
    400,
    401,
    [404, '신청 내역을 찾을 수 없습니다.'],
    [409, '이미 취소된 신청입니다.'],
    503,
  )
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', IdParamPipe) applicationId: number,
    @Body() dto: AdminCancelDto,
  ): Promise<AdminCancelResponse> {
    void applicationId;
    void dto;
    throw new NotImplementedException();
  }
}
