import { integerSetting, type Env } from './env-values';

/**
 * How long families' personal data is kept (issue 21; PIPA Art. 21, the Electronic Commerce Act
 * Art. 6). Days are counted from the last day of the application's lecture (Seoul).
 */
export interface PrivacyConfig {
  /**
   * A paid application (any money moved) keeps its personal fields this many days after its
   * lecture (RETENTION_DAYS, default 90): time for a certificate, a complaint, a late refund.
   * Then only what the law needs stays: amount, dates, method, lecture, a masked name.
   */
  paidRetentionDays: number;
  /** An application no money ever moved for (UNPAID_RETENTION_DAYS, default 30). */
  unpaidRetentionDays: number;
  /** A waiting-list entry, after its lecture (WAITLIST_RETENTION_DAYS, default 30). */
  waitlistRetentionDays: number;
  /**
   * What remains of a paid application (contract and payment records) is deleted this many
   * years after its lecture (RECORD_RETENTION_YEARS, default 5, the Act's minimum; 5..10).
   */
  recordRetentionYears: number;
  /**
   * A question sent from the 문의 page is deleted this many years after it was sent
   * (INQUIRY_RETENTION_YEARS, default 3, 1..10): a question about a payment or a refund is a
   * complaint record the Electronic Commerce Act keeps three years; a centre whose questions are
   * not may shorten it.
   */
  inquiryRetentionYears: number;
}

export function loadPrivacyConfig(env: Env): PrivacyConfig {
  return {
    paidRetentionDays: integerSetting(env, 'RETENTION_DAYS', 90, 1, 3650),
    unpaidRetentionDays: integerSetting(env, 'UNPAID_RETENTION_DAYS', 30, 1, 3650),
    waitlistRetentionDays: integerSetting(env, 'WAITLIST_RETENTION_DAYS', 30, 1, 3650),
    recordRetentionYears: integerSetting(env, 'RECORD_RETENTION_YEARS', 5, 5, 10),
    inquiryRetentionYears: integerSetting(env, 'INQUIRY_RETENTION_YEARS', 3, 1, 10),
  };
}
