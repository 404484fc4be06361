import { koreanDateTime, koreanDayOf } from '@shared/format/korean-dates';
import { groupWon } from '@shared/format/won';
import { ko } from '@/copy/ko';

/** 120000 → "120,000원" (the grouping is the server's own, see @shared/format/won). */
export function formatWon(amount: number | string | null | undefined): string {
  return ko.money.won(groupWon(amount));
}

/**
 * What a lecture costs, from its cheapest and dearest course: "90,000원", "50,000원~90,000원",
 * 무료, or nothing before it has courses.
 */
export function formatFeeRange({
  fee_min: min,
  fee_max: max,
}: {
  fee_min: number | null;
  fee_max: number | null;
}): string {
  if (min === null || max === null) return '';
  if (max === 0) return ko.money.free;
  return min === max ? formatWon(min) : `${formatWon(min)}~${formatWon(max)}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date as the spec shows it (§3: "normalised to YYYY-MM-DD for display"):
 * "2026-12-01" or "2026-12-01T00:00:00.000Z" → "2026-12-01". Reads the digits directly instead of
 * going through `new Date()`, which would treat the string as UTC midnight and could show the
 * previous day.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = CALENDAR_DATE.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/**
 * An instant in Seoul time as the messages write it: "2026-11-28T15:01:00Z" →
 * "2026년 11월 29일(일) 00:01" (@shared/format/korean-dates); a text that is no instant as it is.
 */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : koreanDateTime(date);
}

/**
 * The Seoul calendar day of an instant, as the messages write dates: "2026-12-06T15:00:00Z" →
 * "2026년 12월 7일(월)"; a text that is no instant as it is.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : koreanDayOf(date);
}

/** "2026-12-01", "2026-12-05" → "2026-12-01 ~ 2026-12-05". */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from && !to) return '';
  return `${from} ~ ${to}`;
}

/**
 * Whether a text the centre typed is one phone number (02-123-4567, 010-1234-5678,
 * 1588-1234), so that it can be a tel: link a phone dials with one tap.
 */
export function isPhoneNumber(text: string): boolean {
  return /^(0\d{1,3}-?\d{3,4}-?\d{4}|1\d{3}-?\d{4})$/.test(text.trim());
}

/** "02-123-4567" → "tel:021234567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
