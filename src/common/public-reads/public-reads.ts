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
import { answerChangesAt, readContext, type ReadContext } from './read-expiry';
import { SeatVersions } from './seat-versions';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Reads and pages of a centre's lectures, programs and notices: a lecture is three entries (its
 * read, its fees, its page), a notice two. Well above a centre's content (a crawler walking the
 * sitemap of 100 lectures and 300 notices fills about 1,000), and a flood of made-up ids cannot
 * grow it (only answers that succeeded are kept). When full, the oldest entry gives way.
 */
const MAX_ENTRIES = 2_000;

/** One answer, serialised and compressed once, served as it is until the content changes. */
export interface PublicAnswer extends EncodedBody {
  /** The public content version and Seoul date it was built from (and its seats' versions). */
  version: string;
  /** When it must be rebuilt even without a write (ms; a seat hold it counted lapses). */
  expiresAt?: number;
}

/**
 * Which lectures' seats an answer shows: none (programs), one lecture (its detail and fees), or
 * every lecture (the list).
 */
export type SeatScope = undefined | 'all' | number;

/** How an answer's value becomes its bytes: JSON by default, a page's HTML as it is. */
export interface AnswerFormat {
  type: string;
  bytes: (value: unknown) => Buffer;
}

const JSON_FORMAT: AnswerFormat = {
  type: 'application/json; charset=utf-8',
  bytes: (value) => Buffer.from(JSON.stringify(value)),
};

/**
 * The in-process cache of public reads (programs, lectures, fees), by address: each answer is
 * serialised once per change and compressed once (brotli and gzip at their best); its ETag lets
 * browsers and proxies revalidate for a 304 (PublicReadInterceptor sends it).
 *
 * Kept right by the public content version, which PostgreSQL triggers bump in the transaction
 * of any change (see ContentVersion: read at most once a second, at once after a write here).
 * Answers also depend on the Seoul date (registration status), which is part of the version.
 * Answers showing seats (the lecture list, a lecture, its fees) also carry the seat versions of
 * the lectures they show (SeatVersions) and expire when a hold or offer they counted lapses
 * (answerChangesAt), so seats stay exact while a seat change rebuilds only what shows it.
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
    private readonly seatVersions: SeatVersions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cacheControl = publicCacheControl(config.publicCache);
    this.staleIfErrorMs = config.publicCache.staleIfErrorSeconds * 1000;
  }

  /** The held answer for `key` when it is known current without asking anything. */
  held(key: string, seats?: SeatScope): PublicAnswer | undefined {
    const version = this.contentVersion.fresh();
    if (version === undefined) return undefined;
    let seatVersion: string | undefined;
    if (seats !== undefined) {
      seatVersion = this.seatVersions.fresh();
      if (seatVersion === undefined) return undefined;
    }
    const entry = this.entries.get(key);
    return entry?.version === this.versionOf(version, seats, seatVersion) && this.unexpired(entry)
      ? entry
      : undefined;
  }

  /**
   * The answer for `key`: held when current, else built from `read` (the route's handler, or a
   * page's render, `format` then saying how its value becomes bytes). When the version cannot be
   * read, the last good answer within stale-if-error, else `read` answers (and, with the
   * database down, fails with its 503). An answer built from other answers (a page from its
   * reads) expires with the first of them.
   */
  async answer(
    key: string,
    read: () => Promise<unknown>,
    seats?: SeatScope,
    format: AnswerFormat = JSON_FORMAT,
  ): Promise<PublicAnswer> {
    const answer = await this.current(key, read, seats, format);
    if (answer.expiresAt !== undefined) answerChangesAt(new Date(answer.expiresAt));
    return answer;
  }

  private async current(
    key: string,
    read: () => Promise<unknown>,
    seats: SeatScope,
    format: AnswerFormat,
  ): Promise<PublicAnswer> {
    let version: string;
    try {
      const [content, seatVersion] = await Promise.all([
        this.contentVersion.current(),
        seats === undefined ? undefined : this.seatVersions.current(),
      ]);
      version = this.versionOf(content, seats, seatVersion);
    } catch (error) {
      const stale = this.stale(key, seats);
      if (stale) return stale;
      throw error;
    }
    const cached = this.entries.get(key);
    if (cached?.version === version && this.unexpired(cached)) return cached;
    // Concurrent misses of one version share one build.
    const buildKey = `${version} ${key}`;
    let pending = this.building.get(buildKey);
    if (pending) return pending;
    pending = this.build(read, version, format).finally(() => this.building.delete(buildKey));
    this.building.set(buildKey, pending);
    const entry = await pending;
    // An older build finishing last costs one rebuild at the next read, never a stale answer.
    // Set again at the end of the Map's order, so the oldest built is the first to give way.
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  /** The answer that was current when the version was last read, if that is recent enough. */
  private stale(key: string, seats: SeatScope): PublicAnswer | undefined {
    const version = this.contentVersion.readWithin(this.staleIfErrorMs);
    const seatVersion =
      seats === undefined ? undefined : this.seatVersions.readWithin(this.staleIfErrorMs);
    if (version === undefined || (seats !== undefined && seatVersion === undefined)) {
      return undefined;
    }
    const entry = this.entries.get(key);
    return entry?.version === this.versionOf(version, seats, seatVersion) ? entry : undefined;
  }

  /**
   * What an answer is built from: the content version, the Seoul date (registration status),
   * and for answers showing seats, the seat versions of the lectures shown.
   */
  private versionOf(content: string, seats: SeatScope, seatVersion: string | undefined): string {
    const dated = this.dated(content);
    if (seats === undefined) return dated;
    return `${dated}#${seats === 'all' ? seatVersion : this.seatVersions.of(seatVersion ?? '', seats)}`;
  }

  /** Not past the instant a seat hold or offer it counted lapses. */
  private unexpired(entry: PublicAnswer): boolean {
    return entry.expiresAt === undefined || this.clock.now().getTime() < entry.expiresAt;
  }

  /** Answers also depend on the Seoul date (registration status). */
  private dated(version: string): string {
    return `${version}@${seoulDate(this.clock.now())}`;
  }

  private async build(
    read: () => Promise<unknown>,
    version: string,
    format: AnswerFormat,
  ): Promise<PublicAnswer> {
    const context: ReadContext = {};
    const identity = format.bytes(await readContext.run(context, read));
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
      ...(context.expiresAt !== undefined ? { expiresAt: context.expiresAt } : {}),
      type: format.type,
      etag: etagOf(identity),
      copies: { identity, br, gzip: gzipped },
    };
  }
}
