import { Injectable } from '@nestjs/common';
import type { WaitlistEntry } from './waitlist-entry.entity';

/**
 * How an offer reaches the family. The messaging capability (e-mail, 알림톡) binds its own
 * implementation to WAITLIST_NOTIFIER; until then the offer is only recorded (the row), shown in
 * my info and in the back office with a copy-link button. Called after the offer committed;
 * a failure is logged (ids only) and never undoes the offer.
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
