import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import type { Lecture, LectureSummary } from './types';

// The API answers with an array; older clients also accepted `{ data: [...] }`.
const lectureList = (response: LectureSummary[] | { data?: LectureSummary[] }) =>
  Array.isArray(response) ? response : (response.data ?? []);

/** GET /api/lecture/{id} answers with a one-element array; null means "no such lecture". */
const oneLecture = (response: Lecture[] | Lecture) =>
  (Array.isArray(response) ? response[0] : response) ?? null;

export const useGetLecturesQuery = () =>
  usePublicQuery<LectureSummary[]>(publicReads.lectures(), { transform: lectureList });

/** `id` undefined asks nothing. */
export const useGetLectureQuery = (id: number | undefined) =>
  usePublicQuery<Lecture | null>(id === undefined ? undefined : publicReads.lecture(id), {
    transform: oneLecture,
  });
