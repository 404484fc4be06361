import type { Schema } from '@shared/contract/schema';

/** POST /api/payments. Only applicationId and method are read; the server decides the rest. */
export type PaymentInitRequest = Schema<'InitPaymentDto'>;

/** The client key, where the SDK loads Toss's script from, and the `requestPayment` params. */
export type PaymentInitResponse = Schema<'PaymentInitResponse'>;

/** POST /api/payments/verify: what Toss appended to successUrl, and the application id. */
export type VerifyRequest = Schema<'VerifyPaymentDto'>;

export type VirtualAccountInfo = Schema<'VirtualAccountInfo'>;

export type VerifyResponse = Schema<'VerifyResponse'>;

/** POST /api/payments/state: paid, awaiting deposit or not, for a page reached by back. */
export type PaymentStateRequest = Schema<'PaymentStateDto'>;
export type PaymentStateResponse = Schema<'PaymentStateResponse'>;

/** POST /api/payments/retry (spec §3), plus the method the application chose. */
export type RetryRequest = Schema<'RetryPaymentDto'>;
export type RetryResponse = Schema<'RetryResponse'>;

/** Every API error: `{ statusCode, message, error }`, and `code` where the client acts on it. */
export type ApiErrorBody = Schema<'ApiErrorBody'>;
