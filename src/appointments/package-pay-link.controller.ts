import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth';
import { ClientAddress } from '../common/http/request-values';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { DepositPayments, type PaymentInitResponse } from '../payments';
import {
  PackagePaidResponse,
  PackagePayLinkResponse,
  StartPackagePaymentDto,
  VerifyPackagePaymentDto,
} from './dto/session-package.dto';
import { PACKAGE_LINK_OVER } from './package-deposits';
import { PACKAGE_LINK_NOT_FOUND, PackagePayLinkReads } from './package-pay-link.service';
import { packagePayLinkPath } from './pay-links';

/**
 * A 회기권's payment link (issue 37): the desk sold the package and sent this link by 알림톡 and
 * e-mail. The token opens that package only; the provider's window comes back to the link's own
 * page, which confirms (success) or offers to try again (closed or refused).
 */
@Public()
@ApiTags('booking')
@Controller('booking/package')
export class PackagePayLinkController {
  constructor(
    private readonly reads: PackagePayLinkReads,
    private readonly deposits: DepositPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiErrors([404, PACKAGE_LINK_NOT_FOUND])
  @Get(':token')
  view(@Param('token') token: string): Promise<PackagePayLinkResponse> {
    return this.reads.view(token);
  }

  /**
   * Starts paying the package (card or transfer): the window's parameters, the amount the
   * server's. Refused in words once paid, cancelled or past the link's deadline.
   */
  @ApiErrors(400, [404, PACKAGE_LINK_NOT_FOUND], [409, PACKAGE_LINK_OVER], 429)
  @Post(':token/pay')
  @HttpCode(200)
  async start(
    @Param('token') token: string,
    @Body() dto: StartPackagePaymentDto,
    @Req() req: Request,
    @ClientAddress() address: string,
  ): Promise<PaymentInitResponse> {
    const pack = await this.reads.found(token);
    const origin = this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const back = `${origin}${packagePayLinkPath(pack.type.program_id, token)}`;
    const init = await this.deposits.start(
      'package',
      pack.id,
      dto.method === '카드' ? 'CARD' : 'TRANSFER',
      { successUrl: back, failUrl: back },
      address,
    );
    // The link may have been forwarded: whoever holds it learns no family member's name or
    // address (the provider's window asks for what it needs).
    return { ...init, customerName: '', customerEmail: '' };
  }

  /**
   * The success redirect's confirm: the order must be this package's and the amount its
   * attempt's; one caller confirms. Answers how it was paid.
   */
  @ApiErrors(400, [404, PACKAGE_LINK_NOT_FOUND], [409, PACKAGE_LINK_OVER], 429)
  @Post(':token/verify')
  @HttpCode(200)
  async verify(
    @Param('token') token: string,
    @Body() dto: VerifyPackagePaymentDto,
    @ClientAddress() address: string,
  ): Promise<PackagePaidResponse> {
    const pack = await this.reads.found(token);
    const paid = await this.deposits.verify('package', pack.id, dto, address);
    return { method: paid.method, amount: paid.amount, receiptUrl: paid.receiptUrl };
  }
}
