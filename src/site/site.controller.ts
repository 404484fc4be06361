import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG, SITE_CONFIG } from '../config/config.tokens';
import type { SiteConfig } from '../config/site.config';
import { Public } from '../auth/public.decorator';
import { isLiveSandbox } from '../config/payments.config';

/** What the public pages read on every visit: the centre's details and the site's mode. */
export interface SiteAnswer extends SiteConfig {
  /**
   * True on a live site running the payment sandbox (NODE_ENV=production, PAYMENT_SANDBOX=true):
   * every public page then says that payments are not real.
   */
  testPayments: boolean;
}

@Public()
@Controller('site')
export class SiteController {
  private readonly answer: SiteAnswer;

  constructor(@Inject(SITE_CONFIG) site: SiteConfig, @Inject(APP_CONFIG) config: AppConfig) {
    this.answer = { ...site, testPayments: isLiveSandbox(config) };
  }

  /** The centre's public details for the header, footer and information pages. */
  @Get()
  // Public and the same for everyone: kept, asked again with its ETag (not no-store, see noStore).
  @Header('Cache-Control', 'no-cache')
  get(): SiteAnswer {
    return this.answer;
  }
}
