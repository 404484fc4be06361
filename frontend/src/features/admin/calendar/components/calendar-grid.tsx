import type { CSSProperties } from 'react';
import { APPOINTMENT_STATUS_LABELS } from '@shared/booking';
import { koAdminCalendar as t } from '@/copy/ko-admin-calendar';
import type { Calendar, CalendarAppointment, CalendarCounsellor } from '../api';
import {
  clockOf,
  dayLabel,
  minutesOfClock,
  seoulDateOf,
  seoulMinutesOf,
  timeSpan,
  type CalendarView,
} from '../calendar-dates';

/** One column of the grid: a day of one counsellor, or a day of every counsellor (lanes). */
interface Column {
  key: string;
  date: string;
  counsellor: CalendarCounsellor | null;
}

/** Pixels per minute: an hour is 64 px, a 50-minute session 53 px, two lines of text. */
const PX = 64 / 60;

/**
 * An appointment's status as the back office says it: a time the desk holds for a family who pays
 * by link is 예약금 결제 대기, not the family's own 예약 진행 중.
 */
export function statusWord(
  appointment: Pick<CalendarAppointment, 'status' | 'depositStatus'>,
): string {
  if (appointment.status === 'HELD' && appointment.depositStatus === 'DUE')
    return t.panel.awaitingDeposit;
  const labels: Record<string, string> = APPOINTMENT_STATUS_LABELS;
  return labels[appointment.status] ?? appointment.status;
}

/** The columns a view shows: per counsellor on a day, per day for one counsellor or all. */
export function columnsOf(
  view: CalendarView,
  dates: string[],
  counsellors: CalendarCounsellor[],
): Column[] {
  if (view === 'day') {
    return counsellors.map((counsellor) => ({
      key: `${dates[0]}-${counsellor.id}`,
      date: dates[0],
      counsellor,
    }));
  }
  const only = counsellors.length === 1 ? counsellors[0] : null;
  return dates.map((date) => ({ key: date, date, counsellor: only }));
}

/** The hours the grid shows: 9 to 18 at least, widened to every window and appointment. */
function hoursOf(calendar: Calendar): { first: number; last: number } {
  let first = 9 * 60;
  let last = 18 * 60;
  for (const counsellor of calendar.counsellors) {
    for (const window of counsellor.windows) {
      first = Math.min(first, minutesOfClock(window.start));
      last = Math.max(last, minutesOfClock(window.end));
    }
  }
  for (const appointment of calendar.appointments) {
    first = Math.min(first, seoulMinutesOf(appointment.start));
    const end = seoulMinutesOf(appointment.end);
    last = Math.max(last, end === 0 ? 24 * 60 : end);
  }
  return { first: Math.floor(first / 60) * 60, last: Math.min(24 * 60, Math.ceil(last / 60) * 60) };
}

/**
 * The desktop grid (issue 37): a time axis and a column per counsellor (a day) or per day (a
 * week); working windows shaded, time off and closed days said, each appointment a button
 * placed at its time that opens its panel. Today's column says 오늘.
 */
