import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SiteConfig } from '../config/site-config.dto';

/**
 * The centre's details and page texts (one row, id 1): what SITE_CONFIG_FILE held, edited in
 * the back office since issue 20. The file seeds it on the first start only (see SiteSettings).
 */
@Entity('site_settings')
export class SiteSettingsRow {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'jsonb' })
  settings: SiteConfig;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
