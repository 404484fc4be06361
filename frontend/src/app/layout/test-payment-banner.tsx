import { ko } from '@/copy/ko';

/**
 * Shown at the top of every page of the shared layout when the server runs the payment sandbox
 * on a live site (GET /api/site `testPayments`): nothing the visitor pays here is real.
 */
export function TestPaymentBanner() {
  return (
    <p className="test-payment-banner" role="status">
      {ko.layout.testPaymentBanner}
    </p>
  );
}
