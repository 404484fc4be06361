import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth';
import { siteOrigin, type AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { chooseEncoding, sendHeld } from '../common/http/precompressed-assets';
import { PublicReads } from '../common/public-reads/public-reads';
import { LecturesService } from '../lectures';
import { NoticesService } from '../notices';
import { ProgramsService } from '../programs';
import { SiteSettings } from '../site';
import { rssFeed, sitemap, type SitemapEntry } from './crawler-files';

/** The newest notices the feed carries. */
const FEED_SIZE = 20;

const XML = (type: string) => ({
  type: `${type}; charset=utf-8`,
  bytes: (text: unknown) => Buffer.from(text as string),
});

/**
 * What search engines read beside the pages (issue 34): robots.txt, the sitemap of every public
 * page and of every lecture, program and notice the site shows, and the notices' RSS feed (Naver
 * Search Advisor takes RSS). Built from the owners' public reads, cached like them (PublicReads:
 * until the content changes), and never the app's shell.
 */
@Public()
@ApiExcludeController()
@Controller()
export class CrawlerFilesController {
  private readonly origin: string;
  private readonly cacheControl: string;

  constructor(
    private readonly reads: PublicReads,
    private readonly lectures: LecturesService,
    private readonly programs: ProgramsService,
    private readonly notices: NoticesService,
    private readonly site: SiteSettings,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = siteOrigin(config);
    this.cacheControl = reads.cacheControl;
  }

  /** Public pages for everyone; the family's and the back office's pages are not worth indexing. */
  @Get('robots.txt')
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /application',
      'Disallow: /payments',
      'Disallow: /myinfo',
      'Disallow: /login',
      'Disallow: /signin',
      'Disallow: /program/*/booking/pay',
      'Disallow: /program/*/booking/package',
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.reads.answer(
      'file:/sitemap.xml',
      async () => sitemap(this.origin, await this.entries()),
      undefined,
      XML('application/xml'),
    );
    sendHeld(req, res, {
      body: answer,
      encoding: chooseEncoding(req, answer)!,
      cacheControl: this.cacheControl,
    });
  }

  @Get('notice/rss.xml')
  async feed(@Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.reads.answer(
      'file:/notice/rss.xml',
      async () => {
        const [site, notices] = await Promise.all([
          this.site.current(),
          this.notices.published(FEED_SIZE),
        ]);
        return rssFeed(this.origin, site.name, notices);
      },
      undefined,
      XML('application/rss+xml'),
    );
    sendHeld(req, res, {
      body: answer,
      encoding: chooseEncoding(req, answer)!,
      cacheControl: this.cacheControl,
    });
  }

  private async entries(): Promise<SitemapEntry[]> {
    const [lectures, programs, notices] = await Promise.all([
      this.lectures.sitemap(),
      this.programs.sitemap(),
      this.notices.published(),
    ]);
    const latest = (dates: Date[]) =>
      dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;
    const lectureDates = lectures.map((lecture) => lecture.updatedAt);
    const programDates = programs.map((program) => program.updatedAt);
    const noticeDates = notices.map((notice) => new Date(notice.updated_at));
    return [
      { path: '/', lastmod: latest([...lectureDates, ...programDates, ...noticeDates]) },
      { path: '/program', lastmod: latest(programDates) },
      ...programs.map((program) => ({
        path: `/program/${program.id}`,
        lastmod: program.updatedAt,
      })),
      { path: '/lecture', lastmod: latest(lectureDates) },
      ...lectures.map((lecture) => ({
        path: `/lecture/${lecture.id}`,
        lastmod: lecture.updatedAt,
      })),
      { path: '/notice', lastmod: latest(noticeDates) },
      ...notices.map((notice) => ({
        path: `/notice/${notice.id}`,
        lastmod: new Date(notice.updated_at),
      })),
      { path: '/about' },
      { path: '/support' },
      { path: '/inquiry' },
      { path: '/privacy' },
    ];
  }
}
