import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdminCalendar as t } from '@/copy/ko-admin-calendar';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import { useIsOwner } from '../../core/components/owner-only';
import { usePhoneLayout } from '../../core/use-phone-layout';
import {
  useAdminCalendarQuery,
  useCancelAppointmentMutation,
  useOrphanedAppointmentsQuery,
  type CalendarAppointment,
} from '../api';
import {
  datesOf,
  isDate,
  rangeLabel,
  rangeOf,
  seoulDateOf,
  shift,
  timeSpan,
  type CalendarView,
} from '../calendar-dates';
import { AppointmentPanel } from '../components/appointment-panel';
import { MoveDialog } from '../components/move-dialog';
import { formatWon } from '@/lib/format';
import { ReasonConfirmDialog } from '../../core/components/reason-confirm-dialog';
import { BookingDialog } from '../components/booking-dialog';
import { CalendarDayList, CalendarGrid } from '../components/calendar-grid';
import '../../core/admin-pages.css';
import './admin-calendar.css';

/** Today in Seoul, as the browser's clock has it (the server's `today` marks the day shown). */
const browserToday = () => seoulDateOf(new Date().toISOString());

/**
 * 상담 일정 (issue 37): the centre's calendar by day or week, for one counsellor or the whole
 * centre (a counsellor sees only their own). The view, the day and the counsellor live in the
 * address (`?view=day&date=2026-11-24&counsellor=3`), so the dashboard links to today's day view
 * and a reload keeps the place.
 */
