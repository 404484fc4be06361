import type { EntityManager } from 'typeorm';
import type { FamilyCodesPort } from '../notifications';
import { messagesHoldingCodes, redactCodeMessages } from '../outbox';

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
