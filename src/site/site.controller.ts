import { Controller, Get, Inject } from '@nestjs/common';
import { SITE_CONFIG } from '../config/config.tokens';
import type { SiteConfig } from '../config/site.config';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('site')
export class SiteController {
  constructor(@Inject(SITE_CONFIG) private readonly site: SiteConfig) {}

  /** The centre's public details for the header, footer and information pages. */
  @Get()
  get(): SiteConfig {
    return this.site;
  }
}
