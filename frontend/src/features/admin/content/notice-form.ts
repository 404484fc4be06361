import type { AdminNotice, UpdateNoticeRequest } from './api';

/**
 * The notice form's pure logic (no React, no DOM): its values, the check before sending, and
 * the edit's body with only what changed. The server checks the same again (notice-form.dto.ts).
 */
export type NoticeFormValues = {
  title: string;
  /** HTML from the editor. */
  body: string;
  pinned: boolean;
  published: boolean;
};

/** The form's ids, for labels and for the focus after a refusal. */
export const NOTICE_FIELD_IDS = { title: 'notice-title', pinned: 'notice-pinned' } as const;

/** The title's limit, as the server's (MAX_NOTICE_TITLE_LENGTH). */
export const NOTICE_TITLE_MAX = 200;

export function initialNoticeValues(notice?: AdminNotice): NoticeFormValues {
  return {
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    pinned: notice?.pinned ?? false,
    published: notice?.published ?? false,
  };
}

/** A title is required (blank after trimming counts as missing). */
export function titleMissing(values: NoticeFormValues): boolean {
  return values.title.trim() === '';
}

/**
 * The PUT body: only the fields that differ from `saved` (the body against the editor's own
 * rendering of the saved HTML, so opening the editor is not a change). Empty: nothing changed.
 */
export function noticeChanges(
  saved: NoticeFormValues,
  values: NoticeFormValues,
): UpdateNoticeRequest {
  const changes: UpdateNoticeRequest = {};
  const title = values.title.trim();
  if (title !== saved.title) changes.title = title;
  if (values.body !== saved.body) changes.body = values.body;
  if (values.pinned !== saved.pinned) changes.pinned = values.pinned;
  if (values.published !== saved.published) changes.published = values.published;
  return changes;
}
