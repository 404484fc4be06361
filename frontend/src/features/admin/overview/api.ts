import { adminApi, saveFileResponse, viaAdmin } from '../core/api';
import type { Dashboard, Overview, OverviewQuery } from '../core/types';

/** 현황: the figures of a month or a lecture, and the same as an Excel file. */
const overviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** /admin's figures, asked again on every visit (families apply and pay meanwhile). */
    adminDashboard: build.query<Dashboard, void>({
      queryFn: (_arg, queryApi, extra) => viaAdmin<Dashboard>('/admin/dashboard')(queryApi, extra),
      providesTags: ['AdminOverview'],
      keepUnusedDataFor: 0,
    }),
    /**
     * 현황: a month's or a lecture's figures. Asked again on every visit (the page sets
     * refetchOnMountOrArgChange): families pay and cancel without the back office.
     */
    adminOverview: build.query<Overview, OverviewQuery>({
      queryFn: (query, queryApi, extra) =>
        viaAdmin<Overview>({ url: '/admin/overview', params: query })(queryApi, extra),
      providesTags: ['AdminOverview'],
    }),
    /** The same figures as an Excel file; resolves with the saved file's name. */
    downloadOverviewXlsx: build.mutation<string, OverviewQuery>({
      queryFn: (query, queryApi, extra) =>
        viaAdmin<string>({
          url: '/admin/overview.xlsx',
          params: query,
          responseHandler: saveFileResponse('overview.xlsx'),
          cache: 'no-store',
        })(queryApi, extra),
    }),
  }),
});

export const { useAdminDashboardQuery, useAdminOverviewQuery, useDownloadOverviewXlsxMutation } =
  overviewApi;
