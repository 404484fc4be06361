import { api } from '@/lib/api';
import type {
  PaymentInitRequest,
  PaymentInitResponse,
  PaymentStateRequest,
  PaymentStateResponse,
  RetryRequest,
  RetryResponse,
  VerifyRequest,
  VerifyResponse,
} from './types';

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new payment attempt (a fresh orderId) each call; needs the application's cookie. */
    initPayment: build.mutation<PaymentInitResponse, PaymentInitRequest>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
    }),
    /**
     * A query, not a mutation, although it is a POST: the server makes verify idempotent (it
     * confirms once and then answers the payment's current state), and as a query RTK Query
     * sends one request for the same arguments however many times the page mounts (React
     * StrictMode runs effects twice), while `refetch` asks again for the latest state.
     */
    verifyPayment: build.query<VerifyResponse, VerifyRequest>({
      query: (body) => ({ url: '/payments/verify', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    /** What is true of the application's payment now, for a page reached by back or reload. */
    paymentState: build.query<PaymentStateResponse, PaymentStateRequest>({
      query: (body) => ({ url: '/payments/state', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    retryPayment: build.mutation<RetryResponse, RetryRequest>({
      query: (body) => ({ url: '/payments/retry', method: 'POST', body }),
    }),
  }),
});

export const {
  useInitPaymentMutation,
  useVerifyPaymentQuery,
  usePaymentStateQuery,
  useRetryPaymentMutation,
} = paymentsApi;
