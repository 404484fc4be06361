import { useCallback, useLayoutEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { usePopupPlacement } from '../use-popup-placement';
import '../admin-lists.css';

export interface RowMenuItem {
  key: string;
  /** What the item says. */
  text: string;
  /** Its accessible name when the words alone do not say whose row it acts on. */
  label?: string;
  /** It opens a dialog (aria-haspopup="dialog"). */
  opensDialog?: boolean;
  /** A destructive action: drawn in the danger colour. */
  danger?: boolean;
  onSelect: () => void;
}

type Focus = 'first' | 'last';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A row's actions behind one button (the WAI-ARIA menu button pattern): the button says
 * aria-haspopup="menu" and aria-expanded; Enter, Space, a click or ArrowDown open the menu on
 * its first item, ArrowUp on its last; in the menu the arrow keys, Home and End move, Escape
 * closes it and gives the focus back to the button, Tab closes it and moves on from the button. Choosing an item
 * closes the menu and puts the focus on the button before the item acts, so a dialog the item
 * opens gives the focus back to the button when it closes.
 *
 * The menu is fixed to the window under the button (usePopupPlacement), so a table region that
 * scrolls sideways does not clip it; a press outside closes it.
 */
export function RowMenu({
  id,
  text,
  label,
  items,
}: {
  /** The button's id: what a panel that closes gives the focus back to. */
  id: string;
  text: string;
  label: string;
  items: readonly RowMenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>('first');
  const closeOutside = useCallback(() => setOpen(false), []);
  const {
    anchor: buttonRef,
    popup: menuRef,
    box: boxRef,
  } = usePopupPlacement<HTMLButtonElement, HTMLDivElement, HTMLDivElement>(open, closeOutside);
  const menuId = `${id}-menu`;

  const show = (focus: Focus) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Opened (and placed): the focus on the first or the last item.
  useLayoutEffect(() => {
    if (!open) return;
    const found = itemsOf(menuRef.current);
    (focusOnOpen === 'last' ? found.at(-1) : found[0])?.focus();
  }, [open, focusOnOpen, menuRef]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const found = itemsOf(menuRef.current);
    const at = found.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      found[(index + found.length) % found.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(-1);
        break;
      case 'Escape':
        // Not the Escape of a dialog around the table, nor anything else's.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // Back on the button first, so that the browser's Tab moves on from the row's place
        // in the page (Shift+Tab: to what comes before the button).
        close(true);
        break;
      default:
        break;
    }
  };

  return (
    <div
      ref={boxRef}
      className="admin-row-menu"
      onBlur={(event) => {
        // The focus went somewhere else on the page (not nowhere: Safari's click on an item).
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="btn btn--secondary btn--small admin-row-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(true) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {text}
        <span className="admin-row-menu__icon" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={id}
          className="admin-row-menu__menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`admin-row-menu__item${item.danger ? ' admin-row-menu__item--danger' : ''}`}
              aria-label={item.label}
              aria-haspopup={item.opensDialog ? 'dialog' : undefined}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
