import { koAdmin } from '@/copy/ko-admin';
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
};

/** A start and end date under one legend (the lecture form's registration and lecture periods). */
export function PeriodFields({
  legend,
  startId,
  endId,
  startLabel,
  endLabel,
  start,
  end,
}: PeriodFieldsProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="admin-period">
        <TextField id={startId} label={startLabel} type="date" {...start} aria-required="true" />
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
    </fieldset>
  );
}
