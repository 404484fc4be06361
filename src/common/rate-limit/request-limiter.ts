import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import type { RequestLimits } from '../../config/limits.config';
import { Clock } from '../clock/clock';
import { TooManyAttemptsException } from './attempt-limiter';
import { clientAddressKey } from './client-address';
import { RequestCounterStore } from './request-counter';

/** What is limited, what each count is keyed by, and how the 429 names it. */
const ACTIONS = {
  apply: {
    scopes: ['address', 'email'],
    refusal: { action: '신청', code: 'TOO_MANY_APPLICATIONS' },
  },
  paymentStart: {
    scopes: ['address', 'application'],
    refusal: { action: '결제 시작', code: 'TOO_MANY_PAYMENT_STARTS' },
  },
  verify: {
    scopes: ['address', 'application'],
    refusal: { action: '결제 확인', code: 'TOO_MANY_VERIFIES' },
  },
  inquiry: {
    scopes: ['address', 'phone', 'email'],
    refusal: { action: '문의', code: 'TOO_MANY_INQUIRIES' },
  },
} as const;

export type LimitedAction = keyof typeof ACTIONS;
type ScopeOf<A extends LimitedAction> = (typeof ACTIONS)[A]['scopes'][number];

/**
 * Limits how many requests that write (applying, starting a payment, verifying, asking) one client
 * address and one e-mail or application may make in a fixed window (RequestLimits), counted where
 * every replica shares the count. Every request counts, answered or refused; beyond a limit the
 * answer is 429 with a Korean message and Retry-After until the window ends. Values are stored
 * as HMACs only (no e-mail or address in the database or in Redis).
 */
@Injectable()
export class RequestLimiter {
  private readonly limits: RequestLimits;

  constructor(
    private readonly store: RequestCounterStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limits = config.limits.requests;
  }

  /**
   * Counts this request in the scopes given; throws TooManyAttemptsException when any of those
   * counts is over. A caller counts a scope only once the request has shown it may speak for
   * it (the application's own cookie or order), so nobody can use up someone else's count.
   */
  async hit<A extends LimitedAction>(
    action: A,
    values: Partial<Record<ScopeOf<A>, string>>,
  ): Promise<void> {
    const windowMs = this.limits.windowMinutes * 60_000;
    const now = this.clock.now().getTime();
    const windowStart = now - (now % windowMs);
    const scopes = (ACTIONS[action].scopes as readonly ScopeOf<A>[]).filter(
      (scope) => values[scope] !== undefined,
    );
    const limits = this.limits[action] as Record<ScopeOf<A>, number>;
    const counts = await this.store.hit(
      scopes.map((scope) => ({
        scope: `${action}:${scope}`,
        key: this.key(
          action,
          scope,
          scope === 'address' ? clientAddressKey(values[scope]!) : values[scope]!,
        ),
      })),
      windowStart,
      windowMs,
    );
    if (scopes.some((scope, i) => counts[i] > limits[scope])) {
      throw new TooManyAttemptsException(
        Math.ceil((windowStart + windowMs - now) / 1000),
        ACTIONS[action].refusal,
      );
    }
  }

  private key(action: string, scope: string, value: string): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`request-limit:${action}:${scope}:${value}`)
      .digest('hex');
  }
}
