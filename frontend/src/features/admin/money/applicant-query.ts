/**
 * 신청자 관리's query as it lives in the address bar (?q=&lectureId=&status=&sort=&page=), so a
 * reload, a shared link and the back button all keep it. Pure: applicant-query.test.ts checks it
 * (the page hands its result to the contract-typed hook, so a change on the server still fails
 * the typecheck there).
 */

export const APPLICANT_SORTS = ['newest', 'oldest', 'name', 'amount'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** The order of the state filter: from not paid to cancelled. */
export const APPLICANT_STATUSES = ['N', 'W', 'Y', 'P', 'C'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export const APPLICANT_PAGE_SIZE = 20;

export interface ApplicantQuery {
  q: string;
  lectureId?: number;
  status?: ApplicantStatus;
  sort: ApplicantSort;
  page: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/** What the address says; anything the server would refuse (a typo, an old link) is dropped. */
export function readApplicantQuery(params: URLSearchParams): ApplicantQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    lectureId: positiveInteger(params.get('lectureId')),
    status: isOneOf(APPLICANT_STATUSES, status) ? status : undefined,
    sort: isOneOf(APPLICANT_SORTS, sort) ? sort : 'newest',
    page: Math.min(positiveInteger(params.get('page')) ?? 1, 100_000),
  };
}

/** The address of a query, defaults left out (an untouched page is plain /admin/user). */
export function writeApplicantQuery(query: ApplicantQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.lectureId !== undefined) params.set('lectureId', String(query.lectureId));
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** GET /api/admin/applications' parameters for a query. */
export function toApplicationSearch(query: ApplicantQuery) {
  return {
    q: query.q || undefined,
    lectureId: query.lectureId,
    status: query.status,
    sort: query.sort,
    page: query.page,
    size: APPLICANT_PAGE_SIZE,
  };
}

/** Whether anything narrows the list (an empty answer then means "no match", not "nobody"). */
export function isFiltered(query: ApplicantQuery): boolean {
  return query.q !== '' || query.lectureId !== undefined || query.status !== undefined;
}

/**
 * The page numbers to offer: the first, the last, and two either side of the current one, with
 * 'gap' where numbers are left out (1 … 4 5 6 7 8 … 20).
 */
export function pageNumbers(current: number, last: number): (number | 'gap')[] {
  const shown = new Set([1, last]);
  for (let n = current - 2; n <= current + 2; n += 1) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 1).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) items.push('gap');
    items.push(n);
  });
  return items;
}
