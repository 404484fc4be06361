import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { adminBaseQuery } from './auth/admin-base-query';
import { filenameFromContentDisposition } from './content-disposition';
import { saveBlob } from './csv-download';
import type { Schema } from '@shared/contract/schema';
import type { AdminLectureRow, PersonalDataRevealed } from './types';

/** GET /api/admin/me: who is signed in, with the role the server reads from the account. */
export type CurrentAdmin = Schema<'CurrentAdminResponse'>;
export type AdminRole = CurrentAdmin['role'];

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * Every admin call goes through adminBaseQuery (Bearer token, one refresh on 401), as a queryFn
 * of endpoints injected into the one `api`: no second createApi, whose middleware could not be
 * added lazily. This module is imported by the admin pages only, so public pages never load it.
 */
export function viaAdmin<T>(args: string | FetchArgs) {
  return (
    queryApi: Parameters<typeof adminBaseQuery>[1],
    extraOptions: Parameters<typeof adminBaseQuery>[2],
  ) => Promise.resolve(adminBaseQuery(args, queryApi, extraOptions)) as Promise<Result<T>>;
}

/**
 * A response handler that saves a downloaded file (the CSV, the Excel file) under the name of its
 * Content-Disposition, `fallback` when it gives none: the download goes through fetch with the
 * Bearer token, which a plain link could not send. The data kept in the store is only that name
 * (serialisable); a refusal is read as the JSON error it is.
 */
export function saveFileResponse(fallback: string) {
  return async (response: Response): Promise<unknown> => {
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
      fallback,
    );
    saveBlob(await response.blob(), filename);
    return filename;
  };
}

/**
 * The admin area's base: its tags and the calls more than one area makes (who is signed in,
 * the lecture list, a contact revealed in full, the applicants' CSV). Each area (lectures/,
 * money/, people/, content/, overview/) injects its own endpoints into `adminApi` in its own
 * api.ts. The tags below are those an area's writes invalidate across areas (a refund changes
 * the lecture list, 현황…).
 */
export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'AdminMe',
      'AdminLecture',
      'AdminApplicant',
      'AdminUser',
      'AdminSeats',
      'AdminWaitlist',
      'AdminMessages',
      'AdminMoney',
      'AdminOverview',
      'AdminClosure',
      'AdminPersonalDataAccess',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMe: build.query<CurrentAdmin, void>({
        queryFn: (_arg, queryApi, extra) => viaAdmin<CurrentAdmin>('/admin/me')(queryApi, extra),
        providesTags: ['AdminMe'],
      }),
      /** Every lecture: the lecture list, and the lecture pickers of 신청자 관리 and 현황. */
      adminLectures: build.query<AdminLectureRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AdminLectureRow[]>('/admin/lecture/list')(queryApi, extra),
        providesTags: (result) => [
          { type: 'AdminLecture', id: 'LIST' },
          ...(result ?? []).map((row) => ({ type: 'AdminLecture' as const, id: row.id })),
        ],
      }),
      /**
       * One person's contact and e-mail in full, recorded on the server (개인정보 열람 기록). The
       * answer lives in the calling component's state only: the hook is reset at once.
       */
      revealContact: build.mutation<
        PersonalDataRevealed,
        { kind: 'application' | 'waitlist'; id: number }
      >({
        queryFn: ({ kind, id }, queryApi, extra) =>
          viaAdmin<PersonalDataRevealed>({
            url: `/admin/${kind}/${id}/reveal`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: ['AdminPersonalDataAccess'],
      }),
      /** Resolves with the saved file's name. `lectureId` undefined: every applicant. */
      downloadApplicantsCsv: build.mutation<string, number | undefined>({
        queryFn: (lectureId, queryApi, extra) =>
          viaAdmin<string>({
            url: '/admin/applicants.csv',
            params: lectureId === undefined ? undefined : { lectureId },
            responseHandler: saveFileResponse('applicants.csv'),
            cache: 'no-store',
          })(queryApi, extra),
        // The export is recorded (개인정보 열람 기록).
        invalidatesTags: ['AdminPersonalDataAccess'],
      }),
    }),
  });

export const {
  useAdminMeQuery,
  useAdminLecturesQuery,
  useRevealContactMutation,
  useDownloadApplicantsCsvMutation,
} = adminApi;
