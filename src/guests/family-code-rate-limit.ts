import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptLimiter } from '../common/rate-limit/attempt-limiter';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { clientAddressKey } from '../common/rate-limit/client-address';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

export const CODE_SEND_WINDOW_MINUTES = 60;

type Scope = 'contact' | 'address';

/**
 * Limits the sending of one-time codes like the lookup limits its guesses (issue 32), so nobody
 * makes the centre send (and pay for) a stream of 알림톡 or SMS to someone's phone, nor fills a
 * family's inbox: at most 5 codes per contact and 20 per client address in any hour
 * (FAMILY_CODES_PER_*_PER_HOUR), shared by every replica (AttemptLimiter; HMAC keys only).
 * Beyond that 429 with the minutes to wait. A right code forgives its contact's count (the
 * family is there), never the address's. The spacing between two codes of one contact (a
 * minute) is FamilyCodes' own check.
 */
@Injectable()
export class FamilyCodeRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AttemptLimiter(store, clock, config.guestTokenSecret, {
      namespace: 'family_code_send_attempt',
      limits: config.family.codesPerHour,
      windowMs: CODE_SEND_WINDOW_MINUTES * 60 * 1000,
      purpose: 'family-code-send',
      refusal: { action: '인증번호 요청', code: 'TOO_MANY_CODES' },
    });
  }

  /** Counts a code for this contact (contactKey) and address, or throws 429. */
  async hit(contact: string, address: string): Promise<void> {
    await this.limiter.begin({ contact, address: clientAddressKey(address) });
  }

  /** A code was typed right: the contact's count starts again. */
  async proven(contact: string): Promise<void> {
    await this.limiter.clearValue('contact', contact);
  }
}
