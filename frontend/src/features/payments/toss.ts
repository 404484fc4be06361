import { loadTossPayments } from '@tosspayments/payment-sdk';
import type { PaymentInitResponse } from './types';

/**
 * Opens the provider's payment window with what POST /api/payments answered: loads Toss's script
 * through the SDK (from `sdkSrc` when the built-in sandbox stands in for Toss) and calls
 * `requestPayment(method, params)` at once. With successUrl and failUrl this is the redirect
 * form: the browser leaves for the window and comes back to one of those addresses. The promise
 * rejects with `{ code, message }` when the window is closed (USER_CANCEL) or refuses the request.
 *
 * Only the /payments page imports this module, so no other page loads the SDK.
 */
export async function openPaymentWindow(init: PaymentInitResponse): Promise<void> {
  const toss = await loadTossPayments(init.clientKey, init.sdkSrc ? { src: init.sdkSrc } : {});
  const params = {
    amount: init.amount,
    orderId: init.orderId,
    orderName: init.orderName,
    customerName: init.customerName,
    customerEmail: init.customerEmail,
    successUrl: init.successUrl,
    failUrl: init.failUrl,
  };
  if (init.method === '가상계좌') {
    await toss.requestPayment(init.method, {
      ...params,
      ...(init.validHours !== undefined ? { validHours: init.validHours } : {}),
    });
  } else {
    await toss.requestPayment(init.method, params);
  }
}
