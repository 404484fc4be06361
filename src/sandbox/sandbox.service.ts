import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { bankName } from '../common/money/bank-codes';
import type { TossCancel, TossDepositCallback } from '../payments';
import { INVALID_REQUEST_DETAILS as DETAIL } from './sandbox-copy';
import { checkAuthorization } from './sandbox-auth';
import { SandboxControl, type SandboxBehaviour, type SandboxOperation } from './sandbox-control';
import { idempotencyHash, remember, replayed } from './idempotency';
import { SandboxPayment } from './sandbox-payment.entity';
import {
  followPaymentCancel,
  issueWindowReceipt,
  SandboxCashReceipts,
} from './sandbox-cash-receipts';
import { SandboxWebhooks } from './sandbox-webhooks';
import { invalidRequest, tossError, type ApiAnswer } from './toss-errors';
import {
  randomBase62,
  randomDigits,
  randomTransactionKey,
  tossTime,
  webhookTime,
} from './toss-format';
import {
  APPROVED_STATUSES,
  SANDBOX_BANK_CODE,
  currentStatus,
  isPastConfirmWindow,
  toTossPayment,
} from './toss-payment';

/** The request facts every API call is judged by, read from its headers. */
export interface ApiCall {
  authorization?: string;
  /** `TossPayments-Test-Code`: answer this error instead (confirm and cancel only). */
  testCode?: string;
  idempotencyKey?: string;
}

const VIRTUAL_ACCOUNT_DAYS = 7;
const TEST_CODE = /^[A-Z0-9_]{1,100}$/;

type Row = Record<string, unknown>;

/**
 * The sandbox's Toss REST API (toss-contract.md §2–4): confirm, lookups and cancel over the
 * sandbox ledger, with Toss's statuses, error codes and idempotency. Every check-and-change runs
 * in one transaction holding the payment's row lock, so two confirms of one payment cannot both
 * succeed; inside it only the transaction's own EntityManager is used (stack-notes §1).
 */
