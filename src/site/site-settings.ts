import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import { ContentVersion } from '../common/public-reads/content-version';
import { SITE_CONFIG } from '../config/config.tokens';
import { completeSiteConfig, type SiteConfig } from '../config/site.config';
import type { SiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettingsRow } from './site-settings.entity';
import {
  ImageStorage,
  assertImage,
  removeStoredImage,
  storeCleanImage,
  type UploadedImage,
} from '../uploads';

/** Where the site's uploaded pictures are served from (the uploads module's siteFiles folder). */
const SITE_PICTURES = '/api/upload/siteFiles/';

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
    private readonly storage: ImageStorage,
    @Inject(SITE_CONFIG) private readonly seed: SiteConfig,
  ) {}

  /**
   * Stores an uploaded picture for the site (decoded whole, re-encoded without its metadata,
   * see storeCleanImage) and answers the address the settings name it by.
   */
  async storePicture(file: UploadedImage | undefined): Promise<string> {
    assertImage(file);
    return SITE_PICTURES + (await storeCleanImage(this.storage, 'siteFiles', file));
  }

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
    return { settings: completeSiteConfig(row.settings), updatedAt: row.updated_at };
  }

  /**
   * Replaces every setting (validated by SiteSettingsDto) and records the fields that changed,
   * in one transaction. Nothing changed: nothing written, nothing recorded.
   */
  async update(actor: AuditActor, dto: SiteSettingsDto): Promise<SiteSettingsView> {
    const { view, before } = await this.manager.transaction(async (manager) => {
      const rows = manager.getRepository(SiteSettingsRow);
      const row = await rows.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = row ? completeSiteConfig(row.settings) : this.seed;
      const next = plainSettings(dto, before);
      const changed = changedFields(flatten(before), flatten(next));
      if (Object.keys(changed.after).length === 0) {
        return {
          view: { settings: before, updatedAt: row?.updated_at ?? this.clock.now() },
          before,
        };
      }
      const updatedAt = this.clock.now();
      await rows.save({ id: 1, settings: next, updated_at: updatedAt });
      await this.audit.record(
        actor,
        {
          kind: 'SITE_SETTINGS',
          action: 'site.update',
          target: 'site',
          // The fields by name are the back office's to say (감사 기록 labels each change).
          summary: `센터 정보 수정 (항목 ${Object.keys(changed.after).length}개)`,
          ...changed,
        },
        manager,
      );
      return { view: { settings: next, updatedAt }, before };
    });
    // After the commit: a picture is removed only once no saved setting names it.
    await this.removeUnnamedPictures(before, view.settings);
    return view;
  }

  /** Uploaded pictures the saved settings no longer name (a photo replaced or removed). */
  private async removeUnnamedPictures(before: SiteConfig, after: SiteConfig): Promise<void> {
    const named = new Set(picturesOf(after));
    for (const src of picturesOf(before)) {
      if (named.has(src) || !src.startsWith(SITE_PICTURES)) continue;
      await removeStoredImage(this.storage, 'siteFiles', src.slice(SITE_PICTURES.length)).catch(
        (error: unknown) => this.logger.warn(`Could not remove site picture: ${String(error)}`),
      );
    }
  }
}

/**
 * The DTO as plain JSON, in SiteConfig's own key order; the home page's photos, when the form
 * leaves them out, as they were `before`.
 */
function plainSettings(dto: SiteSettingsDto, before: SiteConfig): SiteConfig {
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
      metro: dto.directions.metro ?? '',
      bus: dto.directions.bus ?? '',
      car: dto.directions.car ?? '',
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
    home: {
      heading: dto.home.heading,
      lead: dto.home.lead,
      photos: dto.home.photos
        ? dto.home.photos.map((photo) => ({
            src: photo.src,
            alt: photo.alt,
            caption: photo.caption,
          }))
        : before.home.photos,
    },
    kakaoChannelUrl: dto.kakaoChannelUrl ?? '',
    counsellors: (dto.counsellors ?? []).map((counsellor) => ({
      name: counsellor.name,
      role: counsellor.role,
      credentials: counsellor.credentials,
      line: counsellor.line ?? '',
      photo: counsellor.photo ?? '',
    })),
  };
}

function picturesOf(site: SiteConfig): string[] {
  return [
    ...site.home.photos.map((photo) => photo.src),
    ...site.counsellors.map((counsellor) => counsellor.photo),
  ];
}

/** Nested groups as dotted names (`directions.metro`), so the trail names each field. */
function flatten(value: object, prefix = ''): AuditFields {
  const fields: AuditFields = {};
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      Object.assign(fields, flatten(item as object, name));
    } else if (Array.isArray(item) && item.some((entry) => typeof entry === 'object')) {
      // A list of records (the counsellors, photos): each field by its place, `counsellors[0].name`
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
