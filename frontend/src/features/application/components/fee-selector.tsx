import { useEffect } from 'react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koApplication } from '@/copy/ko-application';
import { formatWon } from '@/lib/format';
import { useGetLectureFeesQuery } from '../api';
import type { LectureFee } from '../types';
import { FormSection } from './form-section';

const copy = koApplication.fees;

type FeeSelectorProps = {
  lectureId: number;
  selected: readonly ChosenFee[];
  /** The new selection and its total (spec §5: each fee adds or subtracts its amount). */
  onChange: (selected: LectureFee[], total: number) => void;
  error?: string;
  /** The first checkbox that can be ticked: where the focus goes when the section has an error. */
  firstInputRef?: Ref<HTMLInputElement>;
  sectionRef?: Ref<HTMLFieldSetElement>;
  /**
   * `apply` (the application form): a full course cannot be ticked. `waitlist` (대기 신청): only
   * a full course can, and no total is shown.
   */
  mode?: 'apply' | 'waitlist';
  /** Courses an answer of the server said are full (state -2), beyond what the fee read said. */
  fullIds?: ReadonlySet<number>;
  legend?: string;
  hint?: string;
};

/** What the form keeps of a chosen course (a fee row, or the course of a waiting-list offer). */
export type ChosenFee = Pick<LectureFee, 'id' | 'fee_type' | 'amount'>;

export function sumFees(fees: readonly ChosenFee[]): number {
  return fees.reduce((sum, fee) => sum + fee.amount, 0);
}

/** No free seat in the course (seats_left 0), or the server said so when applying. */
export function isFullFee(fee: LectureFee, fullIds?: ReadonlySet<number>): boolean {
  return fee.seats_left === 0 || (fullIds?.has(fee.id) ?? false);
}

/**
 * Spec §2, section 1: the lecture's fees as checkboxes with their amounts, their seats (잔여 N석 /
 * 정원 마감) and a running total.
 */
export function FeeSelector({
  lectureId,
  selected,
  onChange,
  error,
  firstInputRef,
  sectionRef,
  mode = 'apply',
  fullIds,
  legend = copy.legend,
  hint = copy.hint,
}: FeeSelectorProps) {
  const fees = useGetLectureFeesQuery(lectureId, { refetchOnMountOrArgChange: true });
  const selectedIds = new Set(selected.map((fee) => fee.id));
  const errorId = 'fees-error';
  const waitlist = mode === 'waitlist';

  // A selection made before these fees were read (a draft kept through a reload, issue 35) is
  // taken as the server answers it now: a course since removed drops out, a repriced one shows
  // its new amount, so the total and the button never say an old price.
  const served = fees.data;
  useEffect(() => {
    if (!served || selected.length === 0) return;
    const current = served.filter((fee) => selectedIds.has(fee.id));
    const same =
      current.length === selected.length &&
      current.every((fee, index) => {
        const chosen = selected[index];
        return (
          chosen.id === fee.id && chosen.amount === fee.amount && chosen.fee_type === fee.fee_type
        );
      });
    if (!same && mode === 'apply') onChange(current, sumFees(current));
    // Only when the fees arrive or change: the selection's own changes come through toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [served]);

  const toggle = (fee: LectureFee, checked: boolean) => {
    const all = fees.data ?? [];
    // Keep the server's order, whatever order the boxes were ticked in.
    const next = all.filter((item) => (item.id === fee.id ? checked : selectedIds.has(item.id)));
    onChange(next, sumFees(next));
  };

  const isDisabled = (fee: LectureFee) => isFullFee(fee, fullIds) !== waitlist;
  const noteOf = (fee: LectureFee) => {
    if (isFullFee(fee, fullIds)) return copy.full;
    if (waitlist) return copy.available;
    return typeof fee.seats_left === 'number' ? copy.seatsLeft(fee.seats_left) : null;
  };

  let body;
  if (fees.isLoading) {
    body = <Loading />;
  } else if (fees.isError || !fees.data) {
    body = <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage>;
  } else if (fees.data.length === 0) {
    body = <StatusMessage>{copy.empty}</StatusMessage>;
  } else {
    const firstEnabled = fees.data.find((fee) => !isDisabled(fee));
    body = (
      <ul className="choice-list">
        {fees.data.map((fee) => {
          const disabled = isDisabled(fee);
          const note = noteOf(fee);
          const noteId = `fee-${fee.id}-note`;
          const full = isFullFee(fee, fullIds);
          return (
            <li key={fee.id}>
              <label className={`choice fee-choice${disabled ? ' choice--disabled' : ''}`}>
                <input
                  ref={fee === firstEnabled ? firstInputRef : undefined}
                  type="checkbox"
                  className="choice__input"
                  checked={!disabled && selectedIds.has(fee.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(fee, event.target.checked)}
                  aria-invalid={error && !disabled ? true : undefined}
                  aria-describedby={
                    [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
                    undefined
                  }
                />
                <span className="fee-choice__name">{fee.fee_type}</span>
                <span className="fee-choice__amount">{formatWon(fee.amount)}</span>
                {note ? (
                  <span id={noteId} className={`fee-choice__seats${full ? ' is-full' : ''}`}>
                    {note}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  const anyFull = !waitlist && (fees.data ?? []).some((fee) => isFullFee(fee, fullIds));

  return (
    <FormSection
      title={legend}
      sectionRef={sectionRef}
      describedBy={error ? `fees-hint ${errorId}` : 'fees-hint'}
    >
      <p id="fees-hint" className="field__hint">
        {hint}
      </p>
      {body}
      {anyFull ? (
        <p className="fee-waitlist">
          {copy.waitlistHint} <Link to={paths.waitlist(lectureId)}>{copy.waitlistLink}</Link>
        </p>
      ) : null}
      {waitlist ? null : (
        <p className="fee-total" aria-live="polite" aria-atomic="true">
          {copy.total(formatWon(sumFees(selected)))}
        </p>
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
