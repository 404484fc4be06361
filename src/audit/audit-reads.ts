import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { addDays } from '../common/dates/seoul-date';
import { AUDIT_ACCOUNTS, type AuditAccounts } from './audit-accounts';
import { AuditEvent } from './audit-event.entity';
import { AUDIT_SUBJECTS, type AuditSubjectNames, type AuditSubjects } from './audit-subjects';
import type { AuditQuery } from './dto/audit-query.dto';
import type { AuditAccount, AuditEventPage } from './dto/audit.response';

const DEFAULT_SIZE = 20;

/** The instant a Seoul calendar day starts. */
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** How summaries name what they are about by number (`신청 #31`, `대기 #5`, `강의 #3`). */
const NUMBERED = /(신청|대기|강의) #(\d+)/g;
/** A title the summary quotes ('부모 교육 특강'): staff-written, never read as a number. */
const QUOTED = /('[^']*')/;
/**
 * The acts whose summaries number applications, entries or lectures. Others (a program's or a
 * notice's summary is its title) are left as written.
 */
const NAMING_ACTIONS = new Set([
  'application.payment',
  'application.refund',
  'application.cancel',
  'application.reveal',
  'refund-request.create',
  'refund-request.approve',
  'refund-request.decline',
  'refund.hand-back',
  'cash-receipt.issue',
  'waitlist.offer',
  'waitlist.remove',
  'waitlist.reveal',
  'message.resend',
  'lecture.broadcast',
]);
type Numbered = keyof AuditSubjectNames;
const NUMBERED_AS: Record<string, Numbered> = {
  신청: 'applications',
  대기: 'entries',
  강의: 'lectures',
};

/** 감사 기록 as the back office reads it: newest first, filtered and paginated by the server. */
@Injectable()
export class AuditReads {
  constructor(
    private readonly manager: EntityManager,
    @Inject(AUDIT_ACCOUNTS) private readonly accountsOf: AuditAccounts,
    @Inject(AUDIT_SUBJECTS) private readonly subjectsOf: AuditSubjects,
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
    const names = await this.namesOf(events);
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
        summary: NAMING_ACTIONS.has(event.action) ? named(event.summary, names) : event.summary,
        before: event.before,
        after: event.after,
      })),
      total,
      page,
      size,
    };
  }

  /** The names of what the page's summaries number, asked of their owners in one go. */
  private namesOf(events: AuditEvent[]): Promise<AuditSubjectNames> {
    const ids: Record<Numbered, Set<number>> = {
      applications: new Set(),
      entries: new Set(),
      lectures: new Set(),
    };
    for (const event of events) {
      if (!NAMING_ACTIONS.has(event.action)) continue;
      for (const part of unquoted(event.summary)) {
        for (const [, what, id] of part.matchAll(NUMBERED)) ids[NUMBERED_AS[what]].add(Number(id));
      }
    }
    return this.subjectsOf(this.manager, {
      applications: [...ids.applications],
      entries: [...ids.entries],
      lectures: [...ids.lectures],
    });
  }

  /** Every account, deactivated ones too (their rows stay in the trail), by name. */
  accounts(): Promise<AuditAccount[]> {
    return this.accountsOf(this.manager);
  }
}

/**
 * A summary with each numbered application or entry named by its applicant (masked) and lecture,
 * each numbered lecture by its title; a number whose row is gone stays a number.
 */
export function named(summary: string, names: AuditSubjectNames): string {
  return summary
    .split(QUOTED)
    .map((part) =>
      QUOTED.test(part)
        ? part
        : part.replace(NUMBERED, (reference, what: string, id: string) => {
            const kind = NUMBERED_AS[what];
            const name = names[kind].get(Number(id));
            if (name === undefined) return reference;
            return kind === 'lectures' ? `강의 '${name}'` : name;
          }),
    )
    .join('');
}

/** The parts of a summary outside its quoted titles. */
function unquoted(summary: string): string[] {
  return summary.split(QUOTED).filter((part) => !QUOTED.test(part));
}
