import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { AccountNumber } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import { PAYMENT_METHOD_LABEL, koPayments } from '@/copy/ko-payments';
import { koreanPeriod } from '@shared/format/korean-dates';
import { formatInstant, formatWon } from '@/lib/format';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { useGetSiteQuery } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { VerifyResponse } from '../types';
import { PaymentDetails } from './payment-details';

const copy = koPayments.success;
const rows = koPayments.rows;

/** What the outcome views show: a verify's answer, or the state answer of an old page. */
export type KnownPayment = Pick<
  VerifyResponse,
  'method' | 'amount' | 'customerEmail' | 'receiptUrl' | 'virtualAccount'
> &
  Partial<Pick<VerifyResponse, 'order' | 'applicationId'>> & { sandboxDepositUrl?: string };

/**
 * What was bought, first: the lecture, its courses, its days, the place and the 신청번호 a family
 * quotes on the phone (issue 35). Nothing when the answer does not carry it (an old page's).
 */
function useOrderRows(result: KnownPayment): [string, ReactNode][] {
  const address = useGetSiteQuery().data?.address;
  const { order, applicationId } = result;
  if (!order) return [];
  return [
    [rows.lecture, order.lectureTitle],
    [rows.courses, order.courses.join(', ')],
    [rows.schedule, koreanPeriod(order.lecPeriodStart, order.lecPeriodEnd)],
    [rows.place, order.place ?? address],
    [rows.applicationNumber, applicationId === undefined ? null : String(applicationId)],
  ];
}

/** 내 신청 보기: the family's applications (their proof, or the way to it). */
function MyInfoLink({ email }: { email: string }) {
  const state: MyInfoNavigationState = { email };
  return (
    <Link to={paths.myInfo} state={state} className={buttonClassName('primary', 'btn--large')}>
      {copy.myInfo}
    </Link>
  );
}

/** The page frame; the heading takes the focus when an outcome replaces the progress. */
export function Outcome({
  title,
  busy,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!busy) headingRef.current?.focus();
  }, [busy, title]);
  return (
    <div className="container page page--narrow payment-page" aria-busy={busy || undefined}>
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

export function InquiryLink() {
  return (
    <Link to={paths.inquiry} className={buttonClassName('secondary', 'btn--large')}>
      {copy.inquiry}
    </Link>
  );
}

export function ReceiptLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {copy.receipt} <span className="visually-hidden">{copy.opensInNewTab}</span>
    </a>
  );
}

export function Paid({ result, lead }: { result: KnownPayment; lead?: string }) {
  const orderRows = useOrderRows(result);
  return (
    <Outcome title={copy.paidTitle}>
      <p>{lead ?? copy.paidLead}</p>
      <PaymentDetails
        rows={[
          ...orderRows,
          [
            rows.status,
            <strong className="payment-status payment-status--paid">{copy.paidStatus}</strong>,
          ],
          [rows.method, PAYMENT_METHOD_LABEL[result.method] ?? result.method],
          [rows.amount, formatWon(result.amount)],
          [rows.email, result.customerEmail],
        ]}
      />
      <p>
        <ReceiptLink url={result.receiptUrl} />
      </p>
      <div className="button-row">
        <MyInfoLink email={result.customerEmail} />
        <Link to={paths.lectures} className={buttonClassName('secondary', 'btn--large')}>
          {copy.lectures}
        </Link>
      </div>
    </Outcome>
  );
}

export function AwaitingDeposit({
  result,
  checking,
  onCheck,
  lead,
}: {
  result: KnownPayment;
  lead?: string;
  checking: boolean;
  onCheck: () => void;
}) {
  const account = result.virtualAccount;
  const centre = useGetSiteQuery().data?.name;
  const orderRows = useOrderRows(result);
  // "Still waiting" shows only after the user asked and the answer came back unchanged.
  const [asked, setAsked] = useState(false);
  const check = () => {
    setAsked(true);
    onCheck();
  };
  return (
    <Outcome title={copy.waitingTitle}>
      <p>{lead ?? copy.waitingLead}</p>
      <PaymentDetails
        rows={[
          ...orderRows,
          [
            rows.status,
            <strong className="payment-status payment-status--waiting">
              {copy.waitingStatus}
            </strong>,
          ],
          [rows.bank, account?.bank],
          [rows.accountNumber, account ? <AccountNumber number={account.accountNumber} /> : null],
          // The account is the centre's (the provider opens it for the centre); the name the
          // deposit is expected from is the family's.
          [rows.holder, centre],
          [rows.depositor, account?.holder],
          [rows.dueDate, account ? `${formatInstant(account.dueDate)}까지` : null],
          [rows.amount, formatWon(result.amount)],
          [rows.email, result.customerEmail],
        ]}
      />
      <p>{copy.exactAmount(formatWon(result.amount))}</p>
      {result.sandboxDepositUrl ? (
        <div className="sandbox-note">
          <p>{copy.sandboxNotice}</p>
          <a href={result.sandboxDepositUrl}>{copy.sandboxDeposit}</a>
        </div>
      ) : null}
      <div className="payment-live" aria-live="polite">
        {asked && !checking ? <p className="status-message">{copy.stillWaiting}</p> : null}
      </div>
      <div className="button-row">
        <Button className="btn--large" onClick={check} disabled={checking}>
          {checking ? copy.checking : copy.checkDeposit}
        </Button>
        <InquiryLink />
      </div>
    </Outcome>
  );
}
