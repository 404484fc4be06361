import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { LECTURE_SESSIONS_ID } from '../lecture-form/field-ids';
import { sessionProblem } from '../lecture-form/lecture-form';
import type { SessionRow } from '../lecture-form/lecture-form';

/** The id of a session row's date input: focused when the row is added or refused. */
export const sessionDayInputId = (key: string) => `session-day-${key}`;

type LectureSessionFieldsProps = {
  sessions: SessionRow[];
  /** The form's or the server's message about the sessions; the rows it is about are marked. */
  error?: string;
  onChange: (key: string, patch: Partial<SessionRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** A session's start or end, in five-minute steps. */
function TimeInput({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: Invalid;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="time"
      className="field__input"
      aria-label={label}
      {...invalid}
      step={300}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** What a refused input says: invalid, and which message is about it. */
type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * 일정: one row per meeting, a date and its start and end on the centre's clock (the browser's
 * own date and time pickers), with 일정 추가 under the list and 삭제 on each row. With an error,
 * the message is under the list and each input of a refused row that is empty or wrong says
 * aria-invalid and names the message.
 */
export function LectureSessionFields({
  sessions,
  error,
  onChange,
  onAdd,
  onRemove,
}: LectureSessionFieldsProps) {
  const t = koAdmin.form;
  const hintId = useId();
  const errorId = `${LECTURE_SESSIONS_ID}-error`;
  const marked = (wrong: boolean | undefined): Invalid =>
    error && wrong ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset
      id={LECTURE_SESSIONS_ID}
      className="admin-fieldset"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="field__label">{t.sessions}</legend>
      <p id={hintId} className="field__hint">
        {t.sessionsHint}
      </p>
      {sessions.length === 0 ? <p className="field__hint">{t.noSessions}</p> : null}
      <ol className="admin-session-list">
        {sessions.map((row, index) => {
          const problem = error ? sessionProblem(row) : null;
          return (
            <li key={row.key} className="admin-session-row">
              <span className="admin-session-row__number" aria-hidden="true">
                {t.sessionNumber(index + 1)}
              </span>
              <input
                id={sessionDayInputId(row.key)}
                type="date"
                className="field__input"
                aria-label={t.sessionDay(index + 1)}
                {...marked(problem?.day)}
                value={row.day}
                onChange={(event) => onChange(row.key, { day: event.target.value })}
              />
              <TimeInput
                label={t.sessionStart(index + 1)}
                invalid={marked(problem?.start)}
                value={row.start}
                onChange={(start) => onChange(row.key, { start })}
              />
              <span aria-hidden="true">{t.periodSeparator}</span>
              <TimeInput
                label={t.sessionEnd(index + 1)}
                invalid={marked(problem?.end)}
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
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" className="btn--small" onClick={onAdd}>
        {t.addSession}
      </Button>
    </fieldset>
  );
}
