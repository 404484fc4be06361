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

/**
 * Addresses the fast lane knows (two per lecture, two per program: years of this centre's
 * content); past this, new ones are answered by Express, from the same cache.
 */
const MAX_PATHS = 5_000;

/** What a key may look like: a public read's path below /api/, nothing else is held. */
const KEY = /^(program|lecture)(\/[a-z]+)*(\/[0-9]+)?$/;

/**
 * The version a request was checked against, kept on the request: when the fast lane hands it to
 * Express (no longer current, or the database did not answer), the controller reuses that answer
 * instead of asking (and, with the database down, waiting) a second time.
 */
const VERSION = Symbol('public content version');
type Asked = { version: string } | { error: unknown };
type Versioned = IncomingMessage & { [VERSION]?: Asked };

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
  /** `/api/<key>` of each key answered so far, so the fast lane can find them. */
  private readonly heldPaths = new Set<string>();

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
    if (!KEY.test(key)) throw new Error(`not a public read: ${key}`);
    const entry = await this.entry(key, read, this.version(req));
    // Found by the fast lane under its own spelling only (other spellings of the same address
    // reach Express as before), and never more addresses than answers.
    const path = `/api/${key}`;
    const known = this.heldPaths.has(path) || this.heldPaths.size >= MAX_PATHS;
    if (!known && req.originalUrl.split('?')[0] === path) this.heldPaths.add(path);
    sendHeld(req, res, this.answer(req, entry));
  }

  /**
   * Calls `done` with the held answer for a path a controller answered before (`pathname` as in
   * the URL, without a query) if it is still of the current version; with undefined otherwise
   * (Express answers), and with the error when the version could not be read.
   */
  lookup(
    req: IncomingMessage,
    pathname: string,
    done: (held: HeldAnswer | undefined, error?: unknown) => void,
  ): void {
    const held = this.heldPaths.has(pathname);
    const cached = held ? this.entries.get(pathname.slice('/api/'.length)) : undefined;
    if (!cached) return done(undefined);
    this.contentVersion.whenRead((error, read) => {
      if (error) {
        (req as Versioned)[VERSION] = { error };
        return done(undefined, error);
      }
      const version = this.dated(read!);
      (req as Versioned)[VERSION] = { version };
      done(cached.version === version ? this.answer(req, cached) : undefined);
    });
  }

  private answer(req: IncomingMessage, entry: Entry): HeldAnswer {
    return { body: entry, encoding: chooseEncoding(req, entry)!, cacheControl: 'no-cache' };
  }

  /** Asked once per request (see VERSION). */
  private version(req: IncomingMessage): Promise<string> {
    const asked = (req as Versioned)[VERSION];
    if (!asked) return this.contentVersion.current().then((read) => this.dated(read));
    return 'error' in asked ? Promise.reject(asked.error) : Promise.resolve(asked.version);
  }

  /** Answers also depend on the Seoul date (registration status). */
  private dated(version: string): string {
    return `${version}@${seoulDate(this.clock.now())}`;
  }

  private async entry(
    key: string,
    read: () => Promise<unknown>,
    asked: Promise<string>,
  ): Promise<Entry> {
    const version = await asked;
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
