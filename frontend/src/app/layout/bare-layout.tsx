import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/status-message';

/** For pages outside the shared layout: they render their own landmarks. */
export function BareLayout() {
  return (
    <Suspense
      fallback={
        <main className="bare-main">
          <Loading />
        </main>
      }
    >
      <Outlet />
    </Suspense>
  );
}
