import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { useFamilyAppointmentsQuery, useFamilyPackagesQuery } from '../api';
import type { FamilyAppointment } from '../types';
import { AppointmentCard } from './appointment-card';
import { PackageLine } from './package-line';

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
