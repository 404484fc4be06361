import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, IsNull, QueryFailedError } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { ORDER_ID_PATTERN } from './checkout-params';
import {
  isCashReceiptType,
  isIdentityFor,
  maskIdentity,
  newIssueNumber,
  newReceiptKey,
} from './cash-receipt-rules';
import { idempotencyHash, remember, replayed } from './idempotency';
import { INVALID_REQUEST_DETAILS as DETAIL } from './sandbox-copy';
import { SandboxCashReceipt } from './sandbox-cash-receipt.entity';
import { SandboxPayment } from './sandbox-payment.entity';
import { invalidRequest, tossError, type ApiAnswer } from './toss-errors';
import { toTossCashReceipt } from './toss-payment';

type Row = Record<string, unknown>;

/**
 * The sandbox's 현금영수증: Toss's cash-receipt API (POST /v1/cash-receipts and its cancel, for
 * money taken outside the payment window), and the receipts the window issues for transfers and
 * virtual accounts. Every check-and-change runs in one transaction; an orderId holds one live
 * API-issued receipt (a partial unique index), so two concurrent issues cannot both succeed.
 */
@Injectable()
export class SandboxCashReceipts {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** As SandboxService's: the public origin when configured, else site-relative paths. */
  private browserBase(): string {
    return this.config.publicUrl ?? '';
  }

