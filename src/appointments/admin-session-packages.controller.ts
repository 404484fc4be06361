import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, OwnerOnly, OWNER_ONLY_REFUSED, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { CONTACT_REQUIRED } from './admin-calendar.service';
import {
  AdminSessionPackage,
  CancelPackageDto,
  RefundPackageDto,
  SellPackageDto,
} from './dto/session-package.dto';
import {
  CANCEL_NOT_ALLOWED,
  LINK_MINIMUM,
  NOT_DUE,
  NOTHING_TO_REFUND,
  PACKAGE_NOT_FOUND,
  PACKAGE_REFUND_OWNER_ONLY,
  SessionPackages,
} from './session-packages.service';

/**
 * 회기권 (issue 37) in the back office: sell one at the desk or by a payment link (any account),
 * list them (a counsellor only their families'), call off an unpaid linked sale (the owner and
 * the front desk), refund the unused sessions (the owner).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/session-packages')
export class AdminSessionPackagesController {
  constructor(private readonly packages: SessionPackages) {}

  @Get()
  list(@CurrentAdmin() admin: AdminPrincipal): Promise<AdminSessionPackage[]> {
    return this.packages.list(admin);
  }

  @ApiErrors([
    400,
    ['회기 수는 1회에서 52회 사이로 입력해 주세요.', CONTACT_REQUIRED, LINK_MINIMUM],
  ])
  @Post()
  sell(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Body() dto: SellPackageDto,
  ): Promise<AdminSessionPackage> {
    return this.packages.sell(admin, actor, dto);
  }

  @ApiErrors(
    [400, ['취소 사유를 입력해 주세요.']],
    [403, CANCEL_NOT_ALLOWED],
    [404, PACKAGE_NOT_FOUND],
    [409, NOT_DUE],
  )
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CancelPackageDto,
  ): Promise<AdminSessionPackage> {
    return this.packages.cancelUnpaid(admin, actor, id, dto.reason);
  }

  @ApiErrors(
    [400, ['환불 사유를 입력해 주세요.']],
    [403, [OWNER_ONLY_REFUSED, PACKAGE_REFUND_OWNER_ONLY]],
    [404, PACKAGE_NOT_FOUND],
    [
      409,
      [
        NOTHING_TO_REFUND,
        '남은 회기 환불 금액이 100,000원으로 바뀌었습니다. 화면을 새로 고쳐 확인해 주세요.',
      ],
    ],
    [503, '환불 결과를 아직 받지 못했습니다. 잠시 후 목록을 새로 고쳐 확인해 주세요.'],
  )
  @OwnerOnly()
  @Post(':id/refund')
  @HttpCode(200)
  refund(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RefundPackageDto,
  ): Promise<AdminSessionPackage> {
    return this.packages.refundUnused(admin, actor, id, dto.reason, dto.expectedAmount);
  }
}
