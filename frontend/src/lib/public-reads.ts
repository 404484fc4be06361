/**
 * The one module that owns the public pages' server data: the address of every public read
 * (`GET /api{url}`), which of them each public page needs, and the start of those reads with the
 * HTML. It is the first script of a public page (its own entry, injected at the end of <head> by
 * vite.config.ts, `pageChunks()`), and the app imports the same module for the addresses:
 * - here, from `location.pathname`, it starts the opened page's reads and the download of the
 *   page's lazy chunk (and its CSS) at once, instead of after React, the router and the store have
 *   loaded and rendered (HTML → entry → render → chunk → data: four round trips on Lighthouse's
 *   slow 4G before the content, now two). The answers wait in `window.__publicPrefetch`;
 * - the features' hooks (`features/{site,programs,lectures,notices}/api.ts`) ask for the same addresses
 *   through `lib/public-data.ts`, which takes each prefetched answer once instead of asking again.
 * So a read's address is written here only, and a page's reads are listed here only.
 *
 * The page's chunk: file names from `<script type="application/json" id="page-chunks">` (written
 * by the build), fetched as `modulepreload` / `preload` links, which Vite's own lazy import then
 * reuses. main.tsx waits for the page's chunk before the first render, so no loading state flashes.
 *
 * No imports, and it must stay that way: it is a few hundred bytes with nothing to wait for. As
 * the entry module (and the `prefetch` group of vite.config.ts) it is the whole prefetch chunk,
 * which the app's chunks import (one download, run once); a module it imported would become a
 * chunk of its own to wait for.
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
  /** One page of the 공지사항 list (1-based; the page is in the address, see the API). */
  notices: (page: Id) => `/notice/list/${page}`,
  notice: (id: Id) => `/notice/${id}`,
} as const;

/** The list page's `?page=N` (1 to 1,000, the API's range); anything else is the first page. */
export function noticePage(search: string): number {
  const page = Number(/[?&]page=([1-9]\d{0,3})(&|$)/.exec(search)?.[1]);
  return page <= 1000 ? page : 1;
}

/** Reads every page in the site layout needs, whatever the page. */
const layoutReads = (): string[] => [publicReads.site()];

/** The mailbox between the reads started here and lib/public-data.ts, which takes them. */
export type PublicPrefetch = {
  /** When the reads were started (performance.now()); public-data ignores old ones. */
  startedAt: number;
  /** `/site` → the answer of `fetch('/api/site')`, taken (deleted) by its first reader. */
  responses: Map<string, Promise<Response>>;
};

declare global {
  interface Window {
    __publicPrefetch?: PublicPrefetch;
  }
}

type PublicPage = {
  /** The page's address; its first group, if any, is the route id. */
  path: RegExp;
  /** The page's lazy chunk, by its name in the build's page-chunks JSON. */
  chunk: string;
  /** The page's own reads (beyond `layoutReads`), from its route id and query. */
  reads: (id: string, search: string) => string[];
  /** The page's largest image (LCP) when its address is known before any read. */
  image?: string;
  /**
   * Or the read that names it: preloaded as soon as that answer arrives, long before React has
   * rendered the <img> (a round trip less for the page's largest paint).
   */
  imageFrom?: { read: (id: string) => string; pick: (body: unknown) => string | undefined };
};

/** config/paths.ts `uploads.program`, for the first picture of the program pages. */
const programFile = (file: unknown) =>
  typeof file === 'string' && file
    ? `/api/upload/programFiles/${encodeURIComponent(file)}`
    : undefined;

/** Route ids as lib/ids.ts parseId accepts them; any other address asks nothing. */
const ID = '([1-9][0-9]{0,8})';

