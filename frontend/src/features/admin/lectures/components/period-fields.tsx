import type { ChangeEvent } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { TextField } from '@/forms/text-field';

type PeriodFieldsProps = {
  legend: string;
  startId: string;
  endId: string;
  startLabel: string;
  endLabel: string;
  start: string;
  end: string;
  onStart: (event: ChangeEvent<HTMLInputElement>) => void;
  onEnd: (event: ChangeEvent<HTMLInputElement>) => void;
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
  onStart,
  onEnd,
}: PeriodFieldsProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="admin-period">
        <TextField
          id={startId}
          label={startLabel}
          type="date"
          value={start}
          onChange={onStart}
          aria-required="true"
        />
        <span className="admin-period__sep" aria-hidden="true">
          {koAdmin.form.periodSeparator}
        </span>
        <TextField
          id={endId}
          label={endLabel}
          type="date"
          value={end}
          min={start || undefined}
          onChange={onEnd}
          aria-required="true"
        />
      </div>
    </fieldset>
  );
}
