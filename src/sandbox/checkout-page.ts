import { bankName } from '../common/money/bank-codes';
import { SANDBOX_BASE_PATH } from '../config/payments.config';
import { CASH_RECEIPT_CHOICES, DEFAULT_CASH_RECEIPT_CHOICE } from './cash-receipt-rules';
import { checkoutFields, type CheckoutParams } from './checkout-params';
import { SANDBOX_COPY as COPY } from './sandbox-copy';
import { displayTime, won } from './toss-format';
import { escapeHtml as escapeText } from '../../shared/html/entities';

/**
 * The sandbox's server-rendered pages. The site's Content-Security-Policy allows no inline script,
 * so every action is a plain form, which the sandbox's script (v1.js, second part) sends with the
 * administrator's token when there is one; every value shown goes through `escapeHtml`.
 */
export function escapeHtml(value: string | number): string {
  return escapeText(String(value));
}

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif;
    background: #f4f6f8; color: #191f28; word-break: keep-all; line-height: 1.6; }
  main { max-width: 480px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 16px; }
  .notice { background: #fff4e5; border: 1px solid #f2a93b; border-radius: 4px; padding: 12px 16px; margin: 0 0 16px; }
  .message { background: #e8f3ff; border-radius: 4px; padding: 12px 16px; }
  .error { background: #ffeeee; border: 1px solid #d93025; border-radius: 4px; padding: 12px 16px; }
  dl { background: #fff; border-radius: 4px; padding: 16px; margin: 0 0 16px; display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { color: #4e5968; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { display: flex; flex-direction: column; gap: 8px; }
  button { font: inherit; font-size: 1rem; min-height: 48px; border-radius: 4px; border: 1px solid #8b95a1; background: #fff; color: #191f28; cursor: pointer; }
  button.primary { background: #1b64da; border-color: #1b64da; color: #fff; font-weight: 700; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2a93b; outline-offset: 2px; }
  a { color: #1b64da; }
  fieldset { background: #fff; border: 1px solid #d1d6db; border-radius: 4px; padding: 12px 16px; margin: 0 0 8px; }
  legend { font-weight: 700; padding: 0 4px; }
  .choices { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0 0 8px; }
  .choices label { display: inline-flex; align-items: center; gap: 4px; min-height: 44px; }
  input[type="text"] { font: inherit; width: 100%; box-sizing: border-box; min-height: 44px; padding: 8px; border: 1px solid #8b95a1; border-radius: 4px; }
  input:focus-visible { outline: 3px solid #f2a93b; outline-offset: 2px; }
  .hint { color: #4e5968; font-size: 0.9rem; margin: 4px 0 0; }
`;

/**
 * Pages with buttons (`controls`) load the sandbox's script and hold the box where it writes a
 * refusal; on a live site (`adminOnly`) they also say who may press them.
 */
interface PageOptions {
  controls?: boolean;
  adminOnly?: boolean;
}

function layout(title: string, body: string, options: PageOptions = {}): string {
  const script = options.controls
    ? `\n<script src="${SANDBOX_BASE_PATH}/v1.js" defer></script>`
    : '';
  const adminNotice = options.adminOnly
    ? `\n<p class="notice">${escapeHtml(COPY.adminNotice)}</p>`
    : '';
  const message = options.controls
    ? '\n<p class="error" role="alert" data-sandbox-message hidden></p>'
    : '';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${script}
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="notice" role="note">${escapeHtml(COPY.notice)}</p>${adminNotice}${message}
${body}
</main>
</body>
</html>
`;
}

function details(rows: Array<[string, string]>): string {
  const items = rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return `<dl>\n${items}\n</dl>`;
}

function customerOf(name: string | null, email: string | null): string {
  const parts = [name, email ? `<${email}>` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : COPY.noCustomer;
}

/** What the customer typed in the window, shown again with the refusal when it was refused. */
export interface CheckoutEntry {
  error?: string;
  cashReceiptNumber?: string;
}

/**
 * The 현금영수증 section of a transfer's or a virtual account's window: the three types (the one
 * asked for pre-checked) and the number. With no inline script the number field always shows;
 * it is not used for 미발행.
 */
function cashReceiptSection(params: CheckoutParams, entry: CheckoutEntry): string {
  if (params.method === '카드') return '';
  const checked = params.cashReceiptType ?? DEFAULT_CASH_RECEIPT_CHOICE;
  const radios = CASH_RECEIPT_CHOICES.map(
    (choice) =>
      `<label><input type="radio" name="cashReceiptType" value="${escapeHtml(choice)}"${
        choice === checked ? ' checked' : ''
      }> ${escapeHtml(choice)}</label>`,
  ).join('\n');
  const copy = COPY.cashReceipt;
  const invalid = entry.error ? ' aria-invalid="true"' : '';
  return `<fieldset>
<legend>${escapeHtml(copy.legend)}</legend>
<div class="choices">
${radios}
</div>
<label for="cash-receipt-number">${escapeHtml(copy.numberLabel)}</label>
<input type="text" id="cash-receipt-number" name="cashReceiptNumber" value="${escapeHtml(
    entry.cashReceiptNumber ?? '',
  )}" inputmode="numeric" autocomplete="off" maxlength="20" aria-describedby="cash-receipt-hint"${invalid}>
<p class="hint" id="cash-receipt-hint">${escapeHtml(copy.hint)} ${escapeHtml(copy.emptyHint)}</p>
</fieldset>`;
}

/**
 * The checkout window: the order, and buttons to approve, cancel or (cards) decline it. With
 * `adminOnly` (a live site) it says that only an administrator's browser may use them. `entry`
 * brings back what was refused, with why.
 */
export function renderCheckout(
  params: CheckoutParams,
  adminOnly = false,
  entry: CheckoutEntry = {},
): string {
  const hidden = checkoutFields(params)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const decline =
    params.method === '카드'
      ? `<button type="submit" name="action" value="decline">${escapeHtml(COPY.buttons.decline)}</button>`
      : '';
  const hint =
    params.method === '가상계좌'
      ? `<p class="message">${escapeHtml(COPY.virtualAccountHint)}</p>`
      : '';
  const refusal = entry.error
    ? `<p class="error" role="alert">${escapeHtml(entry.error)}</p>\n`
    : '';
  return layout(
    COPY.checkoutTitle,
    `${refusal}${details([
      [COPY.labels.orderName, params.orderName],
      [COPY.labels.amount, won(params.amount)],
      [COPY.labels.method, params.method],
      [COPY.labels.customer, customerOf(params.customerName, params.customerEmail)],
    ])}
${hint}
<form method="post" action="${SANDBOX_BASE_PATH}/checkout" data-sandbox-control>
${hidden}
${cashReceiptSection(params, entry)}
<button type="submit" name="action" value="approve" class="primary">${escapeHtml(COPY.buttons.approve)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(COPY.buttons.cancel)}</button>
${decline}
</form>`,
    { controls: true, adminOnly },
  );
}

/** What the status and receipt pages show of one payment. */
export interface PaymentView {
  paymentKey: string;
  orderId: string;
  orderName: string;
  method: string;
  amount: number;
  balanceAmount: number;
  status: string;
  approvedAt: Date | null;
  virtualAccount: { bankCode: string; accountNumber: string; dueDate: Date } | null;
  /** The deposit button shows while the account waits and its due date has not passed. */
  canDeposit: boolean;
  hasReceipt: boolean;
  /** The 현금영수증 the window issued for it, if any. */
  cashReceiptKey: string | null;
}

/** The link to a payment's 현금영수증, when the window issued one. */
function cashReceiptLink(view: PaymentView): string {
  if (!view.cashReceiptKey) return '';
  const key = encodeURIComponent(view.cashReceiptKey);
  return `\n<p><a href="${SANDBOX_BASE_PATH}/cash-receipt/${escapeHtml(key)}">${escapeHtml(COPY.links.cashReceipt)}</a></p>`;
}

function paymentRows(view: PaymentView): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [COPY.labels.orderName, view.orderName],
    [COPY.labels.orderId, view.orderId],
    [COPY.labels.amount, won(view.amount)],
    [COPY.labels.method, view.method],
    [COPY.labels.status, COPY.statuses[view.status] ?? view.status],
  ];
  if (view.approvedAt) rows.push([COPY.labels.approvedAt, displayTime(view.approvedAt)]);
  if (view.balanceAmount < view.amount) {
    rows.push([COPY.labels.canceledAmount, won(view.amount - view.balanceAmount)]);
    rows.push([COPY.labels.balanceAmount, won(view.balanceAmount)]);
  }
  if (view.virtualAccount) {
    const account = view.virtualAccount;
    rows.push([COPY.labels.account, `${bankName(account.bankCode)} ${account.accountNumber}`]);
    rows.push([COPY.labels.dueDate, displayTime(account.dueDate)]);
  }
  return rows;
}

/**
 * A payment's page: for virtual accounts the account, and the button that "deposits" into it
 * (on a live site, `adminOnly`, for an administrator's browser only).
 */
export function renderStatus(view: PaymentView, message?: string, adminOnly = false): string {
  const key = encodeURIComponent(view.paymentKey);
  const deposit = view.canDeposit
    ? `<form method="post" action="${SANDBOX_BASE_PATH}/payments/${escapeHtml(key)}/deposit" data-sandbox-control>
<button type="submit" class="primary">${escapeHtml(COPY.buttons.deposit)}</button>
</form>`
    : '';
  const receipt = view.hasReceipt
    ? `<p><a href="${SANDBOX_BASE_PATH}/receipt/${escapeHtml(key)}">${escapeHtml(COPY.links.receipt)}</a></p>`
    : '';
  const note = message ? `<p class="message" role="status">${escapeHtml(message)}</p>` : '';
  return layout(
    COPY.statusTitle,
    `${note}\n${details(paymentRows(view))}\n${deposit}\n${receipt}${cashReceiptLink(view)}`,
    { controls: view.canDeposit, adminOnly: adminOnly && view.canDeposit },
  );
}

export function renderReceipt(view: PaymentView): string {
  const key = encodeURIComponent(view.paymentKey);
  return layout(
    COPY.receiptTitle,
    `${details(paymentRows(view))}
<p><a href="${SANDBOX_BASE_PATH}/payments/${escapeHtml(key)}">${escapeHtml(COPY.links.status)}</a></p>${cashReceiptLink(view)}`,
  );
}

/** What a 현금영수증's page shows. */
export interface CashReceiptView {
  type: string;
  issueNumber: string;
  orderId: string;
  orderName: string;
  amount: number;
  balanceAmount: number;
  maskedIdentity: string;
  issuedAt: Date;
  canceled: boolean;
  /** The payment the window issued it for; null when issued through the API. */
  paymentKey: string | null;
}

/** A 현금영수증: its type, 승인번호, amount and masked number; what was cancelled of it. */
export function renderCashReceipt(view: CashReceiptView): string {
  const labels = COPY.cashReceiptLabels;
  const statuses = COPY.cashReceiptStatuses;
  const rows: Array<[string, string]> = [
    [labels.type, view.type],
    [labels.issueNumber, view.issueNumber],
    [labels.amount, won(view.amount)],
    [labels.identity, view.maskedIdentity],
    [labels.issuedAt, displayTime(view.issuedAt)],
    [labels.orderName, view.orderName],
    [labels.orderId, view.orderId],
    [
      labels.status,
      view.canceled
        ? statuses.canceled
        : view.balanceAmount < view.amount
          ? statuses.partiallyCanceled
          : statuses.issued,
    ],
  ];
  if (view.balanceAmount < view.amount) {
    rows.push([labels.canceledAmount, won(view.amount - view.balanceAmount)]);
    rows.push([labels.balanceAmount, won(view.balanceAmount)]);
  }
  const link = view.paymentKey
    ? `\n<p><a href="${SANDBOX_BASE_PATH}/payments/${escapeHtml(encodeURIComponent(view.paymentKey))}">${escapeHtml(COPY.links.status)}</a></p>`
    : '';
  return layout(COPY.cashReceiptTitle, `${details(rows)}${link}`);
}

export function renderError(message: string): string {
  return layout(COPY.errorTitle, `<p class="error" role="alert">${escapeHtml(message)}</p>`);
}
