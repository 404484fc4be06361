import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { koAdminMenu } from '@/copy/ko-admin-menu';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import type { LeaveGuard } from '@/forms/use-leave-warning';

/**
 * The link a click is about to follow to another page of this site in this tab, or null: a
 * click with a modifier (a new tab or window), a link to another site (the browser's own
 * question covers it), a download, a link inside the editor, or one to this very page (an error
 * summary's #field, the current menu entry) throws nothing away.
 */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.isContentEditable) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href);
  const here = window.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

/**
 * The back office's question before unsaved text is left inside the app (issue 36). The
 * declarative router has no blocker (the data router's useBlocker would put 30 kB on every
 * public page), so the admin layout asks itself, for what its forms hold (`useLeaveWarning`
 * under `LeaveGuardContext`):
 * - a click on a link inside the layout (the sidebar, the drawer, a page's 목록으로), caught in
 *   the capture phase before the link's own handler, and clicked again once the user chose 나가기;
 * - the browser's back and forward buttons, through the Navigation API: its navigate event comes
 *   before the history moves and may be cancelled, then the step is taken on 나가기. popstate
 *   comes too late (the history has moved), and Chromium runs window's popstate listeners in the
 *   order they were added, capture or not, so React Router's always hears it first. The browser
 *   lets a page cancel a traversal only after a gesture of the user's since the last time (no
 *   trapping; typing is one), and browsers without the API go back without asking;
 * - `leaveThen(action)` for a button that leaves (로그아웃).
 * A reload or a closed tab stays with the browser's own question (beforeunload).
 */
export function useLeaveGuard() {
  const navigate = useNavigate();
  const holds = useRef(new Set<() => void>());
  const [asking, setAsking] = useState(false);
  // What 나가기 does, run once the question has closed (its page no longer inert).
  const proceed = useRef<(() => void) | null>(null);

  const guard = useMemo<LeaveGuard>(
    () => ({
      hold: (discard) => {
        holds.current.add(discard);
        return () => void holds.current.delete(discard);
      },
    }),
    [],
  );

  /** Runs `action` at once when no form holds unsaved text, else after the user chose 나가기. */
  const leaveThen = useCallback((action: () => void) => {
    if (holds.current.size === 0) {
      action();
      return;
    }
    proceed.current = action;
    setAsking(true);
  }, []);

  useEffect(() => {
    if (asking) return;
    const action = proceed.current;
    proceed.current = null;
    action?.();
  }, [asking]);

  useEffect(() => {
    if (!('navigation' in window)) return;
    const { navigation } = window;
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || holds.current.size === 0) return;
      // Out of the app (the page before it): the browser's own question (beforeunload) asks.
      if (!event.cancelable || !event.destination.sameDocument) return;
      event.preventDefault();
      const { key } = event.destination;
      leaveThen(() => {
        const moved = navigation.traverseTo(key);
        // Another navigation may overtake it; nothing is waiting for the answer.
        moved.committed?.catch(() => undefined);
        moved.finished?.catch(() => undefined);
      });
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, [leaveThen]);

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (holds.current.size === 0) return;
    const link = leavingLink(event);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    leaveThen(() => {
      // Clicked again, the link does what it does (a menu entry also closes the drawer).
      if (link.isConnected) link.click();
      else {
        const to = new URL(link.href);
        void navigate(`${to.pathname}${to.search}${to.hash}`);
      }
    });
  };

  const stay = () => {
    proceed.current = null;
    setAsking(false);
  };

  const leave = () => {
    const discards = [...holds.current];
    holds.current.clear();
    for (const discard of discards) discard();
    setAsking(false);
  };

  const t = koAdminMenu.leave;
  const question = asking ? (
    <ConfirmDialog
      title={t.title}
      message={t.message}
      cancelLabel={t.stay}
      confirmLabel={t.go}
      onCancel={stay}
      onConfirm={leave}
    />
  ) : null;

  return { guard, onClickCapture, leaveThen, question };
}
