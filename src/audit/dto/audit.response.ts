import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_KINDS, type AuditKind } from '../audit-event.entity';

/** One row of 감사 기록. */
export class AuditEventRow {
  /** @example 12 */
  id: number;
  /** ISO 8601. @example "2026-11-25T03:00:00.000Z" */
  occurredAt: string;
  /** The account's id; null for the app itself. @example 1 */
  adminId: number | null;
  /** The account's name as it was then. @example "admin" */
  adminName: string;
  /** The request's address. @example "203.0.113.7" */
  address: string;
  @ApiProperty({ enum: AUDIT_KINDS, example: 'LECTURE' })
  kind: AuditKind;
  /** A stable code of what was done. @example "lecture.update" */
  action: string;
  /** What it was done to. @example "lecture:3" */
  target: string | null;
  /**
   * What was done, in Korean. An application or a waiting-list entry the row numbers (신청 #31) is
   * named by its applicant's masked name and its lecture, read when the trail is read.
   * @example "김*수 · 부모 교육 특강 80,000원 환불"
   */
  summary: string;
  /** For a change, the changed fields as they were (null for an export). */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  /** For a change, the changed fields as they became. */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
}

export class AuditEventPage {
  items: AuditEventRow[];
  /** @example 42 */
  total: number;
  /** @example 1 */
  page: number;
  /** @example 20 */
  size: number;
}

/** An account the trail can be filtered by. */
export class AuditAccount {
  /** @example 1 */
  id: number;
  /** @example "admin" */
  name: string;
  /** Deactivated accounts stay listed: their rows stay in the trail. */
  deactivated: boolean;
}
