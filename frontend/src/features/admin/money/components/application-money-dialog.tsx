import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useApplicationMoneyQuery } from '../api';
import type { ApplicationMoney, LectureApplicant } from '../../core/types';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import { CashReceiptSection } from './cash-receipt-section';
import { DeskPaymentForm } from './desk-payment-form';
import { MoneyLedger, MoneySummary } from './money-ledger';
import { ApplicationConsentList } from './application-consent-list';
import { RefundForm } from './refund-form';
import { RefundRequestsPanel } from './refund-requests-panel';

const t = koAdmin.money;

/** What may be done with the money now: refund what was paid, record a desk payment, or nothing. */
function Action({
  money,
  lectureId,
  onDone,
  onBusyChange,
}: {
  money: ApplicationMoney;
  lectureId: number;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const props = { money, lectureId, onDone, onBusyChange };
  switch (money.paymentStatus) {
    case 'Y':
    case 'P':
      // A new form after each refund: the amount starts again from the new suggestion.
      return money.refundable > 0 ? (
        <RefundForm key={`${money.refunded}`} {...props} />
      ) : (
        <p className="admin-money__note">{t.cancelledNote}</p>
      );
    case 'N':
      return (
        <>
          <p className="admin-money__note">{t.unpaidNote}</p>
          <DeskPaymentForm {...props} />
        </>
      );
    case 'W':
      return <p className="admin-money__note">{t.awaitingNote}</p>;
    default:
      return <p className="admin-money__note">{t.cancelledNote}</p>;
  }
}

/**
 * 결제·환불 of one application, in a modal <dialog> (the page behind is inert; Escape or 닫기
 * closes it unless a request is under way; focus starts on its title and goes back to the row's
 * button): the totals and the ledger (GET …/money, asked again on every open), the 현금영수증
 * (its facts, and its issue form for money taken in cash or into the centre's account), then a
 * refund form (paid: Y or P) or a desk payment form (unpaid: N). A success keeps the dialog open, shows the
 * new money (the mutation invalidates it, the applicants and the seats) and announces the
 * server's sentence in a polite live region (role="status") above the form, there before it fills.
 */
export function ApplicationMoneyDialog({
  applicant,
  lectureId,
  onClose,
}: {
  /** Whose money: an applicant row, or a 폐강 item (its application's id and the name). */
  applicant: Pick<LectureApplicant, 'id' | 'name'>;
  lectureId: number;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { data, error, isLoading, isFetching, refetch } = useApplicationMoneyQuery(applicant.id, {
    refetchOnMountOrArgChange: true,
  });
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  // A success may replace the form that held the focus (a refund of all that was left, a desk
  // payment): start again from the title rather than leave the focus nowhere.
  useEffect(() => {
    const dialog = titleRef.current?.closest('dialog');
    if (dialog?.open && !dialog.contains(document.activeElement)) titleRef.current?.focus();
  }, [data]);

  const onBusyChange = (value: boolean) => {
    setBusy(value);
    if (value) setAnnouncement('');
  };

  let body;
  if (isLoading) body = <AdminLoading />;
  else if (error || !data)
    body = (
      <AdminLoadError
        detail={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else
    body = (
      <>
        <MoneySummary money={data} />
        <MoneyLedger
          money={data}
          name={applicant.name}
          onDone={setAnnouncement}
          onBusyChange={onBusyChange}
        />
        <RefundRequestsPanel money={data} />
        <CashReceiptSection money={data} onDone={setAnnouncement} onBusyChange={onBusyChange} />
        <ApplicationConsentList applicationId={applicant.id} />
        <div className="admin-money__result" role="status">
          {announcement ? <p className="status-message">{announcement}</p> : null}
        </div>
        <Action
          money={data}
          lectureId={lectureId}
          onDone={setAnnouncement}
          onBusyChange={onBusyChange}
        />
      </>
    );

  return (
    <Dialog
      className="alert-dialog admin-money-dialog"
      labelledBy={titleId}
      dismissible={!busy}
      initialFocus={titleRef}
      onClose={onClose}
    >
      <div className="admin-money-dialog__head">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="alert-dialog__title">
          {t.title(applicant.name)}
        </h2>
        <Button variant="secondary" className="btn--small" disabled={busy} onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <div aria-busy={isFetching}>{body}</div>
    </Dialog>
  );
}
export default ApplicationMoneyDialog;
