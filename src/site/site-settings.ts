import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import { ContentVersion } from '../common/public-reads/content-version';
import { SITE_CONFIG } from '../config/config.tokens';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config/site.config';
import type { SiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettingsRow } from './site-settings.entity';

export type SiteSeedResult = 'seeded' | 'skipped';

/** What the back office's form answers: the settings, and when they were last saved. */
export interface SiteSettingsView {
  settings: SiteConfig;
  updatedAt: Date;
}

/**
 * The centre's details and page texts, as stored in PostgreSQL (site_settings): the one source
 * every server-side reader asks (GET /api/site, messages' footers and sender name, payment
 * certificates, the 개인정보처리방침's data), so an edit in the back office shows everywhere at
 * once.
 *
 * SITE_CONFIG_FILE (or the built-in defaults) is only the first start's seed: written once into
 * the empty table, never read again after that.
 *
 * Read without a query per request: the settings are held in memory with the public content
 * version they were read at, which a trigger bumps when the row changes (any replica, a restore)
 * and which this process reads at most once a second, at once after its own write.
 */
@Injectable()
export class SiteSettings implements OnApplicationBootstrap {
  private readonly logger = new Logger('SiteSettings');
  private held?: { version: string; site: SiteConfig };

  constructor(
    private readonly manager: EntityManager,
    private readonly version: ContentVersion,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    @Inject(SITE_CONFIG) private readonly seed: SiteConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.seedIfEmpty(this.seed)) === 'seeded') {
      this.logger.log('site settings seeded from SITE_CONFIG_FILE (or the defaults)');
    }
  }

  /**
   * Writes `seed` as the settings when there are none yet; a table that has a row keeps it. Safe
   * when two processes start at once (the primary key decides).
   */
  async seedIfEmpty(seed: SiteConfig): Promise<SiteSeedResult> {
    const inserted: unknown[] = await this.manager.query(
      `INSERT INTO site_settings (id, settings, updated_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [JSON.stringify(seed), this.clock.now()],
    );
    return inserted.length > 0 ? 'seeded' : 'skipped';
  }

  /** The current settings (from memory while the content version has not moved). */
  async current(): Promise<SiteConfig> {
    const version = await this.version.current();
    if (this.held?.version === version) return this.held.site;
    const site = (await this.read()).settings;
    this.held = { version, site };
    return site;
  }

  /** The settings as stored now, for the back office's form (never from memory). */
  async read(): Promise<SiteSettingsView> {
    const row = await this.manager.getRepository(SiteSettingsRow).findOneBy({ id: 1 });
    // A table emptied by hand: the seed stands in (and is written at the next start).
    if (!row) return { settings: this.seed, updatedAt: this.clock.now() };
    return { settings: withDefaults(row.settings), updatedAt: row.updated_at };
  }

  /**
   * Replaces every setting (validated by SiteSettingsDto) and records the fields that changed,
   * in one transaction. Nothing changed: nothing written, nothing recorded.
   */
  async update(actor: AuditActor, dto: SiteSettingsDto): Promise<SiteSettingsView> {
    const next = plainSettings(dto);
    return this.manager.transaction(async (manager) => {
      const rows = manager.getRepository(SiteSettingsRow);
      const row = await rows.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = row ? withDefaults(row.settings) : this.seed;
      const changed = changedFields(flatten(before), flatten(next));
      if (Object.keys(changed.after).length === 0) {
        return { settings: before, updatedAt: row?.updated_at ?? this.clock.now() };
      }
      const updatedAt = this.clock.now();
      await rows.save({ id: 1, settings: next, updated_at: updatedAt });
      await this.audit.record(
        actor,
        {
          kind: 'SITE_SETTINGS',
          action: 'site.update',
          target: 'site',
          summary: `센터 정보 수정: ${Object.keys(changed.after).join(', ')}`,
          ...changed,
        },
        manager,
      );
      return { settings: next, updatedAt };
    });
  }
}

/**
 * Settings stored before a setting existed, with that setting's default: the search engines'
 * verification codes (issue 34) and the KakaoTalk channel are empty until the centre enters
 * them; the home page's words are the built-in ones; no counsellor is listed (none is invented
 * for a centre that has not written its own).
 */
function withDefaults(settings: SiteConfig): SiteConfig {
  const stored: Partial<SiteConfig> = settings;
  return {
    ...settings,
    searchVerification: {
      naver: stored.searchVerification?.naver ?? '',
      google: stored.searchVerification?.google ?? '',
    },
    home: stored.home ?? { ...DEFAULT_SITE_CONFIG.home },
    kakaoChannelUrl: stored.kakaoChannelUrl ?? '',
    counsellors: stored.counsellors ?? [],
  };
}

/** The DTO as plain JSON, in SiteConfig's own key order. */
function plainSettings(dto: SiteSettingsDto): SiteConfig {
  return {
    name: dto.name,
    logoText: dto.logoText,
    productName: dto.productName,
    representative: dto.representative,
    businessNumber: dto.businessNumber,
    mailOrderNumber: dto.mailOrderNumber,
    address: dto.address,
    email: dto.email,
    phone: dto.phone,
    fax: dto.fax,
    hours: dto.hours,
    directions: {
      metroLine: dto.directions.metroLine,
      metroStation: dto.directions.metroStation,
      busStop: dto.directions.busStop,
    },
    privacyOfficer: {
      name: dto.privacyOfficer.name,
      position: dto.privacyOfficer.position,
      phone: dto.privacyOfficer.phone,
      email: dto.privacyOfficer.email,
    },
    privacyPolicyEffectiveDate: dto.privacyPolicyEffectiveDate,
    introduction: {
      title: dto.introduction.title,
      paragraphs: [...dto.introduction.paragraphs],
    },
    support: { title: dto.support.title, paragraphs: [...dto.support.paragraphs] },
    searchVerification: {
      naver: dto.searchVerification?.naver ?? '',
      google: dto.searchVerification?.google ?? '',
    },
    home: { heading: dto.home.heading, lead: dto.home.lead },
    kakaoChannelUrl: dto.kakaoChannelUrl ?? '',
    counsellors: (dto.counsellors ?? []).map((counsellor) => ({
      name: counsellor.name,
      role: counsellor.role,
      credentials: counsellor.credentials,
      line: counsellor.line ?? '',
    })),
  };
}

/** Nested groups as dotted names (`directions.metroStation`), so the trail names each field. */
function flatten(value: object, prefix = ''): AuditFields {
  const fields: AuditFields = {};
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      Object.assign(fields, flatten(item as object, name));
    } else if (Array.isArray(item) && item.some((entry) => typeof entry === 'object')) {
      // A list of records (the counsellors): each field by its place, `counsellors[0].name`
      // (jsonb keeps an object's keys in its own order, so whole records never compare equal).
      item.forEach((entry, index) =>
        Object.assign(fields, flatten(entry as object, `${name}[${index}]`)),
      );
    } else {
      fields[name] = item;
    }
  }
  return fields;
}
