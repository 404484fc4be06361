/**
 * The one module that owns the addresses of the public pages' server data: every public read
 * (`GET /api{url}`) by name. The features' hooks (`features/{site,programs,lectures,notices}/api.ts`)
 * ask for them through `lib/public-data.ts`, and the server's build of the pages
 * (`server/public-pages.ts`) lists which of them each public page renders from, so that a page
 * comes from the server with exactly the answers its components then read (issue 34).
 */

type Id = number | string;

/** Every public read, by name: its address under `/api`. */
export const publicReads = {
  /** The centre's details: the header and footer of every page in the site layout show them. */
  site: () => '/site',
  programs: () => '/program/list',
  program: (id: Id) => `/program/${id}`,
  programImages: (id: Id) => `/program/images/${id}`,
  lectures: () => '/lecture/list',
  lecture: (id: Id) => `/lecture/${id}`,
  /** A lecture's fees: the server reads them for a lecture page's structured data (offers). */
  lectureFees: (id: Id) => `/lecture/fee/${id}`,
  /** One page of the 공지사항 list (1-based; the page is in the address, see the API). */
  notices: (page: Id) => `/notice/list/${page}`,
  notice: (id: Id) => `/notice/${id}`,
} as const;

/** The list page's `?page=N` (1 to 1,000, the API's range); anything else is the first page. */
export function noticePage(search: string): number {
  const page = Number(/[?&]page=([1-9]\d{0,3})(&|$)/.exec(search)?.[1]);
  return page <= 1000 ? page : 1;
}
