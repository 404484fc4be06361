import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { addDays } from '../common/dates/seoul-date';
import { AUDIT_ACCOUNTS, type AuditAccounts } from './audit-accounts';
import { AuditEvent } from './audit-event.entity';
import type { AuditQuery } from './dto/audit-query.dto';
import type { AuditAccount, AuditEventPage } from './dto/audit.response';

const DEFAULT_SIZE = 20;

/** The instant a Seoul calendar day starts. */
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** 감사 기록 as the back office reads it: newest first, filtered and paginated by the server. */
@Injectable()
export class AuditReads {
  constructor(
    private readonly manager: EntityManager,
    @Inject(AUDIT_ACCOUNTS) private readonly accountsOf: AuditAccounts,
  ) {}

  async page(query: AuditQuery): Promise<AuditEventPage> {
    const page = query.page ?? 1;
    const size = query.size ?? DEFAULT_SIZE;
    if (query.from && query.to && query.from > query.to) {
      throw new BadRequestException('시작일은 종료일보다 늦을 수 없습니다.');
    }
    const rows = this.manager.getRepository(AuditEvent).createQueryBuilder('event');
    if (query.adminId !== undefined) {
      rows.andWhere('event.admin_id = :adminId', { adminId: query.adminId });
    }
    if (query.kind) rows.andWhere('event.kind = :kind', { kind: query.kind });
    // Whole days in Seoul: from its midnight, to the midnight after `to`.
    if (query.from)
      rows.andWhere('event.occurred_at >= :from', { from: seoulMidnight(query.from) });
    if (query.to) {
      rows.andWhere('event.occurred_at < :to', { to: seoulMidnight(addDays(query.to, 1)) });
    }
    const [events, total] = await rows
      .orderBy('event.occurred_at', 'DESC')
      .addOrderBy('event.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return {
      items: events.map((event) => ({
        id: event.id,
        occurredAt: event.occurred_at.toISOString(),
        adminId: event.admin_id,
        adminName: event.admin_name,
        address: event.address,
        kind: event.kind,
        action: event.action,
        target: event.target,
        summary: event.summary,
        before: event.before,
        after: event.after,
      })),
      total,
      page,
      size,
    };
  }

  /** Every account, deactivated ones too (their rows stay in the trail), by name. */
  accounts(): Promise<AuditAccount[]> {
    return this.accountsOf(this.manager);
  }
}