export function CalendarGrid({
  calendar,
  view,
  dates,
  counsellors,
  label,
  onOpen,
}: {
  calendar: Calendar;
  view: CalendarView;
  dates: string[];
  counsellors: CalendarCounsellor[];
  label: string;
  onOpen: (appointment: CalendarAppointment) => void;
}) {
  const columns = columnsOf(view, dates, counsellors);
  const { first, last } = hoursOf(calendar);
  const closed = new Map(calendar.closedDays.map((day) => [day.date, day.reason]));
  const lanes = new Map(counsellors.map((counsellor, index) => [counsellor.id, index]));
  const laneCount = Math.max(1, counsellors.length);
  const hours: number[] = [];
  for (let minute = first; minute < last; minute += 60) hours.push(minute);
  const height = (last - first) * PX;
  const top = (minute: number) => (minute - first) * PX;

  const inColumn = (column: Column) =>
    calendar.appointments.filter(
      (appointment) =>
        seoulDateOf(appointment.start) === column.date &&
        (column.counsellor === null || appointment.counsellorId === column.counsellor.id),
    );

  return (
    <section
      className="calendar-grid"
      aria-label={label}
      style={{ '--calendar-columns': columns.length } as CSSProperties}
    >
      <div className="calendar-grid__head">
        <div className="calendar-grid__corner" aria-hidden="true" />
        {columns.map((column) => {
          const isToday = column.date === calendar.today;
          return (
            <div
              key={column.key}
              className={`calendar-grid__colhead${isToday ? ' calendar-grid__colhead--today' : ''}`}
              aria-current={isToday ? 'date' : undefined}
            >
              <span className="calendar-grid__colname">
                {view === 'day' && column.counsellor
                  ? column.counsellor.name
                  : dayLabel(column.date)}
              </span>
              {isToday ? <span className="calendar-today">{t.todayMark}</span> : null}
              {closed.has(column.date) ? (
                <span className="calendar-grid__closed">{t.closed(closed.get(column.date)!)}</span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="calendar-grid__body" style={{ height }}>
        <div className="calendar-grid__axis" aria-hidden="true">
          {hours.map((minute) => (
            <span key={minute} className="calendar-grid__hour" style={{ top: top(minute) }}>
              {clockOf(minute)}
            </span>
          ))}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            className={`calendar-grid__col${closed.has(column.date) ? ' calendar-grid__col--closed' : ''}${column.date === calendar.today ? ' calendar-grid__col--today' : ''}`}
          >
            {hours.map((minute) => (
              <div
                key={minute}
                className="calendar-grid__line"
                style={{ top: top(minute) }}
                aria-hidden="true"
              />
            ))}
            {column.counsellor
              ? column.counsellor.windows
                  .filter((window) => window.date === column.date)
                  .map((window) => (
                    <div
                      key={`${window.start}-${window.end}`}
                      className="calendar-grid__window"
                      aria-hidden="true"
                      style={{
                        top: top(minutesOfClock(window.start)),
                        height: (minutesOfClock(window.end) - minutesOfClock(window.start)) * PX,
                      }}
                    />
                  ))
              : null}
            {column.counsellor
              ? column.counsellor.timeOff
                  .filter(
                    (off) =>
                      seoulDateOf(off.start) <= column.date && seoulDateOf(off.end) >= column.date,
                  )
                  .map((off) => {
                    const from =
                      seoulDateOf(off.start) === column.date ? seoulMinutesOf(off.start) : first;
                    const to =
                      seoulDateOf(off.end) === column.date ? seoulMinutesOf(off.end) : last;
                    const start = Math.max(first, from);
                    const end = Math.min(last, to);
                    if (end <= start) return null;
                    return (
                      <div
                        key={off.start}
                        className="calendar-grid__off"
                        style={{ top: top(start), height: (end - start) * PX }}
                      >
                        {t.timeOff(off.reason)}
                      </div>
                    );
                  })
              : null}
            {inColumn(column).map((appointment) => {
              const start = seoulMinutesOf(appointment.start);
              const end = seoulMinutesOf(appointment.end) || 24 * 60;
              const lane = column.counsellor ? 0 : (lanes.get(appointment.counsellorId) ?? 0);
              const lanesHere = column.counsellor ? 1 : laneCount;
              return (
                <button
                  key={appointment.id}
                  type="button"
                  className={`calendar-block calendar-block--${appointment.status.toLowerCase()}`}
                  style={{
                    top: top(start),
                    height: Math.max(24, (end - start) * PX - 2),
                    left: `calc(${(lane / lanesHere) * 100}% + 2px)`,
                    width: `calc(${100 / lanesHere}% - 4px)`,
                  }}
                  aria-label={t.blockLabel(
                    timeSpan(appointment.start, appointment.end),
                    appointment.childName,
                    appointment.typeName,
                    appointment.counsellorName,
                    statusWord(appointment),
                  )}
                  onClick={() => onOpen(appointment)}
                >
                  <span className="calendar-block__time">{clockOf(start)}</span>{' '}
                  <span className="calendar-block__name">{appointment.childName}</span>
                  <span className="calendar-block__detail">
                    {column.counsellor ? appointment.typeName : appointment.counsellorName}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * On a phone (issue 37): a list per day, today marked, each appointment a button that opens its
 * panel; no grid to scroll sideways.
 */
export function CalendarDayList({
  calendar,
  dates,
  onOpen,
}: {
  calendar: Calendar;
  dates: string[];
  onOpen: (appointment: CalendarAppointment) => void;
}) {
  const closed = new Map(calendar.closedDays.map((day) => [day.date, day.reason]));
  return (
    <div className="calendar-list">
      {dates.map((date) => {
        const mine = calendar.appointments.filter(
          (appointment) => seoulDateOf(appointment.start) === date,
        );
        const isToday = date === calendar.today;
        const headingId = `calendar-day-${date}`;
        return (
          <section
            key={date}
            className={`calendar-list__day${isToday ? ' calendar-list__day--today' : ''}`}
            aria-labelledby={headingId}
            aria-current={isToday ? 'date' : undefined}
          >
            <h2 id={headingId} className="calendar-list__title">
              {dayLabel(date)}
              {isToday ? <span className="calendar-today">{t.todayMark}</span> : null}
            </h2>
            {closed.has(date) ? (
              <p className="calendar-list__closed">{t.closed(closed.get(date)!)}</p>
            ) : null}
            {mine.length === 0 ? (
              <p className="calendar-list__empty">{t.emptyDay}</p>
            ) : (
              <ul className="calendar-list__items">
                {mine.map((appointment) => (
                  <li key={appointment.id}>
                    <button
                      type="button"
                      className={`calendar-list__item calendar-block--${appointment.status.toLowerCase()}`}
                      onClick={() => onOpen(appointment)}
                    >
                      <span className="calendar-list__time">
                        {timeSpan(appointment.start, appointment.end)}
                      </span>{' '}
                      <span className="calendar-list__name">
                        {appointment.childName} · {appointment.typeName}
                      </span>
                      {/* Read as one line: the spans are lines only to the eye. */}
                      <span className="visually-hidden"> · </span>
                      <span className="calendar-list__detail">
                        {appointment.counsellorName} · {statusWord(appointment)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
