import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Clock } from '../clock/clock';
import { seoulDate } from '../dates/seoul-date';
import {
  chooseEncoding,
  etagOf,
  sendHeld,
  type EncodedBody,
  type HeldAnswer,
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
  /** The request paths each key was answered for, so the fast lane can find them. */
  private readonly keysByPath = new Map<string, string>();

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
    const path = req.originalUrl.split('?')[0];
    if (this.keysByPath.get(path) !== key) {
      if (this.keysByPath.size >= MAX_ENTRIES) this.keysByPath.clear();
      this.keysByPath.set(path, key);
    }
    sendHeld(req, res, this.answer(req, entry));
  }

  /**
   * The held answer for a path a controller answered before (`pathname` as in the URL, without
   * a query), if it is still of the current version; undefined otherwise, and Express answers.
   */
  async find(req: IncomingMessage, pathname: string): Promise<HeldAnswer | undefined> {
    const key = this.keysByPath.get(pathname);
    const cached = key === undefined ? undefined : this.entries.get(key);
    if (!cached || cached.version !== (await this.version())) return undefined;
    return this.answer(req, cached);
  }

  private answer(req: IncomingMessage, entry: Entry): HeldAnswer {
    return { body: entry, encoding: chooseEncoding(req, entry)!, cacheControl: 'no-cache' };
  }

  private async version(): Promise<string> {
    return `${await this.contentVersion.current()}@${seoulDate(this.clock.now())}`;
  }

  private async entry(key: string, read: () => Promise<unknown>): Promise<Entry> {
    const version = await this.version();
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
