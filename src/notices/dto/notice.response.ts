import type { Notice } from '../notice.entity';

/**
 * The wire shapes of the notices board, public and admin: classes so that the OpenAPI document
 * describes them (the Swagger plugin's metadata, src/metadata.ts).
 */
export class NoticeSummaryResponse {
  /** @example 7 */
  id: number;
  /** @example "설 연휴 휴무 안내" */
  title: string;
  /** 고정: listed first. */
  pinned: boolean;
  /** When it was published (an instant). @example "2026-11-20T01:00:00.000Z" */
  published_at: string;
}

/** One page of the public list: pinned notices first, then the newest. */
export class NoticePageResponse {
  items: NoticeSummaryResponse[];
  /** 1-based. @example 1 */
  page: number;
  /** Notices per page (fixed by the server). @example 10 */
  page_size: number;
  /** Published notices in all. @example 23 */
  total: number;
  /** At least 1 (an empty board has one empty page). @example 3 */
  total_pages: number;
}

export class NoticeResponse extends NoticeSummaryResponse {
  /** HTML, sanitised by the server. @example "<p>1월 28일부터 30일까지 쉽니다.</p>" */
  body: string;
  /** Last change (an instant). @example "2026-11-21T02:30:00.000Z" */
  updated_at: string;
}

/** A row of the back office's list: drafts too. */
export class AdminNoticeRow {
  /** @example 7 */
  id: number;
  /** @example "설 연휴 휴무 안내" */
  title: string;
  pinned: boolean;
  /** Published (public) or a draft (임시저장). */
  published: boolean;
  /** When it was published; null for a draft. */
  published_at: string | null;
  /** @example "2026-11-19T05:00:00.000Z" */
  created_at: string;
  /** @example "2026-11-21T02:30:00.000Z" */
  updated_at: string;
}

export class AdminNoticeDetail extends AdminNoticeRow {
  /** HTML, sanitised by the server. */
  body: string;
}

export class NoticeSaved {
  /** @example 7 */
  id: number;
  /** @example "공지사항이 등록되었습니다." */
  message: string;
}

export class NoticeRemoved {
  /** @example "공지사항이 삭제되었습니다." */
  message: string;
}

export function toNoticeSummary(notice: Notice): NoticeSummaryResponse {
  return {
    id: notice.id,
    title: notice.title,
    pinned: notice.pinned,
    published_at: notice.published_at!.toISOString(),
  };
}

export function toNoticeResponse(notice: Notice): NoticeResponse {
  return {
    ...toNoticeSummary(notice),
    body: notice.body,
    updated_at: notice.updated_at.toISOString(),
  };
}

export function toAdminNoticeRow(notice: Notice): AdminNoticeRow {
  return {
    id: notice.id,
    title: notice.title,
    pinned: notice.pinned,
    published: notice.published_at !== null,
    published_at: notice.published_at?.toISOString() ?? null,
    created_at: notice.created_at.toISOString(),
    updated_at: notice.updated_at.toISOString(),
  };
}

export function toAdminNoticeDetail(notice: Notice): AdminNoticeDetail {
  return { ...toAdminNoticeRow(notice), body: notice.body };
}
