import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import type { SessionRow } from '../lecture-form/lecture-form';

/** The id of a session row's date input: focused when the row is added or refused. */
export const sessionDayInputId = (key: string) => `session-day-${key}`;

type LectureSessionFieldsProps = {
  sessions: SessionRow[];
  onChange: (key: string, patch: Partial<SessionRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** A session's start or end, in five-minute steps. */
function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="time"
      className="field__input"
      aria-label={label}
      step={300}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * 일정: one row per meeting, a date and its start and end on the centre's clock (the browser's
 * own date and time pickers), with 일정 추가 under the list and 삭제 on each row. A refused row
 * is said by the form's alert, which then focuses its date.
 */
export function LectureSessionFields({
  sessions,
  onChange,
  onAdd,
  onRemove,
}: LectureSessionFieldsProps) {
  const t = koAdmin.form;
  const hintId = useId();
  return (
    <fieldset className="admin-fieldset" aria-describedby={hintId}>
      <legend className="field__label">{t.sessions}</legend>
      <p id={hintId} className="field__hint">
        {t.sessionsHint}
      </p>
      {sessions.length === 0 ? <p className="field__hint">{t.noSessions}</p> : null}
      <ol className="admin-session-list">
        {sessions.map((row, index) => (
          <li key={row.key} className="admin-session-row">
            <span className="admin-session-row__number" aria-hidden="true">
              {t.sessionNumber(index + 1)}
            </span>
            <input
              id={sessionDayInputId(row.key)}
              type="date"
              className="field__input"
              aria-label={t.sessionDay(index + 1)}
              value={row.day}
              onChange={(event) => onChange(row.key, { day: event.target.value })}
            />
            <TimeInput
              label={t.sessionStart(index + 1)}
              value={row.start}
              onChange={(start) => onChange(row.key, { start })}
            />
            <span aria-hidden="true">{t.periodSeparator}</span>
            <TimeInput
              label={t.sessionEnd(index + 1)}
              value={row.end}
              onChange={(end) => onChange(row.key, { end })}
            />
            <Button
              variant="secondary"
              className="admin-icon-button"
              aria-label={t.removeSession(index + 1)}
              onClick={() => onRemove(index)}
            >
              <span aria-hidden="true">−</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="btn--small" onClick={onAdd}>
        {t.addSession}
      </Button>
    </fieldset>
  );
}
