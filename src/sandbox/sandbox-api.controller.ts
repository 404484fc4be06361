import {
  ArgumentsHost,
  BadRequestException,
  Body,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  Logger,
  Param,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { INTERNAL_ERROR_MESSAGE } from './sandbox-copy';
import { SandboxService, type ApiCall } from './sandbox.service';
import { invalidRequest, type ApiAnswer } from './toss-errors';
import { Public } from '../auth';
import { ApiExcludeController } from '@nestjs/swagger';

/** Anything unexpected leaves the sandbox API in Toss's error shape, as a 500. */
@Catch()
export class TossApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('SandboxApi');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // Input the global pipe refuses (a NUL, JSON nested too deep): Toss's 400, not a failure.
    if (exception instanceof BadRequestException && !response.headersSent) {
      const answer = invalidRequest(exception.message);
      response.status(answer.status).json(answer.body);
      return;
    }
    this.logger.error(
      'sandbox API call failed',
      exception instanceof Error ? exception.stack : String(exception),
    );
    if (response.headersSent) return;
    response
      .status(500)
      .json({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: INTERNAL_ERROR_MESSAGE });
  }
}

/** Toss Payments' core API v1, at the same paths under /sandbox/toss (toss-contract.md §2–4). */
@Public()
// The sandbox imitates Toss Payments (toss-contract.md); it is not this API.
@ApiExcludeController()
@Controller('sandbox/toss/v1/payments')
@UseFilters(TossApiExceptionFilter)
export class SandboxApiController {
  constructor(private readonly sandbox: SandboxService) {}

  @Post('confirm')
  async confirm(@Req() req: Request, @Body() body: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.sandbox.confirm(callOf(req), body));
  }

  @Get('orders/:orderId')
  async getByOrderId(
    @Req() req: Request,
    @Param('orderId') orderId: string,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.sandbox.getPaymentByOrderId(callOf(req), orderId));
  }

  @Get(':paymentKey')
  async get(
    @Req() req: Request,
    @Param('paymentKey') paymentKey: string,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.sandbox.getPayment(callOf(req), paymentKey));
  }

  @Post(':paymentKey/cancel')
  async cancel(
    @Req() req: Request,
    @Param('paymentKey') paymentKey: string,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.sandbox.cancel(callOf(req), paymentKey, body));
  }
}

function callOf(req: Request): ApiCall {
  return {
    authorization: req.get('authorization'),
    testCode: req.get('tosspayments-test-code'),
    idempotencyKey: req.get('idempotency-key'),
  };
}

function send(res: Response, answer: ApiAnswer): void {
  res.status(answer.status).set('Cache-Control', 'no-store');
  if (answer.body === null) res.end();
  else res.json(answer.body);
}

/** Toss's cash-receipt API (toss-types.ts TossCashReceiptRequest), under /sandbox/toss too. */
@Public()
// The sandbox imitates Toss Payments (toss-contract.md); it is not this API.
@ApiExcludeController()
@Controller('sandbox/toss/v1/cash-receipts')
@UseFilters(TossApiExceptionFilter)
export class SandboxCashReceiptsController {
  constructor(private readonly sandbox: SandboxService) {}

  @Post()
  async issue(@Req() req: Request, @Body() body: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.sandbox.issueCashReceipt(callOf(req), body));
  }

  @Post(':receiptKey/cancel')
  async cancel(
    @Req() req: Request,
    @Param('receiptKey') receiptKey: string,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.sandbox.cancelCashReceipt(callOf(req), receiptKey, body));
  }
}
