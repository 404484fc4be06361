import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AccountNumber } from '@/components/ui/copy-button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import { useGetSiteQuery } from '@/lib/site';
import { formatDate, formatDay, formatInstant, formatPeriod, formatWon } from '@/lib/format';
import type {
  MyInfoNavigationState,
  PaymentMethodName,
  PaymentNavigationState,
} from '@/lib/payment-navigation';
import { useRetryGuestPaymentMutation } from '../api';
import type { AutoCancel, FamilyContact, LectureInfo, LecturePhase } from '../types';

/**
 * The cancel dialog's code (with the code step it may ask for) loads when a parent opens it:
 * most visits to my info cancel nothing, and the page stays within its first-visit budget.
 */
const CancelDialog = lazy(() =>
  import('./cancel-dialog').then((module) => ({ default: module.CancelDialog })),
);

const PAY_BUTTONS: readonly { method: PaymentMethodName; label: string }[] = [
  { method: '카드', label: koMyInfo.pay.card },
  { method: '계좌이체', label: koMyInfo.pay.transfer },
  { method: '가상계좌', label: koMyInfo.pay.virtualAccount },
];

/** Until the server sends `phase`: the lecture period against today's date in Asia/Seoul. */
function phaseOf(info: LectureInfo): LecturePhase {
  if (info.phase) return info.phase;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  if (today < formatDate(info.lecturePreiodStart)) return 'UPCOMING';
  if (today > formatDate(info.lecturePreiodEnd)) return 'ENDED';
  return 'ONGOING';
}

/**
 * A payment the app cancelled on its own: taken after the application was closed, or (NO_SEAT)
 * after the last seat was gone.
 */
