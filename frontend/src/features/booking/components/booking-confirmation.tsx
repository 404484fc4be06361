import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { koBooking } from '@/copy/ko-booking';
import { formatWon } from '@/lib/format';
import { useGetSiteQuery } from '@/lib/site';
import { appointmentSpan, appointmentWhen } from '../../../forms/appointment-time/calendar';
import type { FamilyAppointment } from '../types';
import { BookingFacts } from './booking-facts';

/**
 * What was booked (issue 37): the type, the counsellor, the day and time in Korean, the centre's
 * address from its settings, the price paid at the centre and until when it can be moved or
 * cancelled, with the way to 내 정보.
 */
export function BookingConfirmation({
  appointment,
  programId,
}: {
  appointment: FamilyAppointment;
  programId: number;
}) {
  const t = koBooking.done;
  const site = useGetSiteQuery().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    [t.type, appointment.typeName],
    [t.counsellor, koBooking.counsellor.name(appointment.counsellorName)],
    [t.when, appointmentSpan(appointment.start, appointment.end)],
    [t.child, koBooking.mine.child(appointment.childName, appointment.childSchoolYear)],
    ...(site ? ([[t.place, `${site.name}, ${site.address}`]] as [string, string][]) : []),
    [t.price, t.priceAtCentre(formatWon(appointment.price - appointment.deposit))],
  ];
  return (
    <section className="booking-done" aria-labelledby="booking-done-title">
      <h2 id="booking-done-title" ref={heading} tabIndex={-1} className="booking-done__title">
        {t.title}
      </h2>
      <p>{t.lead}</p>
      <BookingFacts rows={rows} />
      <p className="booking-done__until">
        {t.changeUntil(appointmentWhen(appointment.changeUntil))}
      </p>
      <div className="button-row">
        <Link to={paths.myInfo} className={buttonClassName('primary', 'btn--large')}>
          {t.toMyInfo}
        </Link>
        <Link to={paths.program(programId)} className={buttonClassName('secondary', 'btn--large')}>
          {t.toProgram}
        </Link>
      </div>
    </section>
  );
}
