import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPackagePayLink } from '@/copy/ko-package-pay-link';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { useGetSiteQuery } from '@/lib/site';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';
import {
  usePackagePayLinkQuery,
  useStartPackagePaymentMutation,
  useVerifyPackagePaymentQuery,
} from '../api';
import type { PackagePayLink as LinkAnswer } from '../types';
import { LinkPayControls } from './link-pay-controls';
import { BookingFacts } from './booking-facts';

const PROCESSING = 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING';
const t = koPackagePayLink;

/** The centre's phone as a link to call, when 센터 정보 has one. */
function CallCentre({ phone }: { phone: string | undefined }) {
  return phone ? <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{t.call(phone)}</a> : null;
}

/**
 * /program/:id/booking/package/:token (issue 37): the link a family was sent when the desk sold
 * it a 회기권. It shows what is sold (never a family member's name: a link may be forwarded), the
 * price, the deadline and the written refund policy, then opens the provider's window by card or
 * 계좌이체. The window comes back here: with the provider's keys it confirms; with a `code` it
 * was closed or refused, to try again.
 */
export function PackagePayLink({ token }: { token: string }) {
  const search = new URLSearchParams(useLocation().search);
  const paymentKey = search.get('paymentKey');
  const headingId = 'package-pay-link-title';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section__title">
        {t.title}
      </h2>
      {paymentKey ? (
        <PackagePaid
          token={token}
          paymentKey={paymentKey}
          orderId={search.get('orderId') ?? ''}
          amount={Number(search.get('amount'))}
        />
      ) : (
        <PackageLink token={token} code={search.get('code')} reason={search.get('message')} />
      )}
    </section>
  );
}

function PackageLink({
  token,
  code,
  reason,
}: {
  token: string;
  code: string | null;
  reason: string | null;
}) {
  const link = usePackagePayLinkQuery(token, { skip: !token });
  const phone = useGetSiteQuery().data?.phone;
  if (link.isLoading) {
    return (
      <p role="status" aria-live="polite">
        {t.loading}
      </p>
    );
  }
  if (link.error || !link.data) {
    const missing = errorStatus(link.error) === 404 || !token;
    return (
      <div>
        <StatusMessage tone="error">
          {missing ? errorMessage(link.error) : `${t.loadFailed} ${errorMessage(link.error)}`}
        </StatusMessage>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void link.refetch()}>
            {t.retry}
          </Button>
        )}
      </div>
    );
  }
  if (link.data.state === 'DUE') {
    return (
      <PackagePayForm
        token={token}
        link={link.data}
        phone={phone}
        code={code}
        reason={reason}
        onRefused={() => void link.refetch()}
      />
    );
  }
  const paid = link.data.state === 'PAID';
  return (
    <div>
      <Facts link={link.data} due={false} />
      <StatusMessage tone={paid ? 'info' : 'error'}>
        {{ PAID: t.paid, CANCELLED: t.cancelled, OVER: t.over }[link.data.state]}
      </StatusMessage>
      {paid ? null : (
        <p>
          <CallCentre phone={phone} />
        </p>
      )}
      <Link
        to={paid ? paths.myInfo : paths.home}
        className={buttonClassName('secondary', 'btn--large')}
      >
        {paid ? t.toMyInfo : t.toHome}
      </Link>
    </div>
  );
}

/** What the link sells: no names. */
function Facts({ link, due = true }: { link: LinkAnswer; due?: boolean }) {
  const rows: (readonly [string, string])[] = [
    [t.facts.type, link.typeName],
    [t.facts.sessions, t.sessionsValue(link.sessions)],
    [t.facts.duration, t.durationValue(link.durationMinutes)],
    [t.facts.price, formatWon(link.price)],
    [t.facts.perSession, formatWon(Math.floor(link.price / link.sessions))],
    // The deadline only while it can still be paid.
    ...(due ? [[t.facts.until, t.untilValue(appointmentWhen(link.payUntil))] as const] : []),
  ];
  return <BookingFacts rows={rows} />;
}

function PackagePayForm({
  token,
  link,
  phone,
  code,
  reason,
  onRefused,
}: {
  token: string;
  link: LinkAnswer;
  phone: string | undefined;
  code: string | null;
  reason: string | null;
  onRefused: () => void;
}) {
  const [start, starting] = useStartPackagePaymentMutation();
  return (
    <div>
      <p>{t.lead}</p>
      <Facts link={link} />
      <div className="booking-deposit">
        <h3 className="form-section__title">{t.policyTitle}</h3>
        <ul>
          {t.policy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <LinkPayControls
        code={code}
        reason={reason}
        busy={starting.isLoading}
        start={(method) => start({ token, method }).unwrap()}
        words={t}
        onEnded={onRefused}
        submitLabel={t.submit(formatWon(link.price))}
        phone={phone}
      />
    </div>
  );
}

/** Back from the window paid: the server confirms (once, however often this page loads). */
function PackagePaid({
  token,
  paymentKey,
  orderId,
  amount,
}: {
  token: string;
  paymentKey: string;
  orderId: string;
  amount: number;
}) {
  const verify = useVerifyPackagePaymentQuery({ token, paymentKey, orderId, amount });
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = !verify.isLoading && !verify.isFetching;
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);
  const back = useLocation().pathname;

  if (!settled) {
    return (
      <p role="status" aria-live="polite" className="booking-done__checking">
        {t.checking}
      </p>
    );
  }
  if (verify.error || !verify.data) {
    const processing =
      (verify.error as { data?: { code?: unknown } } | undefined)?.data?.code === PROCESSING;
    return (
      <div className="booking-done">
        <h3 ref={heading} tabIndex={-1} className="booking-done__title">
          {processing ? t.checking : t.failedTitle}
        </h3>
        <StatusMessage tone={processing ? 'info' : 'error'}>
          {processing ? t.processing : errorMessage(verify.error)}
        </StatusMessage>
        <div className="button-row">
          {processing ? (
            <Button variant="primary" onClick={() => void verify.refetch()}>
              {t.checkAgain}
            </Button>
          ) : (
            <Link to={back} className={buttonClassName('primary', 'btn--large')}>
              {t.backToLink}
            </Link>
          )}
          <Link to={paths.myInfo} className={buttonClassName('secondary', 'btn--large')}>
            {t.toMyInfo}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="booking-done">
      <h3 ref={heading} tabIndex={-1} className="booking-done__title">
        {t.doneTitle}
      </h3>
      <p>{t.doneLead}</p>
      <BookingFacts
        rows={[
          [t.facts.price, formatWon(verify.data.amount)],
          [t.facts.method, verify.data.method],
        ]}
      />
      <div className="button-row">
        <Link to={paths.myInfo} className={buttonClassName('primary', 'btn--large')}>
          {t.toMyInfo}
        </Link>
        {verify.data.receiptUrl ? (
          <a
            href={verify.data.receiptUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('secondary', 'btn--large')}
          >
            {t.receipt}
          </a>
        ) : null}
      </div>
    </div>
  );
}
