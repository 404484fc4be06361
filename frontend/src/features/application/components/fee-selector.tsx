import type { Ref } from 'react';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { koApplication } from '@/copy/ko-payments';
import { formatWon } from '@/lib/format';
import { useGetLectureFeesQuery } from '../api';
import type { LectureFee } from '../types';
import { FormSection } from './form-section';

const copy = koApplication.fees;

type FeeSelectorProps = {
  lectureId: number;
  selected: readonly LectureFee[];
  /** The new selection and its total (spec §5: each fee adds or subtracts its amount). */
  onChange: (selected: LectureFee[], total: number) => void;
  error?: string;
  /** The first checkbox: where the focus goes when the section has an error. */
  firstInputRef?: Ref<HTMLInputElement>;
  sectionRef?: Ref<HTMLFieldSetElement>;
};

export function sumFees(fees: readonly LectureFee[]): number {
  return fees.reduce((sum, fee) => sum + fee.amount, 0);
}

/** Spec §2, section 1: the lecture's fees as checkboxes with their amounts and a running total. */
export function FeeSelector({
  lectureId,
  selected,
  onChange,
  error,
  firstInputRef,
  sectionRef,
}: FeeSelectorProps) {
  const fees = useGetLectureFeesQuery(lectureId);
  const selectedIds = new Set(selected.map((fee) => fee.id));
  const errorId = 'fees-error';

  const toggle = (fee: LectureFee, checked: boolean) => {
    const all = fees.data ?? [];
    // Keep the server's order, whatever order the boxes were ticked in.
    const next = all.filter((item) => (item.id === fee.id ? checked : selectedIds.has(item.id)));
    onChange(next, sumFees(next));
  };

  let body;
  if (fees.isLoading) {
    body = <Loading />;
  } else if (fees.isError || !fees.data) {
    body = <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage>;
  } else if (fees.data.length === 0) {
    body = <StatusMessage>{copy.empty}</StatusMessage>;
  } else {
    body = (
      <ul className="choice-list">
        {fees.data.map((fee, index) => (
          <li key={fee.id}>
            <label className="choice fee-choice">
              <input
                ref={index === 0 ? firstInputRef : undefined}
                type="checkbox"
                className="choice__input"
                checked={selectedIds.has(fee.id)}
                onChange={(event) => toggle(fee, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <span className="fee-choice__name">{fee.fee_type}</span>
              <span className="fee-choice__amount">{formatWon(fee.amount)}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <FormSection
      title={copy.legend}
      sectionRef={sectionRef}
      describedBy={error ? `fees-hint ${errorId}` : 'fees-hint'}
    >
      <p id="fees-hint" className="field__hint">
        {copy.hint}
      </p>
      {body}
      <p className="fee-total" aria-live="polite" aria-atomic="true">
        {copy.total(formatWon(sumFees(selected)))}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
