import { groupWon } from '../../../shared/format/won';
import { PAYMENT_METHODS, type PaymentMethod } from '../../common/money/payment-method';

/**
 * How messages write values: won with the unit, calendar dates and instants in Korean and in
 * the centre's time zone (Asia/Seoul, UTC+9 all year: Korea has no daylight saving time), and
 * HTML escaping for every value put into an e-mail's HTML.
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 12000 → "12,000원". */
export function won(amount: number): string {
  return `${groupWon(amount)}원`;
}

/** "2026-12-10" → "2026년 12월 10일(목)". */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${y}년 ${m}월 ${d}일(${weekday})`;
}

/** A lecture's days: one date, or "2026년 12월 10일(목) ~ 12월 11일(금)". */
export function koreanPeriod(start: string, end: string): string {
  if (start === end) return koreanDate(start);
  const [sy] = start.split('-');
  const [ey, em, ed] = end.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(ey, em - 1, ed)).getUTCDay()];
  const tail = Number(sy) === ey ? `${em}월 ${ed}일(${weekday})` : koreanDate(end);
  return `${koreanDate(start)} ~ ${tail}`;
}

/** An instant in Seoul: "2026년 11월 25일(수) 12:00" (24-hour clock). */
export function koreanDateTime(instant: Date): string {
  const seoul = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  const date = seoul.toISOString().slice(0, 10);
  const hh = String(seoul.getUTCHours()).padStart(2, '0');
  const mm = String(seoul.getUTCMinutes()).padStart(2, '0');
  return `${koreanDate(date)} ${hh}:${mm}`;
}

/** The instants of one Seoul calendar day: [00:00, next 00:00). */
export function seoulDayRange(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+09:00`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** The payment method in Korean, as the site names it (가상계좌 as 무통장입금(가상계좌)). */
export function methodName(method: PaymentMethod): string {
  return method === 'VIRTUAL_ACCOUNT' ? '무통장입금(가상계좌)' : PAYMENT_METHODS[method];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
