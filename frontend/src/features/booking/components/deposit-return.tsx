import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { appointmentSpan } from '../../../forms/appointment-time/calendar';
import { useReleaseHoldMutation, useStartDepositMutation, useVerifyDepositQuery } from '../api';
import type { DepositMethod } from '../types';
import { DepositChoice } from './deposit-choice';
import { BookingFacts } from './booking-facts';

const PROCESSING = 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING';
const codeOf = (caught: unknown) => (caught as { data?: { code?: unknown } } | null)?.data?.code;

/** The heading a return view opens on, focused so a screen reader starts there. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * /program/:id/booking/paid/:appointmentId (issue 37): the provider's window came back paid. The
 * server confirms the deposit (once, however often this page loads) and the booking is then the
 * family's; a time booked by someone else while the hold had lapsed is refused (nothing charged)
 * or given back in full, with the way to pick another time.
 */
export function DepositPaid({
  programId,
  appointmentId,
}: {
  programId: number;
  appointmentId: number;
}) {
  const t = koBooking.paid;
  const search = new URLSearchParams(useLocation().search);
  const request = {
    appointmentId,
    paymentKey: search.get('paymentKey') ?? '',
    orderId: search.get('orderId') ?? '',
    amount: Number(search.get('amount')),
  };
  const verify = useVerifyDepositQuery(request);
  const heading = useFocusedHeading();

  if (verify.isLoading || verify.isFetching) {
    return (
      <p role="status" aria-live="polite" className="booking-done__checking">
        {t.checking}
      </p>
    );
  }
  if (verify.error) {
    const processing = codeOf(verify.error) === PROCESSING;
    return (
      <section className="booking-done" aria-labelledby="deposit-result-title">
        <h2 id="deposit-result-title" ref={heading} tabIndex={-1} className="booking-done__title">
          {processing ? t.checking : t.failedTitle}
        </h2>
        <StatusMessage tone={processing ? 'info' : 'error'}>
          {processing ? t.processing : errorMessage(verify.error)}
        </StatusMessage>
        <div className="button-row">
          {processing ? (
            <Button variant="primary" onClick={() => void verify.refetch()}>
              {t.checkAgain}
            </Button>
          ) : (
            <Link
              to={paths.programBooking(programId)}
              className={buttonClassName('primary', 'btn--large')}
            >
              {t.otherTime}
            </Link>
          )}
          <Link to={paths.myInfo} className={buttonClassName('secondary', 'btn--large')}>
            {koBooking.done.toMyInfo}
          </Link>
        </div>
      </section>
    );
  }
  const paid = verify.data!;
  const rows: [string, string][] = [
    [koBooking.done.type, paid.typeName],
    [koBooking.done.counsellor, koBooking.counsellor.name(paid.counsellorName)],
    [koBooking.done.when, appointmentSpan(paid.start, paid.end)],
    [t.deposit, t.depositPaid(formatWon(paid.amount), paid.method)],
  ];
  return (
    <section className="booking-done" aria-labelledby="deposit-result-title">
      <h2 id="deposit-result-title" ref={heading} tabIndex={-1} className="booking-done__title">
        {t.title}
      </h2>
      <p>{t.lead}</p>
      <BookingFacts rows={rows} />
      {paid.receiptUrl ? (
        <p>
          <a href={paid.receiptUrl} target="_blank" rel="noopener noreferrer">
            {t.receipt}
          </a>
        </p>
      ) : null}
      <div className="button-row">
        <Link to={paths.myInfo} className={buttonClassName('primary', 'btn--large')}>
          {koBooking.done.toMyInfo}
        </Link>
        <Link to={paths.program(programId)} className={buttonClassName('secondary', 'btn--large')}>
          {koBooking.done.toProgram}
        </Link>
      </div>
    </section>
  );
}

/**
 * /program/:id/booking/unpaid/:appointmentId: the window was closed or refused. The time is still
 * held for a while: pay again (a new attempt, the hold renewed while the time is free) or let it go.
 */
export function DepositUnpaid({
  programId,
  appointmentId,
}: {
  programId: number;
  appointmentId: number;
}) {
  const t = koBooking.unpaid;
  const search = new URLSearchParams(useLocation().search);
  const code = search.get('code');
  const reason = search.get('message');
  const [method, setMethod] = useState<DepositMethod>('카드');
  const [startDeposit, starting] = useStartDepositMutation();
  const [release, releasing] = useReleaseHoldMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useFocusedHeading();

  const payAgain = async () => {
    setProblem(null);
    try {
      const init = await startDeposit({ appointmentId, method }).unwrap();
      const { openPaymentWindow } = await import('@/lib/payment-window');
      await openPaymentWindow(init);
    } catch (caught) {
      const body = (caught as { data?: { message?: string } }).data;
      const message = body?.message ?? (caught as { message?: string }).message ?? t.scriptFailed;
      setProblem(codeOf(caught) === undefined && !body ? t.scriptFailed : message);
    }
  };

  if (releasing.isSuccess) {
    return (
      <section className="booking-done" aria-labelledby="deposit-result-title">
        <h2 id="deposit-result-title" ref={heading} tabIndex={-1} className="booking-done__title">
          {t.released}
        </h2>
        <Link
          to={paths.programBooking(programId)}
          className={buttonClassName('primary', 'btn--large')}
        >
          {koBooking.paid.otherTime}
        </Link>
      </section>
    );
  }
  return (
    <section className="booking-done" aria-labelledby="deposit-result-title">
      <h2 id="deposit-result-title" ref={heading} tabIndex={-1} className="booking-done__title">
        {t.title}
      </h2>
      <p>
        {code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL' || !reason
          ? t.cancelled
          : t.reason(reason)}
      </p>
      <p>{t.held}</p>
      <DepositChoice method={method} onChange={setMethod} />
      {problem || releasing.error ? (
        <StatusMessage tone="error">
          {problem ?? errorMessage(releasing.error as Parameters<typeof errorMessage>[0])}
        </StatusMessage>
      ) : null}
      <div className="button-row">
        <Button variant="primary" disabled={starting.isLoading} onClick={() => void payAgain()}>
          {starting.isLoading ? t.paying : t.payAgain}
        </Button>
        <Button
          variant="secondary"
          disabled={releasing.isLoading}
          onClick={() => void release(appointmentId)}
        >
          {releasing.isLoading ? t.releasing : t.release}
        </Button>
      </div>
    </section>
  );
}
