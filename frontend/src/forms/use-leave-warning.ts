import { useCallback, useEffect, useState } from 'react';

/**
 * Text typed into an edit form and not saved yet: while there is some, the browser asks before a
 * reload or a closed tab throws it away (its own words; a page cannot choose them). Give
 * `changed` to the form's onInput (every field's input bubbles to it) and to what does not bubble
 * (the editor), and call `saved` once the server has it.
 */
export function useLeaveWarning() {
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const changed = useCallback(() => setDirty(true), []);
  const saved = useCallback(() => setDirty(false), []);
  return { changed, saved };
}
