import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

export function AppLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {ko.layout.skipToContent}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="container page">
              <PageLoading />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
