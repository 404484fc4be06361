import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koPayLink } from '@/copy/ko-pay-link';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { useGetSiteQuery } from '@/lib/site';
import { appointmentSpan, appointmentWhen } from '../../../forms/appointment-time/calendar';
import { usePayLinkQuery, useStartLinkDepositMutation } from '../api';
import type { PayLink as PayLinkAnswer } from '../types';
import { LinkPayControls } from './link-pay-controls';
import { BookingFacts } from './booking-facts';
import { DepositNote } from './deposit-choice';

/**
 * /program/:id/booking/pay/:token (issue 37): the link a family was sent when the centre booked
 * a time for them by phone, on the program's booking page. It shows what the centre held and the
 * deposit it asks, then opens the provider's window; paid, the window goes on to the booking
 * page's paid view, which confirms it. Closed or refused, the window comes back here (with the
 * provider's `code` and `message`) to try again.
 */
export function PayLink({ token }: { token: string }) {
  const t = koPayLink;
  const link = usePayLinkQuery(token, { skip: !token });
  const headingId = 'pay-link-title';
  // The centre's phone for the links that end here (over, cancelled).
  const site = useGetSiteQuery();
  const phone = site.data?.phone;

  let body;
  if (link.isLoading) {
    body = (
      <p role="status" aria-live="polite">
        {t.loading}
      </p>
    );
  } else if (link.error || !link.data) {
    const missing = errorStatus(link.error) === 404 || !token;
    body = (
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
  } else if (link.data.state === 'DUE') {
    body = (
      <PayLinkForm
        token={token}
        link={link.data}
        phone={phone}
        onRefused={() => void link.refetch()}
      />
    );
  } else {
    const said = { PAID: t.paid, CANCELLED: t.cancelled, OVER: t.over }[link.data.state];
    body = (
      <div>
        <Facts link={link.data} due={false} />
        <StatusMessage tone={link.data.state === 'PAID' ? 'info' : 'error'}>{said}</StatusMessage>
        {link.data.state !== 'PAID' && phone ? (
          <p>
            <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{t.call(phone)}</a>
          </p>
        ) : null}
        <Link
          to={link.data.state === 'PAID' ? paths.myInfo : paths.home}
          className={buttonClassName('secondary', 'btn--large')}
        >
          {link.data.state === 'PAID' ? t.toMyInfo : t.toHome}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section__title">
        {t.title}
      </h2>
      {body}
    </section>
  );
}

/** What the link pays for: no names (the link may be forwarded). */
function Facts({ link, due = true }: { link: PayLinkAnswer; due?: boolean }) {
  const t = koPayLink.facts;
  const rows: (readonly [string, string])[] = [
    [t.type, link.typeName],
    [t.counsellor, link.counsellorName],
    [t.when, appointmentSpan(link.start, link.end)],
    [t.deposit, formatWon(link.deposit)],
    // The deadline only while it can still be paid: after, it would only confuse.
    ...(due ? [[t.until, koPayLink.untilValue(appointmentWhen(link.payUntil))] as const] : []),
  ];
  return <BookingFacts rows={rows} />;
}

function PayLinkForm({
  token,
  link,
  phone,
  onRefused,
}: {
  token: string;
  link: PayLinkAnswer;
  phone: string | undefined;
  onRefused: () => void;
}) {
  const t = koPayLink;
  const search = new URLSearchParams(useLocation().search);
  const code = search.get('code');
  const reason = search.get('message');
  const [start, starting] = useStartLinkDepositMutation();
  return (
    <div>
      <p>{t.lead}</p>
      <Facts link={link} />
      <DepositNote
        deposit={link.deposit}
        price={link.price}
        cancelDeadlineHours={link.cancelDeadlineHours}
        formatWon={formatWon}
        lead={t.amounts(formatWon(link.deposit), formatWon(link.price - link.deposit))}
      />
      <LinkPayControls
        code={code}
        reason={reason}
        busy={starting.isLoading}
        start={(method) => start({ token, method }).unwrap()}
        words={t}
        onEnded={onRefused}
        submitLabel={t.submit(formatWon(link.deposit))}
        phone={phone}
      />
    </div>
  );
}
