import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../common/http/request-values';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  AcceptInvitationDto,
  InvitationAcceptedResponse,
  InvitationTokenDto,
  InvitationViewResponse,
} from './dto/staff.dto';
import { INVITATION_REFUSED, Invitations } from './invitations';
import { Public } from './public.decorator';

/**
 * The invited person's link (/admin/invite#token): public, the token in the body (never in a
 * URL, so never in an access log). Refused links are counted per address (429 past the limit).
 */
@Public()
@ApiTags('auth')
@ApiErrors(
  400,
  [404, INVITATION_REFUSED.unknown],
  [410, INVITATION_REFUSED.expired],
  [429, '초대 링크 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.'],
)
@Controller('invitation')
export class InvitationController {
  constructor(private readonly invitations: Invitations) {}

  /** Who invited whom, before the password is chosen. */
  @Post('view')
  @HttpCode(200)
  view(
    @Body() dto: InvitationTokenDto,
    @ClientAddress() address: string,
  ): Promise<InvitationViewResponse> {
    return this.invitations.view(dto.token, address);
  }

  /** Creates the staff account with this password (12+ characters, not a breached one). */
  @ApiErrors([409, '이미 사용 중인 아이디입니다.'])
  @Post('accept')
  @HttpCode(200)
  accept(
    @Body() dto: AcceptInvitationDto,
    @ClientAddress() address: string,
  ): Promise<InvitationAcceptedResponse> {
    return this.invitations.accept(dto.token, dto.password, address);
  }
}
