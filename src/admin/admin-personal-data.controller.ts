import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, OWNER_ONLY_REFUSED, OwnerOnly, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ClientAddress } from '../common/http/request-values';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminPersonalDataService } from './admin-personal-data.service';
import { PersonalDataAccessQuery } from './dto/personal-data.dto';
import type { PersonalDataAccessPage, PersonalDataRevealed } from './dto/personal-data.response';

/**
 * A family's contact in full, one click at a time and each click recorded, and the record itself
 * (개인정보 열람 기록). Protected by the global admin guard (never public).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class AdminPersonalDataController {
  constructor(private readonly personalData: AdminPersonalDataService) {}

  /** The application's contact and e-mail in full; one REVEAL row in the record. */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '신청 내역을 찾을 수 없습니다.'])
  @Post('application/:id/reveal')
  @HttpCode(200)
  revealApplication(
    @Param('id', IdParamPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
    @ClientAddress() address: string,
  ): Promise<PersonalDataRevealed> {
    return this.personalData.revealApplication(
      { adminId: admin.id, adminName: admin.username, address },
      id,
    );
  }

  /** The waiting-list entry's contact and e-mail in full; one REVEAL row in the record. */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '대기 내역을 찾을 수 없습니다.'])
  @Post('waitlist/:id/reveal')
  @HttpCode(200)
  revealWaitlistEntry(
    @Param('id', IdParamPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
    @ClientAddress() address: string,
  ): Promise<PersonalDataRevealed> {
    return this.personalData.revealWaitlistEntry(
      { adminId: admin.id, adminName: admin.username, address },
      id,
    );
  }

  /** 개인정보 열람 기록: who saw or exported families' data in full, newest first (the owner's). */
  @ApiErrors([400, '페이지 번호를 확인해 주세요.'], [403, OWNER_ONLY_REFUSED])
  @OwnerOnly()
  @Get('personal-data-access')
  accesses(@Query() query: PersonalDataAccessQuery): Promise<PersonalDataAccessPage> {
    return this.personalData.accesses(query.page);
  }
}
