import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { PAYMENT_METHOD_LABEL, koPayments as copy } from '@/copy/ko-payments';
import { formatWon } from '@/lib/format';
import type {
  MyInfoNavigationState,
  PaymentMethodName,
  PaymentNavigationState,
} from '@/lib/payment-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInitPaymentMutation } from '../api';
import { KnownPaymentState, LectureCancelledNotice } from '../components/known-payment-state';
import { NoSeatNotice } from '../components/no-seat-notice';
import { PaymentDetails } from '../components/payment-details';
import {
  PROCESSING_CODE,
  paymentApiError,
  rememberPaymentLecture,
  sdkError,
  type PaymentApiError,
} from '../payment-error';
import { PaymentScriptError, openPaymentWindow } from '@/lib/payment-window';
import './payments.css';

const METHODS: readonly PaymentMethodName[] = ['카드', '가상계좌', '계좌이체'];
const CANCEL_CODES = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);
/** 409s of POST /api/payments that mean the application is paid, awaited or closed already. */
const SETTLED_CODES = new Set(['ALREADY_PAID', 'AWAITING_DEPOSIT', 'CANCELED', 'REFUNDED']);

/** The navigation state of spec §2, or null when the page was opened without it. */
function readPaymentState(state: unknown): PaymentNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const positiveInt = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0;
  if (!positiveInt(s.applicationId) || !positiveInt(s.amount)) return null;
  if (!METHODS.includes(s.method as PaymentMethodName)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    method: s.method as PaymentMethodName,
    amount: s.amount,
    applicationId: s.applicationId,
    orderName: text(s.orderName),
    customerName: text(s.customerName),
    customerEmail: text(s.customerEmail),
    started: s.started === true,
    ...(positiveInt(s.lectureId) ? { lectureId: s.lectureId } : {}),
  };
}

export function PaymentPage() {
  useDocumentTitle(copy.pageTitle);
  const request = readPaymentState(useLocation().state);

  if (!request) {
    return (
      <div className="container page page--narrow payment-page">
        <h1 className="page-title">{copy.noRequest.title}</h1>
        <p>{copy.noRequest.description}</p>
        <div className="button-row">
          <Link to={paths.inquiry} className={buttonClassName('primary', 'btn--large')}>
            {copy.success.inquiry}
          </Link>
        </div>
      </div>
    );
  }
  return <PaymentStarter key={request.applicationId} request={request} />;
}

type Phase =
  | { name: 'opening' }
  /** Back from the payment window (back button, reload): wait for the user to reopen it. */
  | { name: 'returned' }
  | { name: 'failed'; error: PaymentApiError };

/**
 * Spec §2: starts the payment at once. POST /api/payments records a new attempt and answers the
 * provider's parameters; then the SDK opens the payment window. Before leaving, the history
 * entry is marked as started, so that coming back here does not open the window by itself.
 */
