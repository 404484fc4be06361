import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { AdminRole } from './admin-user.entity';

/**
 * How long this process trusts that a session is still open before it reads the session's row
 * again: a session ended on another replica stops working there within this time; one ended on
 * this replica stops at once.
 */
export const SESSION_RECHECK_MS = 5_000;

/** Past this many remembered sessions, those no token can name any more are forgotten. */
const PRUNE_ABOVE = 1_000;

interface Known {
  /** The account's role while the session is open and the account active; null once not. */
  role: AdminRole | null;
  checkedAt: number;
}

/**
 * Which sessions are still open, and with which role, for the guard on every admin request: a
 * per-process cache that reads a session's row and its account's at most once every
 * SESSION_RECHECK_MS (concurrent requests share one read). The role comes from the account, not
 * the token, and a deactivated account's sessions are closed (issue 20). Ends made on this
 * process are known at once, and an ended session never opens again.
 */
@Injectable()
export class AdminSessions {
  private readonly known = new Map<string, Known>();
  private readonly reading = new Map<string, Promise<AdminRole | null>>();
  /** Bumped by `forgetOpen`: a read begun before it may have seen a session since ended. */
  private generation = 0;

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isOpen(id: string): Promise<boolean> {
    return (await this.roleOf(id)) !== null;
  }

  /** The role of the session's account while the session is open and the account active, else null. */
  async roleOf(id: string): Promise<AdminRole | null> {
    const now = this.clock.now().getTime();
    const known = this.known.get(id);
    if (known && (known.role === null || fresh(known.checkedAt, now))) return known.role;
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
    for (const id of ids) this.remember(id, null, now);
  }

  /** Any open session may have ended (all of them, by a new password): read each one again. */
  forgetOpen(): void {
    this.generation += 1;
    for (const [id, known] of this.known) if (known.role !== null) this.known.delete(id);
  }

  private async read(id: string): Promise<AdminRole | null> {
    const generation = this.generation;
    const rows: { role: AdminRole }[] = await this.manager.query(
      `SELECT account.role FROM admin_session session
         JOIN admin_user account ON account.id = session.admin_id
        WHERE session.id = $1 AND session.ended_at IS NULL AND account.deactivated_at IS NULL`,
      [id],
    );
    const role = rows[0]?.role ?? null;
    if (generation === this.generation) this.remember(id, role, this.clock.now().getTime());
    return role;
  }

  private remember(id: string, role: AdminRole | null, now: number): void {
    // An end is final: a read that began before it must not reopen the session.
    if (role !== null && this.known.get(id)?.role === null) return;
    this.known.set(id, { role, checkedAt: now });
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
