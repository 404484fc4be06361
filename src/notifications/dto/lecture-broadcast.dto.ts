import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_CHANNELS,
  BROADCAST_LIMITS,
  broadcastBodyLimit,
  type BroadcastAudience,
  type BroadcastChannel,
} from '../../../shared/lecture-broadcast';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Windows line ends as one break, so a counted character is one the family reads. */
const trimLines = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;

export const BROADCAST_BODY_TOO_LONG = (channel: BroadcastChannel) =>
  channel === 'ALIMTALK'
    ? `알림톡 내용은 ${BROADCAST_LIMITS.alimtalkBody.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`
    : `이메일 내용은 ${BROADCAST_LIMITS.emailBody.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`;

/** The text fits the chosen channel (알림톡 carries less than an e-mail). */
function FitsChannel(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'fitsBroadcastChannel',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args) =>
          BROADCAST_BODY_TOO_LONG(
            (args.object as LectureBroadcastDraftDto).channel === 'ALIMTALK' ? 'ALIMTALK' : 'EMAIL',
          ),
      },
      validator: {
        validate: (value: unknown, args) => {
          const channel = (args?.object as LectureBroadcastDraftDto).channel;
          const limit = broadcastBodyLimit(channel === 'ALIMTALK' ? 'ALIMTALK' : 'EMAIL');
          return typeof value !== 'string' || value.length <= limit;
        },
      },
    });
}

/**
 * POST /api/admin/lecture/{id}/broadcast/preview: a message to the lecture's families as
 * written so far; answers how many families it would reach and how it reads.
 */
export class LectureBroadcastDraftDto {
  @ApiProperty({ enum: BROADCAST_AUDIENCES })
  @IsIn(BROADCAST_AUDIENCES, { message: '받는 사람을 선택해 주세요.' })
  audience: BroadcastAudience;

  @ApiProperty({ enum: BROADCAST_CHANNELS })
  @IsIn(BROADCAST_CHANNELS, { message: '보낼 방법을 선택해 주세요.' })
  channel: BroadcastChannel;

  /** The 알림톡's heading and the e-mail's subject. @example "2회차 강의실이 바뀌었어요" */
  @Transform(trim)
  @IsString({ message: '제목을 입력해 주세요.' })
  @IsNotEmpty({ message: '제목을 입력해 주세요.' })
  @MaxLength(BROADCAST_LIMITS.title, {
    message: `제목은 ${BROADCAST_LIMITS.title}자 이하로 입력해 주세요.`,
  })
  @Matches(/^[^\r\n\u2028\u2029]*$/, { message: '제목은 한 줄로 입력해 주세요.' })
  title: string;

  /** Plain text (line breaks kept). @example "12월 11일 2회차는 3층 세미나실에서 진행해요." */
  @Transform(trimLines)
  @IsString({ message: '내용을 입력해 주세요.' })
  @IsNotEmpty({ message: '내용을 입력해 주세요.' })
  @FitsChannel()
  body: string;
}

/**
 * POST /api/admin/lecture/{id}/broadcast: the message sent, once, to the families the director
 * saw counted.
 */
export class SendLectureBroadcastDto extends LectureBroadcastDraftDto {
  /** How many families the preview counted and the director confirmed. @example 12 */
  @IsInt({ message: '받는 가족 수를 확인한 뒤 보내 주세요.' })
  @Min(1, { message: '받는 가족 수를 확인한 뒤 보내 주세요.' })
  families: number;

  /**
   * Made by the form once per message: a second request with it (a double click, a retry after
   * a lost answer) sends nothing again and answers the first.
   * @example "6f1c2a9e-3b7d-4e0a-9c58-2d4b1e7f8a90"
   */
  @IsUUID('all', { message: '요청 정보가 올바르지 않습니다. 페이지를 새로 고쳐 주세요.' })
  request_key: string;
}
