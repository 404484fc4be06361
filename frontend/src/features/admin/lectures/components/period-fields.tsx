import { koAdmin } from '@/copy/ko-admin';
import { describedBy } from '@/forms/field-notes';
import { TextField } from '@/forms/text-field';
import type { FieldBinding } from '@/forms/use-form';

type PeriodFieldsProps = {
  legend: string;
  startId: string;
  endId: string;
  startLabel: string;
  endLabel: string;
  /** The two dates as the form binds them (useForm's `field()`). */
  start: FieldBinding;
  end: FieldBinding;
  /** A time beside the start date (접수 시작 시각), with a hint under the period. */
  startTime?: { id: string; label: string; hint: string; field: FieldBinding };
};

/**
 * A start and end date under one legend (the lecture form's registration and lecture periods),
 * the start date with its time when the period opens at one.
 */
export function PeriodFields({
  legend,
  startId,
  endId,
  startLabel,
  endLabel,
  start,
  end,
  startTime,
}: PeriodFieldsProps) {
  const startDate = (
    <TextField id={startId} label={startLabel} type="date" {...start} aria-required="true" />
  );
  const hintId = startTime ? `${startTime.id}-hint` : undefined;
  return (
    <fieldset className="admin-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="admin-period">
        {startTime ? (
          <div className="admin-period__start">
            {startDate}
            <TextField
              id={startTime.id}
              label={startTime.label}
              type="time"
              step={300}
              {...startTime.field}
              // Its hint sits under the whole period; its error, if any, under it.
              aria-describedby={describedBy(startTime.id, startTime.hint, startTime.field.error)}
            />
          </div>
        ) : (
          startDate
        )}
        <span className="admin-period__sep" aria-hidden="true">
          {koAdmin.form.periodSeparator}
        </span>
        <TextField
          id={endId}
          label={endLabel}
          type="date"
          {...end}
          min={start.value || undefined}
          aria-required="true"
        />
      </div>
      {startTime ? (
        <p id={hintId} className="field__hint">
          {startTime.hint}
        </p>
      ) : null}
    </fieldset>
  );
}
