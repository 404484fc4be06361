import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each history entry was scrolled to, by location key; kept for the tab's session. */
const positions = typeof window === 'undefined' ? {} : readPositions();
/** The entry on screen: scroll events (which arrive a frame late) are written to it. */
let shownKey = '';

/**
 * The data router's <ScrollRestoration />, for the declarative router: back and forward return to
 * where the page was scrolled, a new page starts at the top (or at its #hash), and a reload keeps
 * the position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions still work within this page load.
      }
    };
    const remember = () => {
      positions[shownKey] = window.scrollY;
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
