import { api } from '@/lib/api';
import type { SiteConfig } from './types';

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteConfig, void>({
      query: () => '/site',
      providesTags: ['Site'],
      // The centre's details hardly ever change; keep them for the whole visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
