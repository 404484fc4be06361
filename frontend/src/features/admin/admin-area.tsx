import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/status-message';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AreaSlotsContext } from './core/area-slots';
import type { AreaSlots } from './core/area-slots';
import { AdminLoading } from './core/components/admin-states';
import { AdminNotFoundPage } from './core/components/admin-message-page';
import { OwnerOnly } from './core/components/owner-only';
import { AdminLayout } from './core/layout/admin-layout';

// Each page of the back office is its own chunk, loaded when an administrator opens it. This
// table lives here, in the admin area's chunk, so a new admin page adds nothing to the router
// chunk every public page downloads.
const AdminHomePage = lazy(() => import('./overview/pages/admin-home-page'));
const AdminLectureListPage = lazy(() => import('./lectures/pages/admin-lecture-list-page'));
const AdminLectureEditPage = lazy(() => import('./lectures/pages/admin-lecture-edit-page'));
const AdminLectureBroadcastPage = lazy(
  () => import('./lectures/broadcast/admin-lecture-broadcast-page'),
);
const AdminUserListPage = lazy(() => import('./money/pages/admin-user-list-page'));
const AdminOverviewPage = lazy(() => import('./overview/pages/admin-overview-page'));
const AdminMessageTemplatesPage = lazy(
  () => import('./content/pages/admin-message-templates-page'),
);
const AdminPrivacyAccessPage = lazy(() => import('./people/pages/admin-privacy-access-page'));
const AdminPrivacyRequestsPage = lazy(() => import('./people/pages/admin-privacy-requests-page'));
const AdminStaffPage = lazy(() => import('./people/pages/admin-staff-page'));
// An invitation's link: outside the sign-in guard (the invited person has no account yet).
const AdminInvitePage = lazy(() => import('./people/pages/admin-invite-page'));
// 보안 설정: the signed-in account's two-factor sign-in (issue 20), any role.
const AdminSecurityPage = lazy(() => import('./people/pages/admin-security-page'));
const AdminNoticeListPage = lazy(() => import('./content/pages/admin-notice-list-page'));
const AdminNoticeEditPage = lazy(() => import('./content/pages/admin-notice-edit-page'));
const AdminInquiryListPage = lazy(() => import('./content/pages/admin-inquiry-list-page'));
const AdminInquiryPage = lazy(() => import('./content/pages/admin-inquiry-page'));
const AdminProgramListPage = lazy(() => import('./content/pages/admin-program-list-page'));
const AdminProgramEditPage = lazy(() => import('./content/pages/admin-program-edit-page'));
const AdminSiteSettingsPage = lazy(() => import('./content/pages/admin-site-settings-page'));
const AdminAuditPage = lazy(() => import('./people/pages/admin-audit-page'));
// 환불 승인 (issue 32): refunds that wait for the owner.
const AdminRefundRequestsPage = lazy(() => import('./money/pages/admin-refund-requests-page'));
// 상담 예약 설정 (issue 37): what families can book, counsellors' time, closed days and rooms.
const AdminAppointmentTypesPage = lazy(
  () => import('./appointments/pages/admin-appointment-types-page'),
);
const AdminSessionPackagesPage = lazy(() => import('./calendar/pages/admin-session-packages-page'));
const AdminCounsellorsPage = lazy(() => import('./appointments/pages/admin-counsellors-page'));
const AdminCounsellorSchedulePage = lazy(
  () => import('./appointments/pages/admin-counsellor-schedule-page'),
);
const AdminClosedDaysPage = lazy(() => import('./appointments/pages/admin-closed-days-page'));

// 상담 일정 (issue 37): the centre's calendar.
const AdminCalendarPage = lazy(() => import('./calendar/pages/admin-calendar-page'));

