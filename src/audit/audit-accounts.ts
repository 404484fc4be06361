import type { EntityManager } from 'typeorm';
import type { AuditAccount } from './dto/audit.response';

/**
 * The accounts the trail can be filtered by, every one (deactivated too), by name. The accounts
 * are auth's, and auth uses the audit, so the audit declares what it needs and the app binds
 * auth's read to it (PortsModule).
 */
export const AUDIT_ACCOUNTS = Symbol('AUDIT_ACCOUNTS');
export type AuditAccounts = (manager: EntityManager) => Promise<AuditAccount[]>;