function PaymentStarter({ request }: { request: PaymentNavigationState }) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [initPayment] = useInitPaymentMutation();
  const [phase, setPhase] = useState<Phase>(
    request.started ? { name: 'returned' } : { name: 'opening' },
  );
  const launched = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const launch = async () => {
    void navigate('.', { replace: true, state: { ...request, started: true } });

    let init;
    try {
      init = await initPayment({
        applicationId: request.applicationId,
        method: request.method,
        amount: request.amount,
        orderName: request.orderName,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
      }).unwrap();
    } catch (error) {
      setPhase({ name: 'failed', error: paymentApiError(error) });
      return;
    }

    rememberPaymentLecture(request.applicationId, request.lectureId);
    try {
      await openPaymentWindow(init);
    } catch (error) {
      if (error instanceof PaymentScriptError) {
        // The window never opened (no connection to the provider): stay and offer to try again.
        console.warn('payment script failed to load', error.cause);
        setPhase({ name: 'failed', error: { message: copy.scriptFailed, unknownOutcome: true } });
        return;
      }
      // §8: a cancelled window (USER_CANCEL) or any other refusal: say so, then go to 내 정보
      // when the e-mail is known, else to 문의하기.
      const { code, message } = sdkError(error);
      await showAlert(
        CANCEL_CODES.has(code) ? copy.cancelled : copy.failedWithReason(message || code),
      );
      const email = init.customerEmail || request.customerEmail;
      if (email) {
        const state: MyInfoNavigationState = { email };
        void navigate(paths.myInfo, { replace: true, state });
      } else {
        void navigate(paths.inquiry, { replace: true });
      }
    }
  };

  // Once per visit (React StrictMode runs effects twice in development).
  useEffect(() => {
    if (request.started || launched.current) return;
    launched.current = true;
    void launch();
    // Runs once; later launches come from the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Coming back from the window through the back/forward cache restores this page as it was
  // left ("opening"); offer to reopen instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase({ name: 'returned' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (phase.name !== 'opening') headingRef.current?.focus();
  }, [phase]);

  const reopen = () => {
    setPhase({ name: 'opening' });
    void launch();
  };

  const details = (
    <PaymentDetails
      rows={[
        [copy.rows.lecture, request.orderName],
        [copy.rows.amount, formatWon(request.amount)],
        [copy.rows.method, PAYMENT_METHOD_LABEL[request.method]],
      ]}
    />
  );
  const inquiryLink = (
    <Link to={paths.inquiry} className={buttonClassName('secondary', 'btn--large')}>
      {copy.success.inquiry}
    </Link>
  );

  if (phase.name === 'opening') {
    return (
      <div className="container page page--narrow payment-page" aria-busy="true">
        <h1 className="page-title">{copy.pageTitle}</h1>
        <div className="payment-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{copy.opening}</p>
        </div>
        {details}
      </div>
    );
  }

  if (phase.name === 'returned') {
    // Back (or reload) after the window: the application may have been paid meanwhile.
    return (
      <KnownPaymentState applicationId={request.applicationId}>
        <div className="container page page--narrow payment-page">
          <h1 className="page-title" ref={headingRef} tabIndex={-1}>
            {copy.notStarted.title}
          </h1>
          <p>{copy.notStarted.description}</p>
          {details}
          <div className="button-row">
            <Button className="btn--large" onClick={reopen}>
              {copy.notStarted.reopen}
            </Button>
            {inquiryLink}
          </div>
        </div>
      </KnownPaymentState>
    );
  }

  const { error } = phase;
  if (error.code === 'LECTURE_CANCELLED') {
    return (
      <div className="container page page--narrow payment-page">
        <h1 className="page-title" ref={headingRef} tabIndex={-1}>
          {copy.lectureCancelled.title}
        </h1>
        <LectureCancelledNotice />
        {details}
      </div>
    );
  }
  if (error.code === 'SEAT_GONE') {
    return (
      <div className="container page page--narrow payment-page">
        <h1 className="page-title" ref={headingRef} tabIndex={-1}>
          {copy.noSeatTitle}
        </h1>
        <NoSeatNotice message={error.message} lectureId={request.lectureId} />
        {details}
      </div>
    );
  }
  const message = error.code === PROCESSING_CODE ? copy.processing : error.message;
  const refused = (
    <div className="container page page--narrow payment-page">
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {copy.initFailed}
      </h1>
      <StatusMessage tone="error">{message}</StatusMessage>
      {details}
      <div className="button-row">
        {error.unknownOutcome || error.code === PROCESSING_CODE ? (
          <Button className="btn--large" onClick={reopen}>
            {copy.tryAgain}
          </Button>
        ) : null}
        {inquiryLink}
      </div>
    </div>
  );
  // An old tab: paid, awaited or closed in another. The server's state says which (never "no
  // seat"); the refusal itself shows only when the state cannot be had.
  return error.code && SETTLED_CODES.has(error.code) ? (
    <KnownPaymentState applicationId={request.applicationId}>{refused}</KnownPaymentState>
  ) : (
    refused
  );
}

export default PaymentPage;