@Injectable()
export class SandboxService {
  constructor(
    @InjectRepository(SandboxPayment) private readonly payments: Repository<SandboxPayment>,
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly control: SandboxControl,
    private readonly webhooks: SandboxWebhooks,
    private readonly cashReceipts: SandboxCashReceipts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Where the guest's browser reaches the receipt and status pages: the public origin when one is
   * configured, else a path relative to the site (never the loopback address the server uses to
   * call itself, which a phone on the network cannot open).
   */
  private browserBase(): string {
    return this.config.publicUrl ?? '';
  }

  confirm(call: ApiCall, body: unknown): Promise<ApiAnswer> {
    return this.handle('confirm', call, () => this.doConfirm(body));
  }

  getPayment(call: ApiCall, paymentKey: string): Promise<ApiAnswer> {
    return this.handle('lookup', call, async () =>
      this.found(await this.payments.findOneBy({ payment_key: paymentKey })),
    );
  }

  getPaymentByOrderId(call: ApiCall, orderId: string): Promise<ApiAnswer> {
    return this.handle('lookup', call, async () =>
      this.found(await this.payments.findOneBy({ order_id: orderId })),
    );
  }

  cancel(call: ApiCall, paymentKey: string, body: unknown): Promise<ApiAnswer> {
    return this.handle('cancel', call, () => this.doCancel(paymentKey, body, call.idempotencyKey));
  }

  /** POST /v1/cash-receipts (SandboxCashReceipts). */
  issueCashReceipt(call: ApiCall, body: unknown): Promise<ApiAnswer> {
    return this.handle('cashReceipt', call, () =>
      this.cashReceipts.issue(body, call.idempotencyKey),
    );
  }

  /** POST /v1/cash-receipts/{receiptKey}/cancel (SandboxCashReceipts). */
  cancelCashReceipt(call: ApiCall, receiptKey: string, body: unknown): Promise<ApiAnswer> {
    return this.handle('cashReceipt', call, () =>
      this.cashReceipts.cancel(receiptKey, body, call.idempotencyKey),
    );
  }

  /** Counts the call, checks the key, then plays any planned misbehaviour or test code. */
  private async handle(
    operation: SandboxOperation,
    call: ApiCall,
    work: () => Promise<ApiAnswer>,
  ): Promise<ApiAnswer> {
    const behaviour = this.control.arrive(operation);
    const denied = checkAuthorization(call.authorization, this.config.payments.secretKey);
    if (denied) return denied;
    if (behaviour?.until) await behaviour.until;
    if (behaviour?.delayMs) await sleep(behaviour.delayMs);
    const injected = behaviour ? injectedAnswer(behaviour) : undefined;
    if (injected && !behaviour?.afterApplying) return injected;
    if (operation !== 'lookup' && call.testCode !== undefined) {
      return TEST_CODE.test(call.testCode)
        ? tossError(call.testCode)
        : invalidRequest(DETAIL.testCode);
    }
    const answer = await work();
    // A fault drill (SANDBOX_CONFIRM_ANSWER_DELAY_MS): the money has moved, the answer is late.
    const lateBy = this.config.payments.sandboxConfirmAnswerDelayMs ?? 0;
    if (operation === 'confirm' && lateBy > 0) await sleep(lateBy);
    return injected ?? answer;
  }

  private found(row: SandboxPayment | null): ApiAnswer {
    if (!row) return tossError('NOT_FOUND_PAYMENT');
    return { status: 200, body: toTossPayment(row, this.clock.now(), this.browserBase()) };
  }

  private async doConfirm(body: unknown): Promise<ApiAnswer> {
    if (!isObject(body)) return invalidRequest(DETAIL.body);
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || !paymentKey || paymentKey.length > 200) {
      return invalidRequest(DETAIL.paymentKey);
    }
    if (typeof orderId !== 'string') return invalidRequest(DETAIL.orderId);
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return invalidRequest(DETAIL.amount);
    }
    const now = this.clock.now();
    return this.manager.transaction(async (manager) => {
      const row = await lockPayment(manager, paymentKey);
      if (!row) return tossError('NOT_FOUND_PAYMENT');
      if (row.order_id !== orderId) return invalidRequest(DETAIL.orderIdMismatch);
      if (row.amount !== amount) return invalidRequest(DETAIL.amountMismatch);
      if (APPROVED_STATUSES.includes(row.status)) return tossError('ALREADY_PROCESSED_PAYMENT');
      if (row.status !== 'IN_PROGRESS' || isPastConfirmWindow(row, now)) {
        if (row.status === 'IN_PROGRESS') {
          await manager.update(SandboxPayment, { payment_key: paymentKey }, { status: 'EXPIRED' });
        }
        return tossError('NOT_FOUND_PAYMENT_SESSION');
      }
      if (row.method === '가상계좌') {
        row.status = 'WAITING_FOR_DEPOSIT';
        row.secret = `ps_${randomBase62(32)}`;
        row.va_bank_code = SANDBOX_BANK_CODE;
        row.va_account_number = randomDigits(14);
        row.va_due_date ??= new Date(now.getTime() + VIRTUAL_ACCOUNT_DAYS * 86_400_000);
      } else {
        row.status = 'DONE';
        row.approved_at = now;
      }
      await manager.update(
        SandboxPayment,
        { payment_key: paymentKey },
        {
          status: row.status,
          approved_at: row.approved_at,
          secret: row.secret,
          va_bank_code: row.va_bank_code,
          va_account_number: row.va_account_number,
          va_due_date: row.va_due_date,
        },
      );
      // A transfer's 현금영수증 is issued with its approval (a virtual account's at the deposit).
      if (row.status === 'DONE') await issueWindowReceipt(manager, row, now);
      return { status: 200, body: toTossPayment(row, now, this.browserBase()) };
    });
  }

  private async doCancel(
    paymentKey: string,
    body: unknown,
    idempotencyKey: string | undefined,
  ): Promise<ApiAnswer> {
    if (idempotencyKey !== undefined && (!idempotencyKey || idempotencyKey.length > 300)) {
      return invalidRequest(DETAIL.idempotencyKey);
    }
    if (!isObject(body)) return invalidRequest(DETAIL.body);
    const { cancelReason, cancelAmount, refundReceiveAccount } = body;
    if (typeof cancelReason !== 'string' || !cancelReason.trim() || cancelReason.length > 200) {
      return invalidRequest(DETAIL.cancelReason);
    }
    if (
      cancelAmount !== undefined &&
      cancelAmount !== null &&
      (typeof cancelAmount !== 'number' || !Number.isSafeInteger(cancelAmount) || cancelAmount <= 0)
    ) {
      return invalidRequest(DETAIL.cancelAmount);
    }
    const request: CancelRequest = {
      cancelReason,
      cancelAmount: typeof cancelAmount === 'number' ? cancelAmount : null,
      refundReceiveAccount,
    };
    const path = `/v1/payments/${paymentKey}/cancel`;
    const now = this.clock.now();
    let waitingCanceled: { row: SandboxPayment; cancel: TossCancel } | undefined;

    const answer = await this.manager.transaction(async (manager) => {
      const row = await lockPayment(manager, paymentKey);
      if (!row) return tossError('NOT_FOUND_PAYMENT');
      const storedKey = idempotencyKey ? idempotencyHash(path, idempotencyKey) : undefined;
      const first = storedKey ? await replayed(manager, storedKey, now) : undefined;
      if (first) return first;

      const wasWaiting = currentStatus(row, now) === 'WAITING_FOR_DEPOSIT';
      const outcome = applyCancel(row, request, now);
      let result: ApiAnswer;
      if ('error' in outcome) {
        result = outcome.error;
      } else {
        await manager.update(
          SandboxPayment,
          { payment_key: paymentKey },
          { status: row.status, balance_amount: row.balance_amount, cancels: row.cancels },
        );
        await followPaymentCancel(manager, row, now);
        if (wasWaiting) waitingCanceled = { row, cancel: outcome.cancel };
        result = { status: 200, body: toTossPayment(row, now, this.browserBase()) };
      }
      if (storedKey) await remember(manager, storedKey, path, result, now);
      return result;
    });

    // An account cancelled before its deposit is reported like a deposit (toss-contract.md §4).
    if (waitingCanceled)
      this.sendDepositEvents(
        waitingCanceled.row,
        'CANCELED',
        waitingCanceled.cancel.transactionKey,
      );
    return answer;
  }

  /** DEPOSIT_CALLBACK (flat, with the secret) and PAYMENT_STATUS_CHANGED, in that order. */
  sendDepositEvents(
    row: SandboxPayment,
    status: TossDepositCallback['status'],
    transactionKey: string,
  ): void {
    const now = this.clock.now();
    const callback: TossDepositCallback = {
      createdAt: webhookTime(now),
      secret: row.secret ?? '',
      status,
      transactionKey,
      orderId: row.order_id,
    };
    this.webhooks.send('DEPOSIT_CALLBACK', callback);
    this.webhooks.send('PAYMENT_STATUS_CHANGED', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: webhookTime(now),
      data: toTossPayment(row, now, this.browserBase()),
    });
  }
}

