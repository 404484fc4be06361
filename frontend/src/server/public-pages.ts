import { noticePage, publicReads } from '@/lib/public-reads';

/** A public page the server renders, and what it renders from. */
type PublicPage = {
  /** The page's address; its first group, if any, is the route id. */
  path: RegExp;
  /** The page's lazy chunk, by its name in the build's page chunks (vite.config.ts). */
  chunk: string;
  /** The page's own reads (beyond the layout's), from its route id and query. */
  reads: (id: string, search: string) => string[];
};

/** Route ids as lib/ids.ts parseId accepts them; any other id asks nothing (a 404). */
const ID = '([1-9][0-9]{0,8})';
const VALID_ID = new RegExp(`^${ID}$`);

/** Reads every page in the site layout needs, whatever the page: the centre's details. */
export const siteLayoutReads = (): string[] => [publicReads.site()];

/**
 * What each public page reads (its components, through lib/public-data.ts). A new public page, or
 * a new read on one, is added here; test/api/server-pages.test.ts proves that a page's browser
 * asks nothing after the server rendered it.
 */
const publicPages: PublicPage[] = [
  // The home page shows the lectures open now and the latest notices, in the first HTML too.
  {
    path: /^\/$/,
    chunk: 'home-page',
    reads: () => [publicReads.lectures(), publicReads.notices(1)],
  },
  { path: /^\/about$/i, chunk: 'about-page', reads: () => [] },
  { path: /^\/support$/i, chunk: 'support-page', reads: () => [] },
  { path: /^\/privacy$/i, chunk: 'privacy-page', reads: () => [] },
  { path: /^\/inquiry$/i, chunk: 'inquiry-page', reads: () => [] },
  { path: /^\/program$/i, chunk: 'program-list-page', reads: () => [publicReads.programs()] },
  {
    path: /^\/program\/([^/]+)$/i,
    chunk: 'program-detail-page',
    reads: (id) => [publicReads.program(id), publicReads.programImages(id)],
  },
  { path: /^\/lecture$/i, chunk: 'lecture-list-page', reads: () => [publicReads.lectures()] },
  {
    path: /^\/lecture\/([^/]+)$/i,
    chunk: 'lecture-detail-page',
    reads: (id) => [publicReads.lecture(id)],
  },
  {
    path: /^\/notice$/i,
    chunk: 'notice-list-page',
    reads: (_, search) => [publicReads.notices(noticePage(search))],
  },
  {
    path: /^\/notice\/([^/]+)$/i,
    chunk: 'notice-detail-page',
    reads: (id) => [publicReads.notice(id)],
  },
];

/**
 * The public page at `pathname` (as the URL spells it, without the query): its chunk's name,
 * every read it renders from (the layout's included), and the address to render it at, with
 * only the query the page reads (the notices' `?page=N`): the rendered page is kept for every
 * request with the same reads, so nothing else of a visitor's query may reach its HTML.
 * Undefined for any other address.
 */
export function publicPage(
  pathname: string,
  search = '',
): { chunk: string; reads: string[]; url: string; badId?: true } | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const page = publicPages.find((candidate) => candidate.path.test(path));
  if (!page) return undefined;
  const id = page.path.exec(path)?.[1];
  // A detail page with an id no record can have (/lecture/abc): the page says it is not there,
  // reading nothing, as it does in the browser.
  if (id !== undefined && !VALID_ID.test(id)) {
    return { chunk: page.chunk, reads: siteLayoutReads(), url: path, badId: true };
  }
  const notices = page.chunk === 'notice-list-page' ? noticePage(search) : 1;
  return {
    chunk: page.chunk,
    reads: [...siteLayoutReads(), ...page.reads(id ?? '', search)],
    url: notices > 1 ? `${path}?page=${notices}` : path,
  };
}

/**
 * Reads a page needs on the server only, beyond those its components read: a lecture's fees, for
 * its structured data's offers. Not sent to the browser.
 */
export function serverOnlyReads(pathname: string): string[] {
  const lecture = new RegExp(`^/lecture/${ID}$`, 'i').exec(pathname);
  return lecture ? [publicReads.lectureFees(lecture[1])] : [];
}
