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
