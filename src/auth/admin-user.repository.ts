import type { EntityManager } from 'typeorm';
import type { AuditAccount } from '../audit';

// Reads of administrator accounts that other modules ask for, in the caller's manager.

/** Every account, deactivated ones too, by name (the audit trail's filter). */
export async function accountsByName(manager: EntityManager): Promise<AuditAccount[]> {
  const rows: { id: number; username: string; deactivated: boolean }[] = await manager.query(
    `SELECT id, username, deactivated_at IS NOT NULL AS deactivated
       FROM admin_user ORDER BY username, id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.username, deactivated: row.deactivated }));
}

/** A back-office account as other modules show it: its id, the name to show and its role. */
export interface AccountSummary {
  id: number;
  /** The display name, or the username when it has none. */
  name: string;
  username: string;
  role: 'OWNER' | 'STAFF';
  active: boolean;
}

/** The accounts with these ids, or every account when none are given; by name. */
export async function accountSummaries(
  manager: EntityManager,
  ids?: readonly number[],
): Promise<AccountSummary[]> {
  if (ids && !ids.length) return [];
  const rows: {
    id: number;
    name: string;
    username: string;
    role: 'OWNER' | 'STAFF';
    active: boolean;
  }[] = await manager.query(
    `SELECT id, COALESCE(display_name, username) AS name, username, role,
              deactivated_at IS NULL AS active
         FROM admin_user ${ids ? 'WHERE id = ANY($1::int[])' : ''}
        ORDER BY COALESCE(display_name, username), id`,
    ids ? [ids] : [],
  );
  return rows;
}
