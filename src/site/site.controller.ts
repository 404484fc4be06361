import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG, SITE_CONFIG } from '../config/config.tokens';
import type { SiteConfig } from '../config/site.config';
import { Public } from '../auth/public.decorator';
import { isLiveSandbox } from '../config/payments.config';
import type { SiteResponse } from './dto/site.response';
import { ApiTags } from '@nestjs/swagger';

@Public()
@ApiTags('site')
@Controller('site')
export class SiteController {
  private readonly answer: SiteResponse;

  constructor(@Inject(SITE_CONFIG) site: SiteConfig, @Inject(APP_CONFIG) config: AppConfig) {
    this.answer = {
      ...site,
      testPayments: isLiveSandbox(config),
      retention: {
        paidDays: config.privacy.paidRetentionDays,
        unpaidDays: config.privacy.unpaidRetentionDays,
        waitlistDays: config.privacy.waitlistRetentionDays,
        messageDays: config.messages.retentionDays,
        recordYears: config.privacy.recordRetentionYears,
      },
    };
  }

  /** The centre's public details for the header, footer and information pages. */
  @Get()
  // Public and the same for everyone: kept, asked again with its ETag (not no-store, see noStore).
  @Header('Cache-Control', 'no-cache')
  get(): SiteResponse {
    return this.answer;
  }
}
