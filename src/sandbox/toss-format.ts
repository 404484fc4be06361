import { createHash, randomInt } from 'node:crypto';

/**
 * How Toss writes times, keys and amounts. Toss speaks Korean Standard Time (UTC+9, no daylight
 * saving): API times carry "+09:00", webhook times are KST wall clock with microseconds and no
 * offset (toss-contract.md §2, §5).
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

function kstWallClock(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 23);
}

/** "2026-11-22T12:00:00+09:00", as in requestedAt, approvedAt, dueDate. */
export function tossTime(instant: Date): string {
  return `${kstWallClock(instant).slice(0, 19)}+09:00`;
}

/** "2026-11-22T12:00:00.000000", as in a webhook's createdAt. */
export function webhookTime(instant: Date): string {
  return `${kstWallClock(instant)}000`;
}

/** "2026-11-22 12:00", for the sandbox's own pages. */
export function displayTime(instant: Date): string {
  return kstWallClock(instant).slice(0, 16).replace('T', ' ');
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** Reads "yyyy-MM-ddTHH:mm:ss" as KST wall clock (a virtual account's requested dueDate). */
export function parseKstWallClock(value: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi ||
    check.getUTCSeconds() !== s
  ) {
    return null;
  }
  return new Date(utc - KST_OFFSET_MS);
}

/** "120,000원". */
export function won(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(62)];
  return out;
}

export function randomDigits(length: number): string {
  let out = String(randomInt(1, 10));
  for (let i = 1; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** A 32-character transaction key like Toss's (upper-case hex). */
export function randomTransactionKey(): string {
  return randomBase16(32);
}

function randomBase16(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += '0123456789ABCDEF'[randomInt(16)];
  return out;
}

/**
 * A stable value derived from a payment key, for facts the ledger does not store (the approval's
 * transaction key, the card number shown): the same payment always shows the same value.
 */
export function derived(paymentKey: string, purpose: string): string {
  return createHash('sha256').update(`${paymentKey}:${purpose}`).digest('hex').toUpperCase();
}

export function derivedDigits(paymentKey: string, purpose: string, length: number): string {
  const hex = derived(paymentKey, purpose);
  let out = '';
  for (let i = 0; out.length < length; i += 1)
    out += String(parseInt(hex[i % hex.length], 16) % 10);
  return out;
}