  /** POST /v1/cash-receipts: issues a receipt (TossCashReceiptRequest). */
  async issue(body: unknown, idempotencyKey: string | undefined): Promise<ApiAnswer> {
    if (idempotencyKey !== undefined && (!idempotencyKey || idempotencyKey.length > 300)) {
      return invalidRequest(DETAIL.idempotencyKey);
    }
    const refused = checkIssueRequest(body);
    if (refused) return refused;
    const request = body as Row & {
      amount: number;
      orderId: string;
      orderName: string;
      customerIdentityNumber: string;
      type: '소득공제' | '지출증빙';
    };
    const taxFreeAmount = typeof request.taxFreeAmount === 'number' ? request.taxFreeAmount : 0;
    const path = '/v1/cash-receipts';
    const storedKey = idempotencyKey ? idempotencyHash(path, idempotencyKey) : undefined;

    // A concurrent issue of the same orderId (or the same key) breaks a unique index: the second
    // attempt then finds the first's receipt, or its stored answer.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.manager.transaction(async (manager) => {
          const now = this.clock.now();
          const first = storedKey ? await replayed(manager, storedKey, now) : undefined;
          if (first) return first;
          let answer: ApiAnswer;
          const live = await manager.findOneBy(SandboxCashReceipt, {
            order_id: request.orderId,
            canceled_at: IsNull(),
          });
          if (live) {
            answer = tossError('DUPLICATED_ORDER_ID', DETAIL.cashReceiptDuplicated);
          } else {
            const receipt: SandboxCashReceipt = {
              receipt_key: newReceiptKey(),
              issue_number: newIssueNumber(),
              order_id: request.orderId,
              order_name: request.orderName,
              type: request.type,
              masked_identity: maskIdentity(request.type, request.customerIdentityNumber),
              amount: request.amount,
              balance_amount: request.amount,
              tax_free_amount: taxFreeAmount,
              payment_key: null,
              issued_at: now,
              canceled_at: null,
            };
            await manager.insert(SandboxCashReceipt, receipt);
            answer = {
              status: 200,
              body: toTossCashReceipt(
                receipt,
                { type: 'CONFIRM', amount: receipt.amount, at: now },
                this.browserBase(),
              ),
            };
          }
          if (storedKey) await remember(manager, storedKey, path, answer, now);
          return answer;
        });
      } catch (error) {
        if (attempt > 0 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** POST /v1/cash-receipts/{receiptKey}/cancel: `amount` omitted cancels all that is left. */
  async cancel(
    receiptKey: string,
    body: unknown,
    idempotencyKey: string | undefined,
  ): Promise<ApiAnswer> {
    if (idempotencyKey !== undefined && (!idempotencyKey || idempotencyKey.length > 300)) {
      return invalidRequest(DETAIL.idempotencyKey);
    }
    const request = body === undefined || body === null ? {} : body;
    if (!isObject(request)) return invalidRequest(DETAIL.body);
    const { amount } = request;
    if (
      amount !== undefined &&
      amount !== null &&
      (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    ) {
      return invalidRequest(DETAIL.cashReceiptCancelAmount);
    }
    const path = `/v1/cash-receipts/${receiptKey}/cancel`;
    return this.manager.transaction(async (manager) => {
      const now = this.clock.now();
      const receipt = await manager.findOne(SandboxCashReceipt, {
        where: { receipt_key: receiptKey },
        lock: { mode: 'pessimistic_write' },
      });
      if (!receipt) return tossError('NOT_FOUND_CASH_RECEIPT');
      const storedKey = idempotencyKey ? idempotencyHash(path, idempotencyKey) : undefined;
      const first = storedKey ? await replayed(manager, storedKey, now) : undefined;
      if (first) return first;

      let answer: ApiAnswer;
      const cancelAmount = typeof amount === 'number' ? amount : receipt.balance_amount;
      if (receipt.payment_key) {
        answer = invalidRequest(DETAIL.cashReceiptOfPayment);
      } else if (receipt.canceled_at || receipt.balance_amount === 0) {
        answer = tossError('ALREADY_CANCELED_CASH_RECEIPT');
      } else if (cancelAmount > receipt.balance_amount) {
        answer = tossError('INVALID_CANCEL_AMOUNT');
      } else {
        receipt.balance_amount -= cancelAmount;
        if (receipt.balance_amount === 0) receipt.canceled_at = now;
        await manager.update(
          SandboxCashReceipt,
          { receipt_key: receiptKey },
          { balance_amount: receipt.balance_amount, canceled_at: receipt.canceled_at },
        );
        answer = {
          status: 200,
          body: toTossCashReceipt(
            receipt,
            { type: 'CANCEL', amount: cancelAmount, at: now },
            this.browserBase(),
          ),
        };
      }
      if (storedKey) await remember(manager, storedKey, path, answer, now);
      return answer;
    });
  }
}

/**
 * The window's receipt, issued when the money arrives: a transfer's approval, a virtual
 * account's deposit. Nothing for cards, for 미발행, or when already issued. Changes `row` (the
 * payment, locked by the caller) and writes both rows in the caller's transaction.
 */
export async function issueWindowReceipt(
  manager: EntityManager,
  row: SandboxPayment,
  now: Date,
): Promise<void> {
  const type = row.cash_receipt_type;
  if (!isCashReceiptType(type) || !row.cash_receipt_number || row.cash_receipt_key) return;
  const receipt: SandboxCashReceipt = {
    receipt_key: newReceiptKey(),
    issue_number: newIssueNumber(),
    order_id: row.order_id,
    order_name: row.order_name,
    type,
    masked_identity: row.cash_receipt_number,
    amount: row.balance_amount,
    balance_amount: row.balance_amount,
    tax_free_amount: 0,
    payment_key: row.payment_key,
    issued_at: now,
    canceled_at: null,
  };
  await manager.insert(SandboxCashReceipt, receipt);
  row.cash_receipt_key = receipt.receipt_key;
  row.cash_receipt_issue_number = receipt.issue_number;
  await manager.update(
    SandboxPayment,
    { payment_key: row.payment_key },
    {
      cash_receipt_key: row.cash_receipt_key,
      cash_receipt_issue_number: row.cash_receipt_issue_number,
    },
  );
}

/**
 * A cancelled payment's window receipt follows it: it covers what is left of the payment, and a
 * full cancel cancels it.
 */
export async function followPaymentCancel(
  manager: EntityManager,
  row: SandboxPayment,
  now: Date,
): Promise<void> {
  if (!row.cash_receipt_key) return;
  await manager.update(
    SandboxCashReceipt,
    { receipt_key: row.cash_receipt_key },
    { balance_amount: row.balance_amount, canceled_at: row.balance_amount === 0 ? now : null },
  );
}

/** Toss's rules for an issue request; null when it may go ahead. */
function checkIssueRequest(body: unknown): ApiAnswer | null {
  if (!isObject(body)) return invalidRequest(DETAIL.body);
  const { amount, orderId, orderName, customerIdentityNumber, type, taxFreeAmount } = body;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return invalidRequest(DETAIL.amount);
  }
  if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId)) {
    return invalidRequest(DETAIL.cashReceiptOrderId);
  }
  if (typeof orderName !== 'string' || !orderName.trim() || orderName.length > 100) {
    return invalidRequest(DETAIL.cashReceiptOrderName);
  }
  if (!isCashReceiptType(type)) return invalidRequest(DETAIL.cashReceiptType);
  if (typeof customerIdentityNumber !== 'string' || !/^[0-9]+$/.test(customerIdentityNumber)) {
    return invalidRequest(DETAIL.cashReceiptIdentityDigits);
  }
  if (!isIdentityFor(type, customerIdentityNumber)) {
    return invalidRequest(
      type === '소득공제' ? DETAIL.cashReceiptPhone : DETAIL.cashReceiptBusinessNumber,
    );
  }
  if (
    taxFreeAmount !== undefined &&
    (typeof taxFreeAmount !== 'number' ||
      !Number.isSafeInteger(taxFreeAmount) ||
      taxFreeAmount < 0 ||
      taxFreeAmount > amount)
  ) {
    return invalidRequest(DETAIL.cashReceiptTaxFree);
  }
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as { code?: string }).code === '23505';
}

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
