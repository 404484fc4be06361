import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';
import { useFamilyAppointmentsQuery, useFamilyPackagesQuery } from '../api';
import type { FamilyAppointment, FamilySessionPackage } from '../types';
import { AppointmentCard } from './appointment-card';

/** Upcoming ones first, soonest first; then the past and cancelled, the latest first. */
export function inShowingOrder(
  appointments: readonly FamilyAppointment[],
  now: number,
): FamilyAppointment[] {
  const upcoming = (each: FamilyAppointment) =>
    (each.status === 'BOOKED' || each.status === 'HELD') && Date.parse(each.end) > now;
  const ahead = appointments.filter(upcoming).sort((a, b) => a.start.localeCompare(b.start));
  const rest = appointments
    .filter((each) => !upcoming(each))
    .sort((a, b) => b.start.localeCompare(a.start));
  return [...ahead, ...rest];
}

/**
 * One 회기권: the sessions used and left once paid; while a linked sale waits for its payment,
 * 결제 대기 with its deadline and the way to pay (this proven family's own link).
 */
function PackageLine({ pack }: { pack: FamilySessionPackage }) {
  const t = koBooking.mine;
  const kind = [pack.typeName, pack.sessionsTotal] as const;
  if (pack.status === 'PAID') {
    return <li>{t.packageLine(...kind, pack.sessionsUsed, pack.sessionsLeft)}</li>;
  }
  if (pack.status === 'REFUNDED') {
    return <li>{t.packageRefunded(...kind, formatWon(pack.refundedAmount))}</li>;
  }
  if (pack.status === 'CANCELLED') return <li>{t.packageCancelled(...kind)}</li>;
  if (!pack.payPath || !pack.payUntil) return <li>{t.packageOver(...kind)}</li>;
  return (
    <li className="myinfo-packages__due">
      <span>{t.packageDue(...kind, formatWon(pack.price), appointmentWhen(pack.payUntil))}</span>{' '}
      <Link
        to={pack.payPath}
        className={buttonClassName('primary', 'btn--small')}
        aria-label={t.packagePayLabel(...kind)}
      >
        {t.packagePay}
      </Link>
    </li>
  );
}

/** 내 정보's 상담 예약 (issue 37): the family's appointments, each to move or cancel in time. */
export function AppointmentsPanel() {
  const t = koBooking.mine;
  // When the page opened: what is upcoming is judged once, not on every render.
  const [now] = useState(() => Date.now());
  const { data, error, isLoading, isFetching, refetch } = useFamilyAppointmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const packages = useFamilyPackagesQuery(undefined, { refetchOnMountOrArgChange: true }).data
    ?.packages;
  return (
    <section className="myinfo-panel" aria-labelledby="myinfo-appointments" aria-busy={isFetching}>
      <h2 id="myinfo-appointments">{t.panel}</h2>
      {isLoading ? <Loading /> : null}
      {error ? (
        <div>
          <StatusMessage tone="error">{`${t.loadFailed} ${errorMessage(error)}`}</StatusMessage>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {koBooking.retry}
          </Button>
        </div>
      ) : null}
      {packages && packages.length > 0 ? (
        <>
          <h3 className="myinfo-panel__subtitle">{t.packages}</h3>
          <ul className="myinfo-packages">
            {packages.map((pack) => (
              <PackageLine key={pack.id} pack={pack} />
            ))}
          </ul>
        </>
      ) : null}
      {data && data.appointments.length === 0 ? <p>{t.empty}</p> : null}
      {data && data.appointments.length > 0 ? (
        <ul className="application-cards">
          {inShowingOrder(data.appointments, now).map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
