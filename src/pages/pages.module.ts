import { Module } from '@nestjs/common';
import { LecturesModule } from '../lectures';
import { NoticesModule } from '../notices';
import { ProgramsModule } from '../programs';
import { SiteModule } from '../site';
import { CrawlerFilesController } from './crawler-files.controller';
import { PageReads } from './page-reads';
import { Pages } from './pages';

/**
 * The site's pages, rendered on the server where they are public (Pages), from the public reads
 * (PageReads), and the files search engines read beside them (CrawlerFilesController).
 * app.factory.ts puts Pages' middleware where the app's index.html was answered.
 */
@Module({
  imports: [LecturesModule, NoticesModule, ProgramsModule, SiteModule],
  controllers: [CrawlerFilesController],
  providers: [Pages, PageReads],
  exports: [Pages],
})
export class PagesModule {}
