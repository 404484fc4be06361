import { Inject, Injectable } from '@nestjs/common';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Clock } from '../clock/clock';
import { seoulDate } from '../dates/seoul-date';
import { etagOf, type EncodedBody } from '../http/precompressed-assets';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { publicCacheControl } from '../../config/public-cache.config';
import { ContentVersion } from './content-version';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Lists and details of a few dozen lectures: far below this; a flood of ids cannot grow it. */
const MAX_ENTRIES = 500;

/** One answer, serialised and compressed once, served as it is until the content changes. */
export interface PublicAnswer extends EncodedBody {
  /** The public content version and Seoul date it was built from. */
  version: string;
}

/**
 * The in-process cache of public reads (programs, lectures, fees), by address: each answer is
 * serialised once per change and compressed once (brotli and gzip at their best); its ETag lets
 * browsers and proxies revalidate for a 304 (PublicReadInterceptor sends it).
 *
 * Kept right by the public content version, which PostgreSQL triggers bump in the transaction
 * of any change (see ContentVersion: read at most once a second, at once after a write here).
 * Answers also depend on the Seoul date (registration status), which is part of the version.
 * When the version cannot be read (PostgreSQL down), the answer that was current when it was
 * last read keeps being served for PUBLIC_CACHE_STALE_IF_ERROR_SECONDS instead of a 503.
 */
@Injectable()
export class PublicReads {
  private readonly entries = new Map<string, PublicAnswer>();
  private readonly building = new Map<string, Promise<PublicAnswer>>();
  /** What every public read says to browsers and shared caches. */
  readonly cacheControl: string;
  private readonly staleIfErrorMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly contentVersion: ContentVersion,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cacheControl = publicCacheControl(config.publicCache);
    this.staleIfErrorMs = config.publicCache.staleIfErrorSeconds * 1000;
  }

  /**
   * Whether `path` is a public read this cache has answered: its answers are always sent in an
   * encoding built here (brotli, gzip, or plain when the client accepts neither), never by the
   * compression middleware.
   */
  sendsPrecompressed(path: string): boolean {
    return this.entries.has(path);
  }

  /** The held answer for `key` when it is known current without asking anything. */
  held(key: string): PublicAnswer | undefined {
    const version = this.contentVersion.fresh();
    if (version === undefined) return undefined;
    const entry = this.entries.get(key);
    return entry?.version === this.dated(version) ? entry : undefined;
  }

  /**
   * The answer for `key`: held when current, else built from `read` (the route's handler). When
   * the version cannot be read, the last good answer within stale-if-error, else `read` answers
   * (and, with the database down, fails with its 503).
   */
  async answer(key: string, read: () => Promise<unknown>): Promise<PublicAnswer> {
    let version: string;
    try {
      version = this.dated(await this.contentVersion.current());
    } catch (error) {
      const stale = this.stale(key);
      if (stale) return stale;
      throw error;
    }
    const cached = this.entries.get(key);
    if (cached?.version === version) return cached;
    // Concurrent misses of one version share one build.
    const buildKey = `${version} ${key}`;
    let pending = this.building.get(buildKey);
    if (pending) return pending;
    pending = this.build(read, version).finally(() => this.building.delete(buildKey));
    this.building.set(buildKey, pending);
    const entry = await pending;
    // An older build finishing last costs one rebuild at the next read, never a stale answer.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  /** The answer that was current when the version was last read, if that is recent enough. */
  private stale(key: string): PublicAnswer | undefined {
    const version = this.contentVersion.readWithin(this.staleIfErrorMs);
    const entry = this.entries.get(key);
    return version !== undefined && entry?.version === this.dated(version) ? entry : undefined;
  }

  /** Answers also depend on the Seoul date (registration status). */
  private dated(version: string): string {
    return `${version}@${seoulDate(this.clock.now())}`;
  }

  private async build(read: () => Promise<unknown>, version: string): Promise<PublicAnswer> {
    const identity = Buffer.from(JSON.stringify(await read()));
    const [br, gzipped] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return {
      version,
      type: 'application/json; charset=utf-8',
      etag: etagOf(identity),
      copies: { identity, br, gzip: gzipped },
    };
  }
}
