import type { Schema } from '@shared/contract/schema';

/** GET /api/notice/list/{page}: one page of published notices, pinned first, then the newest. */
export type NoticePage = Schema<'NoticePageResponse'>;

export type NoticeSummary = Schema<'NoticeSummaryResponse'>;

/** GET /api/notice/{id}: with the body (HTML, already sanitised by the server). */
export type Notice = Schema<'NoticeResponse'>;
