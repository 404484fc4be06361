import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminMenu } from '@/copy/ko-admin-menu';
import { LeaveGuardContext } from '@/forms/use-leave-warning';
import { useAdminMeQuery } from '../api';
import {
  SESSION_ENDED_EVENT,
  isTokenValid,
  logout,
  readSession,
  refreshAccessToken,
} from '../auth/session';
import { AdminMenu } from './admin-menu';
import { useLeaveGuard } from './use-leave-guard';
import './admin-layout.css';

/** From this width the menu is a sidebar beside the page; narrower, a drawer behind 메뉴. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

type GuardState = 'checking' | 'in' | 'out';

/** spec §4: a valid token lets in; an expired one with auto-login gets one refresh; else login. */
function initialState(): GuardState {
  const { accessToken, autoLogin } = readSession();
  if (isTokenValid(accessToken)) return 'in';
  return autoLogin ? 'checking' : 'out';
}

/**
 * The guard of /admin/*, and the frame of the back office: a bar with 로그아웃, and the menu
 * (issue 36) as a sidebar on a wide screen or a drawer behind the bar's 메뉴 button. Anyone
 * without a valid session is replaced onto /admin/login (and comes back after). A form's unsaved
 * text is asked about before a link, the menu, 로그아웃 or the back button leaves it
 * (useLeaveGuard).
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>(initialState);
  const [leaving, setLeaving] = useState(false);
  // Open: the address the drawer was opened at (the address bar's, see the check below); shut: null.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt !== null;
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerPanel = useRef<HTMLDivElement>(null);
  const drawerTitle = useId();
  const leaveGuard = useLeaveGuard();
  // The role decides which entries show (issue 20); asked again whenever the area is entered, so
  // another account signing in on this browser sees its own menu.
  const { data: me } = useAdminMeQuery(undefined, {
    skip: state !== 'in',
    refetchOnMountOrArgChange: true,
  });

  // Every navigation inside the area re-checks the token (it lasts 15 minutes).
  const [checkedPath, setCheckedPath] = useState(location.pathname);
  if (checkedPath !== location.pathname) {
    setCheckedPath(location.pathname);
    if (state === 'in') setState(initialState());
    // The drawer closes on a navigation made while it was open (the browser's back; a link in it
    // closes it itself). Not on one that was under way before it opened: the router shows a new
    // address in a transition, so until the page's chunk is in, the address bar has the new
    // address and the old page stays on screen with 메뉴 working. A tap on 메뉴 then opened the
    // drawer, and this check shut it again when the page arrived: a lost tap.
    if (menuOpenedAt !== location.pathname) setMenuOpenedAt(null);
  }

  // Widened past the sidebar's breakpoint with the drawer open: the sidebar takes over.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const close = () => {
      if (wide.matches) setMenuOpenedAt(null);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  // Opened, the drawer puts the focus on the current page's entry (scrolled into view with it),
  // or, on a page of no entry, leaves it where the dialog put it: on 닫기, the first control.
  // Closed, the focus goes back to 메뉴 (the dialog does that too, but only when the button had
  // the focus: a tap does not give it one in every browser).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (menuOpen && !wasOpen.current) {
      drawerPanel.current?.querySelector<HTMLElement>('a[aria-current]')?.focus();
    }
    if (!menuOpen && wasOpen.current) menuButton.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    void refreshAccessToken().then((token) => {
      if (live) setState(token ? 'in' : 'out');
    });
    return () => {
      live = false;
    };
  }, [state]);

  useEffect(() => {
    const ended = () => setState('out');
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, []);

  if (state === 'out') {
    return (
      <Navigate
        to={adminPaths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (state === 'checking') {
    return (
      <main id="main-content" className="admin-main">
        <StatusMessage>{koAdmin.checkingSession}</StatusMessage>
      </main>
    );
  }

  const signOut = async () => {
    setLeaving(true);
    await logout();
    void navigate(adminPaths.login, { replace: true });
  };

  const closeMenu = () => setMenuOpenedAt(null);
  const role = me?.role;

  return (
    <LeaveGuardContext value={leaveGuard.guard}>
      <div className="admin-shell" onClickCapture={leaveGuard.onClickCapture}>
        <header className="admin-bar">
          <button
            ref={menuButton}
            type="button"
            className={buttonClassName('secondary', 'admin-bar__menu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            // The address bar's path, not the router's: during a navigation it is already the
            // next page's, the one the drawer is opened over.
            onClick={() => setMenuOpenedAt(window.location.pathname)}
          >
            <svg
              className="admin-bar__menu-icon"
              aria-hidden="true"
              focusable="false"
              width="18"
              height="18"
              viewBox="0 0 18 18"
            >
              <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            {koAdminMenu.open}
          </button>
          <Link to={adminPaths.home} className="admin-bar__title">
            {koAdmin.home.title}
          </Link>
          <Button
            variant="secondary"
            onClick={() => leaveGuard.leaveThen(() => void signOut())}
            disabled={leaving}
            aria-busy={leaving}
          >
            {koAdmin.logout}
          </Button>
        </header>
        <div className="admin-body">
          {/* The sidebar: shown from SIDEBAR_QUERY's width (admin-layout.css), else hidden. */}
          <div className="admin-sidebar">
            <AdminMenu role={role} headingLevel={2} />
          </div>
          <main id="main-content" className="admin-main">
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {menuOpen ? (
          <Dialog
            labelledBy={drawerTitle}
            className="admin-drawer"
            onClose={closeMenu}
            closeOnBackdrop
          >
            <div ref={drawerPanel} className="admin-drawer__panel">
              <div className="admin-drawer__head">
                <h2 id={drawerTitle} className="admin-drawer__title">
                  {koAdminMenu.title}
                </h2>
                <Button variant="secondary" onClick={closeMenu}>
                  {koAdminMenu.close}
                </Button>
              </div>
              <AdminMenu role={role} headingLevel={3} onNavigate={closeMenu} />
            </div>
          </Dialog>
        ) : null}
        {leaveGuard.question}
      </div>
    </LeaveGuardContext>
  );
}

export default AdminLayout;
