import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppProvider } from '@/app/app-provider';
import { AppRoutes, preloadPage, routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { serverPublicData, type ServerAnswers } from '@/lib/public-data';
import { PageTitleCollector } from '@/lib/use-document-title';
import { pageHead, type PageFacts } from './page-head';

export { publicPage, serverOnlyReads, siteLayoutReads } from './public-pages';
export type { ServerAnswers, PageFacts };

/**
 * The server's entry (built by `vite build --ssr`, loaded by src/pages): renders one page of the
 * app to HTML from the answers of its reads, with the components and the store the browser then
 * hydrates (main.tsx). The page's lazy chunk is loaded first, so the page renders at once and not
 * its loading state.
 */
export async function render(
  url: string,
  answers: ServerAnswers,
  facts: PageFacts,
): Promise<{ body: string; head: string }> {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPage(pathname);
  const store = makeStore({ publicData: serverPublicData(answers) }, { server: true });
  let title = '';
  const body = renderToString(
    <StrictMode>
      <PageTitleCollector.Provider value={(collected) => (title = collected)}>
        <AppProvider store={store}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </PageTitleCollector.Provider>
    </StrictMode>,
  );
  return { body, head: pageHead(pathname, title, answers, facts) };
}

/** Whether `pathname` is no page of the app (the route table's catch-all matched it). */
export function isUnknownPath(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname) ?? [];
  return matched.length === 0 || matched[matched.length - 1].route.path === '*';
}
