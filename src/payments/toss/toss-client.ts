import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { SelfUrl } from '../../common/http/self-url';
import { SANDBOX_BASE_PATH } from '../../config/payments.config';
import type {
  TossCancelRequest,
  TossCashReceipt,
  TossCashReceiptCancelRequest,
  TossCashReceiptRequest,
  TossConfirmRequest,
  TossPayment,
} from './toss-types';

/**
 * What a provider call came to. `unknown` means the answer never arrived or the provider failed
 * on its side (timeout, network, 5xx): the money may or may not have moved, so the caller must
 * look the payment up later and never treat it as a failure.
 */
export type TossResult = { kind: 'ok'; payment: TossPayment } | TossFailure;

/** The cash-receipt API's outcomes, read as TossResult's. */
export type TossCashReceiptResult = { kind: 'ok'; receipt: TossCashReceipt } | TossFailure;

export type TossFailure =
  | { kind: 'rejected'; status: number; code: string; message: string }
  | { kind: 'unknown'; reason: string };

/**
 * The HTTP adapter for Toss Payments v1: Basic auth with the secret key and a trailing colon,
 * JSON bodies, an Idempotency-Key on calls that move money. The same adapter talks to the
 * built-in sandbox through its base URL, so the tests exercise this exact code.
 */
@Injectable()
export class TossClient {
  private readonly logger = new Logger('TossClient');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly selfUrl: SelfUrl,
  ) {}

  confirm(request: TossConfirmRequest, idempotencyKey: string): Promise<TossResult> {
    return this.payment('POST', '/v1/payments/confirm', request, idempotencyKey);
  }

  getPayment(paymentKey: string): Promise<TossResult> {
    return this.payment('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  getPaymentByOrderId(orderId: string): Promise<TossResult> {
    return this.payment('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  }

  cancel(
    paymentKey: string,
    request: TossCancelRequest,
    idempotencyKey: string,
  ): Promise<TossResult> {
    return this.payment(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
      request,
      idempotencyKey,
    );
  }

  /** Issues a 현금영수증 for money taken outside the payment window (POST /v1/cash-receipts). */
  async issueCashReceipt(
    request: TossCashReceiptRequest,
    idempotencyKey: string,
  ): Promise<TossCashReceiptResult> {
    const result = await this.call(
      'POST',
      '/v1/cash-receipts',
      isCashReceipt,
      request,
      idempotencyKey,
    );
    return result.kind === 'ok' ? { kind: 'ok', receipt: result.body } : result;
  }

  async cancelCashReceipt(
    receiptKey: string,
    request: TossCashReceiptCancelRequest,
    idempotencyKey: string,
  ): Promise<TossCashReceiptResult> {
    const result = await this.call(
      'POST',
      `/v1/cash-receipts/${encodeURIComponent(receiptKey)}/cancel`,
      isCashReceipt,
      request,
      idempotencyKey,
    );
    return result.kind === 'ok' ? { kind: 'ok', receipt: result.body } : result;
  }

  private async payment(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<TossResult> {
    const result = await this.call(method, path, isPayment, body, idempotencyKey);
    return result.kind === 'ok' ? { kind: 'ok', payment: result.body } : result;
  }

  private baseUrl(): string {
    const { payments } = this.config;
    return payments.mode === 'sandbox'
      ? `${this.selfUrl.get()}${SANDBOX_BASE_PATH}`
      : payments.apiBase!;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    isAnswer: (value: unknown) => value is T,
    body?: object,
    idempotencyKey?: string,
  ): Promise<{ kind: 'ok'; body: T } | TossFailure> {
    const { secretKey, timeoutMs } = this.config.payments;
    const headers: Record<string, string> = {
      Authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
    };
    if (body) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    let response: globalThis.Response;
    try {
      response = await fetch(`${this.baseUrl()}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.logger.warn(`${method} ${routeOf(path)}: no answer (${reason})`);
      return { kind: 'unknown', reason };
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    if (response.ok && isAnswer(payload)) return { kind: 'ok', body: payload };
    const error = payload as { code?: unknown; message?: unknown } | undefined;
    const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
    const message = typeof error?.message === 'string' ? error.message : response.statusText;
    if (response.status >= 500 || response.ok) {
      this.logger.warn(`${method} ${routeOf(path)}: ${response.status} ${code}`);
      return { kind: 'unknown', reason: `${response.status} ${code}` };
    }
    return { kind: 'rejected', status: response.status, code, message };
  }
}

function isPayment(value: unknown): value is TossPayment {
  const payment = value as Partial<TossPayment> | undefined;
  return typeof payment?.paymentKey === 'string' && typeof payment.orderId === 'string';
}

function isCashReceipt(value: unknown): value is TossCashReceipt {
  const receipt = value as Partial<TossCashReceipt> | undefined;
  return typeof receipt?.receiptKey === 'string' && typeof receipt.orderId === 'string';
}

/** The route without its keys, for logs. */
function routeOf(path: string): string {
  return path
    .replace(/\/payments\/(orders\/)?[^/]+/, '/payments/$1:key')
    .replace(/\/cash-receipts\/[^/]+/, '/cash-receipts/:key');
}
