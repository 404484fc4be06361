import type { Schema } from '@shared/contract/schema';
import { usePublicQuery } from './public-data';
import { publicReads } from './public-reads';

/** GET /api/site: the centre's fixed details and page texts, and whether payments are real. */
export type SiteConfig = Schema<'SiteResponse'>;

/** The centre's details hardly ever change; they are kept for the whole visit. */
export const useGetSiteQuery = () =>
  usePublicQuery<SiteConfig>(publicReads.site(), { keepUnusedFor: 60 * 60 });
