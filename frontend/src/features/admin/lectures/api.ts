import { adminApi, viaAdmin } from '../core/api';
import type {
  AdminLecture,
  AdminWaitlistChanged,
  AdminWaitlistEntry,
  CloseLectureRequest,
  LectureClosure,
  LectureDeletedResponse,
  LectureSavedResponse,
  LectureSeats,
  LectureUpdateRequest,
} from '../core/types';

/** 강의 관리: the lectures, their seats, waiting list and 폐강. */
const lecturesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
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
        { type: 'AdminSeats', id },
        { type: 'AdminWaitlist', id },
        'AdminUser',
        'AdminOverview',
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
        'AdminOverview',
        'Lecture',
      ],
    }),
    /** Seats of a lecture now: asked again on every open (they change by the minute). */
    lectureSeats: build.query<LectureSeats, number>({
      queryFn: (id, queryApi, extra) =>
        viaAdmin<LectureSeats>(`/admin/lecture/${id}/seats`)(queryApi, extra),
      providesTags: (_result, _error, id) => [{ type: 'AdminSeats', id }],
      keepUnusedDataFor: 0,
    }),
    lectureWaitlist: build.query<AdminWaitlistEntry[], number>({
      queryFn: (id, queryApi, extra) =>
        viaAdmin<AdminWaitlistEntry[]>(`/admin/lecture/${id}/waitlist`)(queryApi, extra),
      providesTags: (_result, _error, id) => [{ type: 'AdminWaitlist', id }],
      keepUnusedDataFor: 0,
    }),
    /** Offers a free seat to this entry now; 409 when none is free. */
    offerWaitlistSeat: build.mutation<AdminWaitlistChanged, { entryId: number; lectureId: number }>(
      {
        queryFn: ({ entryId }, queryApi, extra) =>
          viaAdmin<AdminWaitlistChanged>({
            url: `/admin/waitlist/${entryId}/offer`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { lectureId }) => [
          { type: 'AdminWaitlist', id: lectureId },
          { type: 'AdminSeats', id: lectureId },
        ],
      },
    ),
    removeWaitlistEntry: build.mutation<
      AdminWaitlistChanged,
      { entryId: number; lectureId: number }
    >({
      queryFn: ({ entryId }, queryApi, extra) =>
        viaAdmin<AdminWaitlistChanged>({ url: `/admin/waitlist/${entryId}`, method: 'DELETE' })(
          queryApi,
          extra,
        ),
      invalidatesTags: (_result, _error, { lectureId }) => [
        { type: 'AdminWaitlist', id: lectureId },
        { type: 'AdminSeats', id: lectureId },
      ],
    }),
    /**
     * A lecture's 폐강 and its progress (404 when it has none: ask only for a lecture the list
     * calls 폐강). The panel polls it while it is RUNNING.
     */
    lectureClosure: build.query<LectureClosure, number>({
      queryFn: (lectureId, queryApi, extra) =>
        viaAdmin<LectureClosure>(`/admin/lecture/${lectureId}/closure`)(queryApi, extra),
      providesTags: (_result, _error, lectureId) => [{ type: 'AdminClosure', id: lectureId }],
      keepUnusedDataFor: 0,
    }),
    /**
     * Cancels the whole lecture (폐강): closed to applicants at once, its families reached by a
     * background job (202). Whatever the answer (a 409 means it was closed meanwhile), the
     * lecture's status and closure are asked again.
     */
    closeLecture: build.mutation<LectureClosure, { lectureId: number; body: CloseLectureRequest }>({
      queryFn: ({ lectureId, body }, queryApi, extra) =>
        viaAdmin<LectureClosure>({
          url: `/admin/lecture/${lectureId}/close`,
          method: 'POST',
          body,
        })(queryApi, extra),
      invalidatesTags: (_result, _error, { lectureId }) => [
        { type: 'AdminLecture', id: 'LIST' },
        { type: 'AdminLecture', id: lectureId },
        { type: 'AdminClosure', id: lectureId },
        'AdminOverview',
        'Lecture',
      ],
    }),
  }),
});

/**
 * What a lecture's 폐강 has changed once its job is done (or a family was reached): the lecture's
 * applicants, seats and waiting list, 신청자 관리, the lecture list and the overview.
 */
export function closureChanged(lectureId: number) {
  return lecturesApi.util.invalidateTags([
    { type: 'AdminApplicant', id: lectureId },
    { type: 'AdminSeats', id: lectureId },
    { type: 'AdminWaitlist', id: lectureId },
    { type: 'AdminLecture', id: 'LIST' },
    'AdminUser',
    'AdminOverview',
  ]);
}

export const {
  useAdminLectureQuery,
  useCreateLectureMutation,
  useUpdateLectureMutation,
  useDeleteLectureMutation,
  useLectureSeatsQuery,
  useLectureWaitlistQuery,
  useOfferWaitlistSeatMutation,
  useRemoveWaitlistEntryMutation,
  useLectureClosureQuery,
  useCloseLectureMutation,
} = lecturesApi;

/** The closure's cached answer, without subscribing (the panel's polling reads it first). */
export const useLectureClosureState = lecturesApi.endpoints.lectureClosure.useQueryState;
