import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { SandboxCheckoutService, type PageAnswer } from './sandbox-checkout.service';
import { SANDBOX_SCRIPT } from './sandbox-script';
import { Public } from '../auth';
import { SandboxAdminGuard, SandboxPageAuthFilter, wantsJson } from './sandbox-admin.guard';
import { ApiExcludeController } from '@nestjs/swagger';

/**
 * The sandbox's browser side: the SDK script, the checkout window, status and receipt pages.
 * Open to guests, except that on a live site the two controls (the checkout window's answer and
 * the deposit) need an administrator (SandboxAdminGuard).
 */
@Public()
// The sandbox imitates Toss Payments (toss-contract.md); it is not this API.
@ApiExcludeController()
@Controller('sandbox/toss')
@UseFilters(SandboxPageAuthFilter)
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
    send(req, res, this.checkout.checkoutPage(query, req.host));
  }

  @Post('checkout')
  @UseGuards(SandboxAdminGuard)
  async submit(@Req() req: Request, @Body() form: unknown, @Res() res: Response): Promise<void> {
    send(req, res, await this.checkout.submitCheckout(form, req.host));
  }

  @Get('payments/:paymentKey')
  async status(
    @Req() req: Request,
    @Param('paymentKey') paymentKey: string,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.checkout.statusPage(paymentKey));
  }

  @Post('payments/:paymentKey/deposit')
  @UseGuards(SandboxAdminGuard)
  async deposit(
    @Req() req: Request,
    @Param('paymentKey') paymentKey: string,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.checkout.deposit(paymentKey));
  }

  @Get('cash-receipt/:receiptKey')
  async cashReceipt(
    @Req() req: Request,
    @Param('receiptKey') receiptKey: string,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.checkout.cashReceiptPage(receiptKey));
  }

  @Get('receipt/:paymentKey')
  async receipt(
    @Req() req: Request,
    @Param('paymentKey') paymentKey: string,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.checkout.receiptPage(paymentKey));
  }
}

/**
 * A page or a redirect for a browser; for the pages' own script (which submits with the
 * administrator's token, `Accept: application/json`), the redirect's target or the error's
 * message as JSON, since a script cannot read where a redirect leads.
 */
function send(req: Request, res: Response, answer: PageAnswer): void {
  res.set('Cache-Control', 'no-store');
  if (wantsJson(req)) {
    if ('location' in answer) {
      res.status(200).json({ location: answer.location });
      return;
    }
    if (answer.message !== undefined) {
      res.status(answer.status).json({ statusCode: answer.status, message: answer.message });
      return;
    }
  }
  if ('location' in answer) {
    res.redirect(answer.status, answer.location);
    return;
  }
  res.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
}
