import { HttpException, Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LecturesController } from '../lectures';
import { NoticesController } from '../notices';
import { ProgramsController } from '../programs';
import { SiteController } from '../site';
import { PublicReads, type SeatScope } from '../common/public-reads/public-reads';

/** A read's answer as a page embeds it: its JSON text, or the status it failed with. */
export type PageRead =
  { url: string; json: string; value: unknown } | { url: string; status: number; value: unknown };

type Route = {
  /** The read's address under /api, as lib/public-reads.ts writes it; the group is its id. */
  path: RegExp;
  controller: Type;
  /** Which lectures' seats the answer shows, as its route's @ShowsSeats says. */
  seats?: (id: number) => SeatScope;
  call: (controller: never, id: number) => Promise<unknown>;
};

/**
 * Every public read a page renders from (frontend/src/lib/public-reads.ts `publicReads`), answered
 * in process by the route's own handler through the same cache and under the same key as
 * `GET /api{url}` (PublicReadInterceptor): a page and the API share each built answer, and a
 * change rebuilds both. test/api/server-pages.test.ts proves each address answers here what it
 * answers over HTTP.
 */
const ROUTES: Route[] = [
  { path: /^\/site$/, controller: SiteController, call: (c: SiteController) => c.get() },
  {
    path: /^\/program\/list$/,
    controller: ProgramsController,
    call: (c: ProgramsController) => c.list(),
  },
  {
    path: /^\/program\/images\/(\d+)$/,
    controller: ProgramsController,
    call: (c: ProgramsController, id) => c.images(id),
  },
  {
    path: /^\/program\/(\d+)$/,
    controller: ProgramsController,
    call: (c: ProgramsController, id) => c.get(id),
  },
  {
    path: /^\/lecture\/list$/,
    controller: LecturesController,
    seats: () => 'all',
    call: (c: LecturesController) => c.list(),
  },
  {
    path: /^\/lecture\/fee\/(\d+)$/,
    controller: LecturesController,
    seats: (id) => id,
    call: (c: LecturesController, id) => c.fees(id),
  },
  {
    path: /^\/lecture\/(\d+)$/,
    controller: LecturesController,
    seats: (id) => id,
    call: (c: LecturesController, id) => c.get(id),
  },
  {
    path: /^\/notice\/list\/(\d+)$/,
    controller: NoticesController,
    call: (c: NoticesController, page) => c.list(page),
  },
  {
    path: /^\/notice\/(\d+)$/,
    controller: NoticesController,
    call: (c: NoticesController, id) => c.get(id),
  },
];

@Injectable()
export class PageReads {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly reads: PublicReads,
  ) {}

  /** Whether `url` is a read this module answers. */
  knows(url: string): boolean {
    return ROUTES.some((route) => route.path.test(url));
  }

  /**
   * Which lectures' seats the answers to `urls` show together, as their routes' @ShowsSeats say:
   * none, one lecture's, or every lecture's. A page built from them follows the same seats.
   */
  seatsOf(urls: readonly string[]): SeatScope {
    const scopes = new Set<SeatScope>();
    for (const url of urls) {
      const route = ROUTES.find((candidate) => candidate.path.test(url));
      const seats = route?.seats?.(Number(route.path.exec(url)?.[1] ?? 0));
      if (seats !== undefined) scopes.add(seats);
    }
    if (scopes.size === 0) return undefined;
    return scopes.size === 1 ? [...scopes][0] : 'all';
  }

  /** Answers `url`; a handler's HTTP error is the read's status, any other error is thrown. */
  async read(url: string): Promise<PageRead> {
    const route = ROUTES.find((candidate) => candidate.path.test(url));
    if (!route) throw new Error(`No public read answers ${url}`);
    const id = Number(route.path.exec(url)?.[1] ?? 0);
    const controller = this.moduleRef.get(route.controller, { strict: false }) as never;
    try {
      const answer = await this.reads.answer(
        `/api${url}`,
        () => route.call(controller, id),
        route.seats?.(id),
      );
      const json = answer.copies.identity!.toString();
      return { url, json, value: JSON.parse(json) as unknown };
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      return { url, status: error.getStatus(), value: error.getResponse() };
    }
  }
}
