import { useState } from 'react';
import { APPOINTMENT_STATUS_LABELS } from '@shared/booking';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { formatWon, telHref } from '@/lib/format';
import { useGetSiteQuery } from '@/lib/site';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { appointmentSpan, appointmentWhen } from '../../../forms/appointment-time/calendar';
import { useCancelAppointmentMutation } from '../api';
import type { FamilyAppointment } from '../types';
import { RescheduleBox } from './reschedule-box';

type ApiError = Parameters<typeof errorMessage>[0];

/**
 * One appointment in 내 정보: what, when, with whom, its status in words; 시간 변경 and 예약 취소
 * while it may still change (`changeable`), the centre's phone once the deadline has passed.
 */
export function AppointmentCard({
  appointment,
  now,
}: {
  appointment: FamilyAppointment;
  /** When the page opened (ms since the epoch). */
  now: number;
}) {
  const t = koBooking.mine;
  const phone = useGetSiteQuery().data?.phone;
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { isLoading: cancelling }] = useCancelAppointmentMutation();
  const when = appointmentSpan(appointment.start, appointment.end);
  const until = appointmentWhen(appointment.changeUntil);
  const ahead = appointment.status === 'BOOKED' && Date.parse(appointment.start) > now;
  const titleId = `appointment-${appointment.id}`;

  const confirmCancel = async () => {
    setFailure(null);
    try {
      await cancel(appointment.id).unwrap();
      setAsking(false);
      setNotice(t.cancelled);
    } catch (caught) {
      setAsking(false);
      setFailure(errorMessage(caught as ApiError));
    }
  };

  return (
    <li className="application-card appointment-card" aria-labelledby={titleId}>
      <div className="appointment-card__head">
        <h3 id={titleId}>{appointment.typeName}</h3>
        <span
          className={`appointment-status appointment-status--${appointment.status.toLowerCase()}`}
        >
          {APPOINTMENT_STATUS_LABELS[appointment.status]}
        </span>
      </div>
      <dl className="myinfo-list">
        <div>
          <dt>{koBooking.done.when}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{koBooking.done.counsellor}</dt>
          <dd>{koBooking.counsellor.name(appointment.counsellorName)}</dd>
        </div>
        <div>
          <dt>{koBooking.done.child}</dt>
          <dd>{t.child(appointment.childName, appointment.childSchoolYear)}</dd>
        </div>
        <div>
          <dt>{koBooking.done.price}</dt>
          <dd>{t.price(formatWon(appointment.price - appointment.deposit))}</dd>
        </div>
        {appointment.depositStatus === 'PAID' || appointment.depositStatus === 'REFUNDED' ? (
          <div>
            <dt>{koBooking.paid.deposit}</dt>
            <dd>
              {appointment.depositStatus === 'PAID'
                ? t.depositPaid(formatWon(appointment.deposit))
                : t.depositRefunded(formatWon(appointment.deposit))}
            </dd>
          </div>
        ) : null}
      </dl>
      {notice ? <StatusMessage>{notice}</StatusMessage> : null}
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      {appointment.changeable ? (
        <>
          <p className="appointment-card__until">{t.changeUntil(until)}</p>
          {moving ? (
            <RescheduleBox
              appointment={appointment}
              onDone={(message) => {
                setMoving(false);
                setNotice(message);
              }}
              onClose={() => setMoving(false)}
            />
          ) : (
            <div className="appointment-card__actions">
              <Button
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  setMoving(true);
                }}
                aria-describedby={titleId}
              >
                {t.reschedule}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setNotice(null);
                  setAsking(true);
                }}
                aria-describedby={titleId}
              >
                {t.cancel}
              </Button>
            </div>
          )}
        </>
      ) : ahead ? (
        <p className="appointment-card__call">
          {t.callCentre}
          {phone ? (
            <>
              {' '}
              <a href={telHref(phone)}>{phone}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t.cancelTitle}
          message={
            t.cancelMessage(
              `${appointmentWhen(appointment.start)} ${appointment.typeName}`,
              until,
            ) +
            (appointment.depositStatus === 'PAID'
              ? ` ${t.cancelRefund(formatWon(appointment.deposit))}`
              : '')
          }
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.cancelKeep}
          busy={cancelling}
          busyLabel={t.cancelling}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}
