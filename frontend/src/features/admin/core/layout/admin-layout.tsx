import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminInquiries } from '@/copy/ko-admin-inquiries';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { koAdminAudit } from '@/copy/ko-admin-audit';
import { koAdminPrivacy } from '@/copy/ko-admin-privacy';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { useAdminMeQuery } from '../api';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { koAdminContent } from '@/copy/ko-admin-content';
import {
  SESSION_ENDED_EVENT,
  isTokenValid,
  logout,
  readSession,
  refreshAccessToken,
} from '../auth/session';
import './admin-layout.css';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';

type GuardState = 'checking' | 'in' | 'out';

/** spec §4: a valid token lets in; an expired one with auto-login gets one refresh; else login. */
function initialState(): GuardState {
  const { accessToken, autoLogin } = readSession();
  if (isTokenValid(accessToken)) return 'in';
  return autoLogin ? 'checking' : 'out';
}

/**
 * The guard of /admin/*, and the frame of the back office: a bar with the area's links and
 * 로그아웃. Anyone without a valid session is replaced onto /admin/login (and comes back after).
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>(initialState);
  const [leaving, setLeaving] = useState(false);
  // The role decides which links show (issue 20); asked again whenever the area is entered, so
  // another account signing in on this browser sees its own menu.
  const { data: me } = useAdminMeQuery(undefined, {
    skip: state !== 'in',
    refetchOnMountOrArgChange: true,
  });
  const owner = me?.role === 'OWNER';
  const navRef = useRef<HTMLElement>(null);

  // On a phone the menu is one row that scrolls sideways: bring the current page's link into it.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('a.active');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const link = active.getBoundingClientRect();
    const row = nav.getBoundingClientRect();
    if (link.left < row.left || link.right > row.right) {
      nav.scrollLeft += link.left - row.left - (row.width - link.width) / 2;
    }
  }, [location.pathname, owner, state]);

  // Every navigation inside the area re-checks the token (it lasts 15 minutes).
  const [checkedPath, setCheckedPath] = useState(location.pathname);
  if (checkedPath !== location.pathname) {
    setCheckedPath(location.pathname);
    if (state === 'in') setState(initialState());
  }

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

  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <Link to={adminPaths.home} className="admin-bar__title">
          {koAdmin.home.title}
        </Link>
        <nav ref={navRef} aria-label={koAdmin.areaNav} className="admin-bar__nav">
          <NavLink to={adminPaths.lectures}>{koAdmin.home.lectures}</NavLink>
          <NavLink to={adminPaths.users}>{koAdmin.home.users}</NavLink>
          <NavLink to={adminPaths.overview}>{koAdmin.home.overview}</NavLink>
          <NavLink to={adminPaths.messageTemplates}>{koAdmin.home.messageTemplates}</NavLink>
          <NavLink to={adminPaths.programs}>{koAdminContent.programs.nav}</NavLink>
          <NavLink to={adminPaths.notices}>{koAdminNotices.nav}</NavLink>
          <NavLink to={adminPaths.inquiries}>{koAdminInquiries.nav}</NavLink>
          {/* The owner's pages: hidden from staff (the server refuses them anyway). */}
          {owner ? (
            <>
              <NavLink to={adminPaths.privacyAccess}>{koAdmin.home.privacyAccess}</NavLink>
              <NavLink to={adminPaths.privacyRequests}>{koAdminPrivacy.nav}</NavLink>
              <NavLink to={adminPaths.site}>{koAdminContent.site.nav}</NavLink>
              <NavLink to={adminPaths.refundRequests}>{koAdminRefunds.nav}</NavLink>
              <NavLink to={adminPaths.staff}>{koAdminStaff.nav}</NavLink>
              <NavLink to={adminPaths.audit}>{koAdminAudit.nav}</NavLink>
            </>
          ) : null}
          {/* Not in paths (a public chunk): only the admin area links here. */}
          <NavLink to="/admin/security">{koAdminSecurity.nav}</NavLink>
        </nav>
        <Button variant="secondary" onClick={signOut} disabled={leaving} aria-busy={leaving}>
          {koAdmin.logout}
        </Button>
      </header>
      <main id="main-content" className="admin-main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

export default AdminLayout;
