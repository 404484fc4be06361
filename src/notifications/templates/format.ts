import { groupWon } from '../../../shared/format/won';
export { koreanDate, koreanDateTime, koreanPeriod } from '../../../shared/format/korean-dates';
import { METHOD_NAMES, type ApplicationMethod } from '../../common/money/payment-method';

/**
 * How messages write values: won with the unit, calendar dates and instants in Korean and in
 * the centre's time zone (shared/format/korean-dates.ts, as the pages write them), and HTML
 * escaping for every value put into an e-mail's HTML.
 */

/** 12000 → "12,000원". */
export function won(amount: number): string {
  return `${groupWon(amount)}원`;
}

/** The instants of one Seoul calendar day: [00:00, next 00:00). */
export function seoulDayRange(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+09:00`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** The payment method in Korean, as the site names it (가상계좌 as 무통장입금(가상계좌)). */
export function methodName(method: ApplicationMethod): string {
  return method === 'VIRTUAL_ACCOUNT' ? '무통장입금(가상계좌)' : METHOD_NAMES[method];
}

/** Text as HTML text or attribute value (the e-mails): the one escape both sides share. */
export { escapeHtml } from '../../../shared/html/entities';
