import { koAdmin } from '@/copy/ko-admin';
import { TextField } from '@/forms/text-field';
import { LECTURE_CAPACITY_ID } from '../lecture-form/field-ids';
import { capacityInput } from '../lecture-form/lecture-form';

/** 총 정원: people over all the lecture's courses; digits only, empty for 제한 없음. */
export function LectureCapacityField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (capacity: string) => void;
}) {
  const t = koAdmin.form;
  return (
    <TextField
      id={LECTURE_CAPACITY_ID}
      label={t.capacity}
      hint={t.capacityHint}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      placeholder={t.unlimited}
      value={value}
      error={error}
      onChange={(event) => onChange(capacityInput(event.target.value))}
    />
  );
}
