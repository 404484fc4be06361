import { Injectable } from '@nestjs/common';
import type { WaitlistEntry } from './waitlist-entry.entity';

/**
 * Who hears of an offer after it committed. The family itself is told by the offer's message
 * (e-mail and 알림톡 with its link), written into the outbox in the offer's own transaction
 * (waitlist-offers.ts); this port stays for other listeners. A failure is logged (ids only) and
 * never undoes the offer.
 */
export interface WaitlistNotifier {
  offerMade(entry: WaitlistEntry, url: string): Promise<void>;
  offerExpired(entry: WaitlistEntry): Promise<void>;
}

export const WAITLIST_NOTIFIER = Symbol('WAITLIST_NOTIFIER');

/** The default: nothing beyond the row (and no personal data in any log). */
@Injectable()
export class RecordOnlyNotifier implements WaitlistNotifier {
  offerMade(): Promise<void> {
    return Promise.resolve();
  }

  offerExpired(): Promise<void> {
    return Promise.resolve();
  }
}
