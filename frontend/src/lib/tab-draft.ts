import { useEffect } from 'react';

/**
 * What a parent typed into a form, kept in this tab's session storage (issue 35): a reload, or a
 * look at another page and back, finds it again. Session storage, because it ends with the tab
 * and no other tab or site reads it; never the address (which is logged and shared) nor local
 * storage (which outlives the visit). Each form says what it keeps and checks its shape when read
 * (application-draft.ts, booking-draft.ts); this keeps, reads and forgets it.
 */

/**
 * How long a draft is kept: long enough for a reload or a look elsewhere, short enough that the
 * next person at a shared computer does not find a stranger's details in the form.
 */
export const DRAFT_MINUTES = 30;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private mode, a blocked site): the form works without keeping anything.
    return null;
  }
}

/**
 * The draft kept under `key` if it was kept less than DRAFT_MINUTES ago (its `savedAt`), as
 * parsed: the caller checks its shape.
 */
export function readTabDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Record<string, unknown> | null;
    const savedAt = draft?.savedAt;
    const fresh = typeof savedAt === 'number' && Date.now() - savedAt < DRAFT_MINUTES * 60_000;
    if (fresh && draft) return draft;
  } catch {
    // Not JSON: dropped below like a stale one.
  }
  // A stale or broken draft is not kept for the rest of the tab's life either.
  forgetTabDraft(key);
  return null;
}

/** Keeps `draft` (with the time) under `key` as it changes, while `enabled`. */
export function useTabDraft(key: string, draft: object, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    try {
      storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
    } catch {
      // Full or refused: nothing is kept, the form goes on.
    }
  }, [key, draft, enabled]);
}

/** Forgets the draft (the form was sent). */
export function forgetTabDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
