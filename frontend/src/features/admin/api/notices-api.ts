import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { Schema } from '@shared/contract/schema';
import { api } from '@/lib/api';
import { adminBaseQuery } from '../auth/admin-base-query';

/** GET /api/admin/notice/list: every notice, drafts too. */
export type AdminNoticeRow = Schema<'AdminNoticeRow'>;
/** GET /api/admin/notice/{id}: with the body (sanitised HTML). */
export type AdminNotice = Schema<'AdminNoticeDetail'>;
export type CreateNoticeRequest = Schema<'CreateNoticeDto'>;
export type UpdateNoticeRequest = Schema<'UpdateNoticeDto'>;
export type NoticeSaved = Schema<'NoticeSaved'>;
export type NoticeRemoved = Schema<'NoticeRemoved'>;

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/** An admin call through adminBaseQuery (Bearer token, one refresh on 401), as admin-api's. */
function viaAdmin<T>(args: string | FetchArgs) {
  return (
    queryApi: Parameters<typeof adminBaseQuery>[1],
    extra: Parameters<typeof adminBaseQuery>[2],
  ) => Promise.resolve(adminBaseQuery(args, queryApi, extra)) as Promise<Result<T>>;
}

/**
 * 공지사항 관리 (issue 20): endpoints of their own, injected into the one `api` like the rest of
 * the back office's, and imported by the notice pages only.
 */
export const noticesApi = api.enhanceEndpoints({ addTagTypes: ['AdminNotice'] }).injectEndpoints({
  endpoints: (build) => ({
    adminNotices: build.query<AdminNoticeRow[], void>({
      queryFn: (_arg, queryApi, extra) =>
        viaAdmin<AdminNoticeRow[]>('/admin/notice/list')(queryApi, extra),
      providesTags: [{ type: 'AdminNotice', id: 'LIST' }],
    }),
    adminNotice: build.query<AdminNotice, number>({
      queryFn: (id, queryApi, extra) =>
        viaAdmin<AdminNotice>(`/admin/notice/${id}`)(queryApi, extra),
      providesTags: (_result, _error, id) => [{ type: 'AdminNotice', id }],
    }),
    createNotice: build.mutation<NoticeSaved, CreateNoticeRequest>({
      queryFn: (body, queryApi, extra) =>
        viaAdmin<NoticeSaved>({ url: '/admin/notice', method: 'POST', body })(queryApi, extra),
      invalidatesTags: [{ type: 'AdminNotice', id: 'LIST' }],
    }),
    updateNotice: build.mutation<NoticeSaved, { id: number; body: UpdateNoticeRequest }>({
      queryFn: ({ id, body }, queryApi, extra) =>
        viaAdmin<NoticeSaved>({ url: `/admin/notice/${id}`, method: 'PUT', body })(queryApi, extra),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AdminNotice', id: 'LIST' },
        { type: 'AdminNotice', id },
      ],
    }),
    deleteNotice: build.mutation<NoticeRemoved, number>({
      queryFn: (id, queryApi, extra) =>
        viaAdmin<NoticeRemoved>({ url: `/admin/notice/${id}`, method: 'DELETE' })(queryApi, extra),
      invalidatesTags: (_result, _error, id) => [
        { type: 'AdminNotice', id: 'LIST' },
        { type: 'AdminNotice', id },
      ],
    }),
  }),
});

export const {
  useAdminNoticesQuery,
  useAdminNoticeQuery,
  useCreateNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
} = noticesApi;
