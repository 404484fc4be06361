import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { STALE_CONFIRM_MS } from './confirm-wait';
import { PaymentConfirm } from './payment-confirm.service';
import { PaymentSettlement, TO_AUTO_CANCEL, awaitsAutoCancel } from './payment-settlement.service';
import type { Payment } from './payment.entity';
import { PaymentRepository } from './payment.repository';
import { TossClient } from './toss/toss-client';

/** The pg-boss queue of the reconciliation's passes. */
export const RECONCILE_JOB = 'payments-reconcile' satisfies JobQueueName;
/** A cancel whose answer never came and that changed nothing by then never arrived. */
const CANCEL_ANSWER_STALE_MS = 2 * 60_000;

/**
 * Settles attempts whose confirm never answered (a timeout, a crash between the provider's
 * answer and our write), so a parent who paid shows as paid, and virtual accounts past their due
 * date. A repeating pg-boss job (`JobQueue.repeat`: each pass queues the next one, as pg-boss's
 * cron is per minute): one pass every RECONCILE_INTERVAL_SECONDS, on one replica at a time.
 * Tests call runOnce() with the injected clock, or tick() for a worker's turn.
 */
@Injectable()
export class PaymentsReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentsReconciler');

  constructor(
    private readonly confirms: PaymentConfirm,
    private readonly settlement: PaymentSettlement,
    private readonly toss: TossClient,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seconds = this.config.reconcileIntervalSeconds;
    if (seconds <= 0) return;
    await this.jobs.repeat(RECONCILE_JOB, seconds, () => this.scheduledPass());
  }

  /** One pass over the unsettled attempts at `now`; answers how many were looked up. */
  runOnce(now: Date = this.clock.now()): Promise<number> {
    return this.reconcilePending(now);
  }

  /** One look of this replica's worker, by hand (tests): runs the pass that is due, if any. */
  tick(): Promise<'ran' | 'skipped'> {
    return this.jobs.tick(RECONCILE_JOB, this.config.reconcileIntervalSeconds, () =>
      this.scheduledPass(),
    );
  }

  /** A pass the job runs: logged; a failure is logged too, and the next pass comes as planned. */
  private async scheduledPass(): Promise<void> {
    const startedAt = this.clock.now();
    try {
      const settled = await this.runOnce(startedAt);
      this.logger.log({
        job: RECONCILE_JOB,
        startedAt: startedAt.toISOString(),
        settled,
        msg: 'job ran',
      });
    } catch (error) {
      this.logger.error(`reconciliation failed: ${(error as Error).message}`);
    }
  }

  /**
   * Settles every attempt whose confirm never answered, and every virtual account past its due
   * date (Toss sends no event when one expires, and until then the application stays W and
   * cannot be paid another way), and every attempt marked for an automatic cancel or whose
   * cancel's answer never came.
   */
  private async reconcilePending(now: Date): Promise<number> {
    const stale = new Date(now.getTime() - STALE_CONFIRM_MS);
    const pending = await this.payments.toReconcile(now, stale, TO_AUTO_CANCEL);
    for (const payment of pending) {
      if (awaitsAutoCancel(payment)) {
        await this.settlement.autoCancel(payment);
      } else if (payment.cancel_requested_at) {
        await this.lookUpCancel(payment, now);
      } else {
        await this.confirms.reconcile(payment);
      }
    }
    return pending.length;
  }

  /**
   * A cancel whose answer never came (a guest cancel answered 503): the provider is asked what
   * happened, and the answer is recorded. If nothing changed there after the cancel claim's
   * time, the cancel never arrived and the mark is dropped (the guest may cancel again).
   */
  private async lookUpCancel(payment: Payment, now: Date): Promise<Payment> {
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind !== 'ok') return payment;
    const settled = await this.settlement.settle(payment, lookup.payment);
    const requested = settled.cancel_requested_at?.getTime();
    if (requested && now.getTime() - requested > CANCEL_ANSWER_STALE_MS) {
      // Only this mark: a guest who cancels again meanwhile sets a newer one, to be looked up.
      await this.payments.dropCancelMark(payment.id, settled.cancel_requested_at!);
    }
    return settled;
  }
}
