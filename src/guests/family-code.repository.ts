import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { FamilyCodesPort } from '../notifications';
import { messagesHoldingCodes, redactCodeMessages } from '../outbox';

/** When a code was sent and until when it can be typed. */
export interface CodeTimes {
  created_at: Date;
  expires_at: Date;
}

/** A code as verifying it reads it: only hashes (FamilyCodes says of what). */
export interface StoredCode extends CodeTimes {
  id: string;
  code_hash: string;
  wrong_tries: number;
  used_at: Date | null;
}

/** A new code, as FamilyCodes makes it. */
export interface NewCode {
  contactDigest: string;
  browserHash: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The family_code table, the one place that reads or writes it. FamilyCodes keeps the rules
 * (spacing, expiry, tries, which browser) and asks this for rows; a method that takes a manager
 * runs in the caller's transaction (`transaction`), which the outbox's insert of the code's
 * message shares. Service specs give FamilyCodes a fake of this class.
 */
@Injectable()
export class FamilyCodeRepository {
  constructor(private readonly manager: EntityManager) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.manager.transaction(work);
  }

  /** One sender per contact at a time, until the transaction ends. */
  async lockContact(manager: EntityManager, contactDigest: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [contactDigest]);
  }

  /** This browser's newest code for the contact that was not used, whatever its age. */
  async newestUnused(
    contactDigest: string,
    browserHash: string,
    manager: EntityManager = this.manager,
  ): Promise<CodeTimes | undefined> {
    const rows: CodeTimes[] = await manager.query(
      `SELECT created_at, expires_at FROM family_code
        WHERE contact_digest = $1 AND browser_hash = $2 AND used_at IS NULL
        ORDER BY created_at DESC LIMIT 1`,
      [contactDigest, browserHash],
    );
    return rows[0];
  }

  /**
   * This browser's newest code for the contact that can still be typed at `now` (unused, alive,
   * under `maxWrongTries`) and was sent less than `seconds` before `now`.
   */
  async recentUsable(
    contactDigest: string,
    browserHash: string,
    now: Date,
    { seconds, maxWrongTries }: { seconds: number; maxWrongTries: number },
  ): Promise<CodeTimes | undefined> {
    const rows: CodeTimes[] = await this.manager.query(
      `SELECT created_at, expires_at FROM family_code
        WHERE contact_digest = $1 AND browser_hash = $5 AND used_at IS NULL AND wrong_tries < $3
          AND expires_at > $2 AND created_at > $2::timestamptz - make_interval(secs => $4)
        ORDER BY created_at DESC LIMIT 1`,
      [contactDigest, now, maxWrongTries, seconds, browserHash],
    );
    return rows[0];
  }

  /** Ends (expires at `now`) this browser's codes for the contact that could still be typed. */
  async endUsable(
    manager: EntityManager,
    contactDigest: string,
    browserHash: string,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE family_code SET expires_at = $2
        WHERE contact_digest = $1 AND browser_hash = $3 AND used_at IS NULL AND expires_at > $2`,
      [contactDigest, now, browserHash],
    );
  }

  /** Stores a new code; answers its id (its message names it). */
  async insert(manager: EntityManager, code: NewCode): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO family_code (contact_digest, browser_hash, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [code.contactDigest, code.browserHash, code.codeHash, code.createdAt, code.expiresAt],
    );
    return String(rows[0].id);
  }

  /** This browser's newest code for the contact, locked until the transaction ends. */
  async newestForUpdate(
    manager: EntityManager,
    contactDigest: string,
    browserHash: string,
  ): Promise<StoredCode | undefined> {
    const rows: StoredCode[] = await manager.query(
      `SELECT id, code_hash, created_at, expires_at, wrong_tries, used_at FROM family_code
        WHERE contact_digest = $1 AND browser_hash = $2
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [contactDigest, browserHash],
    );
    return rows[0];
  }

  async countWrongTry(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE family_code SET wrong_tries = wrong_tries + 1 WHERE id = $1`, [id]);
  }

  async markUsed(manager: EntityManager, id: string, now: Date): Promise<void> {
    await manager.query(`UPDATE family_code SET used_at = $2 WHERE id = $1`, [id, now]);
  }

  /** Takes dead codes out of their messages (redactFamilyCodes). */
  redactDead(manager: EntityManager, now: Date): Promise<number> {
    return redactFamilyCodes(manager, now);
  }
}

// Reads of family codes that other modules ask for, and the redaction of their messages, in the
// caller's manager.

/** The code's times while it can still be used (its message is rendered then). */
export const usableFamilyCode: FamilyCodesPort['usable'] = async (manager, codeId, now) => {
  const [row]: { created_at: Date; expires_at: Date }[] = await manager.query(
    `SELECT expires_at, created_at FROM family_code
      WHERE id = $1 AND used_at IS NULL AND wrong_tries < 5 AND expires_at > $2`,
    [codeId, now],
  );
  return row ? { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) } : null;
};

/**
 * Takes the code out of every code message whose code can no longer be used (used, dead after
 * 5 wrong tries, replaced by a newer one or expired at `now`): from its params and from what was
 * sent (the body keeps ●●●●●● in its place). Run when a code is used or sent, and by the
 * messages' periodic job; until then the sandbox's page (/sandbox/messages) shows the code to a
 * developer. Answers how many messages it changed. A code that dies meanwhile is left for the
 * next run; a dead code never comes back.
 */
export async function redactFamilyCodes(manager: EntityManager, now: Date): Promise<number> {
  const holding = await messagesHoldingCodes(manager);
  if (holding.length === 0) return 0;
  const dead: { id: string }[] = await manager.query(
    `SELECT id FROM family_code
      WHERE id = ANY($1::bigint[])
        AND (used_at IS NOT NULL OR wrong_tries >= 5 OR expires_at <= $2)`,
    [[...new Set(holding.map((message) => message.code_id))], now],
  );
  const deadIds = new Set(dead.map((code) => String(code.id)));
  return redactCodeMessages(
    manager,
    holding.filter((message) => deadIds.has(String(message.code_id))).map((message) => message.id),
  );
}
