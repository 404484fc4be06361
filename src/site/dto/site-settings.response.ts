import { SiteConfig } from '../../config/site-config.dto';

/** The back office's 센터 정보: every setting, and when it was last saved. */
export class SiteSettingsResponse extends SiteConfig {
  /** ISO 8601. */
  updatedAt: string;
}

/** A picture just stored for the site, to be named in the settings (a photo's src). */
export class SitePictureResponse {
  /** @example "/api/upload/siteFiles/0b6f3c1e-8a1f-4d2b-9a57-5a3f1f0c2d11.jpg" */
  src: string;
}
