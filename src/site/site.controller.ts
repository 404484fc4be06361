import { Controller, Get, Inject } from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { Public } from '../auth';
import { isLiveSandbox } from '../config/payments.config';
import { PublicRead } from '../common/public-reads/public-read.interceptor';
import type { SiteResponse } from './dto/site.response';
import { ApiTags } from '@nestjs/swagger';
import { SiteSettings } from './site-settings';

@Public()
@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(
    private readonly settings: SiteSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The centre's public details for the header, footer and information pages: the settings the
   * back office edits, from the public reads' cache (built again only when they change).
   * `no-cache`, not the programs' few seconds: a browser asks again each time (a 304 with the
   * ETag), so a corrected phone number shows on the next page.
   */
  @Get()
  @PublicRead({ cacheControl: 'no-cache' })
  async get(): Promise<SiteResponse> {
    const config = this.config;
    return {
      ...(await this.settings.current()),
      testPayments: isLiveSandbox(config),
      retention: {
        paidDays: config.privacy.paidRetentionDays,
        unpaidDays: config.privacy.unpaidRetentionDays,
        waitlistDays: config.privacy.waitlistRetentionDays,
        messageDays: config.messages.retentionDays,
        recordYears: config.privacy.recordRetentionYears,
        inquiryYears: config.privacy.inquiryRetentionYears,
      },
    };
  }
}
