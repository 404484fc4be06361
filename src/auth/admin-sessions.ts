import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * How long this process trusts that a session is still open before it reads the session's row
 * again: a session ended on another replica stops working there within this time; one ended on
 * this replica stops at once.
 */
export const SESSION_RECHECK_MS = 5_000;

/** Past this many remembered sessions, those no token can name any more are forgotten. */
const PRUNE_ABOVE = 1_000;

interface Known {
  open: boolean;
  checkedAt: number;
}

/**
 * Which sessions are still open, for the guard on every admin request: a per-process cache that
 * reads a session's row at most once every SESSION_RECHECK_MS (concurrent requests share one
 * read). Ends made on this process are known at once, and an ended session never opens again.
 */
@Injectable()
export class AdminSessions {
  private readonly known = new Map<string, Known>();
  private readonly reading = new Map<string, Promise<boolean>>();
  /** Bumped by `forgetOpen`: a read begun before it may have seen a session since ended. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isOpen(id: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const known = this.known.get(id);
    if (known && (!known.open || fresh(known.checkedAt, now))) return known.open;
    let pending = this.reading.get(id);
    if (!pending) {
      pending = this.read(id).finally(() => this.reading.delete(id));
      this.reading.set(id, pending);
    }
    return pending;
  }

  /** These sessions ended (here, just now): refuse their tokens from this moment on. */
  ended(ids: string[]): void {
    const now = this.clock.now().getTime();
    for (const id of ids) this.remember(id, false, now);
  }

  /** Any open session may have ended (all of them, by a new password): read each one again. */
  forgetOpen(): void {
    this.generation += 1;
    for (const [id, known] of this.known) if (known.open) this.known.delete(id);
  }

  private async read(id: string): Promise<boolean> {
    const generation = this.generation;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM admin_session WHERE id = $1 AND ended_at IS NULL`,
      [id],
    );
    const open = rows.length > 0;
    if (generation === this.generation) this.remember(id, open, this.clock.now().getTime());
    return open;
  }

  private remember(id: string, open: boolean, now: number): void {
    // An end is final: a read that began before it must not reopen the session.
    if (open && this.known.get(id)?.open === false) return;
    this.known.set(id, { open, checkedAt: now });
    if (this.known.size > PRUNE_ABOVE) this.prune(now);
  }

  /** An entry older than an access token's lifetime decides nothing: every token naming it has expired. */
  private prune(now: number): void {
    const lifetime = this.config.auth.accessTokenTtlSeconds * 1000;
    for (const [id, known] of this.known) {
      if (!fresh(known.checkedAt, now, lifetime + SESSION_RECHECK_MS)) this.known.delete(id);
    }
  }
}

/** Checked within `ms` before `now` (a clock moved backwards counts as not fresh). */
function fresh(checkedAt: number, now: number, ms = SESSION_RECHECK_MS): boolean {
  const age = now - checkedAt;
  return age >= 0 && age < ms;
}
