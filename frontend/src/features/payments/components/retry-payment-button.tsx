import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPayments } from '@/copy/ko-payments';
import type { PaymentNavigationState } from '@/lib/payment-navigation';
import { useRetryPaymentMutation } from '../api';
import { paymentApiError } from '../payment-error';

/**
 * 다시 결제하기: asks the server what the application still owes (POST /api/payments/retry) and
 * goes back to /payments, which opens the payment window with a new attempt (a new orderId).
 */
export function RetryPaymentButton({ applicationId }: { applicationId: number }) {
  const navigate = useNavigate();
  const [retryPayment, { isLoading }] = useRetryPaymentMutation();
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const retry = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      const answer = await retryPayment({ applicationId }).unwrap();
      const state: PaymentNavigationState = {
        method: answer.payMethod,
        amount: answer.total,
        orderName: answer.lectureTitle,
        customerName: answer.applicant.name,
        customerEmail: answer.applicant.email,
        applicationId: answer.applicationId,
      };
      void navigate(paths.payments, { state });
    } catch (caught) {
      setError(paymentApiError(caught).message);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="retry-payment">
      <Button className="btn--large" onClick={retry} disabled={isLoading}>
        {isLoading ? koPayments.fail.retrying : koPayments.fail.retry}
      </Button>
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="retry-payment__error">
          <StatusMessage tone="error">{error}</StatusMessage>
        </div>
      ) : null}
    </div>
  );
}
