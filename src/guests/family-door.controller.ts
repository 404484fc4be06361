import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GUEST_PROOF_REQUIRED, GUEST_TOKEN_COOKIE, GuestToken, Public } from '../auth';
import { ClientAddress, Cookie, setCookies } from '../common/http/request-values';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';
import { ForgetBrowsersDto, SendFamilyCodeDto, VerifyFamilyCodeDto } from './dto/family-code.dto';
import type {
  BrowsersForgotten,
  FamilyCodeSent,
  FamilyProven,
  RememberedBrowsers as RememberedBrowsersResponse,
} from './dto/family-code.response';
import {
  CODE_EXPIRED,
  CODE_LOCKED,
  CODE_NOT_ASKED_HERE,
  CODE_WRONG,
  FAMILY_CODE_COOKIE,
} from './family-codes';
import { contactOf, FamilyDoor } from './family-door';
import { REMEMBERED_BROWSER_COOKIE, RememberedBrowsers } from './remembered-browsers';

/**
 * The family's door (/login, issue 32): an e-mail or phone number, a one-time code sent there,
 * then my info. No accounts, no passwords.
 */
@Public()
@ApiTags('guests')
@Controller('guest')
export class FamilyDoorController {
  constructor(
    private readonly door: FamilyDoor,
    private readonly browsers: RememberedBrowsers,
    private readonly token: GuestToken,
  ) {}

  /**
   * Sends a 6-digit code to the e-mail (by e-mail) or phone (알림톡, SMS fallback), the same
   * answer whether or not anything was made with it; a browser remembered for that contact is
   * proven at once instead (`proven: true` and the proof cookie), unless the purpose is
   * `contact-change` or `refresh` (a fresh code for a refund: always sent, same limits).
   */
  @ApiErrors(400, [429, '인증번호는 60초 후에 다시 받을 수 있어요.'])
  @Post('code')
  @HttpCode(200)
  async sendCode(
    @Body() dto: SendFamilyCodeDto,
    @ClientAddress() address: string,
    @Cookie(REMEMBERED_BROWSER_COOKIE) browserCookie: unknown,
    @Cookie(FAMILY_CODE_COOKIE) codeCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FamilyCodeSent> {
    const { answer, cookies } = await this.door.ask(contactOf(dto), address, {
      // A new contact, or a fresh code (a refund's account): the remembered browser's shortcut
      // would prove it with the old provenAt, so the code is always sent.
      browser: dto.purpose === undefined || dto.purpose === 'login' ? browserCookie : undefined,
      code: codeCookie,
    });
    setCookies(res, cookies);
    return answer;
  }

  /**
   * A right code sets the proof cookie (and, with `remember`, the remembered-browser cookie).
   * Only the browser that asked for the code (its `maeum_family_code` cookie) can type it.
   */
  @ApiErrors([400, [CODE_WRONG, CODE_LOCKED, CODE_EXPIRED, CODE_NOT_ASKED_HERE]])
  @Post('code/verify')
  @HttpCode(200)
  async verifyCode(
    @Body() dto: VerifyFamilyCodeDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Cookie(FAMILY_CODE_COOKIE) codeCookie: unknown,
    @ClientAddress() address: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FamilyProven> {
    const remember = dto.remember === true;
    const { cookies } = await this.door.prove(contactOf(dto), dto.code, {
      remember,
      userAgent: userAgent ?? '',
      codeCookie,
      address,
    });
    setCookies(res, cookies);
    return { proven: true, remembered: remember };
  }

  /** The proven contact's remembered browsers (my info's 로그인된 기기). */
  @ApiGuestProof()
  @ApiErrors([401, GUEST_PROOF_REQUIRED])
  @Get('browsers')
  async list(
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Cookie(REMEMBERED_BROWSER_COOKIE) browserCookie: unknown,
  ): Promise<RememberedBrowsersResponse> {
    const proof = this.token.require(proofCookie);
    return {
      email: proof.email ?? null,
      phone: proof.phone ?? null,
      browsers: await this.browsers.list(proof, browserCookie),
    };
  }

  /**
   * `this`: 이 기기 로그아웃 (this browser forgotten, the proof cookie cleared; no proof needed);
   * `others`: 다른 기기 모두 로그아웃 (every other remembered browser of the proven contact).
   */
  @ApiGuestProof()
  @ApiErrors(400, [401, GUEST_PROOF_REQUIRED])
  @Post('browsers/forget')
  @HttpCode(200)
  async forget(
    @Body() dto: ForgetBrowsersDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Cookie(REMEMBERED_BROWSER_COOKIE) browserCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BrowsersForgotten> {
    if (dto.scope === 'others') {
      const proof = this.token.require(proofCookie);
      return { forgotten: await this.browsers.forgetOthers(proof, browserCookie) };
    }
    const { forgotten, cookie } = await this.browsers.forgetThis(browserCookie);
    setCookies(res, [cookie, ...this.token.revoke()]);
    return { forgotten };
  }
}
