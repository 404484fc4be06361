import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';

/** Called once with the version, or with why it could not be read. */
export type VersionCallback = (error: unknown, version?: string) => void;

/**
 * How long a version read answers for this process: PostgreSQL is asked at most once a second,
 * however many public reads arrive, and a change made elsewhere (another replica, a restore, a
 * hand edit) shows within this. A write through this process is seen at once (`invalidate`).
 */
export const VERSION_READ_EVERY_MS = 1_000;

interface Read {
  /** When the query was sent: what it answers is at least this recent. */
  at: number;
  /** `ContentVersion.writes` when it was sent: a later write here makes it out of date. */
  writes: number;
}

/**
 * The public content version (a trigger-bumped row, see its migration): it changes in the very
 * transaction that changes a program, lecture or fee, whoever writes it. The public reads cache
 * compares its answers with it.
 *
 * Read at most once a second (not per request), and again at once after a write committed
 * through this process (see PublicContentSubscriber), so an administrator's save shows on their
 * next read. A read joins the next query sent after it was asked, never one already on the wire,
 * so what it sees is at least as new as every change committed before it asked; one query
 * answers everyone waiting.
 */
@Injectable()
export class ContentVersion {
  private sent?: Promise<unknown>;
  /** Who waits for the next query (not sent yet). */
  private waiting?: VersionCallback[];
  private known?: Read & { version: string };
  private failed?: Read & { error: unknown };
  /** The last version read, whenever that was: what stale-if-error answers are built from. */
  private good?: { version: string; at: number };
  /** Writes committed through this process. */
  private writes = 0;
  private readonly logger = new Logger(ContentVersion.name);
  /** What the logs call it. */
  protected readonly what: string = 'public content version';

  constructor(
    protected readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The version read less than a second ago with no write here since, without waiting. */
  fresh(): string | undefined {
    return this.isFresh(this.known) ? this.known!.version : undefined;
  }

  /**
   * The version: from memory when fresh, else read. A read that failed less than a second ago
   * fails again without asking, so a database that does not answer is not asked per request.
   */
  current(): Promise<string> {
    const fresh = this.fresh();
    if (fresh !== undefined) return Promise.resolve(fresh);
    if (this.isFresh(this.failed)) return Promise.reject(this.failed!.error);
    return new Promise((resolve, reject) =>
      this.whenRead((error, version) => (error ? reject(error) : resolve(version!))),
    );
  }

  /** The last version read, if it was read (successfully) at most `ms` ago. */
  readWithin(ms: number): string | undefined {
    const good = this.good;
    return good && this.now() - good.at <= ms ? good.version : undefined;
  }

  /** A change to public content committed through this process: the next read asks again. */
  invalidate(): void {
    this.writes += 1;
  }

  /** Reads the version now, in the next query sent (never one already on the wire). */
  whenRead(done: VersionCallback): void {
    if (!this.waiting) {
      this.waiting = [];
      void this.afterSent(this.waiting);
    }
    this.waiting.push(done);
  }

  private isFresh(read: Read | undefined): boolean {
    if (!read || read.writes !== this.writes) return false;
    const age = this.now() - read.at;
    // A clock set back (tests, a corrected system clock) must not keep an old read forever.
    return age >= 0 && age < VERSION_READ_EVERY_MS;
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private async afterSent(batch: VersionCallback[]): Promise<void> {
    await this.sent;
    // From here on, arrivals wait for the query after this one.
    this.waiting = undefined;
    const asked: Read = { at: this.now(), writes: this.writes };
    const query = this.query().then(
      (version) => ({ version, error: undefined }),
      (error: unknown) => ({ version: undefined, error }),
    );
    this.sent = query;
    const { version, error } = await query;
    if (this.sent === query) this.sent = undefined;
    if (error === undefined) {
      this.known = { ...asked, version: version! };
      this.good = { version: version!, at: asked.at };
      this.failed = undefined;
    } else {
      this.failed = { ...asked, error };
      this.logger.warn(
        `${this.what} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    for (const done of batch) {
      // One waiter's failure must not leave the rest of the batch unanswered.
      try {
        done(error, version);
      } catch (thrown) {
        this.logger.error(thrown instanceof Error ? thrown : String(thrown));
      }
    }
  }

  /** The version as one string (subclasses read another versioned row, see SeatVersions). */
  protected async query(): Promise<string> {
    const [row]: { version: string }[] = await this.dataSource.query(
      `SELECT version FROM public_content_version WHERE id = 1`,
    );
    return row.version;
  }
}