function autoCancelText(cancel: AutoCancel): string {
  const t = koMyInfo;
  const amount = formatWon(cancel.amount);
  const noSeat = cancel.reason === 'NO_SEAT';
  if (cancel.refused)
    return noSeat ? t.autoCancelNoSeatRefused(amount) : t.autoCancelRefused(amount);
  const when = cancel.canceledAt ? formatInstant(cancel.canceledAt) : null;
  return noSeat ? t.autoCancelNoSeat(amount, when) : t.autoCancel(amount, when);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One application in 내 정보: phase, amount, payment state, courses, and what can be done. */
export function ApplicationCard({
  info,
  email,
  contact = null,
}: {
  info: LectureInfo;
  email: string;
  /** The proven contact (the cancel's fresh code goes there). */
  contact?: FamilyContact | null;
}) {
  const t = koMyInfo;
  const navigate = useNavigate();
  const [retry, { isLoading: starting }] = useRetryGuestPaymentMutation();
  const [payError, setPayError] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const phase = phaseOf(info);
  const badge = info.paymentStatus === 'C' ? 'CANCELLED' : phase;
  const titleId = `application-${info.applicationId}-title`;
  const account = info.paymentStatus === 'W' ? info.payments.virtualAccount : null;
  const centre = useGetSiteQuery().data?.name;
  const cancellation = info.cancellation;
  // Why a paid application offers no 결제 취소 (paid at the desk, lecture started, refunded
  // already), while the lecture has not ended: the family would otherwise look for the button.
  const cancelRefusal =
    (info.paymentStatus === 'Y' || info.paymentStatus === 'P') &&
    phase !== 'ENDED' &&
    cancellation &&
    !cancellation.allowed
      ? cancellation.reason
      : null;

  // 수강 확인서 while money is left paid on the guest's own application (the server checks too).
  const certified = info.paymentStatus === 'Y' || info.paymentStatus === 'P';
  const navigationState: MyInfoNavigationState = { email };

  const pay = async (payMethod: PaymentMethodName) => {
    if (starting) return;
    setPayError(null);
    try {
      const answer = await retry({ applicationId: info.applicationId, payMethod }).unwrap();
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
      setPayError(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <li className="application-card" aria-labelledby={titleId}>
      <div className="application-card__head">
        {/* Where the family stands with the lecture: cancelled says so, whatever its dates. */}
        <span className={`phase-badge phase-badge--${badge.toLowerCase()}`}>{t.phase[badge]}</span>
        <h3 id={titleId} className="application-card__title">
          {info.lectureTitle}
        </h3>
      </div>
      <dl className="myinfo-list">
        <Row label={t.lecturePeriod}>
          {formatPeriod(info.lecturePreiodStart, info.lecturePreiodEnd)}
        </Row>
        {/* Who applied and when: a stranger may have applied with the family's e-mail too. */}
        <Row label={t.applicant}>{info.applicantName}</Row>
        <Row label={t.appliedAt}>{formatInstant(info.appliedAt)}</Row>
        <Row label={t.amount}>{formatWon(info.totalFee)}</Row>
        {/* The server words the state (결제 완료 · 카드, 부분 환불 (…), …): one place decides it. */}
        <Row label={t.paymentState}>{info.stateLabel}</Row>
        {info.refunds.length > 0 ? (
          <Row label={t.refunds}>
            <ul className="application-card__refunds">
              {info.refunds.map((refund, index) => (
                <li key={index}>{t.refundLine(formatDay(refund.at), formatWon(refund.amount))}</li>
              ))}
            </ul>
          </Row>
        ) : null}
        {account ? (
          <>
            <Row label={t.bank}>{account.bank}</Row>
            <Row label={t.accountNumber}>
              <AccountNumber number={account.accountNumber} />
            </Row>
            {centre ? <Row label={t.holder}>{centre}</Row> : null}
            <Row label={t.depositor}>{account.holder}</Row>
            <Row label={t.dueDate}>{formatInstant(account.dueDate)}</Row>
          </>
        ) : null}
      </dl>
      {cancelRefusal ? <p className="application-card__note">{cancelRefusal}</p> : null}
      {info.autoCancels?.map((cancel, index) => (
        <p key={index} className="application-card__note">
          {autoCancelText(cancel)}
        </p>
      ))}
      <p className="application-card__courses-label">
        <strong>{t.courses}</strong>
      </p>
      <ul className="application-card__courses">
        {info.fees.map((fee) => (
          <li key={fee.type}>
            {fee.type} · {formatWon(fee.amount)}
          </li>
        ))}
      </ul>
      <div className="application-card__actions">
        {certified ? (
          <Link
            to={paths.myInfoCertificate(info.applicationId)}
            state={navigationState}
            aria-label={t.certificate.linkLabel(info.lectureTitle)}
          >
            {t.certificate.link}
          </Link>
        ) : null}
        {info.payments.receipt_url ? (
          <a href={info.payments.receipt_url} target="_blank" rel="noopener noreferrer">
            {t.receipt} {t.opensInNewTab}
          </a>
        ) : null}
        {info.payments.cash_receipt_url ? (
          <a href={info.payments.cash_receipt_url} target="_blank" rel="noopener noreferrer">
            {t.cashReceipt} {t.opensInNewTab}
          </a>
        ) : null}
        {info.paymentStatus === 'N'
          ? PAY_BUTTONS.map(({ method, label }) => (
              <Button
                key={method}
                variant="secondary"
                disabled={starting}
                aria-label={`${label} ${t.pay.label}`}
                onClick={() => void pay(method)}
              >
                {label}
              </Button>
            ))
          : null}
        {cancellation?.allowed ? (
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            {cancellation.kind === 'WITHDRAW' ? t.cancel.withdraw : t.cancel.refund}
          </Button>
        ) : null}
      </div>
      {starting ? <StatusMessage>{t.pay.starting}</StatusMessage> : null}
      {payError ? <StatusMessage tone="error">{payError}</StatusMessage> : null}
      {cancelOpen && cancellation ? (
        <Suspense fallback={<Loading />}>
          <CancelDialog
            info={info}
            cancellation={cancellation}
            contact={contact}
            onClose={() => setCancelOpen(false)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
