import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Wraps every route: restores scroll positions on back/forward, starts new pages at the top, and
 * is the last resort when a layout itself fails (a standalone error page with its own <main>).
 */
export function RootRoute() {
  return (
    <RouteErrorBoundary standalone>
      <ScrollRestoration />
      <Outlet />
    </RouteErrorBoundary>
  );
}
