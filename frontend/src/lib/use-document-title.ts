import { useEffect } from 'react';
import { ko } from '@/copy/ko';

/** Sets the browser tab title to "{page} | {site}", or just the site name when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${ko.brand.name}` : ko.brand.name;
  }, [pageTitle]);
}