export function AdminCalendarPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const dateParam = params.get('date');
  const date = isDate(dateParam) ? dateParam : browserToday();
  const counsellorParam = params.get('counsellor');
  const counsellor =
    counsellorParam && /^[1-9]\d*$/.test(counsellorParam) ? counsellorParam : 'all';
  const { from, to } = rangeOf(view, date);
  const query = useAdminCalendarQuery(
    { from, to, counsellor },
    { refetchOnMountOrArgChange: true },
  );
  const phone = usePhoneLayout();
  const isOwner = useIsOwner();
  const orphaned = useOrphanedAppointmentsQuery(undefined, { skip: !isOwner });
  const orphans = orphaned.data?.appointments ?? [];
  const showAlert = useAlert();
  const [open, setOpen] = useState<CalendarAppointment | null>(null);
  const [booking, setBooking] = useState(false);
  const [moving, setMoving] = useState<CalendarAppointment | null>(null);
  const [cancelling, setCancelling] = useState<CalendarAppointment | null>(null);
  const [cancel] = useCancelAppointmentMutation();
  const [refundDeposit, setRefundDeposit] = useState(false);
  const told = (message: string) => void showAlert(message);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const go = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) next.set(key, value);
    setParams(next, { replace: false });
  };
  const calendar = query.data;
  const dates = datesOf(from, to);
  const counsellors = calendar?.counsellors ?? [];
  const shownCounsellors =
    counsellor === 'all'
      ? counsellors
      : counsellors.filter((each) => String(each.id) === counsellor);
  const label = rangeLabel(from, to);
  const selectId = 'calendar-counsellor';

  return (
    <div className="admin-page admin-calendar">
      <div className="admin-page__header">
        <h1 ref={headingRef} className="admin-page__title" tabIndex={-1}>
          {t.title}
        </h1>
        <Button onClick={() => setBooking(true)}>{t.add}</Button>
      </div>
      <p className="admin-panel__lead">{calendar?.scope === 'OWN' ? t.ownLead : t.lead}</p>
      {orphans.length > 0 ? (
        <section className="calendar-orphans" aria-labelledby="calendar-orphans-title">
          <h2 id="calendar-orphans-title" className="admin-panel__title">
            {t.orphaned.title}
          </h2>
          <p className="admin-panel__lead">{t.orphaned.lead}</p>
          <ul className="calendar-list__items">
            {orphans.map((appointment) => (
              <li key={appointment.id}>
                <button
                  type="button"
                  className="calendar-list__item"
                  onClick={() => setOpen(appointment)}
                >
                  <span className="calendar-list__time">
                    {rangeLabel(seoulDateOf(appointment.start), seoulDateOf(appointment.start))}{' '}
                    {timeSpan(appointment.start, appointment.end)}
                  </span>
                  <span className="calendar-list__name">
                    {appointment.childName} · {appointment.typeName}
                  </span>
                  <span className="calendar-list__detail">{appointment.counsellorName}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="calendar-toolbar" role="group" aria-label={t.viewLabel}>
        <div className="calendar-toolbar__nav">
          <Button variant="secondary" onClick={() => go({ date: shift(view, date, -1) })}>
            {t.previous[view]}
          </Button>
          <Button variant="secondary" onClick={() => go({ date: browserToday() })}>
            {t.today}
          </Button>
          <Button variant="secondary" onClick={() => go({ date: shift(view, date, 1) })}>
            {t.next[view]}
          </Button>
        </div>
        <div className="calendar-toolbar__views">
          {(['day', 'week'] as const).map((each) => (
            <Button
              key={each}
              variant={view === each ? 'primary' : 'secondary'}
              aria-pressed={view === each}
              onClick={() => go({ view: each })}
            >
              {t.views[each]}
            </Button>
          ))}
        </div>
        {calendar?.scope === 'ALL' ? (
          <div className="calendar-toolbar__counsellor">
            <label htmlFor={selectId}>{t.counsellor}</label>
            <select
              id={selectId}
              className="field__input"
              value={counsellor}
              onChange={(event) => go({ counsellor: event.target.value })}
            >
              <option value="all">{t.allCounsellors}</option>
              {counsellors.map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <h2 className="calendar-range" aria-live="polite">
        {label}
      </h2>
      {query.isLoading ? <AdminLoading /> : null}
      {query.error ? (
        <AdminLoadError
          detail={errorMessage(query.error as Parameters<typeof errorMessage>[0])}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {calendar && shownCounsellors.length === 0 ? (
        <p className="admin-empty">{t.noCounsellors}</p>
      ) : null}
      {calendar && shownCounsellors.length > 0 && calendar.appointments.length === 0 ? (
        <p className="admin-empty">{t.empty}</p>
      ) : null}
      {calendar && shownCounsellors.length > 0 ? (
        phone ? (
          <CalendarDayList calendar={calendar} dates={dates} onOpen={setOpen} />
        ) : (
          <CalendarGrid
            calendar={calendar}
            view={view}
            dates={dates}
            counsellors={shownCounsellors}
            label={t.gridLabel(label)}
            onOpen={setOpen}
          />
        )
      ) : null}
      {open ? (
        <AppointmentPanel
          appointment={open}
          onClose={() => setOpen(null)}
          onMove={() => {
            setMoving(open);
            setOpen(null);
          }}
          onCancel={() => {
            setCancelling(open);
            setOpen(null);
          }}
          onMarked={(_appointment, message) => {
            setOpen(null);
            told(message);
          }}
        />
      ) : null}
      {moving ? (
        <MoveDialog
          appointment={moving}
          onClose={() => setMoving(null)}
          onMoved={(appointment) => {
            setMoving(null);
            go({ date: seoulDateOf(appointment.start) });
            told(t.move.done);
          }}
        />
      ) : null}
      {cancelling ? (
        <ReasonConfirmDialog
          className="calendar-cancel"
          title={t.cancel.title}
          lead={
            <>
              <p className="admin-panel__lead">
                {t.cancel.lead(
                  `${cancelling.childName} · ${cancelling.typeName} (${timeSpan(cancelling.start, cancelling.end)})`,
                )}
              </p>
              {cancelling.depositStatus === 'PAID' && isOwner ? (
                <label className="admin-choice calendar-cancel__refund">
                  <input
                    type="checkbox"
                    checked={refundDeposit}
                    onChange={(event) => setRefundDeposit(event.target.checked)}
                  />
                  <span>
                    {t.cancel.refund(formatWon(cancelling.deposit))}
                    <small className="calendar-cancel__hint">{t.cancel.refundHint}</small>
                  </span>
                </label>
              ) : cancelling.depositStatus === 'PAID' ? (
                <p className="admin-panel__lead">
                  {t.cancel.staffKeeps(formatWon(cancelling.deposit))}
                </p>
              ) : null}
            </>
          }
          copy={t.cancel}
          maxLength={200}
          check={(text) => {
            const reason = text.trim();
            if (!reason) return { reason: null, error: t.cancel.required };
            if (reason.length > 200) return { reason: null, error: t.cancel.tooLong };
            return { reason, error: null };
          }}
          onConfirm={async (reason) => {
            const paid = cancelling.depositStatus === 'PAID';
            const refund = paid && isOwner && refundDeposit;
            await cancel({
              id: cancelling.id,
              reason,
              ...(paid ? { refundDeposit: refund } : {}),
            }).unwrap();
            setCancelling(null);
            setRefundDeposit(false);
            told(refund ? t.cancel.refunded : t.cancel.done);
          }}
          onClose={() => setCancelling(null)}
        />
      ) : null}
      {booking ? (
        <BookingDialog
          initialDate={date}
          initialCounsellor={
            calendar?.ownCounsellorId ?? (counsellor === 'all' ? null : Number(counsellor))
          }
          onClose={() => setBooking(false)}
          onBooked={(appointment, message) => {
            setBooking(false);
            go({ date: seoulDateOf(appointment.start) });
            told(message);
          }}
        />
      ) : null}
    </div>
  );
}

export default AdminCalendarPage;
