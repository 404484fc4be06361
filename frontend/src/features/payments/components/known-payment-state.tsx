import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPayments } from '@/copy/ko-payments';
import { usePaymentStateQuery } from '../api';
import { AwaitingDeposit, InquiryLink, Outcome, Paid } from './payment-outcome';

const copy = koPayments.known;

/**
 * A payment page reached by back, reload or an old tab asks the server what is true of the
 * application's payment, and says it: paid, awaiting the deposit (with the account), or
 * cancelled, never offering to pay again. Only while it is unpaid (or the server cannot tell
 * this browser) does the page show `children`, its own view.
 */
export function KnownPaymentState({
  applicationId,
  children,
}: {
  applicationId: number;
  children: ReactNode;
}) {
  // Asked afresh on every mount: an old tab must not trust an answer from before it paid.
  const state = usePaymentStateQuery({ applicationId }, { refetchOnMountOrArgChange: true });
  if (state.isLoading || (state.isFetching && state.data?.paymentStatus === 'N')) {
    return (
      <Outcome title={koPayments.pageTitle} busy>
        <div className="payment-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{copy.checking}</p>
        </div>
      </Outcome>
    );
  }
  const known = state.data;
  switch (known?.paymentStatus) {
    case 'Y':
      return <Paid result={known} lead={copy.paidLead} />;
    case 'W':
      return (
        <AwaitingDeposit
          result={known}
          lead={copy.waitingLead}
          checking={state.isFetching}
          onCheck={() => void state.refetch()}
        />
      );
    case 'C':
    case 'P':
      return (
        <Outcome title={copy.closedTitle}>
          <p>{copy.closedLead}</p>
          <div className="button-row">
            <Link to={paths.myInfo} className={buttonClassName('primary', 'btn--large')}>
              {koPayments.myInfo}
            </Link>
            <InquiryLink />
          </div>
        </Outcome>
      );
    default:
      return <>{children}</>;
  }
}

/** 409 LECTURE_CANCELLED: the lecture was cancelled (폐강) before anything was charged. */
export function LectureCancelledNotice() {
  return (
    <>
      <StatusMessage tone="error">{koPayments.lectureCancelled.lead}</StatusMessage>
      <div className="button-row">
        <Link to={paths.lectures} className={buttonClassName('primary', 'btn--large')}>
          {koPayments.lectures}
        </Link>
        <InquiryLink />
      </div>
    </>
  );
}
