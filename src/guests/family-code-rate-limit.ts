import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptLimiter } from '../common/rate-limit/attempt-limiter';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { clientAddressKey } from '../common/rate-limit/client-address';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

export const CODE_SEND_WINDOW_MINUTES = 60;

type Scope = 'pair' | 'contact' | 'address';

/**
 * Limits the sending of one-time codes like the lookup limits its guesses (issue 32), so nobody
 * makes the centre send (and pay for) a stream of 알림톡 or SMS to someone's phone, nor fills a
 * family's inbox: in any hour at most 5 codes per contact from one client address (`pair`), 15
 * per contact from all addresses together (`contact`) and 120 per client address (`address`)
 * (FAMILY_CODES_PER_*_PER_HOUR), shared by every replica (AttemptLimiter; HMAC keys only).
 * Beyond that 429 with the minutes to wait. A stranger who uses up their own address's sends
 * for a family's contact leaves the family (another address) its own; only a stranger with
 * several addresses reaches the contact's ceiling. A right code forgives its contact's counts
 * (the family is there), never the address's. The spacing between two codes of one contact and
 * browser (a minute) is FamilyCodes' own check.
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
    const from = clientAddressKey(address);
    await this.limiter.begin({ pair: pairOf(contact, from), contact, address: from });
  }

  /** A code was typed right: the contact's counts (overall and from this address) start again. */
  async proven(contact: string, address: string): Promise<void> {
    await this.limiter.clearValue('contact', contact);
    await this.limiter.clearValue('pair', pairOf(contact, clientAddressKey(address)));
  }
}

function pairOf(contact: string, address: string): string {
  return `${contact}\n${address}`;
}
