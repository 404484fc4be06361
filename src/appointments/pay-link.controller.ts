import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth';
import { ClientAddress } from '../common/http/request-values';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { DepositPayments, type PaymentInitResponse } from '../payments';
import { PayLinkResponse, StartDepositDto } from './dto/booking.dto';
import { PAY_LINK_NOT_FOUND, PayLinkReads } from './pay-link.service';
import { payLinkPath } from './pay-links';

/**
 * A staff booking's payment link (issue 37): the centre booked a time for a family who phoned
 * and sent this link by 알림톡 and e-mail. The token opens that appointment's deposit only; the
 * window comes back to the booking page's paid view (whose confirm needs no proof), or to this
 * link when it was closed or refused.
 */
@Public()
@ApiTags('booking')
@Controller('booking/pay')
export class PayLinkController {
  constructor(
    private readonly reads: PayLinkReads,
    private readonly deposits: DepositPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiErrors([404, PAY_LINK_NOT_FOUND])
  @Get(':token')
  view(@Param('token') token: string): Promise<PayLinkResponse> {
    return this.reads.view(token);
  }

  /**
   * Starts paying the deposit (card or transfer): the window's parameters, the amount the
   * server's. Refused in words once paid, cancelled or past the link's time.
   */
  @ApiErrors(
    400,
    [404, PAY_LINK_NOT_FOUND],
    [409, '결제 기한이 지났어요. 예약을 원하시면 센터로 연락해 주세요.'],
    429,
  )
  @Post(':token/deposit')
  @HttpCode(200)
  async start(
    @Param('token') token: string,
    @Body() dto: StartDepositDto,
    @Req() req: Request,
    @ClientAddress() address: string,
  ): Promise<PaymentInitResponse> {
    const row = await this.reads.found(token);
    const origin = this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const init = await this.deposits.start(
      'appointment',
      row.id,
      dto.method === '카드' ? 'CARD' : 'TRANSFER',
      {
        successUrl: `${origin}/program/${row.type.program_id}/booking/paid/${row.id}`,
        failUrl: `${origin}${payLinkPath(row.type.program_id, token)}`,
      },
      address,
    );
    // The link may have been forwarded: whoever holds it learns no family member's name or
    // address (the provider's window asks for what it needs).
    return { ...init, customerName: '', customerEmail: '' };
  }
}
