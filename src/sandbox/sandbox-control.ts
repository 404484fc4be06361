import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SandboxPayment } from './sandbox-payment.entity';
import { SandboxWebhooks, type WebhookDelivery } from './sandbox-webhooks';

/** The API calls a test can count and make misbehave; 'cashReceipt' is issue and cancel alike. */
export type SandboxOperation = 'confirm' | 'lookup' | 'cancel' | 'cashReceipt';

/**
 * How the next call(s) of an operation misbehave. `delayMs` waits first (longer than the app's
 * timeout = "no answer"); `status` and/or `code` answer that error instead (a status of 500 or
 * more without a code = a bare 500 with an empty body). With `afterApplying`, the call does its
 * work first and then answers the error anyway: the money moved but the answer was lost.
 */
export interface SandboxBehaviour {
  /** Held at the provider until this settles (a test orders concurrent calls), then as below. */
  until?: Promise<unknown>;
  delayMs?: number;
  status?: number;
  code?: string;
  message?: string;
  /** How many calls behave so (default 1). */
  times?: number;
  afterApplying?: boolean;
}

const OPERATIONS: readonly SandboxOperation[] = ['confirm', 'lookup', 'cancel', 'cashReceipt'];

/**
 * The test handle on the sandbox provider: counts the API calls that arrive, makes the next ones
 * slow or failing, and shows the webhooks sent. In memory, for tests running in this process.
 */
@Injectable()
export class SandboxControl {
  private readonly counts = new Map<SandboxOperation, number>();
  private readonly planned = new Map<SandboxOperation, SandboxBehaviour[]>();

  constructor(
    @InjectRepository(SandboxPayment) private readonly payments: Repository<SandboxPayment>,
    private readonly webhooks: SandboxWebhooks,
  ) {}

  failNext(operation: SandboxOperation, behaviour: SandboxBehaviour): void {
    const times = behaviour.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new Error('times must be a positive integer');
    const queue = this.planned.get(operation) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(behaviour);
    this.planned.set(operation, queue);
  }

  callCount(operation: SandboxOperation): number {
    return this.counts.get(operation) ?? 0;
  }

  resetCounts(): void {
    this.counts.clear();
  }

  /** Counts, planned failures and the delivery log all cleared; webhooks go to the app again. */
  reset(): void {
    this.counts.clear();
    this.planned.clear();
    this.webhooks.clear();
    this.webhooks.redirect(null);
  }

  /** Every payment still waiting for its confirm becomes EXPIRED; answers how many. */
  async expireAll(): Promise<number> {
    const result = await this.payments.update({ status: 'IN_PROGRESS' }, { status: 'EXPIRED' });
    return result.affected ?? 0;
  }

  deliveries(): WebhookDelivery[] {
    return this.webhooks.deliveries();
  }

  /** Resolves once every webhook sent so far has been delivered or given up. */
  webhooksSettled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** Sends webhooks to another URL (a test's own listener); null: the app's endpoint again. */
  redirectWebhooks(url: string | null): void {
    this.webhooks.redirect(url);
  }

  /** @internal Called by the sandbox API for each call that arrives. */
  arrive(operation: SandboxOperation): SandboxBehaviour | undefined {
    if (!OPERATIONS.includes(operation)) throw new Error(`Unknown operation ${operation}`);
    this.counts.set(operation, this.callCount(operation) + 1);
    return this.planned.get(operation)?.shift();
  }
}
