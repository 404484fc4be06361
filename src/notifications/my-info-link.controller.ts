import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GuestToken, Public } from '../auth';
import { setCookies } from '../common/http/request-values';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { OpenMyInfoLinkDto } from './dto/message.dto';
import type { MyInfoLinkOpened } from './dto/message.response';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED, MyInfoLinks } from './my-info-links';

/** The personal my-info link of a message (the /myinfo/link page posts its token here). */
@Public()
@ApiTags('guests')
@Controller('guest')
export class MyInfoLinkController {
  constructor(
    private readonly links: MyInfoLinks,
    private readonly token: GuestToken,
  ) {}

  /**
   * Opens my info from a message: checks the link's token, uses it up, and sets the proof cookie
   * for the contact the message was delivered to (marked as opened by a link). Single-use, 24
   * hours. The answer names that contact only, never a birth date.
   */
  @ApiErrors([400, LINK_INVALID], [410, [LINK_EXPIRED, LINK_USED]])
  @Post('link')
  @HttpCode(200)
  async open(
    @Body() dto: OpenMyInfoLinkDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MyInfoLinkOpened> {
    const proof = await this.links.open(dto.token);
    setCookies(res, this.token.issue(proof));
    return { email: proof.email ?? null, phone: proof.phone ?? null };
  }
}
