import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { APPLICATION_ACCESS_COOKIE, ApplicationAccess } from '../applications';
import { GUEST_TOKEN_COOKIE, GuestToken, Public } from '../auth';
import { ClientAddress, Cookie } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import {
  InitPaymentDto,
  PaymentStateDto,
  RetryPaymentDto,
  VerifyPaymentDto,
} from './dto/payment.dto';
import type {
  PaymentInitResponse,
  PaymentStateResponse,
  RetryResponse,
  VerifyResponse,
  WebhookResponse,
} from './dto/payment.response';
import type { PaymentCaller } from './payment-caller';
import { PaymentConfirm } from './payment-confirm.service';
import { PaymentStart } from './payment-start.service';
import { PaymentWebhook } from './payment-webhook.service';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiPaymentProof } from '../common/openapi/api-docs.decorators';

@Public()
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly starts: PaymentStart,
    private readonly confirms: PaymentConfirm,
    private readonly webhooks: PaymentWebhook,
    private readonly access: ApplicationAccess,
    private readonly guestToken: GuestToken,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Needs the applying browser's cookie or the guest's proof for this application. */
  @ApiPaymentProof()
  @ApiErrors(400, 403, [404, '신청 내역을 찾을 수 없습니다.'], 409, 429, 503)
  @Post()
  @HttpCode(200)
  init(
    @Req() req: Request,
    @Body() dto: InitPaymentDto,
    @ClientAddress() address: string,
    @Cookie(APPLICATION_ACCESS_COOKIE) accessCookie: unknown,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<PaymentInitResponse> {
    return this.starts.init(
      this.caller(address, accessCookie, proofCookie),
      dto,
      this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`,
    );
  }

  @ApiErrors(
    [400, '결제 정보가 일치하지 않습니다.'],
    [404, '결제 정보를 찾을 수 없습니다.'],
    409,
    429,
    503,
  )
  @Post('verify')
  @HttpCode(200)
  verify(@Body() dto: VerifyPaymentDto, @ClientAddress() address: string): Promise<VerifyResponse> {
    return this.confirms.verify(dto, address);
  }

  @ApiPaymentProof()
  @ApiErrors(400, 403, [404, '신청 내역을 찾을 수 없습니다.'], 409)
  @Post('retry')
  @HttpCode(200)
  retry(
    @Body() dto: RetryPaymentDto,
    @ClientAddress() address: string,
    @Cookie(APPLICATION_ACCESS_COOKIE) accessCookie: unknown,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<RetryResponse> {
    return this.starts.retry(
      this.caller(address, accessCookie, proofCookie),
      dto.applicationId,
      dto.payMethod,
    );
  }

  /**
   * What is true of the application's payment now (paid, awaiting deposit, not paid), for the
   * browser that made it or a guest who proved it: the payment pages ask it on back, reload and
   * in an old tab.
   */
  @ApiPaymentProof()
  @ApiErrors(400, 403, [404, '신청 내역을 찾을 수 없습니다.'])
  @Post('state')
  @HttpCode(200)
  state(
    @Body() dto: PaymentStateDto,
    @ClientAddress() address: string,
    @Cookie(APPLICATION_ACCESS_COOKIE) accessCookie: unknown,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<PaymentStateResponse> {
    return this.starts.state(this.caller(address, accessCookie, proofCookie), dto.applicationId);
  }

  /**
   * Toss counts only HTTP 200 as delivered; handled and ignored events both answer it. An event
   * that could not be verified because the provider did not answer the lookup gets a 503, so
   * Toss sends it again.
   */
  @ApiErrors([503, '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'])
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Body() body: unknown): Promise<WebhookResponse> {
    return { result: await this.webhooks.handleWebhook(body) };
  }

  /** What the caller's cookies prove, verified here so the services see plain values. */
  private caller(address: string, accessCookie: unknown, proofCookie: unknown): PaymentCaller {
    return {
      address,
      madeApplications: this.access.ids(accessCookie),
      guestProof: this.guestToken.read(proofCookie),
    };
  }
}
