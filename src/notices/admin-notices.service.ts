import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import { sanitizeLectureHtml } from '../common/html/sanitize-lecture-html';
import {
  type AdminNoticeDetail,
  type AdminNoticeRow,
  type NoticeRemoved,
  type NoticeSaved,
  toAdminNoticeDetail,
  toAdminNoticeRow,
} from './dto/notice.response';
import type { CreateNoticeDto, UpdateNoticeDto } from './dto/notice-form.dto';
import { Notice } from './notice.entity';
import { NOTICE_NOT_FOUND } from './notices.service';

const NOTHING_CHANGED = '변경된 내용이 없습니다.';

/**
 * What the audit trail keeps of a notice: its fields, and of the body only its length (the
 * whole HTML would fill the trail and says nothing a reader of the trail needs).
 */
function audited(notice: Notice): AuditFields {
  return {
    title: notice.title,
    pinned: notice.pinned,
    published: notice.published_at !== null,
    body: { length: notice.body.length },
  };
}

/** The fields of an edit that differ, the body as "changed, and its length before and after". */
function auditedChange(before: Notice, after: Notice): { before: AuditFields; after: AuditFields } {
  const { body: bodyBefore, ...restBefore } = audited(before);
  const { body: bodyAfter, ...restAfter } = audited(after);
  const changes = changedFields(restBefore, restAfter);
  if (before.body !== after.body) {
    changes.before.body = bodyBefore;
    changes.after.body = { ...(bodyAfter as object), changed: true };
  }
  return changes;
}

/**
 * The back office's notices: every change in one transaction with its audit row (kind NOTICE),
 * so a change and its record commit or roll back together.
 */
/**
 * What a save did, said so the director knows whether families see it (issue 36: a draft saved
 * under "등록되었습니다" read as published).
 */
export const NOTICE_SAID = {
  published: '공지사항을 게시했습니다. 사이트에 바로 보입니다.',
  drafted: '공지사항을 임시저장했습니다. 사이트에는 보이지 않습니다.',
  edited: '공지사항을 수정했습니다. 사이트에 바로 반영됩니다.',
  draftEdited: '임시저장한 공지사항을 수정했습니다. 사이트에는 보이지 않습니다.',
  unpublished: '공지사항을 게시 중단하고 임시저장했습니다. 사이트에서 내려갔습니다.',
} as const;

@Injectable()
export class AdminNoticesService {
  constructor(
    private readonly manager: EntityManager,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** Every notice, drafts too: pinned first, then the newest written. */
  async list(): Promise<AdminNoticeRow[]> {
    const notices = await this.manager.getRepository(Notice).find({
      select: {
        id: true,
        title: true,
        pinned: true,
        published_at: true,
        created_at: true,
        updated_at: true,
      },
      order: { pinned: 'DESC', created_at: 'DESC', id: 'DESC' },
    });
    return notices.map(toAdminNoticeRow);
  }

  async get(id: number): Promise<AdminNoticeDetail> {
    const notice = await this.manager.getRepository(Notice).findOneBy({ id });
    if (!notice) throw new NotFoundException(NOTICE_NOT_FOUND);
    return toAdminNoticeDetail(notice);
  }

  async create(actor: AuditActor, dto: CreateNoticeDto): Promise<NoticeSaved> {
    const now = this.clock.now();
    const id = await this.manager.transaction(async (manager) => {
      const notice = await manager.save(
        manager.create(Notice, {
          title: dto.title,
          body: sanitizeLectureHtml(dto.body ?? ''),
          pinned: dto.pinned ?? false,
          published_at: dto.published ? now : null,
          created_at: now,
          updated_at: now,
        }),
      );
      await this.audit.record(
        actor,
        {
          kind: 'NOTICE',
          action: 'notice.create',
          target: `notice:${notice.id}`,
          summary: notice.title,
          after: audited(notice),
        },
        manager,
      );
      return notice.id;
    });
    return { id, message: dto.published ? NOTICE_SAID.published : NOTICE_SAID.drafted };
  }

  /**
   * The sent fields that differ, applied with the row locked. Publishing a draft dates it now;
   * taking it back to a draft clears the date. Nothing different: 400, nothing written.
   */
  async update(actor: AuditActor, id: number, dto: UpdateNoticeDto): Promise<NoticeSaved> {
    const message = await this.manager.transaction(async (manager) => {
      const notice = await this.locked(manager, id);
      const now = this.clock.now();
      const next: Notice = { ...notice };
      if (dto.title !== undefined && dto.title !== null) next.title = dto.title;
      if (dto.body !== undefined && dto.body !== null) next.body = sanitizeLectureHtml(dto.body);
      if (dto.pinned !== undefined && dto.pinned !== null) next.pinned = dto.pinned;
      if (dto.published === true && notice.published_at === null) next.published_at = now;
      if (dto.published === false) next.published_at = null;

      const changes = auditedChange(notice, next);
      if (!Object.keys(changes.after).length) throw new BadRequestException(NOTHING_CHANGED);
      await manager.update(
        Notice,
        { id },
        {
          title: next.title,
          body: next.body,
          pinned: next.pinned,
          published_at: next.published_at,
          updated_at: now,
        },
      );
      await this.audit.record(
        actor,
        {
          kind: 'NOTICE',
          action: 'notice.update',
          target: `notice:${id}`,
          summary: next.title,
          ...changes,
        },
        manager,
      );
      if (next.published_at === null) {
        return notice.published_at === null ? NOTICE_SAID.draftEdited : NOTICE_SAID.unpublished;
      }
      return notice.published_at === null ? NOTICE_SAID.published : NOTICE_SAID.edited;
    });
    return { id, message };
  }

  async remove(actor: AuditActor, id: number): Promise<NoticeRemoved> {
    await this.manager.transaction(async (manager) => {
      const notice = await this.locked(manager, id);
      await manager.delete(Notice, { id });
      await this.audit.record(
        actor,
        {
          kind: 'NOTICE',
          action: 'notice.delete',
          target: `notice:${id}`,
          summary: notice.title,
          before: audited(notice),
        },
        manager,
      );
    });
    return { message: '공지사항이 삭제되었습니다.' };
  }

  private async locked(manager: EntityManager, id: number): Promise<Notice> {
    const notice = await manager.findOne(Notice, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!notice) throw new NotFoundException(NOTICE_NOT_FOUND);
    return notice;
  }
}
