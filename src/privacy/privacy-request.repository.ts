import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PrivacyRequestPage } from './dto/privacy-request.response';
import {
  PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
} from './privacy-request.entity';

export interface PrivacyRequestRecord {
  kind: PrivacyRequestKind;
  applicationIds: readonly number[];
  waitlistIds?: readonly number[];
  outcome: PrivacyRequestOutcome;
  /** What kind of change, never a value ("phone,email"). */
  detail?: string | null;
  at: Date;
}

/** Records a parent's request (issue 21), in the caller's transaction when it has one. */
export async function recordPrivacyRequest(
  manager: EntityManager,
  record: PrivacyRequestRecord,
): Promise<void> {
  await manager.getRepository(PrivacyRequest).insert({
    kind: record.kind,
    application_ids: [...record.applicationIds],
    waitlist_ids: [...(record.waitlistIds ?? [])],
    outcome: record.outcome,
    detail: record.detail ?? null,
    created_at: record.at,
  });
}

export const PRIVACY_REQUEST_PAGE_SIZE = 20;

/** The back office's list of parents' requests, newest first. */
@Injectable()
export class PrivacyRequests {
  constructor(private readonly dataSource: DataSource) {}

  async page(page: number): Promise<PrivacyRequestPage> {
    const [rows, total] = await this.dataSource.getRepository(PrivacyRequest).findAndCount({
      // In the order they were made (ids), whatever the clock said.
      order: { id: 'DESC' },
      skip: (page - 1) * PRIVACY_REQUEST_PAGE_SIZE,
      take: PRIVACY_REQUEST_PAGE_SIZE,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        applicationIds: row.application_ids,
        waitlistIds: row.waitlist_ids,
        outcome: row.outcome,
        detail: row.detail,
        createdAt: row.created_at.toISOString(),
      })),
      total,
      page,
      size: PRIVACY_REQUEST_PAGE_SIZE,
    };
  }
}
