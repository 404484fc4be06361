import { SiteConfig } from '../../config/site-config.dto';

/** The back office's 센터 정보: every setting, and when it was last saved. */
export class SiteSettingsResponse extends SiteConfig {
  /** ISO 8601. */
  updatedAt: string;
}
