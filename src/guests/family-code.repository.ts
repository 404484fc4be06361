import type { UsableFamilyCode } from '../notifications';

// Reads of family codes that other modules ask for, in the caller's manager.

/** The code's times while it can still be used (its message is rendered then). */
export const usableFamilyCode: UsableFamilyCode = async (manager, codeId, now) => {
  const [row]: { created_at: Date; expires_at: Date }[] = await manager.query(
    `SELECT expires_at, created_at FROM family_code
      WHERE id = $1 AND used_at IS NULL AND wrong_tries < 5 AND expires_at > $2`,
    [codeId, now],
  );
  return row ? { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) } : null;
};
