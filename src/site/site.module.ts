import { Global, Module } from '@nestjs/common';
import { AdminSiteController } from './admin-site.controller';
import { SiteController } from './site.controller';
import { SiteSettings } from './site-settings';

/**
 * The centre's details and page texts (site_settings): the public GET /api/site, the back
 * office's form, and SiteSettings, global, the one place every server-side reader asks.
 */
@Global()
@Module({
  controllers: [SiteController, AdminSiteController],
  providers: [SiteSettings],
  exports: [SiteSettings],
})
export class SiteModule {}
