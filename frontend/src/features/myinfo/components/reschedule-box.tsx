import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { nearestOf, type NearbySlot } from '../../../forms/appointment-time/api';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';
import { AppointmentTimePicker } from '../../../forms/appointment-time/appointment-time-picker';
import { useRescheduleAppointmentMutation } from '../api';
import type { FamilyAppointment } from '../types';

type ApiError = Parameters<typeof errorMessage>[0];

/**
 * 시간 변경: the booking calendar of the same type and counsellor, a new time, and one button that
 * says where it moves to. A time taken meanwhile offers the nearest free ones.
 */
export function RescheduleBox({
  appointment,
  onDone,
  onClose,
}: {
  appointment: FamilyAppointment;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const t = koBooking.mine;
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NearbySlot[] | null>(null);
  const [move, { isLoading }] = useRescheduleAppointmentMutation();
  const headingId = `reschedule-${appointment.id}`;

  const submit = async () => {
    if (!start || isLoading) {
      setFailure(t.rescheduleChoose);
      return;
    }
    setFailure(null);
    setNearest(null);
    try {
      const moved = await move({ id: appointment.id, start }).unwrap();
      onDone(t.rescheduled(appointmentWhen(moved.start)));
    } catch (caught) {
      setFailure(errorMessage(caught as ApiError));
      setNearest(nearestOf(caught));
    }
  };

  return (
    <section className="reschedule-box" aria-labelledby={headingId}>
      <h4 id={headingId} className="reschedule-box__title">
        {t.rescheduleHeading(appointment.typeName)}
      </h4>
      <p>{t.rescheduleLead(appointment.counsellorName)}</p>
      <AppointmentTimePicker
        typeId={appointment.typeId}
        counsellor={String(appointment.counsellorId)}
        maxAheadDays={appointment.maxAheadDays}
        date={date}
        start={start}
        onDate={(next) => {
          setDate(next);
          setStart(null);
        }}
        onTime={(slot) => setStart(slot.start)}
        headingLevel={4}
        idPrefix={`move-${appointment.id}`}
      />
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      {nearest && nearest.length > 0 ? (
        <ul className="slot-choices">
          {nearest.map((slot) => (
            <li key={slot.start}>
              <Button
                variant="secondary"
                onClick={() => {
                  setDate(slot.date);
                  setStart(slot.start);
                  setNearest(null);
                  setFailure(null);
                }}
              >
                {koBooking.slotTaken.choose(appointmentWhen(slot.start))}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="appointment-card__actions">
        <Button onClick={() => void submit()} disabled={isLoading}>
          {isLoading
            ? t.rescheduling
            : start
              ? t.rescheduleSubmit(appointmentWhen(start))
              : t.rescheduleChoose}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={isLoading}>
          {t.close}
        </Button>
      </div>
    </section>
  );
}
