import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { SelfUrl } from '../common/http/self-url';

export type WebhookEventType = 'DEPOSIT_CALLBACK' | 'PAYMENT_STATUS_CHANGED';

/** One webhook the sandbox sent (or tried to), for tests and for the curious developer. */
export interface WebhookDelivery {
  eventType: WebhookEventType;
  url: string;
  body: object;
  /** The HTTP status of each attempt; 0 when no answer came (refused, timed out). */
  attempts: number[];
  /** Toss counts only HTTP 200 as delivered. */
  delivered: boolean;
}

/** Where the app receives Toss's webhooks (the payments module's endpoint). */
export const WEBHOOK_PATH = '/api/payments/webhook';

/** Waits before the 2nd and 3rd attempt: Toss retries over days; the sandbox over seconds. */
const RETRY_DELAYS_MS = [500, 2000];
const ATTEMPT_TIMEOUT_MS = 5000;
const LOG_LIMIT = 200;

/**
 * Posts the sandbox's webhooks to this server's own webhook endpoint, one at a time in the order
 * they happened, as Toss would post them to the URL registered for the shop. Runs beside the
 * request that caused it, so a slow or failing endpoint never holds up the sandbox's pages.
 */
@Injectable()
export class SandboxWebhooks implements OnApplicationShutdown {
  private readonly logger = new Logger('SandboxWebhooks');
  private readonly log: WebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly shutdown = new AbortController();
  private target: string | null = null;

  constructor(private readonly selfUrl: SelfUrl) {}

  send(eventType: WebhookEventType, body: object): void {
    if (this.shutdown.signal.aborted) return;
    this.queue = this.queue.then(() => this.deliver(eventType, body));
  }

  /** Resolves once every webhook sent so far has been delivered or given up. */
  async settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  deliveries(): WebhookDelivery[] {
    return this.log.map((delivery) => ({ ...delivery, attempts: [...delivery.attempts] }));
  }

  clear(): void {
    this.log.length = 0;
  }

  /** Sends webhooks to another URL (a test's own listener); null restores the app's endpoint. */
  redirect(url: string | null): void {
    this.target = url;
  }

  onApplicationShutdown(): void {
    this.shutdown.abort();
  }

  private async deliver(eventType: WebhookEventType, body: object): Promise<void> {
    let url: string;
    try {
      url = this.target ?? `${this.selfUrl.get()}${WEBHOOK_PATH}`;
    } catch (error) {
      this.logger.warn(`${eventType} not sent: ${(error as Error).message}`);
      return;
    }
    const delivery: WebhookDelivery = { eventType, url, body, attempts: [], delivered: false };
    this.log.push(delivery);
    if (this.log.length > LOG_LIMIT) this.log.shift();

    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) {
        try {
          await sleep(RETRY_DELAYS_MS[attempt - 1], undefined, { signal: this.shutdown.signal });
        } catch {
          return;
        }
      }
      const status = await this.post(url, body);
      delivery.attempts.push(status);
      if (status === 200) {
        delivery.delivered = true;
        return;
      }
    }
    this.logger.warn(`${eventType} to ${url} not delivered: ${delivery.attempts.join(', ')}`);
  }

  private async post(url: string, body: object): Promise<number> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), this.shutdown.signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch {
      return 0;
    }
  }
}
