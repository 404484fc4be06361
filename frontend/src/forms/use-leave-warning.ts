import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * What an area that asks before in-app navigation gives its forms (the back office's layout:
 * features/admin/core/layout/use-leave-guard.tsx). `hold` says a form has unsaved text, with
 * how to throw it away once the user chose to leave; it answers the release for when the text is
 * saved or the form goes.
 */
export interface LeaveGuard {
  hold: (discard: () => void) => () => void;
}

export const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * Text typed into an edit form and not saved yet: while there is some, the browser asks before a
 * reload or a closed tab throws it away (its own words; a page cannot choose them), and inside an
 * area with a LeaveGuard a link, a menu entry or the back button asks in the area's words. Give
 * `changed` to the form's onInput (every field's input bubbles to it) and to what does not bubble
 * (the editor), and call `saved` once the server has it.
 */
export function useLeaveWarning() {
  const [dirty, setDirty] = useState(false);
  const guard = useContext(LeaveGuardContext);

  useEffect(() => {
    if (!dirty) return;
    // False once the user chose to leave by the area's question: the browser asks no second time.
    let live = true;
    const ask = (event: BeforeUnloadEvent) => {
      if (!live) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    const release = guard?.hold(() => {
      live = false;
      setDirty(false);
    });
    return () => {
      window.removeEventListener('beforeunload', ask);
      release?.();
    };
  }, [dirty, guard]);

  const changed = useCallback(() => setDirty(true), []);
  const saved = useCallback(() => setDirty(false), []);
  return { changed, saved };
}
