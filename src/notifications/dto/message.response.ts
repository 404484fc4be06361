import { ApiProperty } from '@nestjs/swagger';
import type {
  DeliveredVia,
  MessageButton,
  MessageChannel,
  MessageStatus,
} from '../../outbox/message.entity';
import { MESSAGE_KINDS, type MessageKind } from '../../outbox';

/*
 * Response shapes are classes so that the OpenAPI document describes them (src/metadata.ts).
 */

/** One delivery attempt and the provider's answer. */
export class MessageAttemptInfo {
  started_at: Date;
  finished_at: Date | null;
  @ApiProperty({ enum: ['SENT', 'RETRY', 'FAILED'], nullable: true })
  outcome: 'SENT' | 'RETRY' | 'FAILED' | null;
  @ApiProperty({ enum: ['EMAIL', 'ALIMTALK', 'SMS'], nullable: true })
  via: DeliveredVia | null;
  /** @example "InvalidPhoneNumber" */
  provider_code: string | null;
  /** @example "수신번호 형식이 올바르지 않습니다." */
  provider_answer: string | null;
}

/**
 * One message of an application as the back office lists it: the recipient masked
 * (pa****@example.com, 010-****-5678), no body.
 */
export class AdminMessageInfo {
  /** @example "41" */
  id: string;
  @ApiProperty({ enum: MESSAGE_KINDS })
  kind: MessageKind;
  /** @example "결제 완료 안내" */
  kind_label: string;
  @ApiProperty({ enum: ['EMAIL', 'ALIMTALK'] })
  channel: MessageChannel;
  @ApiProperty({ enum: ['EMAIL', 'ALIMTALK', 'SMS'], nullable: true })
  delivered_via: DeliveredVia | null;
  /** @example "pa****@example.com" */
  recipient_masked: string;
  @ApiProperty({ enum: ['PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED', 'SKIPPED'] })
  status: MessageStatus;
  /** @example "발송 완료" */
  status_label: string;
  attempts: number;
  /** The provider's reason of the last failure. */
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  /** Whether the body was cleared at the end of the retention period. */
  purged: boolean;
  history: MessageAttemptInfo[];
}

/** POST /api/admin/message/{id}/resend: the new message that will be sent. */
export class MessageResent {
  /** @example "57" */
  id: string;
  @ApiProperty({ enum: ['PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED', 'SKIPPED'] })
  status: MessageStatus;
}

export class MessageButtonInfo implements MessageButton {
  /** @example "내 신청 보기" */
  name: string;
  /** @example "https://example.com/myinfo/link/…" */
  url: string;
}

export class EmailPreview {
  /** @example "[마음숲] 결제가 완료됐어요" */
  subject: string;
  html: string;
  text: string;
}

export class AlimtalkPreview {
  text: string;
  buttons: MessageButtonInfo[];
  sms_text: string;
}

/** A template rendered with example rows, as the back office previews it. */
export class MessageTemplatePreview {
  @ApiProperty({ enum: MESSAGE_KINDS })
  kind: MessageKind;
  /** @example "결제 완료 안내" */
  label: string;
  /** Who receives it: the family, the centre, or one of its team (a staff invitation). */
  @ApiProperty({ enum: ['FAMILY', 'CENTRE', 'STAFF'] })
  audience: 'FAMILY' | 'CENTRE' | 'STAFF';
  email: EmailPreview;
  alimtalk: AlimtalkPreview | null;
}

/** POST /api/guest/link: the personal link opened my info; the proof cookie is set. */
export class MyInfoLinkOpened {
  /** The e-mail the message went to, now proven (else null). @example "parent@example.com" */
  email: string | null;
  /** The phone number (digits) the 알림톡 or SMS went to, now proven (else null). */
  phone: string | null;
}
