/**
 * The first thing a public page runs (its own tiny entry, injected at the top of index.html by
 * vite.config.ts, `pageChunks()`): from `location.pathname` it starts the page's API reads and
 * the download of the page's lazy chunk (and its CSS) at once, instead of after React, the router
 * and the store have loaded and rendered (HTML → entry → render → chunk → data: four round trips
 * on Lighthouse's slow 4G before the content, now two).
 *
 * - The data: the same `GET /api{url}` lib/public-data.ts would send for the page, kept in
 *   `window.__publicPrefetch`; public-data takes each answer once instead of asking again.
 * - The chunk: file names from `<script type="application/json" id="page-chunks">` (written by the
 *   build), fetched as `modulepreload` / `preload` links, which Vite's own lazy import then reuses.
 *   main.tsx waits for the page's chunk before the first render, so no loading state flashes.
 *
 * No imports: it must stay a few hundred bytes with nothing to wait for.
 */

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

type Page = {
  path: RegExp;
  /** The lazy chunk's name in the page-chunks JSON. */
  chunk: string;
  data: (id: string) => string[];
  /** The page's largest image (LCP) when its address is known before any read. */
  image?: string;
  /**
   * Or the read that names it: preloaded as soon as that answer arrives, long before React has
   * rendered the <img> (a round trip less for the page's largest paint).
   */
  imageFrom?: { url: (id: string) => string; pick: (body: unknown) => string | undefined };
};

/** config/paths.ts `uploads.program`, for the first picture of the program pages. */
const programFile = (file: unknown) =>
  typeof file === 'string' && file
    ? `/api/upload/programFiles/${encodeURIComponent(file)}`
    : undefined;

/** What each public page reads (lib/public-data.ts addresses, with `:id` from the path). */
const PAGES: Page[] = [
  // The first photo of the centre (copy/ko.ts, home.photos[0]) is the home page's largest paint.
  { path: /^\/$/, chunk: 'home-page', data: () => [], image: '/images/home/center-1.svg' },
  { path: /^\/menu1$/i, chunk: 'about-page', data: () => [] },
  { path: /^\/menu3$/i, chunk: 'support-page', data: () => [] },
  {
    path: /^\/program$/i,
    chunk: 'program-list-page',
    data: () => ['/program/list'],
    // The first card's picture (the list shows programs in the API's order).
    imageFrom: {
      url: () => '/program/list',
      pick: (body) => (Array.isArray(body) ? programFile(body[0]?.thumbnail) : undefined),
    },
  },
  {
    // Route ids as lib/ids.ts parseId accepts them; anything else asks nothing.
    path: /^\/program\/([1-9][0-9]{0,8})$/i,
    chunk: 'program-detail-page',
    data: (id) => [`/program/${id}`, `/program/images/${id}`],
    // The carousel's first picture.
    imageFrom: {
      url: (id) => `/program/images/${id}`,
      pick: (body) => programFile((body as { files?: unknown[] } | null)?.files?.[0]),
    },
  },
  { path: /^\/lecture$/i, chunk: 'lecture-list-page', data: () => ['/lecture/list'] },
  {
    path: /^\/lecture\/([1-9][0-9]{0,8})$/i,
    chunk: 'lecture-detail-page',
    data: (id) => [`/lecture/${id}`],
  },
];

function preloadImage(href: string): void {
  const image = document.createElement('link');
  image.rel = 'preload';
  image.as = 'image';
  image.fetchPriority = 'high';
  image.href = href;
  document.head.appendChild(image);
}

function start(): void {
  const pathname = location.pathname.replace(/(.)\/+$/, '$1');
  const page = PAGES.find((candidate) => candidate.path.test(pathname));
  if (!page) return;
  const id = page.path.exec(pathname)?.[1] ?? '';
  // Every page in the site layout shows the centre's details in its header and footer.
  const urls = ['/site', ...page.data(id)];
  const responses = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const response = fetch(`/api${url}`);
    // A failed read is reported by public-data when it takes it; never an unhandled rejection.
    response.catch(() => undefined);
    responses.set(url, response);
  }
  window.__publicPrefetch = { startedAt: performance.now(), responses };

  if (page.image) preloadImage(page.image);
  const imageFrom = page.imageFrom && responses.get(page.imageFrom.url(id));
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

start();
