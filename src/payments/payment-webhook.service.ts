import { PROVIDER } from '../ledger';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlement } from './payment-settlement.service';
import type { Payment } from './payment.entity';
import { TossClient, type TossResult } from './toss/toss-client';

/** The provider's notifications (POST /api/payments/webhook). */
@Injectable()
export class PaymentWebhook {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly toss: TossClient,
    private readonly settlement: PaymentSettlement,
    private readonly payments: PaymentRepository,
  ) {}

  /**
   * Provider notifications. DEPOSIT_CALLBACK carries the virtual account's secret, compared in
   * constant time; PAYMENT_STATUS_CHANGED carries nothing to trust, so the payment is looked up.
   * Either way the state applied is the provider's answer to our own lookup, and applying it
   * twice changes nothing.
   */
  async handleWebhook(body: unknown): Promise<'applied' | 'ignored'> {
    if (!isRecord(body)) return 'ignored';
    const data = isRecord(body.data) ? body.data : undefined;
    if (body.eventType === 'PAYMENT_STATUS_CHANGED') {
      // Only which payment it is about is read: by orderId, or by paymentKey in the older shape.
      const payment =
        typeof data?.orderId === 'string'
          ? await this.payments.findOne({ order_id: data.orderId })
          : typeof data?.paymentKey === 'string'
            ? await this.payments.findOne({ payment_key: data.paymentKey })
            : null;
      if (!payment) return 'ignored';
      return this.applyLookup(payment, await this.toss.getPaymentByOrderId(payment.order_id));
    }
    // DEPOSIT_CALLBACK is flat (toss-contract.md §5); some deliveries wrap it in `data`.
    const deposit = typeof body.secret === 'string' ? body : data;
    if (typeof deposit?.secret === 'string' && typeof deposit.orderId === 'string') {
      const payment = await this.payments.findWithSecret(deposit.orderId);
      if (!payment?.va_secret || !sameSecret(payment.va_secret, deposit.secret)) {
        this.logger.warn('deposit callback with an unknown order or a wrong secret: ignored');
        return 'ignored';
      }
      return this.applyLookup(payment, await this.toss.getPaymentByOrderId(payment.order_id));
    }
    return 'ignored';
  }

  /**
   * A lookup that got no answer (timeout, 5xx) leaves the event unverified: answering 200 would
   * tell the provider it was delivered, and a deposit would go unrecorded (nothing else looks up
   * an account awaiting its deposit before its due date). A 503 makes the provider send it again.
   */
  private async applyLookup(payment: Payment, result: TossResult): Promise<'applied' | 'ignored'> {
    if (result.kind === 'unknown') {
      throw new ServiceUnavailableException({
        message: '결제 정보를 확인하지 못했습니다. 잠시 후 다시 보내 주세요.',
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind !== 'ok') return 'ignored';
    await this.settlement.settle(payment, result.payment, PROVIDER);
    return 'applied';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
