import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/openapi/api-docs.decorators';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import type { SignedIn } from '../auth.service';
import type { AccessTokenResponse } from '../dto/access-token.response';
import { Public } from '../public.decorator';
import { clearRefreshCookie, setRefreshCookie } from '../refresh-cookie';
import { setDeviceCookie } from '../../common/rate-limit/device-cookie';
import { ADMIN_DEVICE_COOKIE } from '../login-rate-limit';
import {
  TwoFactorChallengeDto,
  TwoFactorEnrolDto,
  TwoFactorSignInDto,
} from './dto/two-factor-code.dto';
import type { TwoFactorEnrolledResponse, TwoFactorSetupResponse } from './dto/two-factor.response';
import { TwoFactorSignIn } from './two-factor-sign-in.service';

const CHALLENGE_ENDED: [401, string] = [
  401,
  '인증 시간이 지났거나 이미 사용된 요청입니다. 처음부터 다시 로그인해 주세요.',
];
const TOO_MANY: [429, string] = [429, '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.'];

/**
 * The second step of signing in, after POST /api/user/login answered a challenge: public (no
 * token yet), the challenge is the proof of the password. Ends as login does: the access token
 * and, with 자동 로그인, the refresh cookie.
 */
@Public()
@ApiTags('auth')
@Controller('user')
export class TwoFactorSignInController {
  constructor(
    private readonly signIn: TwoFactorSignIn,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A CODE challenge with a 6-digit code from the app, or a recovery code (works once). */
  @ApiErrors(
    400,
    [401, '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.'],
    TOO_MANY,
  )
  @Post('login/two-factor')
  @HttpCode(200)
  async verify(
    @Body() dto: TwoFactorSignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccessTokenResponse> {
    const signedIn = await this.signIn.verify(
      dto.challenge,
      dto.code,
      req.ip ?? 'unknown',
      req.cookies?.[ADMIN_DEVICE_COOKIE.cookieName],
    );
    return { accessToken: this.finish(res, signedIn) };
  }

  /** An ENROL challenge (two-factor required, none set up): a new secret to scan. */
  @ApiErrors(400, CHALLENGE_ENDED, TOO_MANY)
  @Post('two-factor/setup')
  @HttpCode(200)
  setup(@Body() dto: TwoFactorChallengeDto, @Req() req: Request): Promise<TwoFactorSetupResponse> {
    return this.signIn.setup(dto.challenge, req.ip ?? 'unknown');
  }

  /** The app's first code turns it on and signs in; the recovery codes are in this answer only. */
  @ApiErrors(
    [400, '인증 코드가 올바르지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요.'],
    CHALLENGE_ENDED,
    TOO_MANY,
  )
  @Post('two-factor/confirm')
  @HttpCode(200)
  async confirm(
    @Body() dto: TwoFactorEnrolDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TwoFactorEnrolledResponse> {
    const { signedIn, recoveryCodes } = await this.signIn.confirm(
      dto.challenge,
      dto.code,
      req.ip ?? 'unknown',
      req.cookies?.[ADMIN_DEVICE_COOKIE.cookieName],
    );
    return { accessToken: this.finish(res, signedIn), recoveryCodes };
  }

  private finish(res: Response, signedIn: SignedIn): string {
    const secure = this.config.auth.secureCookies;
    setDeviceCookie(res, ADMIN_DEVICE_COOKIE, signedIn.device, secure);
    if (signedIn.refresh) setRefreshCookie(res, signedIn.refresh, secure);
    else clearRefreshCookie(res, secure);
    return signedIn.accessToken;
  }
}
