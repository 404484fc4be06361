import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** The gap between the control and its popup, and between the popup and the window's edge. */
const GAP = 4;
const EDGE = 8;

/**
 * Keeps an open popup (a menu, a small panel; `position: fixed` in its CSS) under its control,
 * its right edge on the control's, inside the window, above the control when there is no room
 * below. Fixed to the window, it is not clipped by a table region that scrolls sideways; it
 * follows the control when anything scrolls or the window resizes. While open, a press outside
 * `box` (what holds the control and its popup) calls `onOutside`. Answers the three refs to
 * attach.
 */
export function usePopupPlacement<
  Anchor extends HTMLElement,
  Popup extends HTMLElement,
  Box extends HTMLElement,
>(open: boolean, onOutside: () => void) {
  const anchor = useRef<Anchor>(null);
  const popup = useRef<Popup>(null);
  const box = useRef<Box>(null);

  const place = useCallback(() => {
    const control = anchor.current;
    const shown = popup.current;
    if (!control || !shown) return;
    const at = control.getBoundingClientRect();
    const width = shown.offsetWidth;
    const height = shown.offsetHeight;
    const right = document.documentElement.clientWidth - EDGE;
    const left = Math.max(EDGE, Math.min(at.right - width, right - width));
    const below = at.bottom + GAP;
    const above = at.top - GAP - height;
    const top = below + height > window.innerHeight - EDGE && above >= EDGE ? above : below;
    shown.style.left = `${left}px`;
    shown.style.top = `${top}px`;
  }, []);

  // Placed before the browser paints it.
  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onOutside();
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', outside);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open, place, onOutside]);

  return { anchor, popup, box };
}
