import { adminApi, viaAdmin } from './admin-api';
import type {
  AdminProgram,
  AdminProgramRow,
  ProgramImagesSavedResponse,
  ProgramRemovedResponse,
  ProgramSavedResponse,
  ProgramUpdateRequest,
  SiteSettings,
  SiteSettingsForm,
} from './types';

/**
 * Content the centre edits (issue 20): programs with their order and carousel, and the centre's
 * details. The public pages' copies of these answers are dropped when one of these mutations
 * finishes (lib/public-data.ts, PUBLIC_WRITES names them), so the site shows the change at once.
 */
const contentApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminProgram', 'AdminSite'] })
  .injectEndpoints({
    endpoints: (build) => ({
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
} = contentApi;
