import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { InitPaymentDto, RetryPaymentDto, VerifyPaymentDto } from './dto/payment.dto';
import type { PaymentInitResponse, RetryResponse, VerifyResponse } from './dto/payment.response';
import { PaymentsService } from './payments.service';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  init(@Req() req: Request, @Body() dto: InitPaymentDto): Promise<PaymentInitResponse> {
    return this.payments.init(
      req,
      dto,
      this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`,
    );
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Req() req: Request, @Body() dto: VerifyPaymentDto): Promise<VerifyResponse> {
    return this.payments.verify(dto, req.ip ?? 'unknown');
  }

  @Post('retry')
  @HttpCode(200)
  retry(@Req() req: Request, @Body() dto: RetryPaymentDto): Promise<RetryResponse> {
    return this.payments.retry(req, dto.applicationId, dto.payMethod);
  }

  /**
   * Toss counts only HTTP 200 as delivered; handled and ignored events both answer it. An event
   * that could not be verified because the provider did not answer the lookup gets a 503, so
   * Toss sends it again.
   */
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Body() body: unknown): Promise<{ result: 'applied' | 'ignored' }> {
    return { result: await this.payments.handleWebhook(body) };
  }
}
