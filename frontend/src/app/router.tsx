import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { RootRoute } from './layout/root-route';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorBoundary } from './routes/route-error-boundary';

type Module<P> = { default: ComponentType<P> };
type PreloadablePage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Downloads the page's chunk; the same download React renders from. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy that can be loaded before it renders (main.tsx, for the page the visitor opened)
 * and then renders without suspending: once the chunk is in, lazy's loader answers with a
 * thenable that resolves at once, so React shows the page in the first commit instead of the
 * Suspense fallback for a frame.
 */
function lazyPage<P>(load: () => Promise<Module<P>>): PreloadablePage<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const page = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const resolved = { then: (resolve: (value: Module<P>) => void) => resolve(module) };
    return resolved as unknown as Promise<Module<P>>;
  });
  return Object.assign(page, { preload });
}

// One chunk per page: a visitor downloads only the pages they open.
const HomePage = lazyPage(() => import('@/features/site/pages/home-page'));
const AboutPage = lazyPage(() => import('@/features/site/pages/about-page'));
const SupportPage = lazyPage(() => import('@/features/site/pages/support-page'));
const PrivacyPage = lazyPage(() => import('@/features/site/pages/privacy-page'));
const ProgramListPage = lazyPage(() => import('@/features/programs/pages/program-list-page'));
const ProgramDetailPage = lazyPage(() => import('@/features/programs/pages/program-detail-page'));
const LectureListPage = lazyPage(() => import('@/features/lectures/pages/lecture-list-page'));
const LectureDetailPage = lazyPage(() => import('@/features/lectures/pages/lecture-detail-page'));
const NoticeListPage = lazyPage(() => import('@/features/notices/pages/notice-list-page'));
const NoticeDetailPage = lazyPage(() => import('@/features/notices/pages/notice-detail-page'));
const InquiryPage = lazyPage(() => import('@/features/inquiry/pages/inquiry-page'));
const ApplicationPage = lazy(() => import('@/features/application/pages/application-page'));
// The waiting list's pages sit with the application form, whose fields and checks they share.
const WaitlistPage = lazy(() => import('@/features/application/pages/waitlist-page'));
const OfferPage = lazy(() => import('@/features/application/pages/offer-page'));
// 상담 예약 (issue 37): a flow page like /application, outside the shared layout.
const BookingPage = lazy(() => import('@/features/booking/pages/booking-page'));
// The three payment pages are separate chunks: only /payments loads the Toss SDK.
const PaymentPage = lazy(() => import('@/features/payments/pages/payment-page'));
const PaymentSuccessPage = lazy(() => import('@/features/payments/pages/payment-success-page'));
const PaymentFailPage = lazy(() => import('@/features/payments/pages/payment-fail-page'));
const MyInfoCheckPage = lazy(() => import('@/features/myinfo/pages/myinfo-check-page'));
const MyInfoPage = lazy(() => import('@/features/myinfo/pages/myinfo-page'));
// A message's personal link (/myinfo/link#token): opens 내 정보 without the lookup.
const MyInfoLinkPage = lazy(() => import('@/features/myinfo/pages/myinfo-link-page'));
// 수강 확인서 of one paid application, printable (issue 19).
const CertificatePage = lazy(() => import('@/features/myinfo/pages/certificate-page'));
const LoginPage = lazy(() => import('@/features/myinfo/pages/family-login-page'));
const SignupPage = lazy(() => import('@/features/auth-pages/pages/signup-page'));

// The admin area: every file of it is a lazy chunk, so no public page downloads admin code.
const AdminLoginPage = lazy(() => import('@/features/admin/core/auth/admin-login-page'));
// The rest of the back office is one lazy module with its own route table (admin-area.tsx).
const AdminArea = lazy(() => import('@/features/admin/admin-area'));

/** Pages inside the shared header / main / footer layout. */
const layoutPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'program', element: <ProgramListPage /> },
  { path: 'program/:id', element: <ProgramDetailPage /> },
  { path: 'lecture', element: <LectureListPage /> },
  // Some old links use the capitalised path; matching is case-insensitive anyway, this says so.
  { path: 'Lecture', caseSensitive: true, element: <LectureListPage /> },
  { path: 'lecture/:id', element: <LectureDetailPage /> },
  { path: 'notice', element: <NoticeListPage /> },
  { path: 'notice/:id', element: <NoticeDetailPage /> },
  { path: 'inquiry', element: <InquiryPage /> },
  { path: 'payments', element: <PaymentPage /> },
  { path: 'payments/success/:apId', element: <PaymentSuccessPage /> },
  { path: 'payments/fail/:apId', element: <PaymentFailPage /> },
  { path: 'myinfo-check', element: <MyInfoCheckPage /> },
  // The family's door (issue 32), beside the lookup: a page of the site, not a bare card.
  { path: 'login', element: <LoginPage /> },
  { path: 'myinfo', element: <MyInfoPage /> },
  { path: 'myinfo/link', element: <MyInfoLinkPage /> },
  { path: 'myinfo/certificate/:applicationId', element: <CertificatePage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Full-screen pages without the shared layout. */
const barePages: RouteObject[] = [
  { path: 'application', element: <ApplicationPage /> },
  { path: 'lecture/:id/waitlist', element: <WaitlistPage /> },
  { path: 'lecture/offer/:token', element: <OfferPage /> },
  { path: 'program/:id/booking', element: <BookingPage /> },
  // The deposit's payment window comes back here: paid (confirmed) or not (try again).
  { path: 'program/:id/booking/:outcome/:appointmentId', element: <BookingPage /> },
  { path: 'signin', element: <SignupPage /> },
  { path: 'admin/login', element: <AdminLoginPage /> },
];

/**
 * Declarative routes (useRoutes in a BrowserRouter), not the data router: no page uses loaders or
 * actions, and the data router is 30 kB of gzipped JavaScript on every page. RouteErrorBoundary
 * does what `errorElement` did; RootRoute brings the scroll restoration.
 */
export const routes: RouteObject[] = [
  {
    // Last resort when the layout itself fails: a standalone page with its own <main>.
    element: <RootRoute />,
    children: [
      {
        path: '/',
        element: <AppLayout />,
        // Errors of a page render inside the layout, so header and footer stay usable.
        children: [{ element: <RouteErrorBoundary />, children: layoutPages }],
      },
      {
        element: <BareLayout />,
        children: [{ element: <RouteErrorBoundary standalone />, children: barePages }],
      },
      {
        element: <BareLayout />,
        children: [
          {
            // Behind the admin guard (AdminLayout, inside the admin area's chunk).
            path: 'admin/*',
            element: (
              <RouteErrorBoundary standalone>
                <AdminArea />
              </RouteErrorBoundary>
            ),
          },
        ],
      },
    ],
  },
];

/**
 * Loads the chunk of the page at `pathname` when it is one of the public pages (lazyPage), so
 * main.tsx can render it at once; the prefetch entry (lib/public-reads.ts) has usually started that download.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const matched = matchRoutes(routes, pathname) ?? [];
  const pages = matched.map(({ route }) => {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    return (type as Partial<PreloadablePage<unknown>> | undefined)?.preload?.();
  });
  return Promise.all(pages);
}

export function AppRoutes() {
  return useRoutes(routes);
}
