import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { AuthService } from './auth.service';
import type { AccessTokenResponse } from './dto/access-token.response';
import { LoginDto } from './dto/login.dto';
import type { LoginResponse } from './dto/login.response';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';
import { ADMIN_DEVICE_COOKIE } from './login-rate-limit';
import { setDeviceCookie } from '../common/rate-limit/device-cookie';
import { Public } from './public.decorator';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminAuth, ApiErrors, ApiRefreshCookie } from '../common/openapi/api-docs.decorators';

export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './refresh-cookie';

/** Administrator sign-in (spec §7: POST /api/user/login and /api/user/refresh). */
@Public()
@ApiTags('auth')
@Controller('user')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 { accessToken } and, with auto-login, the refresh cookie; for an account with two-factor
   * sign-in (or when the owner requires it) 200 { twoFactor, challenge } and no token yet
   * (TwoFactorSignInController ends the sign-in); 401 with one message for an unknown id and a
   * wrong password alike; 429 past the limits (LoginRateLimit).
   */
  @ApiErrors(
    400,
    [401, '아이디 또는 비밀번호가 일치하지 않습니다.'],
    [429, '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.'],
    503,
  )
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const signedIn = await this.auth.login(
      dto.username,
      dto.password,
      req.ip ?? 'unknown',
      dto.autoLogin ?? true,
      req.cookies?.[ADMIN_DEVICE_COOKIE.cookieName],
    );
    if ('challenge' in signedIn) {
      return { twoFactor: signedIn.twoFactor, challenge: signedIn.challenge };
    }
    setDeviceCookie(res, ADMIN_DEVICE_COOKIE, signedIn.device, this.secure);
    if (signedIn.refresh) setRefreshCookie(res, signedIn.refresh, this.secure);
    else clearRefreshCookie(res, this.secure);
    return { accessToken: signedIn.accessToken };
  }

  /** A new access token for the refresh cookie, which is replaced (each one works once). */
  @ApiRefreshCookie()
  @ApiErrors([401, '로그인이 만료되었습니다. 다시 로그인해 주세요.'])
  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccessTokenResponse> {
    try {
      const refreshed = await this.auth.refresh(this.cookie(req));
      setRefreshCookie(res, refreshed.refresh, this.secure);
      return { accessToken: refreshed.accessToken };
    } catch (error) {
      clearRefreshCookie(res, this.secure);
      throw error;
    }
  }

  /** Ends the session of the refresh cookie and/or the Bearer access token; always 204. */
  @ApiRefreshCookie()
  @ApiAdminAuth()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(this.cookie(req), this.bearer(req), req.ip ?? 'unknown');
    clearRefreshCookie(res, this.secure);
  }

  /** The route is public (a sign-out must work with an expired token), so it reads the header. */
  private bearer(req: Request): string | undefined {
    const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(req.headers.authorization ?? '');
    return match?.[1];
  }

  private cookie(req: Request): string | undefined {
    const value: unknown = req.cookies?.[REFRESH_COOKIE];
    return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
  }

  private get secure(): boolean {
    return this.config.auth.secureCookies;
  }
}
