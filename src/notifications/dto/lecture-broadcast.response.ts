import { ApiProperty } from '@nestjs/swagger';
import { BROADCAST_CHANNELS, type BroadcastChannel } from '../../../shared/lecture-broadcast';

/** How many families a message to a lecture would reach, and how it reads (issue 36). */
export class LectureBroadcastPreview {
  /** Families (one message each): applications with the same address count once. @example 12 */
  families: number;
  /** The applications behind them. @example 14 */
  applications: number;
  /** Messages already sent to this lecture today (Seoul). @example 1 */
  sent_today: number;
  /** BROADCASTS_PER_LECTURE_PER_DAY. @example 3 */
  daily_limit: number;
  @ApiProperty({ enum: BROADCAST_CHANNELS })
  channel: BroadcastChannel;
  /** The e-mail's subject; null for 알림톡. @example "[마음숲] 2회차 강의실이 바뀌었어요" */
  subject: string | null;
  /** The text as a family reads it (the 알림톡, or the e-mail's plain text). */
  text: string;
  /** The SMS/LMS sent when 알림톡 cannot be delivered; null for e-mail. */
  sms_text: string | null;
  /** The link buttons' names. @example ["내 신청 보기"] */
  buttons: string[];
}

/** The message was written for each family and is being delivered. */
export class LectureBroadcastSent {
  /** @example 7 */
  id: number;
  /** @example 12 */
  families: number;
  /** True when this request repeated an earlier one (same request key): nothing sent again. */
  repeated: boolean;
}
