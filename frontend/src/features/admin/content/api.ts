import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../core/api';
import type {
  AdminProgram,
  AdminProgramRow,
  MessageTemplatePreview,
  ProgramImagesSavedResponse,
  ProgramRemovedResponse,
  ProgramSavedResponse,
  ProgramUpdateRequest,
  SiteSettings,
  SiteSettingsForm,
  SitePictureResponse,
} from '../core/types';

/** GET /api/admin/notice/list: every notice, drafts too. */
export type AdminNoticeRow = Schema<'AdminNoticeRow'>;
/** GET /api/admin/notice/{id}: with the body (sanitised HTML). */
export type AdminNotice = Schema<'AdminNoticeDetail'>;
export type CreateNoticeRequest = Schema<'CreateNoticeDto'>;
export type UpdateNoticeRequest = Schema<'UpdateNoticeDto'>;
export type NoticeSaved = Schema<'NoticeSaved'>;
export type NoticeRemoved = Schema<'NoticeRemoved'>;
/** GET /api/admin/inquiry/list: the 문의 page's questions, contacts masked. */
export type AdminInquiryRow = Schema<'AdminInquiryRow'>;
export type AdminInquiry = Schema<'AdminInquiryDetail'>;
export type InquiryStatus = AdminInquiryRow['status'];

/**
 * Content the centre edits (issue 20): notices, programs with their order and carousel, the
 * centre's details, and a look at the message templates. The public pages' copies of these
 * answers are dropped when one of these mutations finishes (lib/public-data.ts matches their
 * names), so the site shows the change at once.
 */
