import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { GUEST_TOKEN_COOKIE, GuestToken, Public } from '../auth';
import type { Response } from 'express';
import { ClientAddress, Cookie, setCookies } from '../common/http/request-values';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';
import { CancelWaitlistDto, JoinWaitlistDto } from './dto/waitlist.dto';
import {
  WaitlistCancelled,
  WaitlistDuplicate,
  WaitlistJoined,
  WaitlistOfferResponse,
  type JoinWaitlistResult,
} from './dto/waitlist.response';
import { WAITLIST_ACCESS_COOKIE, WaitlistAccess } from './waitlist-access';
import { WaitlistService } from './waitlist.service';

/** The waiting list as families use it: 대기 신청, an offer's link, 대기 취소 from my info. */
@Public()
@ApiTags('waitlist')
@Controller()
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly guestToken: GuestToken,
    private readonly access: WaitlistAccess,
  ) {}

  /**
   * Joining proves nothing: my info opens with a code (POST /api/guest/code). The proof of the
   * e-mail, when this browser has one, lets the answer tell of the e-mail's own place (-1), as
   * does an entry this browser made itself (the maeum_waitlist cookie).
   */
  @ApiExtraModels(WaitlistJoined, WaitlistDuplicate)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(WaitlistJoined) }, { $ref: getSchemaPath(WaitlistDuplicate) }],
    },
  })
  @ApiErrors(
    [400, '바로 신청할 수 있는 강의입니다. 신청하기를 이용해 주세요.'],
    [404, '강의를 찾을 수 없습니다.'],
    429,
    503,
  )
  @Post('lecture/waitlist')
  @HttpCode(200)
  async join(
    @Body() dto: JoinWaitlistDto,
    @ClientAddress() address: string,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Cookie(WAITLIST_ACCESS_COOKIE) accessCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JoinWaitlistResult> {
    const { result } = await this.waitlist.join(
      dto,
      address,
      this.guestToken.read(proofCookie),
      this.access.ids(accessCookie),
    );
    if (result.state === 0) {
      setCookies(
        res,
        this.access.grant(
          accessCookie,
          result.entries.map((entry) => entry.id),
        ),
      );
    }
    return result;
  }

  /** Any token that is not an open offer's: 404 (not one) or 410 (expired, used, cancelled). */
  @ApiErrors(
    [404, '유효하지 않은 대기 제안 링크입니다.'],
    [410, '만료되었거나 이미 사용된 대기 제안입니다.'],
  )
  @Get('lecture/offer/:token')
  offer(@Param('token') token: string): Promise<WaitlistOfferResponse> {
    return this.waitlist.offer(token);
  }

  @ApiGuestProof()
  @ApiErrors(
    400,
    [401, '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.'],
    [404, '대기 내역을 찾을 수 없습니다.'],
    [409, '이미 종료된 대기입니다.'],
  )
  @Post('guest/waitlist/cancel')
  @HttpCode(200)
  cancel(
    @Body() dto: CancelWaitlistDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<WaitlistCancelled> {
    return this.waitlist.cancel(proofCookie, dto.entryId);
  }
}
