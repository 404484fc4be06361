import type { MoneyActor } from '../ledger';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import {
  CANCEL_CLAIM_STALE_MS,
  cancelIdempotencyKey,
  PaymentSettlement,
  type Payment,
  TossClient,
  type TossCancelRequest,
} from '../payments';
import { RefundRepository } from './refund.repository';

export const PROVIDER_UNAVAILABLE =
  '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요. 중복으로 환불되지 않습니다.';
export const IN_FLIGHT = '결제가 처리 중입니다. 잠시 후 다시 시도해 주세요.';

/**
 * The one way an application's payment is cancelled at the provider, whoever asks (the guest
 * from my info, the centre from the back office).
 *
 * Refunding once: concurrent cancels of one application in this process share one flight (one
 * provider call, one answer); across replicas a claim on the application row lets one cancel at
 * a time talk to the provider (another answers 409 and can retry); and every provider call for
 * an application carries the same Idempotency-Key (`cancel-<orderId>`), so a retry after a lost
 * answer cannot move money twice. No transaction is held across the provider call; our rows
 * change only from the provider's answer (PaymentSettlement).
 */
@Injectable()
export class ProviderCancel {
  private readonly logger = new Logger('Cancel');
  private readonly flights = new Map<string, Promise<unknown>>();

  constructor(
    private readonly rows: RefundRepository,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly settlement: PaymentSettlement,
  ) {}

  /**
   * Runs `work` for the application once at a time: a second caller in this process asking the
   * same (`ask`) shares the running flight's answer; one asking something else, or on another
   * replica, gets 409 while the claim is held.
   */
  once<T>(ask: string, applicationId: number, work: () => Promise<T>): Promise<T> {
    // Shared per ask: a guest's cancel, the centre's cancel and a refund of some amount answer
    // differently, so the second of two different asks meets the claim (409), not the other's
    // answer.
    const key = `${ask}:${applicationId}`;
    const running = this.flights.get(key);
    if (running) return running as Promise<T>;
    const flight = this.claimed(applicationId, work).finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  /**
   * Asks the provider to cancel `target` (the whole remainder unless `request.cancelAmount`) and
   * settles its answer. A lost answer is marked for the reconciliation job and answers 503 (the
   * money may have moved; a retry cannot move it twice); a refusal answers 400, except an
   * attempt already cancelled, which is looked up and settled.
   */
  async cancel(target: Payment, request: TossCancelRequest, actor: MoneyActor): Promise<void> {
    const result = await this.toss.cancel(
      target.payment_key!,
      request,
      cancelIdempotencyKey(target),
    );
    if (result.kind === 'unknown') {
      await this.rows.markCancelRequested(target.id, this.clock.now());
      throw new ServiceUnavailableException({
        message: PROVIDER_UNAVAILABLE,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind === 'rejected') {
      if (result.code === 'ALREADY_CANCELED_PAYMENT') {
        const lookup = await this.toss.getPaymentByOrderId(target.order_id);
        if (lookup.kind === 'ok') {
          await this.settlement.settle(target, lookup.payment, actor);
          return;
        }
      }
      this.logger.warn(`cancel of attempt ${target.id} refused: ${result.code}`);
      throw new BadRequestException({
        message: `취소가 거절되었습니다. ${result.message}`,
        code: result.code,
      });
    }
    await this.settlement.settle(target, result.payment, actor);
  }

  /** Runs `work` holding the application's cancel claim, or answers 409 while another holds it. */
  private async claimed<T>(applicationId: number, work: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const stale = new Date(now.getTime() - CANCEL_CLAIM_STALE_MS);
    if (!(await this.rows.claimCancel(applicationId, now, stale))) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'CANCEL_IN_FLIGHT' });
    }
    try {
      return await work();
    } finally {
      await this.rows.releaseCancelClaim(applicationId, now);
    }
  }
}
