import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { PaymentsService } from './payments.service';

const INTERVAL_MS = 60_000;

/**
 * Settles attempts whose confirm never answered (a timeout, a crash between the provider's
 * answer and our write), so a parent who paid shows as paid. Tests call runOnce().
 */
@Injectable()
export class PaymentsReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentsReconciler');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.env === 'test') return;
    this.timer = setInterval(() => void this.tick(), INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over the unsettled attempts; answers how many were looked up. */
  runOnce(): Promise<number> {
    return this.payments.reconcilePending();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const settled = await this.runOnce();
      if (settled) this.logger.log(`looked up ${settled} unsettled payment(s)`);
    } catch (error) {
      this.logger.error(`reconciliation failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
