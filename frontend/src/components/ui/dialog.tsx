import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

type DialogProps = {
  /** The id of the dialog's title: its accessible name. */
  labelledBy: string;
  /** The id of what describes it, when something does. */
  describedBy?: string;
  /** 'alertdialog' for a question or a notice that needs an answer now (a <dialog> is a dialog). */
  role?: 'alertdialog';
  className?: string;
  /** False while a request is under way: Escape then does nothing (the caller's 닫기 waits too). */
  dismissible?: boolean;
  /** Escape (or the platform's other close request) while dismissible. */
  onClose: () => void;
  /**
   * A click on the backdrop is a close request too (a drawer). The dialog's content must fill
   * its box: a click on the <dialog> itself, not on something in it, is taken for the backdrop.
   */
  closeOnBackdrop?: boolean;
  /** Where the focus starts; without it, the browser's choice (the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  busy?: boolean;
  children: ReactNode;
};

/**
 * The one modal dialog of the app, mounted while open: a native <dialog> opened with
 * showModal(), so the page behind is inert (Tab reaches only the dialog's controls and the
 * browser's own, as the platform decides; no hand-made trap, which every public page would
 * download) and Escape is a close request; the focus starts on `initialFocus` and goes back to
 * where it was when the dialog goes away.
 * The open state stays with React: a close request only calls `onClose`.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role,
  className,
  dismissible = true,
  onClose,
  closeOnBackdrop = false,
  initialFocus,
  onKeyDown,
  busy,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read while rendering, before any effect inside the dialog moves the focus.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // A control that is gone takes no focus: focus() on it does nothing.
      returnTo?.focus();
    };
    // Both stable (a ref, the first render's element): once per opening.
  }, [initialFocus, returnTo]);

  return (
    <dialog
      ref={dialogRef}
      className={className}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget && dismissible) onClose();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}
