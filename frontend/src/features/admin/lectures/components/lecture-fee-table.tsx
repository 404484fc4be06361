import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { LECTURE_FEES_ID } from '../lecture-form/field-ids';
import { amountInput, capacityInput, feeCapacityInvalid } from '../lecture-form/lecture-form';
import type { FeeRow } from '../lecture-form/lecture-form';

/** The id of a fee row's name input, which takes focus when a row is added or removed. */
export const feeTypeInputId = (key: string) => `fee-type-${key}`;

/** The id of a fee row's capacity input, focused when its capacity is refused. */
export const feeCapacityInputId = (key: string) => `fee-capacity-${key}`;

type LectureFeeTableProps = {
  fees: FeeRow[];
  /** The form's or the server's message about the fees; a refused 정원 is marked in its row. */
  error?: string;
  onChange: (key: string, patch: Partial<FeeRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * The lecture form's fee rows: name, amount and 정원 (empty: 제한 없음) each; + on the first row,
 * − on the others. With an error, the message is under the table, which it describes, and each
 * 정원 the form refuses says aria-invalid and names it.
 */
export function LectureFeeTable({ fees, error, onChange, onAdd, onRemove }: LectureFeeTableProps) {
  const t = koAdmin.form;
  const captionId = useId();
  const errorId = `${LECTURE_FEES_ID}-error`;
  return (
    <fieldset
      id={LECTURE_FEES_ID}
      className="admin-fieldset"
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={captionId} className="field__label">
        {t.feeTable}
      </legend>
      <div className="admin-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="admin-table admin-fee-table">
          <thead>
            <tr>
              <th scope="col">{t.feeType}</th>
              <th scope="col" className="admin-fee-table__amount">
                {t.feeAmount}
              </th>
              <th scope="col" className="admin-fee-table__capacity">
                {t.feeCapacity}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t.feeRowActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fees.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <input
                    id={feeTypeInputId(row.key)}
                    className="field__input"
                    aria-label={t.feeTypeLabel(index + 1)}
                    value={row.fee_type}
                    autoComplete="off"
                    onChange={(event) => onChange(row.key, { fee_type: event.target.value })}
                  />
                </td>
                <td className="admin-fee-table__amount">
                  <input
                    className="field__input admin-num"
                    aria-label={t.feeAmountLabel(index + 1)}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    value={row.amount}
                    onChange={(event) =>
                      onChange(row.key, { amount: amountInput(event.target.value) })
                    }
                  />
                </td>
                <td className="admin-fee-table__capacity">
                  <input
                    id={feeCapacityInputId(row.key)}
                    className="field__input admin-num"
                    aria-label={t.feeCapacityLabel(index + 1)}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    placeholder={t.unlimited}
                    {...(error && feeCapacityInvalid(row)
                      ? { 'aria-invalid': true, 'aria-describedby': errorId }
                      : {})}
                    value={row.capacity ?? ''}
                    onChange={(event) =>
                      onChange(row.key, { capacity: capacityInput(event.target.value) })
                    }
                  />
                </td>
                <td>
                  {index === 0 ? (
                    <Button
                      variant="secondary"
                      className="admin-icon-button"
                      aria-label={t.addFee}
                      onClick={onAdd}
                    >
                      <span aria-hidden="true">+</span>
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      className="admin-icon-button"
                      aria-label={t.removeFee(index + 1)}
                      onClick={() => onRemove(index)}
                    >
                      <span aria-hidden="true">−</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
