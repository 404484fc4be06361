import { loadTossPayments } from '@tosspayments/payment-sdk';
import type { Schema } from '@shared/contract/schema';

/** What POST /api/payments (or an appointment's deposit) answered: the window's parameters. */
type PaymentInitResponse = Schema<'PaymentInitResponse'>;

/**
 * Opens the provider's payment window with what POST /api/payments answered: loads Toss's script
 * through the SDK (from `sdkSrc` when the built-in sandbox stands in for Toss) and calls
 * `requestPayment(method, params)` at once. With successUrl and failUrl this is the redirect
 * form: the browser leaves for the window and comes back to one of those addresses. The promise
 * rejects with `{ code, message }` when the window is closed (USER_CANCEL) or refuses the request,
 * and with a PaymentScriptError when the provider's script could not be loaded at all.
 *
 * The /payments page imports this module, and the booking page only when a deposit is paid (a
 * dynamic import): no other page loads the SDK. Kept out of the shared chunk (vite.config.ts).
 */
export class PaymentScriptError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PaymentScriptError';
  }
}

export async function openPaymentWindow(init: PaymentInitResponse): Promise<void> {
  let toss;
  try {
    toss = await loadTossPayments(init.clientKey, init.sdkSrc ? { src: init.sdkSrc } : {});
  } catch (error) {
    // ScriptLoadFailedError / NamespaceNotAvailableError: the window never opened.
    throw new PaymentScriptError(error);
  }
  const params = {
    amount: init.amount,
    orderId: init.orderId,
    orderName: init.orderName,
    customerName: init.customerName,
    customerEmail: init.customerEmail,
    successUrl: init.successUrl,
    failUrl: init.failUrl,
  };
  // Transfers and virtual accounts: the window offers a 현금영수증 with the server's choice first.
  const cashReceipt = init.cashReceipt ? { cashReceipt: { type: init.cashReceipt.type } } : {};
  if (init.method === '가상계좌') {
    await toss.requestPayment(init.method, {
      ...params,
      ...cashReceipt,
      // The server's due date: the provider is asked for exactly it (never validHours).
      ...(init.dueDate !== undefined ? { dueDate: init.dueDate } : {}),
    });
  } else if (init.method === '계좌이체') {
    await toss.requestPayment(init.method, { ...params, ...cashReceipt });
  } else {
    await toss.requestPayment(init.method, params);
  }
}
