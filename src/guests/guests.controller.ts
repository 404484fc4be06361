import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { GUEST_PROOF_REQUIRED, GUEST_TOKEN_COOKIE, GuestToken, Public } from '../auth';
import { attachment } from '../common/http/attachment';
import { ClientAddress, Cookie, RequestOrigin, setCookies } from '../common/http/request-values';
import { CertificateRequestDto, type CertificateResponse } from './dto/certificate.dto';
import { OptionalGuestEmailDto, UserCheckDto } from './dto/guest.dto';
import type { UserCheckResponse, UserInfoResponse } from './dto/user-info.response';
import { CERTIFICATE_NOT_FOUND, CertificateService } from './certificate.service';
import { REMEMBERED_BROWSER_COOKIE } from './remembered-browsers';
import { FAMILY_CODE_COOKIE } from './family-codes';
import { GuestsService } from './guests.service';
import { GUEST_DEVICE_COOKIE } from './lookup-rate-limit';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ContactCorrectionDto } from './dto/rights.dto';
import type { ContactCorrectionResponse, DeletionResponse } from './dto/rights.response';
import {
  EMAIL_TAKEN,
  GuestRights,
  LIVE_APPLICATION,
  MONEY_NOT_SETTLED,
  TYPED_LOOKUP_REQUIRED,
} from './guest-rights.service';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';

@Public()
@ApiTags('guests')
@Controller('guest')
export class GuestsController {
  constructor(
    private readonly guests: GuestsService,
    private readonly token: GuestToken,
    private readonly certificates: CertificateService,
    private readonly rights: GuestRights,
  ) {}

  /**
   * Spec §7's first step: 1 the pair matched, and a code went to the e-mail (POST
   * /api/guest/code/verify opens my info) unless this browser is remembered for it (then the
   * proof cookie at once); -1 no history, 0 e-mail and birth date do not match. History is
   * applications and waiting-list entries alike. The pair alone opens nothing.
   */
  @ApiErrors(400, [429, '조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.'], 503)
  @Post('user-check')
  @HttpCode(200)
  async userCheck(
    @Body() dto: UserCheckDto,
    @ClientAddress() address: string,
    @Cookie(REMEMBERED_BROWSER_COOKIE) browserCookie: unknown,
    @Cookie(GUEST_DEVICE_COOKIE.cookieName) deviceCookie: unknown,
    @Cookie(FAMILY_CODE_COOKIE) codeCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserCheckResponse> {
    const result = await this.guests.check(
      dto.email,
      dto.birth,
      address,
      { browser: browserCookie, code: codeCookie },
      deviceCookie,
    );
    setCookies(res, result.cookies);
    return result.response;
  }

  /**
   * Spec §3: everything made with the contact the proof proves; without one 401 and no data.
   * `email`, when sent, must be the proof's.
   */
  @ApiGuestProof()
  @ApiErrors(400, [401, '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.'])
  @Post('user-info')
  @HttpCode(200)
  userInfo(
    @Body() dto: OptionalGuestEmailDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @RequestOrigin() origin: string,
  ): Promise<UserInfoResponse> {
    return this.guests.userInfo(this.token.require(proofCookie, dto.email), origin);
  }

  /**
   * 수강 확인서 of one application: only one the proof itself proves (e-mail and birth date) and
   * only while something is paid; otherwise 404 and no data. POST: the e-mail stays out of URLs.
   */
  @ApiGuestProof()
  @ApiErrors(
    400,
    [401, '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.'],
    [404, CERTIFICATE_NOT_FOUND],
  )
  @Post('certificate')
  @HttpCode(200)
  certificate(
    @Body() dto: CertificateRequestDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<CertificateResponse> {
    return this.certificates.certificate(
      this.token.require(proofCookie, dto.email),
      dto.applicationId,
    );
  }

  /**
   * 내 정보 내려받기 (issue 21): everything stored about the person the proof proves (their own
   * applications only, never another's made with the same e-mail), as a readable JSON file with
   * Korean keys. Recorded in the back office.
   */
  @ApiGuestProof()
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: '내 정보 파일 (UTF-8 JSON, 한국어 항목명, Content-Disposition: attachment)',
    content: { 'application/json': { schema: { type: 'object' } } },
  })
  @ApiErrors([401, GUEST_PROOF_REQUIRED])
  @Get('my-data')
  async myData(
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.rights.myData(this.token.require(proofCookie));
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachment(file),
      'Cache-Control': 'no-store',
    });
    return file.body;
  }

  /**
   * 연락처 수정: the phone and/or e-mail of the proven person's applications and waiting-list
   * entries. A new e-mail moves the proof with it: the answer sets the new e-mail's proof cookie.
   */
  @ApiGuestProof()
  @ApiErrors(400, [401, GUEST_PROOF_REQUIRED], [403, TYPED_LOOKUP_REQUIRED], [409, EMAIL_TAKEN])
  @Post('contact')
  @HttpCode(200)
  async contact(
    @Body() dto: ContactCorrectionDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Cookie(FAMILY_CODE_COOKIE) codeCookie: unknown,
    @ClientAddress() address: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactCorrectionResponse> {
    const result = await this.rights.correctContact(
      this.token.require(proofCookie, dto.email),
      dto,
      { codeCookie, address },
    );
    if (result.proof) setCookies(res, this.token.issue(result.proof));
    return result.response;
  }

  /**
   * 삭제 요청: the proven person's data deleted at once but for what the Electronic Commerce Act
   * keeps (paid applications' records, until their lecture's end plus RECORD_RETENTION_YEARS);
   * refused with nothing changed while money is unsettled or an application is still live. The
   * lookup ends: the proof cookie is cleared.
   */
  @ApiGuestProof()
  @ApiErrors(
    400,
    [401, GUEST_PROOF_REQUIRED],
    [403, TYPED_LOOKUP_REQUIRED],
    [409, MONEY_NOT_SETTLED],
    [409, LIVE_APPLICATION],
  )
  @Post('delete-request')
  @HttpCode(200)
  async deleteRequest(
    @Body() dto: OptionalGuestEmailDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeletionResponse> {
    const result = await this.rights.requestDeletion(this.token.require(proofCookie, dto.email));
    setCookies(res, this.token.revoke());
    return result;
  }
}
