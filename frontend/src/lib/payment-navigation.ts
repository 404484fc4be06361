import type { Schema } from '@shared/contract/schema';

/**
 * What the application form (and, later, 내 정보) hands to /payments in navigation state (spec §2:
 * method, amount, orderName, customerName, customerEmail, applicationId). Types only, so the
 * features that share it do not import each other and nothing here reaches a bundle.
 */

/** The payment methods, named as the API and Toss name them (spec §3). */
export type PaymentMethodName = Schema<'RetryResponse'>['payMethod'];

export type PaymentNavigationState = {
  method: PaymentMethodName;
  amount: number;
  orderName: string;
  customerName: string;
  customerEmail: string;
  applicationId: number;
  /** The lecture, when known: a 409 (no seat left) offers its 대기 신청. */
  lectureId?: number;
  /**
   * Set by /payments once it has sent the browser to the payment window, so that coming back
   * (the back button, a reload) does not open the window again by itself.
   */
  started?: boolean;
};

/** What /payments hands to /myinfo after a cancelled or failed payment (spec §4). */
export type MyInfoNavigationState = { email: string };
