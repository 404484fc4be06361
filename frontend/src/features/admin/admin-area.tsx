import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './layout/admin-layout';

// Each page of the back office is its own chunk, loaded when an administrator opens it. This
// table lives here, in the admin area's chunk, so a new admin page adds nothing to the router
// chunk every public page downloads.
const AdminHomePage = lazy(() => import('./pages/admin-home-page'));
const AdminLectureListPage = lazy(() => import('./pages/admin-lecture-list-page'));
const AdminLectureEditPage = lazy(() => import('./pages/admin-lecture-edit-page'));
const AdminUserListPage = lazy(() => import('./pages/admin-user-list-page'));
const AdminOverviewPage = lazy(() => import('./pages/admin-overview-page'));
const AdminMessageTemplatesPage = lazy(() => import('./pages/admin-message-templates-page'));
const AdminPrivacyAccessPage = lazy(() => import('./pages/admin-privacy-access-page'));
const AdminPrivacyRequestsPage = lazy(() => import('./pages/admin-privacy-requests-page'));
const AdminAuditPage = lazy(() => import('./pages/admin-audit-page'));

/** Behind the admin guard (AdminLayout): it lets only a signed-in administrator through. */
const adminPages: RouteObject[] = [
  { index: true, element: <AdminHomePage /> },
  { path: 'lecture', element: <AdminLectureListPage /> },
  { path: 'lecture/edit', element: <AdminLectureEditPage /> },
  { path: 'lecture/edit/:id', element: <AdminLectureEditPage /> },
  { path: 'user', element: <AdminUserListPage /> },
  { path: 'overview', element: <AdminOverviewPage /> },
  { path: 'message-templates', element: <AdminMessageTemplatesPage /> },
  { path: 'privacy-access', element: <AdminPrivacyAccessPage /> },
  { path: 'privacy-requests', element: <AdminPrivacyRequestsPage /> },
  { path: 'audit', element: <AdminAuditPage /> },
];

const routes: RouteObject[] = [{ element: <AdminLayout />, children: adminPages }];

/** Everything under /admin/* but the sign-in page: matched here, relative to /admin. */
export default function AdminArea() {
  return useRoutes(routes);
}
