import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../../audit';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../../common/openapi/api-docs.decorators';
import type { AdminPrincipal } from '../admin-jwt.strategy';
import { CurrentAdmin } from '../current-admin.decorator';
import { OwnerOnly } from '../../common/auth-markers/owner-only.decorator';
import {
  TwoFactorCodeDto,
  TwoFactorDisableDto,
  TwoFactorPasswordDto,
  TwoFactorSetupCodeDto,
} from './dto/two-factor-code.dto';
import type {
  RecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from './dto/two-factor.response';
import { TwoFactorService } from './two-factor.service';

/** The account that signed in, as the audit trail names it (the guard let it through). */
function account(actor: AuditActor): AuditActor & { adminId: number } {
  return { ...actor, adminId: actor.adminId ?? 0 };
}

/**
 * 보안 설정: the signed-in account's own two-factor sign-in (any role), and the owner's reset of
 * another account's (a lost phone).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /** On or off, recovery codes left, and whether the owner requires it of every account. */
  @Get('two-factor')
  status(@CurrentAdmin() admin: AdminPrincipal): Promise<TwoFactorStatusResponse> {
    return this.twoFactor.status(admin.id);
  }

  /**
   * A new secret (QR code and text) to add to an authenticator app; not in force until confirmed.
   * Asks for the password (an access token alone, however fresh, binds no app); a wrong one
   * counts as a failed sign-in.
   */
  @ApiErrors(
    [400, '비밀번호가 일치하지 않습니다.'],
    [409, '이미 2단계 인증을 사용하고 있습니다.'],
    429,
  )
  @Post('two-factor/setup')
  @HttpCode(200)
  setup(
    @Actor() actor: AuditActor,
    @Body() dto: TwoFactorPasswordDto,
  ): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setupWithPassword(account(actor), dto.password);
  }

  /**
   * The password and the app's current code turn it on; the ten recovery codes are in this
   * answer only.
   */
  @ApiErrors(
    [400, '인증 코드가 올바르지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요.'],
    [409, '인증 앱 등록을 먼저 시작해 주세요.'],
    429,
  )
  @Post('two-factor/confirm')
  @HttpCode(200)
  async confirm(
    @Actor() actor: AuditActor,
    @Body() dto: TwoFactorSetupCodeDto,
  ): Promise<RecoveryCodesResponse> {
    return {
      recoveryCodes: await this.twoFactor.confirm(account(actor), dto.password, dto.code),
    };
  }

  /**
   * Off, with the password and a code from the app or a recovery code; a wrong password or code
   * counts as a failed sign-in.
   */
  @ApiErrors(
    [400, '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.'],
    [409, '센터에서 모든 계정에 2단계 인증을 요구하고 있어 해제할 수 없습니다.'],
    429,
  )
  @Post('two-factor/disable')
  @HttpCode(204)
  async disable(@Actor() actor: AuditActor, @Body() dto: TwoFactorDisableDto): Promise<void> {
    await this.twoFactor.disable(account(actor), dto.password, dto.code);
  }

  /** Ten new recovery codes (the old ones stop working), with a code. */
  @ApiErrors(
    [400, '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.'],
    [409, '2단계 인증을 사용하고 있지 않습니다.'],
    429,
  )
  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  async regenerate(
    @Actor() actor: AuditActor,
    @Body() dto: TwoFactorCodeDto,
  ): Promise<RecoveryCodesResponse> {
    return { recoveryCodes: await this.twoFactor.regenerate(account(actor), dto.code) };
  }

  /**
   * Owner only: turns off another account's two-factor sign-in (a lost phone). It signs in with
   * its password next time, and sets up a new authenticator then when the owner requires it.
   */
  @ApiErrors(
    [400, '본인의 2단계 인증은 보안 설정에서 해제해 주세요.'],
    [403, '소유자만 다른 계정의 2단계 인증을 초기화할 수 있습니다.'],
    [404, '계정을 찾을 수 없습니다.'],
    [409, '2단계 인증을 사용하고 있지 않습니다.'],
  )
  @OwnerOnly()
  @Delete('staff/:id/two-factor')
  @HttpCode(204)
  async reset(@Actor() actor: AuditActor, @Param('id', IdParamPipe) id: number): Promise<void> {
    await this.twoFactor.reset(account(actor), id);
  }
}
