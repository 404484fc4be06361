import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Reads the public content version (a trigger-bumped row, see its migration) for many requests
 * at once: a request joins the next query sent after it arrived, never one already on the wire,
 * so what it sees is at least as new as every change committed before it arrived (an admin's
 * save is visible on their next read, on any replica). Under load one query answers a whole
 * batch of waiting requests.
 */
@Injectable()
export class ContentVersion {
  private sent?: Promise<string>;
  private next?: Promise<string>;

  constructor(private readonly dataSource: DataSource) {}

  current(): Promise<string> {
    this.next ??= this.afterSent();
    return this.next;
  }

  private async afterSent(): Promise<string> {
    await this.sent?.catch(() => undefined);
    // From here on, arrivals wait for the query after this one.
    this.next = undefined;
    const query = this.query();
    this.sent = query;
    try {
      return await query;
    } finally {
      if (this.sent === query) this.sent = undefined;
    }
  }

  private async query(): Promise<string> {
    const [row]: { version: string }[] = await this.dataSource.query(
      `SELECT version FROM public_content_version WHERE id = 1`,
    );
    return row.version;
  }
}