const contentApi = adminApi
  .enhanceEndpoints({
    addTagTypes: ['AdminNotice', 'AdminProgram', 'AdminSite', 'AdminInquiry'],
  })
  .injectEndpoints({
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
          viaAdmin<NoticeSaved>({ url: `/admin/notice/${id}`, method: 'PUT', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminNotice', id: 'LIST' },
          { type: 'AdminNotice', id },
        ],
      }),
      deleteNotice: build.mutation<NoticeRemoved, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<NoticeRemoved>({ url: `/admin/notice/${id}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, id) => [
          { type: 'AdminNotice', id: 'LIST' },
          { type: 'AdminNotice', id },
        ],
      }),
      adminPrograms: build.query<AdminProgramRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AdminProgramRow[]>('/admin/program/list')(queryApi, extra),
        providesTags: [{ type: 'AdminProgram', id: 'LIST' }],
      }),
      adminProgram: build.query<AdminProgram, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminProgram>(`/admin/program/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminProgram', id }],
        // The edit form must start from what the server holds now, not from an old visit.
        keepUnusedDataFor: 0,
      }),
      createProgram: build.mutation<ProgramSavedResponse, FormData>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<ProgramSavedResponse>({ url: '/admin/program', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: [{ type: 'AdminProgram', id: 'LIST' }],
      }),
      updateProgram: build.mutation<ProgramSavedResponse, ProgramUpdateRequest>({
        queryFn: ({ id, body }, queryApi, extra) =>
          viaAdmin<ProgramSavedResponse>({ url: `/admin/program/${id}`, method: 'PUT', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminProgram', id: 'LIST' },
          { type: 'AdminProgram', id },
        ],
      }),
      deleteProgram: build.mutation<ProgramRemovedResponse, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<ProgramRemovedResponse>({ url: `/admin/program/${id}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, id) => [
          { type: 'AdminProgram', id: 'LIST' },
          { type: 'AdminProgram', id },
        ],
      }),
      restoreProgram: build.mutation<ProgramSavedResponse, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<ProgramSavedResponse>({
            url: `/admin/program/${id}/restore`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: (_result, _error, id) => [
          { type: 'AdminProgram', id: 'LIST' },
          { type: 'AdminProgram', id },
        ],
      }),
      reorderPrograms: build.mutation<AdminProgramRow[], number[]>({
        queryFn: (ids, queryApi, extra) =>
          viaAdmin<AdminProgramRow[]>({
            url: '/admin/program/order',
            method: 'PUT',
            body: { ids },
          })(queryApi, extra),
        invalidatesTags: [{ type: 'AdminProgram', id: 'LIST' }],
      }),
      addProgramImage: build.mutation<ProgramImagesSavedResponse, { id: number; body: FormData }>({
        queryFn: ({ id, body }, queryApi, extra) =>
          viaAdmin<ProgramImagesSavedResponse>({
            url: `/admin/program/${id}/image`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminProgram', id: 'LIST' },
          { type: 'AdminProgram', id },
        ],
      }),
      removeProgramImage: build.mutation<ProgramImagesSavedResponse, { id: number; file: string }>({
        queryFn: ({ id, file }, queryApi, extra) =>
          viaAdmin<ProgramImagesSavedResponse>({
            url: `/admin/program/${id}/image/${encodeURIComponent(file)}`,
            method: 'DELETE',
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminProgram', id: 'LIST' },
          { type: 'AdminProgram', id },
        ],
      }),
      reorderProgramImages: build.mutation<
        ProgramImagesSavedResponse,
        { id: number; files: string[] }
      >({
        queryFn: ({ id, files }, queryApi, extra) =>
          viaAdmin<ProgramImagesSavedResponse>({
            url: `/admin/program/${id}/image/order`,
            method: 'PUT',
            body: { files },
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminProgram', id }],
      }),
      siteSettings: build.query<SiteSettings, void>({
        queryFn: (_arg, queryApi, extra) => viaAdmin<SiteSettings>('/admin/site')(queryApi, extra),
        providesTags: ['AdminSite'],
        keepUnusedDataFor: 0,
      }),
      updateSiteSettings: build.mutation<SiteSettings, SiteSettingsForm>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<SiteSettings>({ url: '/admin/site', method: 'PUT', body })(queryApi, extra),
        invalidatesTags: ['AdminSite'],
      }),
      uploadSitePicture: build.mutation<SitePictureResponse, FormData>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<SitePictureResponse>({ url: '/admin/site/image', method: 'POST', body })(
            queryApi,
            extra,
          ),
      }),
      adminInquiries: build.query<AdminInquiryRow[], InquiryStatus | undefined>({
        queryFn: (status, queryApi, extra) =>
          viaAdmin<AdminInquiryRow[]>({
            url: '/admin/inquiry/list',
            params: status ? { status } : undefined,
          })(queryApi, extra),
        providesTags: [{ type: 'AdminInquiry', id: 'LIST' }],
      }),
      adminInquiry: build.query<AdminInquiry, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminInquiry>(`/admin/inquiry/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminInquiry', id }],
      }),
      answerInquiry: build.mutation<AdminInquiry, { id: number; answer: string }>({
        queryFn: ({ id, answer }, queryApi, extra) =>
          viaAdmin<AdminInquiry>({
            url: `/admin/inquiry/${id}/answer`,
            method: 'POST',
            body: { answer },
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminInquiry', id: 'LIST' },
          { type: 'AdminInquiry', id },
        ],
      }),
      messageTemplates: build.query<MessageTemplatePreview[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<MessageTemplatePreview[]>('/admin/message-templates')(queryApi, extra),
      }),
    }),
  });

export const {
  useAdminProgramsQuery,
  useAdminProgramQuery,
  useCreateProgramMutation,
  useUpdateProgramMutation,
  useDeleteProgramMutation,
  useRestoreProgramMutation,
  useReorderProgramsMutation,
  useAddProgramImageMutation,
  useRemoveProgramImageMutation,
  useReorderProgramImagesMutation,
  useSiteSettingsQuery,
  useUpdateSiteSettingsMutation,
  useUploadSitePictureMutation,
  useAdminNoticesQuery,
  useAdminNoticeQuery,
  useAdminInquiriesQuery,
  useAdminInquiryQuery,
  useAnswerInquiryMutation,
  useCreateNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
  useMessageTemplatesQuery,
} = contentApi;
