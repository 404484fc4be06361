import { Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { GUEST_PROOF_REQUIRED, GUEST_TOKEN_COOKIE, GuestToken, Public } from '../auth';
import { Cookie } from '../common/http/request-values';
import { GuestCancelDto, type GuestCancelResponse } from './dto/guest-cancel.dto';
import { GuestCancelService } from './guest-cancel.service';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';

/** Cancelling from my info: the refunds module owns it; money moves through payments' services. */
@Public()
@ApiTags('guests')
@Controller('guest')
export class GuestCancelController {
  constructor(
    private readonly cancels: GuestCancelService,
    private readonly token: GuestToken,
  ) {}

  /** Guest token required (401); the application must be the proven guest's (else 404). */
  @ApiGuestProof()
  @ApiErrors(
    400,
    [401, '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.'],
    [
      403,
      [
        '환불받을 계좌를 지정하려면 인증번호로 다시 확인해 주세요.',
        '환불 계좌를 확인하려면 인증번호를 다시 입력해 주세요.',
      ],
    ],
    [404, '신청 내역을 찾을 수 없습니다.'],
    [409, '이미 취소된 신청입니다.'],
    503,
  )
  @Post('cancel')
  @HttpCode(200)
  cancel(
    @Body() dto: GuestCancelDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<GuestCancelResponse> {
    const proof = this.token.read(proofCookie);
    if (!proof) throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    return this.cancels.cancel(proof, dto);
  }
}
