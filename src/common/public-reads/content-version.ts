import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Called once with the version, or with why it could not be read. */
export type VersionCallback = (error: unknown, version?: string) => void;

/**
 * Reads the public content version (a trigger-bumped row, see its migration) for many requests
 * at once: a request joins the next query sent after it arrived, never one already on the wire,
 * so what it sees is at least as new as every change committed before it arrived (an admin's
 * save is visible on their next read, on any replica). Under load one query answers a whole
 * batch of waiting requests.
 *
 * Waiters are plain callbacks, not a promise each: with AsyncLocalStorage in use every promise
 * runs Node's async hooks, and the fast lane asks this for most requests a public site gets.
 */
@Injectable()
export class ContentVersion {
  private sent?: Promise<unknown>;
  /** Who waits for the next query (not sent yet). */
  private waiting?: VersionCallback[];
  private readonly logger = new Logger(ContentVersion.name);

  constructor(private readonly dataSource: DataSource) {}

  whenRead(done: VersionCallback): void {
    if (!this.waiting) {
      this.waiting = [];
      void this.afterSent(this.waiting);
    }
    this.waiting.push(done);
  }

  current(): Promise<string> {
    return new Promise((resolve, reject) =>
      this.whenRead((error, version) => (error ? reject(error) : resolve(version!))),
    );
  }

  private async afterSent(batch: VersionCallback[]): Promise<void> {
    await this.sent;
    // From here on, arrivals wait for the query after this one.
    this.waiting = undefined;
    const query = this.query().then(
      (version) => ({ version, error: undefined }),
      (error: unknown) => ({ version: undefined, error }),
    );
    this.sent = query;
    const { version, error } = await query;
    if (this.sent === query) this.sent = undefined;
    for (const done of batch) {
      // One waiter's failure must not leave the rest of the batch unanswered.
      try {
        done(error, version);
      } catch (thrown) {
        this.logger.error(thrown instanceof Error ? thrown : String(thrown));
      }
    }
  }

  private async query(): Promise<string> {
    const [row]: { version: string }[] = await this.dataSource.query(
      `SELECT version FROM public_content_version WHERE id = 1`,
    );
    return row.version;
  }
}
