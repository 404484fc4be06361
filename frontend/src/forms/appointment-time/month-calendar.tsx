import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { koBooking } from '@/copy/ko-booking';
import {
  WEEKDAY_SHORT,
  addMonths,
  dayLabel,
  monthGrid,
  monthTitle,
  nextFocus,
  type CalendarKey,
} from './calendar';

const KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * A month of days as a grid (WAI-ARIA's date picker grid): the days that have time are buttons a
 * family can choose, the rest are shown disabled; today is marked; one day is in the tab order
 * and the arrow keys, Home and End move among the days with time. 이전 달 and 다음 달 page within
 * `first`..`last`.
 */
export function MonthCalendar({
  month,
  first,
  last,
  today,
  available,
  selected,
  loading,
  onMonth,
  onSelect,
}: {
  month: string;
  first: string;
  last: string;
  today: string;
  /** The days of `month` that have time. */
  available: readonly string[];
  selected: string | null;
  loading: boolean;
  onMonth: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  const t = koBooking.calendar;
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const open = new Set(available);
  // The day in the tab order: the chosen one, else the first with time.
  const tabbable = selected && open.has(selected) ? selected : (available[0] ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const next = nextFocus(available, date, event.key as CalendarKey);
    if (!next) return;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
  };

  return (
    <div className="month-calendar">
      <div className="month-calendar__bar">
        <Button
          variant="secondary"
          onClick={() => onMonth(addMonths(month, -1))}
          disabled={month <= first}
          aria-label={t.previous}
        >
          ‹
        </Button>
        <p id={titleId} className="month-calendar__title" aria-live="polite">
          {monthTitle(month)}
        </p>
        <Button
          variant="secondary"
          onClick={() => onMonth(addMonths(month, 1))}
          disabled={month >= last}
          aria-label={t.next}
        >
          ›
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        className="month-calendar__grid"
        aria-labelledby={titleId}
        aria-busy={loading}
      >
        <thead>
          <tr>
            {WEEKDAY_SHORT.map((day) => (
              <th key={day} scope="col" abbr={`${day}요일`}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className="month-calendar__day"
                      aria-label={dayLabel(date, {
                        available: open.has(date),
                        today: date === today,
                        selected: date === selected,
                      })}
                      aria-pressed={open.has(date) ? date === selected : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      disabled={!open.has(date)}
                      tabIndex={date === tabbable ? 0 : -1}
                      onClick={() => onSelect(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {loading ? (
        <p className="month-calendar__note" role="status">
          {t.loading}
        </p>
      ) : available.length === 0 ? (
        <p className="month-calendar__note" role="status">
          {month < last ? t.noneThisMonthTryNext : t.noneThisMonth}
        </p>
      ) : null}
    </div>
  );
}
