import { useCallback, useId, useState } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import type { ColumnChoice } from '../column-choice';
import { usePopupPlacement } from '../use-popup-placement';
import '../admin-lists.css';

const t = koAdmin.columnChoice;

/**
 * 열 선택: a disclosure (a native <details>: its summary is a button that says whether it is
 * open) with a checkbox per optional column of a table; a change applies at once and is kept in
 * this browser (useColumnChoice). The essential columns (the name and 관리) are not offered: the
 * hint says they always show. The panel floats under the button (usePopupPlacement, so a table
 * region does not clip it); Escape closes it and gives the focus back to the button, and so
 * does nothing else: a press outside closes it where that press put the focus.
 */
export function ColumnChooser<K extends string>({
  columns,
  choice,
}: {
  columns: readonly { key: K; label: string }[];
  choice: ColumnChoice<K>;
}) {
  const hintId = useId();
  const [open, setOpen] = useState(false);
  // The <details> element's own state follows: its toggle event sets `open`.
  const closeOutside = useCallback(() => setOpen(false), []);
  const {
    anchor: summaryRef,
    popup: panelRef,
    box: detailsRef,
  } = usePopupPlacement<HTMLElement, HTMLFieldSetElement, HTMLDetailsElement>(open, closeOutside);

  return (
    <details
      ref={detailsRef}
      className="admin-columns"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        summaryRef.current?.focus();
      }}
    >
      <summary ref={summaryRef} className="btn btn--secondary btn--small admin-columns__summary">
        {t.button}
        <span className="admin-row-menu__icon" aria-hidden="true">
          ▾
        </span>
      </summary>
      <fieldset ref={panelRef} className="admin-columns__panel" aria-describedby={hintId}>
        <legend className="admin-columns__legend">{t.legend}</legend>
        <p id={hintId} className="admin-columns__hint">
          {t.always}
        </p>
        <ul className="admin-columns__list">
          {columns.map((column) => (
            <li key={column.key}>
              <label className="admin-columns__option">
                <input
                  type="checkbox"
                  checked={choice.shows(column.key)}
                  onChange={(event) => choice.setShown(column.key, event.target.checked)}
                />
                {column.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
