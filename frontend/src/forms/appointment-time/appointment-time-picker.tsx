import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage } from '@/lib/api-error';
import { useBookingDaysQuery, useBookingSlotsQuery, type BookingSlot } from './api';
import { koreanClock, monthOf, monthRange, seoulDate } from './calendar';
import { MonthCalendar } from './month-calendar';

/**
 * A day and a time of one appointment type with a counsellor (or `any`): the month calendar of
 * the days that have time, then that day's start times as buttons. The booking page and 내 정보's
 * 시간 변경 share it; the parent keeps the chosen day and start.
 */
export function AppointmentTimePicker({
  typeId,
  counsellor,
  maxAheadDays,
  date,
  start,
  onDate,
  onTime,
  headingLevel = 2,
  idPrefix,
}: {
  typeId: number;
  counsellor: string;
  /** How far ahead the type books (days); unknown: a year, the months without time say so. */
  maxAheadDays?: number;
  date: string | null;
  start: string | null;
  onDate: (date: string) => void;
  onTime: (slot: BookingSlot) => void;
  headingLevel?: 2 | 3 | 4;
  idPrefix: string;
}) {
  const t = koBooking.calendar;
  const [today] = useState(() => seoulDate());
  const range = monthRange(today, maxAheadDays ?? 365);
  const [month, setMonth] = useState(() => (date ? monthOf(date) : range.first));
  // A day chosen from outside (a nearest time offered) shows its month (adjusted while
  // rendering, React's way for state that follows a prop).
  const [shownDate, setShownDate] = useState(date);
  if (date !== shownDate) {
    setShownDate(date);
    if (date) setMonth(monthOf(date));
  }
  const days = useBookingDaysQuery(
    { typeId, month, counsellor },
    { refetchOnMountOrArgChange: 30 },
  );
  const slots = useBookingSlotsQuery(
    { typeId, date: date ?? '', counsellor },
    { skip: !date, refetchOnMountOrArgChange: true },
  );
  const available = days.data?.month === month ? days.data.days.map((day) => day.date) : [];
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];

  return (
    <div className="appointment-time">
      <section aria-labelledby={`${idPrefix}-day`} className="appointment-time__step">
        <Heading id={`${idPrefix}-day`} className="form-section__title">
          {t.dayHeading}
        </Heading>
        {days.isError ? (
          <div>
            <StatusMessage tone="error">{`${t.daysFailed} ${errorMessage(days.error)}`}</StatusMessage>
            <Button variant="secondary" onClick={() => void days.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : null}
        <MonthCalendar
          month={month}
          first={range.first}
          last={range.last}
          today={today}
          available={available}
          selected={date}
          loading={days.isFetching}
          onMonth={setMonth}
          onSelect={onDate}
        />
      </section>
      {date ? (
        <section
          aria-labelledby={`${idPrefix}-time`}
          className="appointment-time__step"
          aria-busy={slots.isFetching}
        >
          <Heading id={`${idPrefix}-time`} className="form-section__title">
            {t.timeHeading(date)}
          </Heading>
          {slots.isFetching ? (
            <p role="status">{t.timesLoading}</p>
          ) : slots.isError ? (
            <div>
              <StatusMessage tone="error">{`${t.timesFailed} ${errorMessage(slots.error)}`}</StatusMessage>
              <Button variant="secondary" onClick={() => void slots.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : slots.data && slots.data.slots.length === 0 ? (
            <p role="status">{t.noTimes}</p>
          ) : (
            <ul className="appointment-time__slots">
              {slots.data?.slots.map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    className="appointment-time__slot"
                    aria-pressed={slot.start === start}
                    onClick={() => onTime(slot)}
                  >
                    {koreanClock(slot.time)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
