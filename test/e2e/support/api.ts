import { expect, type APIRequestContext } from '@playwright/test';
import type { Schema } from '../../../shared/contract/schema';

/** What the public API answers (openapi.json); the tests read their data from it, never from seeds. */
export type LectureSummary = Schema<'LectureSummaryResponse'>;
export type Lecture = Schema<'LectureResponse'>;
export type Program = Schema<'ProgramResponse'>;
export type RegStatus = LectureSummary['reg_status'];

/** Every status word a lecture may show (issue 35). */
export const STATUS_WORDS = ['접수 예정', '접수중', '마감 임박', '정원 마감', '접수 마감', '폐강'];

/**
 * The status word a lecture shows, from what the API answers (issue 35): 접수 예정, 접수중 (마감 임박
 * when few seats or days are left, 정원 마감 when none), 접수 마감, 폐강.
 */
export function statusWord(lecture: LectureSummary): string {
  if (lecture.reg_status === 'BEFORE') return '접수 예정';
  if (lecture.reg_status === 'CLOSED') return '접수 마감';
  if (lecture.reg_status === 'CANCELLED') return '폐강';
  if (lecture.seats_left === 0) return '정원 마감';
  return lecture.closing_soon ? '마감 임박' : '접수중';
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The list in the API's order. Spec §7: an array, or an object whose `data` is the array. */
export async function fetchLectures(request: APIRequestContext): Promise<LectureSummary[]> {
  const body = await getJson<LectureSummary[] | { data: LectureSummary[] }>(
    request,
    '/api/lecture/list',
  );
  const lectures = Array.isArray(body) ? body : body.data;
  expect(lectures.length, 'the demo content holds lectures').toBeGreaterThan(0);
  return lectures;
}

/** Spec §7: GET /api/lecture/{id} answers a list holding the lecture. */
export async function fetchLecture(request: APIRequestContext, id: number): Promise<Lecture> {
  const body = await getJson<Lecture[] | Lecture>(request, `/api/lecture/${id}`);
  const lecture = Array.isArray(body) ? body[0] : body;
  expect(lecture?.id).toBe(id);
  return lecture;
}

export async function fetchPrograms(request: APIRequestContext): Promise<Program[]> {
  const programs = await getJson<Program[]>(request, '/api/program/list');
  expect(programs.length, 'the demo content holds programs').toBeGreaterThan(0);
  return programs;
}

export async function fetchProgramImages(
  request: APIRequestContext,
  id: number,
): Promise<string[]> {
  return (await getJson<Schema<'ProgramImagesResponse'>>(request, `/api/program/images/${id}`))
    .files;
}

/** 120000 → "120,000원", computed independently of the app's own formatter. */
export function won(amount: number): string {
  return `${new Intl.NumberFormat('ko-KR').format(amount)}원`;
}

/** The newest lecture first, as the list page must show them. */
export function newestFirst<T extends { id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.id - a.id);
}

/**
 * Moves this worker's server clock on (TEST_CLOCK_SHIFTABLE, global-setup.ts), for the rest of
 * the run: what grows old in a journey does so in a request, not in a wait.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  seconds: number,
): Promise<void> {
  const response = await request.post('/api/test-clock', { data: { seconds } });
  expect(response.status(), 'the server clock moves on').toBe(200);
}
