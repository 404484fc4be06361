import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import type { SiteConfig } from './types';

/** The centre's details hardly ever change; they are kept for the whole visit. */
export const useGetSiteQuery = () =>
  usePublicQuery<SiteConfig>(publicReads.site(), { keepUnusedFor: 60 * 60 });
