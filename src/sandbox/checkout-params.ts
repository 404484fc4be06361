import { SANDBOX_CLIENT_KEY } from '../config/payments.config';
import type { TossCashReceiptChoice, TossMethod } from '../payments';
import { isCashReceiptChoice } from './cash-receipt-rules';
import { SANDBOX_COPY } from './sandbox-copy';
import { parseKstWallClock } from './toss-format';

/** What the browser script sends to the checkout window, validated as Toss would. */
export interface CheckoutParams {
  clientKey: string;
  method: TossMethod;
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string | null;
  customerEmail: string | null;
  successUrl: string;
  failUrl: string;
  /** Virtual accounts only: how long the account stays open, or until when (KST wall clock). */
  validHours: number | null;
  dueDate: string | null;
  /**
   * Transfers and virtual accounts: the 현금영수증 asked for (requestPayment's
   * `cashReceipt.type`), or chosen in the window. Null when nothing was asked, and always for
   * cards: the window then shows its default (DEFAULT_CASH_RECEIPT_CHOICE), and a posted form
   * without the field (a client other than the window) issues none.
   */
  cashReceiptType: TossCashReceiptChoice | null;
}

export type ParsedCheckout = { ok: true; params: CheckoutParams } | { ok: false; message: string };

/** The method names requestPayment takes, Korean or English (toss-contract.md §1). */
const METHODS: Record<string, TossMethod> = {
  카드: '카드',
  CARD: '카드',
  가상계좌: '가상계좌',
  VIRTUAL_ACCOUNT: '가상계좌',
  계좌이체: '계좌이체',
  TRANSFER: '계좌이체',
};

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
const AMOUNT_PATTERN = /^[1-9][0-9]{0,9}$/;
const MAX_AMOUNT = 1_000_000_000;
const MAX_VALID_HOURS = 720;
const MAX_URL_LENGTH = 2048;

const { invalid } = SANDBOX_COPY;

/**
 * Reads the checkout parameters from a query string or a posted form. Repeated fields are
 * refused rather than guessed at. successUrl and failUrl must lead back to this site (`host` is
 * the Host of the request), so the sandbox can never be used as an open redirect.
 */
export function parseCheckout(input: unknown, host: string, now: Date): ParsedCheckout {
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const text = (name: string): string | undefined | null => {
    const value = record[name];
    if (value === undefined || value === '') return undefined;
    return typeof value === 'string' ? value : null;
  };
  const fail = (message: string): ParsedCheckout => ({ ok: false, message });

  const clientKey = text('clientKey');
  if (clientKey !== SANDBOX_CLIENT_KEY) return fail(invalid.clientKey);
  const method = METHODS[text('method') ?? ''];
  if (!method) return fail(invalid.method);
  const amount = text('amount');
  if (!amount || !AMOUNT_PATTERN.test(amount) || Number(amount) > MAX_AMOUNT) {
    return fail(invalid.amount);
  }
  const orderId = text('orderId');
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return fail(invalid.orderId);
  const orderName = text('orderName');
  if (!orderName || orderName.length > 100) return fail(invalid.orderName);
  const customerName = text('customerName');
  if (customerName === null || (customerName && customerName.length > 100)) {
    return fail(invalid.customerName);
  }
  const customerEmail = text('customerEmail');
  if (customerEmail === null || (customerEmail && customerEmail.length > 100)) {
    return fail(invalid.customerEmail);
  }
  const successUrl = text('successUrl');
  if (!successUrl || !isSameOrigin(successUrl, host)) return fail(invalid.successUrl);
  const failUrl = text('failUrl');
  if (!failUrl || !isSameOrigin(failUrl, host)) return fail(invalid.failUrl);

  let validHours: number | null = null;
  let dueDate: string | null = null;
  if (method === '가상계좌') {
    const hours = text('validHours');
    const due = text('dueDate');
    if (hours === null || due === null) return fail(invalid.bothDue);
    if (hours !== undefined && due !== undefined) return fail(invalid.bothDue);
    if (hours !== undefined) {
      validHours = /^[1-9][0-9]{0,2}$/.test(hours) ? Number(hours) : NaN;
      if (!(validHours <= MAX_VALID_HOURS)) return fail(invalid.validHours);
    }
    if (due !== undefined) {
      const instant = parseKstWallClock(due);
      const ahead = instant ? instant.getTime() - now.getTime() : -1;
      if (!(ahead > 0 && ahead <= MAX_VALID_HOURS * 3_600_000)) return fail(invalid.dueDate);
      dueDate = due;
    }
  }

  // Cards take no 현금영수증: the field is ignored for them, as Toss ignores the option.
  let cashReceiptType: TossCashReceiptChoice | null = null;
  if (method !== '카드') {
    const choice = text('cashReceiptType');
    if (choice === null || (choice !== undefined && !isCashReceiptChoice(choice))) {
      return fail(invalid.cashReceiptType);
    }
    cashReceiptType = choice ?? null;
  }

  return {
    ok: true,
    params: {
      clientKey,
      method,
      amount: Number(amount),
      orderId,
      orderName,
      customerName: customerName ?? null,
      customerEmail: customerEmail ?? null,
      successUrl,
      failUrl,
      validHours,
      dueDate,
      cashReceiptType,
    },
  };
}

/** Relative to this site ("/payments/...") or an http(s) URL on the request's own host. */
export function isSameOrigin(value: string, host: string): boolean {
  if (value.length > MAX_URL_LENGTH || /[\s\\]/.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.host === host.toLowerCase()
  );
}

/**
 * The parameters as form fields, to post them back from the checkout page. The 현금영수증 type
 * is not among them: the page's radios carry it.
 */
export function checkoutFields(params: CheckoutParams): Array<[string, string]> {
  const fields: Array<[string, string | number | null]> = [
    ['clientKey', params.clientKey],
    ['method', params.method],
    ['amount', params.amount],
    ['orderId', params.orderId],
    ['orderName', params.orderName],
    ['customerName', params.customerName],
    ['customerEmail', params.customerEmail],
    ['successUrl', params.successUrl],
    ['failUrl', params.failUrl],
    ['validHours', params.validHours],
    ['dueDate', params.dueDate],
  ];
  return fields
    .filter((field): field is [string, string | number] => field[1] !== null)
    .map(([name, value]) => [name, String(value)]);
}

/** Appends query parameters to a URL, keeping its own query and fragment as they were. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}
