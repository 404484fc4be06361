import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Clock } from '../common/clock/clock';
import { AuditEvent, type AuditFields, type AuditKind } from './audit-event.entity';

/** Who acted, as the controller read it (`@Actor()`): the signed-in account and its address. */
export interface AuditActor {
  adminId: number | null;
  adminName: string;
  address: string;
}

/** The system itself (a background job acting on its own). */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, adminName: 'SYSTEM', address: '-' };

/** One entry: what was done, to what, and for a change the fields before and after. */
export interface AuditEntry {
  kind: AuditKind;
  action: string;
  target?: string | null;
  summary: string;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Field names never written to the trail, whatever a caller passes. */
const NEVER_RECORDED = /password|token|secret|recovery|birth|otp|hash/i;

/**
 * The back office's audit trail (issue 20). `record` writes one append-only row, in the caller's
 * transaction when it has one, so a change and its record commit or roll back together.
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
  ) {}

  async record(actor: AuditActor, entry: AuditEntry, manager?: EntityManager): Promise<void> {
    const row: Omit<AuditEvent, 'id'> = {
      occurred_at: this.clock.now(),
      admin_id: actor.adminId,
      admin_name: actor.adminName.slice(0, 100),
      address: actor.address.slice(0, 100),
      kind: entry.kind,
      action: entry.action.slice(0, 60),
      target: entry.target?.slice(0, 100) ?? null,
      summary: entry.summary.slice(0, 200),
      before: scrub(entry.before),
      after: scrub(entry.after),
    };
    // jsonb columns hold plain values; TypeORM's insert type cannot see that through Record.
    await (manager ?? this.manager).insert(AuditEvent, row as QueryDeepPartialEntity<AuditEvent>);
  }
}

/** Drops secret fields (see NEVER_RECORDED) and keeps the rest as JSON values. */
function scrub(fields: AuditFields | null | undefined): AuditFields | null {
  if (!fields) return null;
  const kept: AuditFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!NEVER_RECORDED.test(name)) kept[name] = value === undefined ? null : value;
  }
  return kept;
}

/**
 * The fields that differ between two plain snapshots, as `{ before, after }` with only those
 * names: what a change writes to the trail. Values are compared as JSON.
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const b: AuditFields = {};
  const a: AuditFields = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[name]) !== JSON.stringify(after[name])) {
      b[name] = before[name] ?? null;
      a[name] = after[name] ?? null;
    }
  }
  return { before: b, after: a };
}
