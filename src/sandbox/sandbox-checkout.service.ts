import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { isLiveSandbox } from '../config/payments.config';
import {
  digitsOfTyped,
  isCashReceiptType,
  isIdentityFor,
  maskIdentity,
} from './cash-receipt-rules';
import {
  renderCashReceipt,
  renderCheckout,
  renderError,
  renderReceipt,
  renderStatus,
  type PaymentView,
} from './checkout-page';
import { appendQuery, parseCheckout, type CheckoutParams } from './checkout-params';
import { SANDBOX_COPY as COPY } from './sandbox-copy';
import { SandboxCashReceipt } from './sandbox-cash-receipt.entity';
import { issueWindowReceipt } from './sandbox-cash-receipts';
import { SandboxPayment } from './sandbox-payment.entity';
import { SandboxService } from './sandbox.service';
import { parseKstWallClock, randomBase62 } from './toss-format';
import {
  APPROVED_STATUSES,
  currentStatus,
  depositTransactionKey,
  statusPagePath,
} from './toss-payment';

/**
 * What a browser page of the sandbox answers: a page (an error page carries its message too, for
 * the page's script), or a redirect.
 */
export type PageAnswer =
  { status: number; html: string; message?: string } | { status: 302 | 303; location: string };

const DEFAULT_VALID_HOURS = 168;

/**
 * The sandbox's browser side: the checkout window the script sends the customer to, and the
 * pages a developer uses to play the bank (a virtual account's deposit) and read a receipt.
 */
@Injectable()
export class SandboxCheckoutService {
  /** On a live site the pages say their buttons need an administrator (SandboxAdminGuard). */
  private readonly adminOnly: boolean;

  constructor(
    @InjectRepository(SandboxPayment) private readonly payments: Repository<SandboxPayment>,
    @InjectRepository(SandboxCashReceipt)
    private readonly cashReceipts: Repository<SandboxCashReceipt>,
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly api: SandboxService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.adminOnly = isLiveSandbox(config);
  }

  checkoutPage(query: unknown, host: string): PageAnswer {
    const parsed = parseCheckout(query, host, this.clock.now());
    if (!parsed.ok) return failure(400, parsed.message);
    return { status: 200, html: renderCheckout(parsed.params, this.adminOnly) };
  }

  /** The customer's choice in the window: approve, cancel, or (cards) a declined card. */
  async submitCheckout(form: unknown, host: string): Promise<PageAnswer> {
    const now = this.clock.now();
    const parsed = parseCheckout(form, host, now);
    if (!parsed.ok) return failure(400, parsed.message);
    const { params } = parsed;
    const action = (form as Record<string, unknown>).action;
    if (action === 'cancel') return failRedirect(params, 'PAY_PROCESS_CANCELED');
    if (action === 'decline') {
      if (params.method !== '카드') return failure(400, COPY.invalid.declineNotCard);
      return failRedirect(params, 'REJECT_CARD_COMPANY');
    }
    if (action !== 'approve') return failure(400, COPY.invalid.action);

    const receipt = cashReceiptOf(params, (form as Record<string, unknown>).cashReceiptNumber);
    if ('error' in receipt) {
      // Refused: the window again, with why and with what was typed, to correct it.
      const typed = (form as Record<string, unknown>).cashReceiptNumber;
      return {
        status: 400,
        html: renderCheckout(params, this.adminOnly, {
          error: receipt.error,
          cashReceiptNumber: typeof typed === 'string' ? typed : '',
        }),
        message: receipt.error,
      };
    }
    const paymentKey = await this.createPayment(params, receipt, now);
    if (!paymentKey) return failRedirect(params, 'DUPLICATED_ORDER_ID');
    return {
      status: 302,
      location: appendQuery(params.successUrl, {
        paymentKey,
        orderId: params.orderId,
        amount: String(params.amount),
        paymentType: 'NORMAL',
      }),
    };
  }

  async statusPage(paymentKey: string, message?: string): Promise<PageAnswer> {
    const row = await this.payments.findOneBy({ payment_key: paymentKey });
    if (!row) return failure(404, COPY.pageErrors.notFound);
    return { status: 200, html: renderStatus(this.view(row), message, this.adminOnly) };
  }

  async receiptPage(paymentKey: string): Promise<PageAnswer> {
    const row = await this.payments.findOneBy({ payment_key: paymentKey });
    if (!row) return failure(404, COPY.pageErrors.notFound);
    const view = this.view(row);
    if (!view.hasReceipt) return failure(404, COPY.pageErrors.noReceipt);
    return { status: 200, html: renderReceipt(view) };
  }

  /** A 현금영수증's page: issued by the window for a payment, or through the API. */
  async cashReceiptPage(receiptKey: string): Promise<PageAnswer> {
    const receipt = await this.cashReceipts.findOneBy({ receipt_key: receiptKey });
    if (!receipt) return failure(404, COPY.pageErrors.cashReceiptNotFound);
    return {
      status: 200,
      html: renderCashReceipt({
        type: receipt.type,
        issueNumber: receipt.issue_number,
        orderId: receipt.order_id,
        orderName: receipt.order_name,
        amount: receipt.amount,
        balanceAmount: receipt.balance_amount,
        maskedIdentity: receipt.masked_identity,
        issuedAt: receipt.issued_at,
        canceled: receipt.canceled_at !== null,
        paymentKey: receipt.payment_key,
      }),
    };
  }

