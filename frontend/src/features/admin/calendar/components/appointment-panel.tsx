import { useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminCalendar as t } from '@/copy/ko-admin-calendar';
import { formatWon } from '@/lib/format';
import { failedBecause } from '../../core/components/admin-states';
import { useIsOwner } from '../../core/components/owner-only';
import { useMarkAttendanceMutation, type AttendanceStatus, type CalendarAppointment } from '../api';
import { clockOf, longDayLabel, seoulDateOf, seoulMinutesOf, timeSpan } from '../calendar-dates';
import { statusWord } from './calendar-grid';

const p = t.panel;

/**
 * One appointment's panel (issue 37): when, what, with whom, the family (contact masked as the
 * rest of the back office shows it), how it was booked and the family's no-shows (노쇼 N회), with
 * what can be done now: 일정 변경 and 예약 취소 while booked, 출석 or 노쇼 once it has started,
 * and the owner's one correction of a mark.
 */
export function AppointmentPanel({
  appointment,
  onClose,
  onMove,
  onCancel,
  onMarked,
}: {
  appointment: CalendarAppointment;
  onClose: () => void;
  onMove: () => void;
  onCancel: () => void;
  onMarked: (appointment: CalendarAppointment, message: string) => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const isOwner = useIsOwner();
  const [mark, { isLoading }] = useMarkAttendanceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // 노쇼 is asked once more: it counts against the family and keeps a paid deposit.
  const [askingNoShow, setAskingNoShow] = useState(false);
  const noShowConfirmRef = useRef<HTMLButtonElement>(null);
  // When the panel opened, on the browser's clock (the server checks again when marking).
  const [openedAt] = useState(() => Date.now());
  const started = new Date(appointment.start).getTime() <= openedAt;
  const booked = appointment.status === 'BOOKED';
  const marked = appointment.status === 'ATTENDED' || appointment.status === 'NO_SHOW';
  const contact = [appointment.phone, appointment.email].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    [
      p.when,
      `${longDayLabel(seoulDateOf(appointment.start))} ${timeSpan(appointment.start, appointment.end)}`,
    ],
    [p.type, appointment.typeName],
    [p.counsellor, appointment.counsellorName],
    [p.room, appointment.roomName ?? p.noRoom],
    [p.status, statusWord(appointment)],
    [p.guardian, appointment.guardianName],
    [p.child, p.childOf(appointment.childName, appointment.childSchoolYear)],
    [p.contact, contact],
    [
      p.price,
      appointment.deposit > 0 && appointment.depositStatus !== 'NONE'
        ? p.priceWithDeposit(
            formatWon(appointment.price),
            formatWon(appointment.deposit),
            formatWon(appointment.price - appointment.deposit),
          )
        : `${formatWon(appointment.price)} (${p.priceNote})`,
    ],
    ...(appointment.deposit > 0
      ? ([
          [p.deposit, p.depositState(formatWon(appointment.deposit), appointment.depositStatus)],
        ] as [string, string][])
      : []),
    ...(appointment.payLinkUntil && appointment.depositStatus === 'DUE'
      ? ([
          [
            p.payLink,
            p.payLinkUntil(
              `${longDayLabel(seoulDateOf(appointment.payLinkUntil))} ${clockOf(seoulMinutesOf(appointment.payLinkUntil))}`,
            ),
          ],
        ] as [string, string][])
      : []),
    [p.source, appointment.bookedByCentre ? p.byCentre : p.online],
    [p.noShowsLabel, p.noShows(appointment.noShows)],
    ...(appointment.seriesId ? ([[p.series, p.weekly]] as [string, string][]) : []),
  ];

  const send = async (status: AttendanceStatus) => {
    setFailure(null);
    try {
      const answer = await mark({ id: appointment.id, status }).unwrap();
      onMarked(answer, p.marked[status]);
    } catch (caught) {
      setFailure(failedBecause(p.failed, caught));
    }
  };

  return (
    <Dialog
      className="alert-dialog calendar-panel"
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeRef}
      dismissible={!isLoading}
      busy={isLoading}
    >
      <h2 id={titleId} className="alert-dialog__title">
        {appointment.childName} · {appointment.typeName}
      </h2>
      {appointment.noShows > 0 ? (
        <p className="calendar-panel__warning">{p.noShows(appointment.noShows)}</p>
      ) : null}
      <dl className="calendar-panel__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="calendar-panel__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {booked && !started ? <p className="calendar-panel__note">{p.attendanceNote}</p> : null}
      {appointment.payLinkPath ? (
        <CopyField
          className="calendar-panel__link"
          label={p.payLinkAddress}
          value={`${window.location.origin}${appointment.payLinkPath}`}
          hint={p.payLinkHint}
          copy={{ label: p.payLinkCopy, copied: p.payLinkCopied, failed: p.payLinkCopyFailed }}
        />
      ) : null}
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      {askingNoShow && booked && started ? (
        <div className="calendar-panel__ask" role="group" aria-labelledby={`${titleId}-no-show`}>
          <p id={`${titleId}-no-show`}>
            <strong>{p.noShowQuestion}</strong>{' '}
            {p.noShowDetails(
              appointment.depositStatus === 'PAID' ? formatWon(appointment.deposit) : null,
            )}
          </p>
          <div className="button-row">
            <button
              ref={noShowConfirmRef}
              type="button"
              className={buttonClassName('primary', 'btn--danger')}
              disabled={isLoading}
              onClick={() => void send('NO_SHOW')}
            >
              {p.noShowConfirm}
            </button>
            <Button variant="secondary" onClick={() => setAskingNoShow(false)}>
              {p.noShowBack}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="calendar-panel__actions" role="group" aria-label={p.actions}>
        {booked && !started ? (
          <Button variant="secondary" onClick={onMove}>
            {p.move}
          </Button>
        ) : null}
        {booked && started ? (
          <>
            <Button disabled={isLoading} onClick={() => void send('ATTENDED')}>
              {p.attended}
            </Button>
            <Button
              variant="secondary"
              className="btn--danger-outline"
              disabled={isLoading}
              aria-expanded={askingNoShow}
              onClick={() => {
                setAskingNoShow(true);
                window.setTimeout(() => noShowConfirmRef.current?.focus(), 0);
              }}
            >
              {p.noShow}
            </Button>
          </>
        ) : null}
        {marked && isOwner ? (
          <Button
            variant="secondary"
            disabled={isLoading}
            onClick={() => void send(appointment.status === 'ATTENDED' ? 'NO_SHOW' : 'ATTENDED')}
          >
            {appointment.status === 'ATTENDED' ? p.toNoShow : p.toAttended}
          </Button>
        ) : null}
        {booked || appointment.status === 'HELD' ? (
          <Button variant="secondary" className="btn--danger-outline" onClick={onCancel}>
            {p.cancel}
          </Button>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          className={buttonClassName('secondary')}
          onClick={onClose}
        >
          {p.close}
        </button>
      </div>
    </Dialog>
  );
}
