import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Clock } from '../clock/clock';
import { seoulDate } from '../dates/seoul-date';
import {
  chooseEncoding,
  etagOf,
  sendEncoded,
  type EncodedBody,
} from '../http/precompressed-assets';
import { ContentVersion } from './content-version';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Lists and details of a few dozen lectures: far below this; a flood of ids cannot grow it. */
const MAX_ENTRIES = 500;

/** One answer, serialised and compressed once, served as it is until the content changes. */
interface Entry extends EncodedBody {
  /** The public content version and Seoul date it was built from. */
  version: string;
}

/**
 * Public reads (programs, lectures, fees) answered from memory: the JSON is built once per
 * change, compressed once (brotli and gzip at their best), and revalidated by browsers with its
 * ETag (304 without a body).
 *
 * Exact, not merely recent: every answer is checked against the public content version, which
 * PostgreSQL triggers bump in the very transaction that changes a program, lecture or fee,
 * whoever writes it (the back office on any replica, the seed, a restore, a hand edit). Answers
 * also depend on the Seoul date (registration status), which is part of the version.
 */
@Injectable()
export class PublicReads {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();

  constructor(
    private readonly clock: Clock,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** Answers `key` from the cache, building it with `read` when missing or out of date. */
  async send(
    req: Request,
    res: Response,
    key: string,
    read: () => Promise<unknown>,
  ): Promise<void> {
    const entry = await this.entry(key, read);
    res.setHeader('Cache-Control', 'no-cache');
    sendEncoded(req, res, entry, chooseEncoding(req, entry)!);
  }

  private async entry(key: string, read: () => Promise<unknown>): Promise<Entry> {
    const version = `${await this.contentVersion.current()}@${seoulDate(this.clock.now())}`;
    const cached = this.entries.get(key);
    if (cached?.version === version) return cached;
    // Concurrent misses of one version share one build.
    const buildKey = `${version} ${key}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = this.build(read, version).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
      const entry = await pending;
      // An older build finishing last costs one rebuild at the next read, never a stale answer.
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, entry);
      return entry;
    }
    return pending;
  }

  private async build(read: () => Promise<unknown>, version: string): Promise<Entry> {
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