  /**
   * Plays the bank: the money arrives in the virtual account. The payment becomes DONE and Toss's
   * two webhooks go out beside the response, which returns to the status page.
   */
  async deposit(paymentKey: string): Promise<PageAnswer> {
    const now = this.clock.now();
    type Outcome = { row: SandboxPayment } | { status: number; message: string };
    const outcome = await this.manager.transaction(async (manager): Promise<Outcome> => {
      const row = await manager.findOne(SandboxPayment, {
        where: { payment_key: paymentKey },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return { status: 404, message: COPY.pageErrors.notFound };
      if (row.method !== '가상계좌' || currentStatus(row, now) !== 'WAITING_FOR_DEPOSIT') {
        return { status: 409, message: COPY.pageErrors.notWaiting };
      }
      if (row.va_due_date && now.getTime() > row.va_due_date.getTime()) {
        return { status: 409, message: COPY.pageErrors.pastDue };
      }
      row.status = 'DONE';
      row.approved_at = now;
      await manager.update(
        SandboxPayment,
        { payment_key: paymentKey },
        { status: row.status, approved_at: row.approved_at },
      );
      // The money has arrived: the account's 현금영수증 is issued now.
      await issueWindowReceipt(manager, row, now);
      return { row };
    });
    if (!('row' in outcome)) return failure(outcome.status, outcome.message);
    this.api.sendDepositEvents(outcome.row, 'DONE', depositTransactionKey(paymentKey));
    return { status: 303, location: statusPagePath(paymentKey) };
  }

  /**
   * Records the approved window as an IN_PROGRESS payment. An orderId already confirmed is spent
   * (null); an earlier unconfirmed attempt with the same orderId is replaced, as a new window is.
   */
  private async createPayment(
    params: CheckoutParams,
    receipt: CashReceiptChoice,
    now: Date,
  ): Promise<string | null> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        return await this.manager.transaction(async (manager) => {
          const existing = await manager.findOne(SandboxPayment, {
            where: { order_id: params.orderId },
            lock: { mode: 'pessimistic_write' },
          });
          if (existing && APPROVED_STATUSES.includes(existing.status)) return null;
          if (existing) await manager.delete(SandboxPayment, { payment_key: existing.payment_key });
          const paymentKey = `tsb_${randomBase62(40)}`;
          await manager.insert(SandboxPayment, {
            payment_key: paymentKey,
            order_id: params.orderId,
            order_name: params.orderName,
            method: params.method,
            amount: params.amount,
            balance_amount: params.amount,
            status: 'IN_PROGRESS',
            customer_name: params.customerName,
            customer_email: params.customerEmail,
            requested_at: now,
            approved_at: null,
            secret: null,
            va_bank_code: null,
            va_account_number: null,
            va_due_date: params.method === '가상계좌' ? dueDateOf(params, now) : null,
            cancels: [],
            cash_receipt_type: receipt.type,
            cash_receipt_number: receipt.maskedNumber,
            cash_receipt_key: null,
            cash_receipt_issue_number: null,
          });
          return paymentKey;
        });
      } catch (error) {
        // Two windows approved one orderId at the same instant: look again.
        if (!(error instanceof QueryFailedError && (error as { code?: string }).code === '23505')) {
          throw error;
        }
      }
    }
    return null;
  }

  private view(row: SandboxPayment): PaymentView {
    const now = this.clock.now();
    const status = currentStatus(row, now);
    const account =
      row.va_bank_code && row.va_account_number && row.va_due_date
        ? {
            bankCode: row.va_bank_code,
            accountNumber: row.va_account_number,
            dueDate: row.va_due_date,
          }
        : null;
    return {
      paymentKey: row.payment_key,
      orderId: row.order_id,
      orderName: row.order_name,
      method: row.method,
      amount: row.amount,
      balanceAmount: row.balance_amount,
      status,
      approvedAt: row.approved_at,
      virtualAccount: account,
      canDeposit:
        status === 'WAITING_FOR_DEPOSIT' &&
        account !== null &&
        now.getTime() <= account.dueDate.getTime(),
      hasReceipt: APPROVED_STATUSES.includes(status),
      cashReceiptKey: row.cash_receipt_key,
    };
  }
}

function failure(status: number, message: string): PageAnswer {
  return { status, html: renderError(message), message };
}

function failRedirect(params: CheckoutParams, code: keyof typeof COPY.failures): PageAnswer {
  return {
    status: 302,
    location: appendQuery(params.failUrl, {
      code,
      message: COPY.failures[code],
      orderId: params.orderId,
    }),
  };
}

/** The window's 현금영수증 as stored: the type chosen and the number masked (never in full). */
interface CashReceiptChoice {
  type: string | null;
  maskedNumber: string | null;
}

/**
 * The 현금영수증 chosen in the window: none for cards, for 미발행, or when the number is left
 * empty (or the form, not the window's, has no type); a number typed for 소득공제 must be a
 * mobile number, for 지출증빙 a valid 사업자등록번호 (dashes and spaces allowed).
 */
function cashReceiptOf(
  params: CheckoutParams,
  typed: unknown,
): CashReceiptChoice | { error: string } {
  const type = params.cashReceiptType;
  if (type === null) return { type: null, maskedNumber: null };
  if (!isCashReceiptType(type)) return { type, maskedNumber: null };
  const refused = {
    error:
      type === '소득공제' ? COPY.cashReceipt.invalidPhone : COPY.cashReceipt.invalidBusinessNumber,
  };
  if (typed !== undefined && typeof typed !== 'string') return refused;
  if (!typed?.trim()) return { type: '미발행', maskedNumber: null };
  const digits = digitsOfTyped(typed);
  if (!digits || !isIdentityFor(type, digits)) return refused;
  return { type, maskedNumber: maskIdentity(type, digits) };
}

function dueDateOf(params: CheckoutParams, now: Date): Date {
  if (params.dueDate) return parseKstWallClock(params.dueDate) ?? now;
  const hours = params.validHours ?? DEFAULT_VALID_HOURS;
  return new Date(now.getTime() + hours * 3_600_000);
}
