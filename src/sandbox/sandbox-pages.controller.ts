import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SandboxCheckoutService, type PageAnswer } from './sandbox-checkout.service';
import { SANDBOX_SCRIPT } from './sandbox-script';
import { Public } from '../auth/public.decorator';

/** The sandbox's browser side: the SDK script, the checkout window, status and receipt pages. */
@Public()
@Controller('sandbox/toss')
export class SandboxPagesController {
  constructor(private readonly checkout: SandboxCheckoutService) {}

  @Get('v1.js')
  script(@Res() res: Response): void {
    res
      .status(200)
      .type('application/javascript; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .send(SANDBOX_SCRIPT);
  }

  @Get('checkout')
  checkoutPage(@Req() req: Request, @Query() query: unknown, @Res() res: Response): void {
    send(res, this.checkout.checkoutPage(query, req.host));
  }

  @Post('checkout')
  async submit(@Req() req: Request, @Body() form: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.checkout.submitCheckout(form, req.host));
  }

  @Get('payments/:paymentKey')
  async status(@Param('paymentKey') paymentKey: string, @Res() res: Response): Promise<void> {
    send(res, await this.checkout.statusPage(paymentKey));
  }

  @Post('payments/:paymentKey/deposit')
  async deposit(@Param('paymentKey') paymentKey: string, @Res() res: Response): Promise<void> {
    send(res, await this.checkout.deposit(paymentKey));
  }

  @Get('receipt/:paymentKey')
  async receipt(@Param('paymentKey') paymentKey: string, @Res() res: Response): Promise<void> {
    send(res, await this.checkout.receiptPage(paymentKey));
  }
}

function send(res: Response, answer: PageAnswer): void {
  res.set('Cache-Control', 'no-store');
  if ('location' in answer) {
    res.redirect(answer.status, answer.location);
    return;
  }
  res.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
}
