import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { extname } from 'node:path';
import { siteOrigin, type AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import {
  chooseEncoding,
  etagOf,
  sendHeld,
  SpaIndex,
  type HeldAnswer,
} from '../common/http/precompressed-assets';
import { PublicReads } from '../common/public-reads/public-reads';
import { loadServerRendering, type PageTemplate, type ServerBundle } from './page-template';
import { PageReads, type PageRead } from './page-reads';

/** The picture a shared link shows for a page without one of its own (frontend/public). */
const SHARE_IMAGE = '/images/share.jpg';

const HTML = {
  type: 'text/html; charset=utf-8',
  bytes: (html: unknown) => Buffer.from(html as string),
};

type FailedRead = Extract<PageRead, { status: number }>;

/** A rendered page and the status it answers with. */
type RenderedPage = { held: HeldAnswer; status: number };

/** The answers a page embeds for the browser to hydrate from: JSON, with `<` escaped. */
function answersJson(reads: PageRead[]): string {
  const entries = reads.map((read) =>
    'json' in read
      ? `${JSON.stringify(read.url)}:{"data":${read.json}}`
      : `${JSON.stringify(read.url)}:${JSON.stringify({ status: read.status, data: read.value })}`,
  );
  return `{${entries.join(',')}}`.replace(/</g, '\\u003c');
}

/**
 * The site's pages (issue 34). A public page (home, programs, lectures, notices, privacy, the
 * menu pages, inquiry) is rendered on the server from the same React components the browser then
 * hydrates (frontend/src/server/entry-server.tsx), with its own title, description, Open Graph
 * tags and structured data, so that Naver's crawler, a KakaoTalk preview and a slow phone see the
 * content in the first HTML. Each rendered page is cached like the public reads (PublicReads: per
 * address and content version, its seats' versions for lecture pages), so a page costs a render
 * only after a change. An unknown address, or a lecture, program or notice that is not there,
 * answers 404 with the site's not-found page. The family's and the back office's pages (forms,
 * payments, my info, admin) stay the app's shell, rendered in the browser.
 *
 * Without the frontend's server build (a test's stand-in frontend), every page is the shell.
 */
@Injectable()
export class Pages implements OnModuleInit {
  private readonly logger = new Logger(Pages.name);
  private readonly index: SpaIndex | undefined;
  private rendering: { bundle: ServerBundle; template: PageTemplate } | undefined;
  private readonly cacheControl: string;
  private readonly origin: string;

  constructor(
    private readonly reads: PageReads,
    private readonly publicReads: PublicReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.index = SpaIndex.load(config.staticDir);
    const cache = config.publicCache;
    // Browsers ask again each time (the ETag makes it a 304); a proxy may keep it as the reads.
    this.cacheControl = [
      'public',
      'max-age=0',
      `s-maxage=${cache.sharedMaxAgeSeconds}`,
      `stale-while-revalidate=${cache.staleWhileRevalidateSeconds}`,
      `stale-if-error=${cache.staleIfErrorSeconds}`,
    ].join(', ');
    this.origin = siteOrigin(config);
  }

  async onModuleInit(): Promise<void> {
    this.rendering = await loadServerRendering(this.config.staticDir);
  }

  /** Express, where the app's index.html was answered: after helmet, before compression. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const pathname = req.path;
      if (/^\/(api|sandbox|assets)(\/|$)/.test(pathname) || extname(pathname)) return next();
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const moved = MOVED_PAGES[pathname.replace(/(.)\/+$/, '$1').toLowerCase()];
      if (moved) return res.redirect(301, `${moved}${search}`);
      this.page(req, pathname, search).then(
        (page) => {
          if (!page) return next();
          sendHeld(req, res, page.held, page.status);
        },
        (error: unknown) => next(error),
      );
    };
  }

  /** The page at `pathname`: rendered, or the shell; undefined when there is no frontend. */
  private async page(
    req: Request,
    pathname: string,
    search: string,
  ): Promise<RenderedPage | undefined> {
    const rendering = this.rendering;
    if (!rendering) return this.shell(req);
    const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
    const page = rendering.bundle.publicPage(path, search);
    if (!page && !rendering.bundle.isUnknownPath(pathname)) return this.shell(req);
    try {
      const rendered = page
        ? await this.render(rendering, path, page)
        : await this.notFound(rendering);
      const encoding = chooseEncoding(req, rendered.body)!;
      const cacheControl = rendered.status === 200 ? this.cacheControl : 'no-cache';
      return { held: { body: rendered.body, encoding, cacheControl }, status: rendered.status };
    } catch (error) {
      // The database or a read failed past stale-if-error: the shell, whose app says so itself.
      this.logger.error(error instanceof Error ? error : String(error));
      return this.shell(req);
    }
  }

  private shell(req: Request): RenderedPage | undefined {
    const held = this.index?.find(req, req.path);
    return held ? { held, status: 200 } : undefined;
  }

  /** One public page, from the cache when its content has not changed since it was rendered. */
  private async render(
    rendering: { bundle: ServerBundle; template: PageTemplate },
    path: string,
    page: { chunk: string; reads: string[]; url: string; badId?: true },
  ) {
    const key = `page:${path} ${page.reads.join(' ')}`;
    const build = async () => {
      const shown = await Promise.all(page.reads.map((url) => this.reads.read(url)));
      const failed = shown.filter((read): read is FailedRead => 'status' in read);
      // A page whose own content is not there (a deleted lecture, a made-up id) is a 404,
      // rendered for this request only; any other failure (or the centre's details missing) is
      // no page to keep: the shell, whose app says so itself.
      const broken = failed.find((read) => read.status !== 404 || read === shown[0]);
      if (broken) throw new Error(`${broken.url} answered ${broken.status}`);
      if (failed.length || page.badId) {
        throw new NotCached(await this.fill(rendering, page.url, page.chunk, shown, []), 404);
      }
      const extra = await Promise.all(
        rendering.bundle.serverOnlyReads(path).map((url) => this.reads.read(url)),
      );
      return this.fill(rendering, page.url, page.chunk, shown, extra);
    };
    try {
      const body = await this.publicReads.answer(key, build, this.reads.seatsOf(page.reads), HTML);
      return { body, status: 200 };
    } catch (error) {
      if (!(error instanceof NotCached)) throw error;
      return { body: encodeOnce(error.html), status: error.status };
    }
  }

  /** The site's not-found page: the same for every unknown address, so rendered once. */
  private async notFound(rendering: { bundle: ServerBundle; template: PageTemplate }) {
    const reads = rendering.bundle.siteLayoutReads();
    const body = await this.publicReads.answer(
      `page:404 ${reads.join(' ')}`,
      async () => {
        const shown = await Promise.all(reads.map((url) => this.reads.read(url)));
        return this.fill(rendering, '/404', undefined, shown, [], true);
      },
      undefined,
      HTML,
    );
    return { body, status: 404 };
  }

  private async fill(
    { bundle, template }: { bundle: ServerBundle; template: PageTemplate },
    url: string,
    chunk: string | undefined,
    shown: PageRead[],
    extra: PageRead[],
    notFound = false,
  ): Promise<string> {
    const answers = Object.fromEntries(
      [...shown, ...extra].map((read) => [
        read.url,
        'json' in read ? { data: read.value } : { status: read.status, data: read.value },
      ]),
    );
    const { body, head } = await bundle.render(url, answers, {
      origin: this.origin,
      defaultImage: SHARE_IMAGE,
    });
    const robots = notFound ? '<meta name="robots" content="noindex" />\n    ' : '';
    return template.fill(`${robots}${head}`, chunk, body, answersJson(shown));
  }
}

/**
 * The spec's placeholder addresses, moved to names a parent reads (issue 35): links, bookmarks
 * and what search engines indexed follow a permanent redirect.
 */
const MOVED_PAGES: Readonly<Record<string, string>> = { '/menu1': '/about', '/menu3': '/support' };

/** A page rendered for one request only (a 404 of a made-up id): never kept in the cache. */
class NotCached extends Error {
  constructor(
    readonly html: string,
    readonly status: number,
  ) {
    super('not cached');
  }
}

function encodeOnce(html: string) {
  const identity = Buffer.from(html);
  return { type: HTML.type, etag: etagOf(identity), copies: { identity } };
}
