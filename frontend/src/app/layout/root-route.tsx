import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Wraps every route: restores scroll positions on back/forward, starts new pages at the top. */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
