import { Link, useParams, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPayments } from '@/copy/ko-payments';
import { parseId } from '@/lib/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { KnownPaymentState } from '../components/known-payment-state';
import { PaymentDetails } from '../components/payment-details';
import { RetryPaymentButton } from '../components/retry-payment-button';
import './payments.css';

const copy = koPayments.fail;
const CANCEL_CODES = new Set(['PAY_PROCESS_CANCELED', 'USER_CANCEL']);

/**
 * Where the payment window sends the customer back on a failure or a cancel, with `code`,
 * `message` and `orderId` in the query. Unlike the original (spec §2), 다시 결제하기 works: it
 * starts a new attempt for the same application.
 */
export function PaymentFailPage() {
  const applicationId = parseId(useParams().apId);
  const search = new URLSearchParams(useLocation().search);
  const code = search.get('code') ?? '';
  const message = search.get('message') ?? '';
  const cancelled = CANCEL_CODES.has(code);
  const title = cancelled ? copy.cancelledTitle : copy.title;
  useDocumentTitle(title);

  const page = (
    <div className="container page page--narrow payment-page">
      <h1 className="page-title">{title}</h1>
      <StatusMessage tone="error">{cancelled ? koPayments.cancelled : copy.lead}</StatusMessage>
      {code || message ? (
        <PaymentDetails
          rows={[
            [copy.reason, message],
            [copy.code, code ? <code className="payment-code">{code}</code> : null],
          ]}
        />
      ) : null}
      {applicationId ? <RetryPaymentButton applicationId={applicationId} /> : null}
      <div className="button-row">
        <Link to={paths.inquiry} className={buttonClassName('secondary', 'btn--large')}>
          {copy.inquiry}
        </Link>
      </div>
    </div>
  );
  // An old tab or back after paying in another attempt: the server's state says what is true.
  return applicationId ? (
    <KnownPaymentState applicationId={applicationId}>{page}</KnownPaymentState>
  ) : (
    page
  );
}

export default PaymentFailPage;
