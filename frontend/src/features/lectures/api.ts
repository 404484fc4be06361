import { api } from '@/lib/api';
import type { Lecture, LectureSummary } from './types';

const lecturesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLectures: build.query<LectureSummary[], void>({
      query: () => '/lecture/list',
      // The API answers with an array; older clients also accepted `{ data: [...] }`.
      transformResponse: (response: LectureSummary[] | { data?: LectureSummary[] }) =>
        Array.isArray(response) ? response : (response.data ?? []),
      providesTags: (result) => [
        { type: 'Lecture', id: 'LIST' },
        ...(result ?? []).map((lecture) => ({ type: 'Lecture' as const, id: lecture.id })),
      ],
    }),
    /** GET /api/lecture/{id} answers with a one-element array; null means "no such lecture". */
    getLecture: build.query<Lecture | null, number>({
      query: (id) => `/lecture/${id}`,
      transformResponse: (response: Lecture[] | Lecture) =>
        (Array.isArray(response) ? response[0] : response) ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Lecture', id }],
    }),
  }),
});

export const { useGetLecturesQuery, useGetLectureQuery } = lecturesApi;