/** What each public page reads. A new public page or a new read on one is added here. */
const publicPages: PublicPage[] = [
  // The first photo of the centre (copy/ko.ts, home.photos[0]) is the home page's largest paint.
  { path: /^\/$/, chunk: 'home-page', reads: () => [], image: '/images/home/center-1.svg' },
  { path: /^\/menu1$/i, chunk: 'about-page', reads: () => [] },
  { path: /^\/menu3$/i, chunk: 'support-page', reads: () => [] },
  { path: /^\/privacy$/i, chunk: 'privacy-page', reads: () => [] },
  { path: /^\/inquiry$/i, chunk: 'inquiry-page', reads: () => [] },
  {
    path: /^\/program$/i,
    chunk: 'program-list-page',
    reads: () => [publicReads.programs()],
    // The first card's picture (the list shows programs in the API's order).
    imageFrom: {
      read: () => publicReads.programs(),
      pick: (body) => (Array.isArray(body) ? programFile(body[0]?.thumbnail) : undefined),
    },
  },
  {
    path: new RegExp(`^/program/${ID}$`, 'i'),
    chunk: 'program-detail-page',
    reads: (id) => [publicReads.program(id), publicReads.programImages(id)],
    // The carousel's first picture.
    imageFrom: {
      read: (id) => publicReads.programImages(id),
      pick: (body) => programFile((body as { files?: unknown[] } | null)?.files?.[0]),
    },
  },
  { path: /^\/lecture$/i, chunk: 'lecture-list-page', reads: () => [publicReads.lectures()] },
  {
    path: new RegExp(`^/lecture/${ID}$`, 'i'),
    chunk: 'lecture-detail-page',
    reads: (id) => [publicReads.lecture(id)],
  },
  {
    path: /^\/notice$/i,
    chunk: 'notice-list-page',
    reads: (_, search) => [publicReads.notices(noticePage(search))],
  },
  {
    path: new RegExp(`^/notice/${ID}$`, 'i'),
    chunk: 'notice-detail-page',
    reads: (id) => [publicReads.notice(id)],
  },
];

/**
 * The public page at `pathname` (as the URL spells it, without the query): its chunk's name and
 * every read it renders from, the layout's included; undefined for any other address. The server
 * renders these pages from the same reads (src/pages).
 */
export function publicPage(
  pathname: string,
  search = '',
): { chunk: string; reads: string[] } | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const page = publicPages.find((candidate) => candidate.path.test(path));
  if (!page) return undefined;
  const id = page.path.exec(path)?.[1] ?? '';
  return { chunk: page.chunk, reads: [...layoutReads(), ...page.reads(id, search)] };
}

/** What every other page in the site layout reads (the not-found page among them). */
export const siteLayoutReads = layoutReads;

function preloadImage(href: string): void {
  const image = document.createElement('link');
  image.rel = 'preload';
  image.as = 'image';
  image.fetchPriority = 'high';
  image.href = href;
  document.head.appendChild(image);
}

function start(): void {
  // A page the server rendered carries its answers and its chunk's preload links already.
  if (document.documentElement.hasAttribute('data-rendered')) return;
  const pathname = location.pathname.replace(/(.)\/+$/, '$1');
  const page = publicPages.find((candidate) => candidate.path.test(pathname));
  if (!page) return;
  const id = page.path.exec(pathname)?.[1] ?? '';
  const urls = [...layoutReads(), ...page.reads(id, location.search)];
  const responses = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const response = fetch(`/api${url}`);
    // A failed read is reported by public-data when it takes it; never an unhandled rejection.
    response.catch(() => undefined);
    responses.set(url, response);
  }
  window.__publicPrefetch = { startedAt: performance.now(), responses };

  if (page.image) preloadImage(page.image);
  const imageFrom = page.imageFrom && responses.get(page.imageFrom.read(id));
  if (page.imageFrom && imageFrom) {
    const { pick } = page.imageFrom;
    // A copy of the answer: public-data reads the original.
    imageFrom
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((body: unknown) => {
        const href = pick(body);
        if (href) preloadImage(href);
      })
      .catch(() => undefined);
  }

  const chunks = document.getElementById('page-chunks')?.textContent;
  const files = chunks ? (JSON.parse(chunks) as Record<string, string[]>)[page.chunk] : undefined;
  for (const file of files ?? []) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      // Preloaded only: Vite's lazy import adds the stylesheet itself and waits for it.
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}

// Only in a browser (the module is also imported by the app, and by tools that only read it).
if (typeof document !== 'undefined') start();
