import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { GUEST_TOKEN_COOKIE, GuestToken } from '../auth';
import { ClientAddress, Cookie, RequestOrigin, setCookies } from '../common/http/request-values';
import { CertificateRequestDto, type CertificateResponse } from './dto/certificate.dto';
import { GuestEmailDto, UserCheckDto } from './dto/guest.dto';
import type { UserCheckResponse, UserInfoResponse } from './dto/user-info.response';
import { CERTIFICATE_NOT_FOUND, CertificateService } from './certificate.service';
import { GuestsService } from './guests.service';
import { Public } from '../auth/public.decorator';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';

@Public()
@ApiTags('guests')
@Controller('guest')
export class GuestsController {
  constructor(
    private readonly guests: GuestsService,
    private readonly token: GuestToken,
    private readonly certificates: CertificateService,
  ) {}

  /**
   * Spec §7: 1 ok (and the proof cookie), -1 no history, 0 e-mail and birth date do not match.
   * History is applications and waiting-list entries alike.
   */
  @ApiErrors(400, [429, '조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.'], 503)
  @Post('user-check')
  @HttpCode(200)
  async userCheck(
    @Body() dto: UserCheckDto,
    @ClientAddress() address: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserCheckResponse> {
    const result = await this.guests.check(dto.email, dto.birth, address);
    if (result.match) setCookies(res, this.token.issue(result.match));
    return result.response;
  }

  /** Spec §3: only for the e-mail the guest token proves; otherwise 401 and no data. */
  @ApiGuestProof()
  @ApiErrors(400, [401, '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.'])
  @Post('user-info')
  @HttpCode(200)
  userInfo(
    @Body() dto: GuestEmailDto,
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
}
