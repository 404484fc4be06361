import { SiteConfig } from '../../config/site-config.dto';

/** What the public pages read on every visit: the centre's details and the site's mode. */
export class SiteResponse extends SiteConfig {
  /**
   * True on a live site running the payment sandbox (NODE_ENV=production, PAYMENT_SANDBOX=true):
   * every public page then says that payments are not real.
   */
  testPayments: boolean;
}