// What the lectures area shows of the money area (core/area-slots.tsx), lazy like the pages: the
// lecture pages load them when a sub-table or a 결제·환불 dialog first opens.
const LectureApplicants = lazy(() => import('./money/components/lecture-applicants'));
const ApplicationMoneyDialog = lazy(() => import('./money/components/application-money-dialog'));
const slots: AreaSlots = {
  LectureApplicants: (props) => (
    <Suspense fallback={<AdminLoading />}>
      <LectureApplicants {...props} />
    </Suspense>
  ),
  ApplicationMoneyDialog: (props) => (
    <Suspense fallback={null}>
      <ApplicationMoneyDialog {...props} />
    </Suspense>
  ),
};

/**
 * Behind the admin guard (AdminLayout): it lets only a signed-in administrator through; the
 * owner's pages (OwnerOnly) show staff 권한이 없습니다 (issue 20).
 */
const adminPages: RouteObject[] = [
  { index: true, element: <AdminHomePage /> },
  { path: 'lecture', element: <AdminLectureListPage /> },
  { path: 'lecture/edit', element: <AdminLectureEditPage /> },
  { path: 'lecture/edit/:id', element: <AdminLectureEditPage /> },
  { path: 'lecture/:id/message', element: <AdminLectureBroadcastPage /> },
  { path: 'user', element: <AdminUserListPage /> },
  { path: 'overview', element: <AdminOverviewPage /> },
  { path: 'message-templates', element: <AdminMessageTemplatesPage /> },
  {
    path: 'privacy-access',
    element: (
      <OwnerOnly>
        <AdminPrivacyAccessPage />
      </OwnerOnly>
    ),
  },
  {
    path: 'privacy-requests',
    element: (
      <OwnerOnly>
        <AdminPrivacyRequestsPage />
      </OwnerOnly>
    ),
  },
  {
    path: 'refund-requests',
    element: (
      <OwnerOnly>
        <AdminRefundRequestsPage />
      </OwnerOnly>
    ),
  },
  {
    path: 'staff',
    element: (
      <OwnerOnly>
        <AdminStaffPage />
      </OwnerOnly>
    ),
  },
  { path: 'security', element: <AdminSecurityPage /> },
  { path: 'appointments', element: <AdminCalendarPage /> },
  { path: 'session-packages', element: <AdminSessionPackagesPage /> },
  { path: 'notice', element: <AdminNoticeListPage /> },
  { path: 'notice/edit', element: <AdminNoticeEditPage /> },
  { path: 'notice/edit/:id', element: <AdminNoticeEditPage /> },
  { path: 'inquiry', element: <AdminInquiryListPage /> },
  { path: 'inquiry/:id', element: <AdminInquiryPage /> },
  { path: 'program', element: <AdminProgramListPage /> },
  { path: 'program/edit', element: <AdminProgramEditPage /> },
  { path: 'program/edit/:id', element: <AdminProgramEditPage /> },
  {
    path: 'site',
    element: (
      <OwnerOnly>
        <AdminSiteSettingsPage />
      </OwnerOnly>
    ),
  },
  {
    path: 'audit',
    element: (
      <OwnerOnly>
        <AdminAuditPage />
      </OwnerOnly>
    ),
  },
  {
    path: 'appointment-types',
    element: (
      <OwnerOnly>
        <AdminAppointmentTypesPage />
      </OwnerOnly>
    ),
  },
  { path: 'counsellors', element: <AdminCounsellorsPage /> },
  { path: 'counsellors/:id', element: <AdminCounsellorSchedulePage /> },
  {
    path: 'closed-days',
    element: (
      <OwnerOnly>
        <AdminClosedDaysPage />
      </OwnerOnly>
    ),
  },
  { path: '*', element: <AdminNotFoundPage /> },
];

const routes: RouteObject[] = [
  {
    path: 'invite',
    element: (
      <Suspense fallback={<Loading />}>
        <AdminInvitePage />
      </Suspense>
    ),
  },
  { element: <AdminLayout />, children: adminPages },
];

/** Everything under /admin/* but the sign-in page: matched here, relative to /admin. */
export default function AdminArea() {
  const page = useRoutes(routes);
  return <AreaSlotsContext value={slots}>{page}</AreaSlotsContext>;
}
