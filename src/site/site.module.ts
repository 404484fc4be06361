import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AdminSiteController } from './admin-site.controller';
import { SiteController } from './site.controller';
import { SiteSettings } from './site-settings';

/**
 * The centre's details and page texts (site_settings): the public GET /api/site, the back
 * office's form, and SiteSettings, the one place every server-side reader asks (they import
 * this module).
 */
@Module({
  imports: [AuditModule],
  controllers: [SiteController, AdminSiteController],
  providers: [SiteSettings],
  exports: [SiteSettings],
})
export class SiteModule {}
