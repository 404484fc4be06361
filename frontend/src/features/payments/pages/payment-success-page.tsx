import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koPayments } from '@/copy/ko-payments';
import { parseId } from '@/lib/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyPaymentQuery } from '../api';
import { KnownPaymentState, LectureCancelledNotice } from '../components/known-payment-state';
import { NoSeatNotice } from '../components/no-seat-notice';
import { AwaitingDeposit, InquiryLink, Outcome, Paid } from '../components/payment-outcome';
import { RetryPaymentButton } from '../components/retry-payment-button';
import { PROCESSING_CODE, paymentApiError, paymentLecture } from '../payment-error';
import type { VerifyRequest } from '../types';
import './payments.css';

const copy = koPayments.success;
const MISMATCH_CODES = new Set(['ORDER_MISMATCH', 'AMOUNT_MISMATCH', 'PAYMENT_KEY_MISMATCH']);

/** What the provider appended to successUrl, checked; null when anything is missing. */
function readReturn(apId: string | undefined, search: URLSearchParams): VerifyRequest | null {
  const applicationId = parseId(apId);
  const paymentKey = search.get('paymentKey');
  const orderId = search.get('orderId');
  const amountText = search.get('amount') ?? '';
  const amount = /^[1-9][0-9]{0,9}$/.test(amountText) ? Number(amountText) : NaN;
  if (!applicationId || !paymentKey || !orderId || !Number.isSafeInteger(amount)) return null;
  return { applicationId, paymentKey, orderId, amount };
}

export function PaymentSuccessPage() {
  const { apId } = useParams();
  const search = new URLSearchParams(useLocation().search);
  const request = readReturn(apId, search);
  return request ? <Verification request={request} /> : <MissingParameters />;
}

/** §5: without paymentKey, orderId and amount: alert, then 문의하기. */
function MissingParameters() {
  useDocumentTitle(koPayments.pageTitle);
  const showAlert = useAlert();
  const navigate = useNavigate();
  const alerted = useRef(false);

  useEffect(() => {
    if (alerted.current) return;
    alerted.current = true;
    void showAlert(copy.missingParams).then(() => navigate(paths.inquiry, { replace: true }));
  }, [showAlert, navigate]);

  return (
    <div className="container page page--narrow payment-page">
      <h1 className="page-title">{koPayments.fail.title}</h1>
      <p>{copy.missingParams}</p>
    </div>
  );
}

/**
 * Confirms the payment through POST /api/payments/verify and shows the outcome. The call is an
 * RTK Query query: one request however often the page mounts, and `refetch` for "check again".
 */
function Verification({ request }: { request: VerifyRequest }) {
  const showAlert = useAlert();
  const verify = useVerifyPaymentQuery(request);
  const { refetch } = verify;
  const error = verify.error ? paymentApiError(verify.error) : null;
  const processing = error?.code === PROCESSING_CODE;

  // §8: FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING is also said in an alert, once per answer.
  const alertedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!processing || verify.isFetching || alertedFor.current === verify.requestId) return;
    alertedFor.current = verify.requestId;
    void showAlert(koPayments.processing);
  }, [processing, verify.isFetching, verify.requestId, showAlert]);

  // Back from the sandbox's deposit page through the back/forward cache: ask again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  if (verify.isLoading || (verify.isFetching && !verify.data && !error)) {
    return (
      <Outcome title={koPayments.pageTitle} busy>
        <div className="payment-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{copy.verifying}</p>
        </div>
      </Outcome>
    );
  }

  if (verify.data && !error) {
    return verify.data.paymentStatus === 'W' ? (
      <AwaitingDeposit
        result={verify.data}
        checking={verify.isFetching}
        onCheck={() => void refetch()}
      />
    ) : (
      <Paid result={verify.data} />
    );
  }

  const checkAgain = (
    <Button className="btn--large" onClick={() => void refetch()} disabled={verify.isFetching}>
      {verify.isFetching ? copy.checking : copy.verifyAgain}
    </Button>
  );

  if (processing || !error || error.unknownOutcome) {
    // Nothing says the payment failed: it may be confirmed a moment later. Never offer to pay
    // again from here, only to look again.
    return (
      <Outcome title={processing ? copy.pendingTitle : copy.unknownTitle}>
        <StatusMessage tone="error">
          {processing ? koPayments.processing : error?.message}
        </StatusMessage>
        <p>{processing ? copy.pendingLead : copy.unknownLead}</p>
        <div className="button-row">
          {checkAgain}
          <InquiryLink />
        </div>
      </Outcome>
    );
  }

  if (error.code === 'LECTURE_CANCELLED') {
    return (
      <Outcome title={koPayments.lectureCancelled.title}>
        <LectureCancelledNotice />
      </Outcome>
    );
  }

  if (error.code === 'SEAT_GONE') {
    // The hold lapsed and the lecture filled up: the server refused before the provider was asked.
    return (
      <Outcome title={koPayments.noSeatTitle}>
        <NoSeatNotice message={error.message} lectureId={paymentLecture(request.applicationId)} />
      </Outcome>
    );
  }

  // This attempt did not pay; the application may be paid all the same (another attempt, an old
  // tab, back after paying): the server's state decides what the page says.
  const retryable = error.status === 400;
  return (
    <KnownPaymentState applicationId={request.applicationId}>
      <Outcome title={copy.failedTitle}>
        <StatusMessage tone="error">{error.message}</StatusMessage>
        {error.code && MISMATCH_CODES.has(error.code) ? <p>{copy.mismatchLead}</p> : null}
        {retryable ? <RetryPaymentButton applicationId={request.applicationId} /> : null}
        <div className="button-row">
          <InquiryLink />
        </div>
      </Outcome>
    </KnownPaymentState>
  );
}

export default PaymentSuccessPage;
