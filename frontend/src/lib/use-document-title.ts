import { createContext, useContext, useEffect } from 'react';
import { ko } from '@/copy/ko';

/**
 * On the server (src/server/entry-server.tsx), where no effect runs: receives the title of the
 * page being rendered, for the HTML's <title> and its Open Graph tags.
 */
export const PageTitleCollector = createContext<((title: string) => void) | undefined>(undefined);

/** "{page} | {site}", or just the site name when no page title is given. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${ko.brand.name}` : ko.brand.name;
}

/** Sets the browser tab title to "{page} | {site}", or just the site name when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  // The page renders after its layout, so the page's own title is the last one collected.
  useContext(PageTitleCollector)?.(pageTitle ?? '');
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
