import { SiteConfig } from '../../config/site-config.dto';

/**
 * How long families' data is kept (the retention job's settings), for the 개인정보처리방침:
 * days after the lecture's last day, and years for contract and payment records.
 */
export class SiteRetention {
  /** RETENTION_DAYS: a paid application's personal fields. @example 90 */
  paidDays: number;
  /** UNPAID_RETENTION_DAYS: an application no money moved for. @example 30 */
  unpaidDays: number;
  /** WAITLIST_RETENTION_DAYS: a waiting-list entry. @example 30 */
  waitlistDays: number;
  /** MESSAGE_RETENTION_DAYS: a message's body and recipient (after sending). @example 90 */
  messageDays: number;
  /** RECORD_RETENTION_YEARS: contract and payment records (Electronic Commerce Act). @example 5 */
  recordYears: number;
  /** INQUIRY_RETENTION_YEARS: a question from the 문의 page, from the day it was sent. @example 3 */
  inquiryYears: number;
}

/** What the public pages read on every visit: the centre's details and the site's mode. */
export class SiteResponse extends SiteConfig {
  /**
   * True on a live site running the payment sandbox (NODE_ENV=production, PAYMENT_SANDBOX=true):
   * every public page then says that payments are not real.
   */
  testPayments: boolean;
  retention: SiteRetention;
}