interface CancelRequest {
  cancelReason: string;
  cancelAmount: number | null;
  refundReceiveAccount: unknown;
}

/** Toss's cancel rules on a locked row; on success the row is changed and the cancel returned. */
function applyCancel(
  row: SandboxPayment,
  request: CancelRequest,
  now: Date,
): { error: ApiAnswer } | { cancel: TossCancel } {
  const status = currentStatus(row, now);
  if (status === 'CANCELED') return { error: tossError('ALREADY_CANCELED_PAYMENT') };
  if (!['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(status)) {
    return { error: tossError('NOT_CANCELABLE_PAYMENT') };
  }
  const amount = request.cancelAmount ?? row.balance_amount;
  if (amount > row.balance_amount) return { error: tossError('NOT_CANCELABLE_AMOUNT') };
  if (status === 'WAITING_FOR_DEPOSIT' && amount < row.balance_amount) {
    return { error: tossError('NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT') };
  }
  if (row.method === '가상계좌' && status !== 'WAITING_FOR_DEPOSIT') {
    const refused = checkRefundAccount(request.refundReceiveAccount);
    if (refused) return { error: refused };
  }
  const cancel: TossCancel = {
    cancelAmount: amount,
    cancelReason: request.cancelReason,
    taxFreeAmount: 0,
    refundableAmount: row.balance_amount - amount,
    canceledAt: tossTime(now),
    transactionKey: randomTransactionKey(),
    receiptKey: randomBase62(40),
  };
  row.cancels = [...row.cancels, cancel];
  row.balance_amount -= amount;
  row.status = row.balance_amount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  return { cancel };
}

/** A deposited virtual account is refunded to an account the customer named. */
function checkRefundAccount(account: unknown): ApiAnswer | null {
  if (!isObject(account)) {
    return tossError('INVALID_REFUND_ACCOUNT_INFO', DETAIL.refundAccountMissing);
  }
  const { bank, accountNumber, holderName } = account;
  if (typeof bank !== 'string' || !isKnownBank(bank)) return tossError('INVALID_BANK');
  if (typeof accountNumber !== 'string' || !/^[0-9]{1,20}$/.test(accountNumber)) {
    return tossError('INVALID_REFUND_ACCOUNT_NUMBER');
  }
  if (typeof holderName !== 'string' || !holderName.trim() || holderName.length > 60) {
    return tossError('INVALID_REFUND_ACCOUNT_INFO', DETAIL.refundHolder);
  }
  return null;
}

function isKnownBank(code: string): boolean {
  return /^[0-9]{2,3}$/.test(code) && bankName(code) !== `은행 코드 ${code}`;
}

/** What a planned misbehaviour answers; undefined when it only delays. */
function injectedAnswer(behaviour: SandboxBehaviour): ApiAnswer | undefined {
  if (behaviour.code) return tossError(behaviour.code, behaviour.message, behaviour.status);
  if (behaviour.status) return { status: behaviour.status, body: null };
  return undefined;
}

function lockPayment(manager: EntityManager, paymentKey: string): Promise<SandboxPayment | null> {
  return manager.findOne(SandboxPayment, {
    where: { payment_key: paymentKey },
    lock: { mode: 'pessimistic_write' },
  });
}

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
