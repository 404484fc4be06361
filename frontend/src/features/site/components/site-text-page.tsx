import type { ReactNode } from 'react';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSiteQuery } from '../api';
import type { SiteConfig } from '../types';
import { Paragraphs } from './paragraphs';

type SiteTextPageProps = {
  /** Menu name: the page title until the site text has loaded, and the tab title. */
  menuTitle: string;
  pick: (site: SiteConfig) => { title: string; paragraphs: string[] };
  children?: (site: SiteConfig) => ReactNode;
};

/** A text page (/about, /support) whose wording comes from the site configuration. */
export function SiteTextPage({ menuTitle, pick, children }: SiteTextPageProps) {
  useDocumentTitle(menuTitle);
  const { data: site, isLoading, isError } = useGetSiteQuery();
  const text = site ? pick(site) : undefined;

  return (
    <div className="container page page--narrow">
      <h1 className="page-title">{text?.title || menuTitle}</h1>
      {isLoading ? <PageLoading /> : null}
      {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
      {text ? <Paragraphs items={text.paragraphs} /> : null}
      {site && children ? children(site) : null}
    </div>
  );
}
