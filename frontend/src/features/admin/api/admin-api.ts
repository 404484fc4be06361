import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { adminBaseQuery } from '../auth/admin-base-query';
import { filenameFromContentDisposition } from './content-disposition';
import { saveBlob } from './csv-download';
import type {
  AdminLecture,
  AdminLectureRow,
  AdminUserRow,
  LectureApplicant,
  LectureDeletedResponse,
  LectureSavedResponse,
  LectureUpdateRequest,
} from './types';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * Every admin call goes through adminBaseQuery (Bearer token, one refresh on 401), as a queryFn
 * of endpoints injected into the one `api`: no second createApi, whose middleware could not be
 * added lazily. This module is imported by the admin pages only, so public pages never load it.
 */
function viaAdmin<T>(args: string | FetchArgs) {
  return (
    queryApi: Parameters<typeof adminBaseQuery>[1],
    extraOptions: Parameters<typeof adminBaseQuery>[2],
  ) => Promise.resolve(adminBaseQuery(args, queryApi, extraOptions)) as Promise<Result<T>>;
}

const CSV_FALLBACK_NAME = 'applicants.csv';

/**
 * Downloads the CSV with the Bearer token (a plain link could not send it) and saves it under the
 * name of its Content-Disposition. The data kept in the store is only that name (serialisable).
 */
async function readCsvResponse(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const filename = filenameFromContentDisposition(
    response.headers.get('Content-Disposition'),
    CSV_FALLBACK_NAME,
  );
  saveBlob(await response.blob(), filename);
  return filename;
}

export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminLecture', 'AdminApplicant', 'AdminUser'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminLectures: build.query<AdminLectureRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AdminLectureRow[]>('/admin/lecture/list')(queryApi, extra),
        providesTags: (result) => [
          { type: 'AdminLecture', id: 'LIST' },
          ...(result ?? []).map((row) => ({ type: 'AdminLecture' as const, id: row.id })),
        ],
      }),
      /** Cached per lecture id: opening the same sub-table again shows it at once. */
      lectureApplicants: build.query<LectureApplicant[], number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<LectureApplicant[]>(`/admin/lecture/applicant/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminApplicant', id }],
      }),
      adminUsers: build.query<AdminUserRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AdminUserRow[]>('/admin/user/list')(queryApi, extra),
        providesTags: ['AdminUser'],
      }),
      adminLecture: build.query<AdminLecture, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminLecture>(`/admin/lecture/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminLecture', id }],
        // The edit form must start from what the server holds now, not from an old visit.
        keepUnusedDataFor: 0,
      }),
      createLecture: build.mutation<LectureSavedResponse, FormData>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<LectureSavedResponse>({ url: '/admin/lecture', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: [{ type: 'AdminLecture', id: 'LIST' }, 'Lecture'],
      }),
      updateLecture: build.mutation<LectureSavedResponse, LectureUpdateRequest>({
        queryFn: ({ id, body }, queryApi, extra) =>
          viaAdmin<LectureSavedResponse>({ url: `/admin/lecture/${id}`, method: 'PUT', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminLecture', id },
          { type: 'AdminApplicant', id },
          'AdminUser',
          'Lecture',
        ],
      }),
      deleteLecture: build.mutation<LectureDeletedResponse, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<LectureDeletedResponse>({ url: `/admin/lecture/${id}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, id) => [
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminLecture', id },
          { type: 'AdminApplicant', id },
          'AdminUser',
          'Lecture',
        ],
      }),
      /** Resolves with the saved file's name. `lectureId` undefined: every applicant. */
      downloadApplicantsCsv: build.mutation<string, number | undefined>({
        queryFn: (lectureId, queryApi, extra) =>
          viaAdmin<string>({
            url: '/admin/applicants.csv',
            params: lectureId === undefined ? undefined : { lectureId },
            responseHandler: readCsvResponse,
            cache: 'no-store',
          })(queryApi, extra),
      }),
    }),
  });

export const {
  useAdminLecturesQuery,
  useLectureApplicantsQuery,
  useAdminUsersQuery,
  useAdminLectureQuery,
  useCreateLectureMutation,
  useUpdateLectureMutation,
  useDeleteLectureMutation,
  useDownloadApplicantsCsvMutation,
} = adminApi;
