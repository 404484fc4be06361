import { ApiProperty } from '@nestjs/swagger';
import {
  INQUIRY_STATUSES,
  INQUIRY_TOPICS,
  type InquiryStatus,
  type InquiryTopic,
} from '../../../shared/inquiry';
import { maskedContact, maskedEmail } from '../../common/privacy/mask';
import type { Inquiry } from '../inquiry.entity';

/** POST /api/inquiry: received; the number the centre knows it by. */
export class InquirySent {
  /** @example 12 */
  id: number;
}

/**
 * A row of the back office's list (문의 관리). The asker's phone and e-mail are masked: the
 * answer goes out through the site, and the centre's inbox has them in full.
 */
export class AdminInquiryRow {
  /** @example 12 */
  id: number;
  /** @example "김민지" */
  name: string;
  /** @example "010-****-5678" */
  phone: string;
  /** @example "pa****@example.com" */
  email: string;
  @ApiProperty({ enum: INQUIRY_TOPICS })
  topic: InquiryTopic;
  @ApiProperty({ enum: INQUIRY_STATUSES })
  status: InquiryStatus;
  /** The first words of the question. @example "주말에도 상담을 받을 수 있나요?" */
  excerpt: string;
  /** @example "2026-11-30T01:00:00.000Z" */
  created_at: string;
  answered_at: string | null;
}

export class AdminInquiryDetail extends AdminInquiryRow {
  /** The whole question, as typed. */
  body: string;
  answer: string | null;
  /** Who answered (the staff member's name). @example "원장" */
  answered_by: string | null;
}

/** How many questions wait for an answer (the back office's menu badge and dashboard). */
export class InquiryCounts {
  /** @example 2 */
  waiting: number;
}

const EXCERPT = 60;

export function toAdminInquiryRow(row: Inquiry): AdminInquiryRow {
  // Cut by code points, not UTF-16 units, so an emoji is never split in half.
  const oneLine = [...row.body.replace(/\s+/g, ' ').trim()];
  return {
    id: row.id,
    name: row.name,
    phone: maskedContact(row.phone),
    email: maskedEmail(row.email),
    topic: row.topic,
    status: row.status,
    excerpt: oneLine.length > EXCERPT ? `${oneLine.slice(0, EXCERPT).join('')}…` : oneLine.join(''),
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

export function toAdminInquiryDetail(row: Inquiry): AdminInquiryDetail {
  return {
    ...toAdminInquiryRow(row),
    body: row.body,
    answer: row.answer,
    answered_by: row.answered_by,
  };
}
