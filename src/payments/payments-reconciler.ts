import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JOB_HOLDER, claimJob, finishJob } from '../common/jobs/job-claim';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { PaymentConfirm, STALE_CONFIRM_MS } from './payment-confirm.service';
import { PaymentSettlement, TO_AUTO_CANCEL, awaitsAutoCancel } from './payment-settlement.service';
import { Payment } from './payment.entity';
import { TossClient } from './toss/toss-client';

export const RECONCILE_JOB = 'payments-reconcile';
/** A run that started this long ago without finishing belonged to a replica that died. */
const STALE_RUN_MS = 10 * 60_000;
/** A cancel whose answer never came and that changed nothing by then never arrived. */
const CANCEL_ANSWER_STALE_MS = 2 * 60_000;

/**
 * Settles attempts whose confirm never answered (a timeout, a crash between the provider's
 * answer and our write), so a parent who paid shows as paid, and virtual accounts past their due
 * date. Every replica ticks; the one that wins the job's claim runs it, once per interval across
 * all of them (RECONCILE_INTERVAL_MS). Tests call runOnce().
 */
@Injectable()
export class PaymentsReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentsReconciler');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly confirms: PaymentConfirm,
    private readonly settlement: PaymentSettlement,
    private readonly toss: TossClient,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.reconcileIntervalMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.tick(), interval);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over the unsettled attempts; answers how many were looked up. */
  runOnce(): Promise<number> {
    return this.reconcilePending();
  }

  /** One scheduled turn: runs the job if this replica wins the claim for this interval. */
  async tick(): Promise<'ran' | 'skipped'> {
    if (this.running) return 'skipped';
    this.running = true;
    try {
      const startedAt = this.clock.now();
      const claimed = await claimJob(
        this.dataSource,
        RECONCILE_JOB,
        startedAt,
        this.config.reconcileIntervalMs,
        STALE_RUN_MS,
      );
      if (!claimed) return 'skipped';
      try {
        const settled = await this.runOnce();
        this.logger.log({
          job: RECONCILE_JOB,
          holder: JOB_HOLDER,
          startedAt: startedAt.toISOString(),
          settled,
          msg: 'job ran',
        });
      } finally {
        await finishJob(this.dataSource, RECONCILE_JOB, this.clock.now());
      }
      return 'ran';
    } catch (error) {
      this.logger.error(`reconciliation failed: ${(error as Error).message}`);
      return 'skipped';
    } finally {
      this.running = false;
    }
  }

  /**
   * Settles every attempt whose confirm never answered, and every virtual account past its due
   * date (Toss sends no event when one expires, and until then the application stays W and
   * cannot be paid another way), and every attempt marked for an automatic cancel or whose
   * cancel's answer never came.
   */
  private async reconcilePending(): Promise<number> {
    const now = this.clock.now();
    const stale = new Date(now.getTime() - STALE_CONFIRM_MS);
    const pending = await this.dataSource.getRepository(Payment).find({
      where: [
        { status: 'UNKNOWN' },
        { status: 'CONFIRMING', confirm_started_at: LessThan(stale) },
        { status: 'WAITING_FOR_DEPOSIT', va_due_date: LessThan(now) },
        {
          auto_cancel_reason: Not(IsNull()),
          status: In(TO_AUTO_CANCEL),
          auto_cancel_refused: IsNull(),
        },
        { cancel_requested_at: Not(IsNull()) },
      ],
      order: { id: 'ASC' },
      take: 100,
    });
    for (const payment of pending) {
      if (awaitsAutoCancel(payment)) {
        await this.settlement.autoCancel(payment);
      } else if (payment.cancel_requested_at) {
        await this.lookUpCancel(payment);
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
  private async lookUpCancel(payment: Payment): Promise<Payment> {
    const lookup = await this.toss.getPaymentByOrderId(payment.order_id);
    if (lookup.kind !== 'ok') return payment;
    const settled = await this.settlement.settle(payment.id, lookup.payment);
    const requested = settled.cancel_requested_at?.getTime();
    if (requested && this.clock.now().getTime() - requested > CANCEL_ANSWER_STALE_MS) {
      // Only this mark: a guest who cancels again meanwhile sets a newer one, to be looked up.
      await this.dataSource.getRepository(Payment).update(
        { id: payment.id, cancel_requested_at: settled.cancel_requested_at! },
        {
          cancel_requested_at: null,
        },
      );
    }
    return settled;
  }
}
