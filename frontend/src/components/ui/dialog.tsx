import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SyntheticEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

type DialogProps = {
  /** The id of the dialog's title: its accessible name. */
  labelledBy: string;
  /** The id of what describes it, when something does. */
  describedBy?: string;
  /** 'alertdialog' for a question or a notice that needs an answer now. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** False while a request is under way: Escape then does nothing (the caller's 닫기 waits too). */
  dismissible?: boolean;
  /** Escape (or the platform's other close request) while dismissible. */
  onClose: () => void;
  /** Where the focus starts; without it, the browser's choice (the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  busy?: boolean;
  children: ReactNode;
};

/**
 * The one modal dialog of the app, mounted while open: a native <dialog> opened with
 * showModal(), so the page behind is inert and Escape is a close request; Tab cycles inside it;
 * the focus starts on `initialFocus` and goes back to where it was when the dialog goes away.
 * The open state stays with React: a close request only calls `onClose`.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role,
  className,
  dismissible = true,
  onClose,
  initialFocus,
  onKeyDown,
  busy,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read while rendering, before any effect inside the dialog moves the focus.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Both stable (a ref, the first render's element): once per opening.
  }, [initialFocus, returnTo]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Tab') return;
    // Keep Tab inside (the browser would otherwise move on to its own toolbar).
    const dialog = event.currentTarget;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    // The dialog itself or a title (tabIndex -1) before the first control also wraps backwards.
    const beforeFirst =
      active === dialog ||
      (active !== null &&
        (first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0);
    if (event.shiftKey && (active === first || beforeFirst)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
    >
      {children}
    </dialog>
  );
}
