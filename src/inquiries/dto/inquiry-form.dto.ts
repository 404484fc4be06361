import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  INQUIRY_LIMITS,
  INQUIRY_STATUSES,
  INQUIRY_TOPICS,
  type InquiryStatus,
  type InquiryTopic,
} from '../../../shared/inquiry';
import { IsPhone } from '../../common/validation/is-phone';

/**
 * No line break and no web address (control and direction characters are refused in every
 * input already: src/common/http/storable-input.ts).
 */
const NAME_ONLY = /^(?!.*(:\/\/|www\.))[^\r\n]*$/i;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty field is a field not given. */
const trimOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** POST /api/inquiry: a question from the 문의 page. A phone, an e-mail or both. */
export class CreateInquiryDto {
  /** @example "김민지" */
  @Transform(trim)
  @IsString({ message: '이름을 입력해 주세요.' })
  @IsNotEmpty({ message: '이름을 입력해 주세요.' })
  @MaxLength(INQUIRY_LIMITS.name, {
    message: `이름은 ${INQUIRY_LIMITS.name}자 이하로 입력해 주세요.`,
  })
  // The name opens the answer sent to the phone or e-mail given ("…님, 안녕하세요"): a line
  // break or a web address has no place in it.
  @Matches(NAME_ONLY, { message: '이름을 올바르게 입력해 주세요.' })
  name: string;

  /** A mobile number for the answer by 알림톡. @example "010-1234-5678" */
  @Transform(trimOrNull)
  @ValidateIf((dto: CreateInquiryDto) => dto.phone !== null || dto.email === null)
  @Matches(/^01[016789]-/, {
    message: '휴대폰 번호를 010-1234-5678 형식으로 정확히 입력해 주세요.',
  })
  @IsPhone('휴대폰 번호를 010-1234-5678 형식으로 정확히 입력해 주세요.')
  @IsString({ message: '답변을 받을 휴대폰 번호나 이메일을 입력해 주세요.' })
  phone: string | null = null;

  /** @example "parent@example.com" */
  @Transform(trimOrNull)
  @IsOptional()
  @MaxLength(254, { message: '이메일 주소가 너무 깁니다.' })
  @IsEmail({}, { message: '올바른 이메일 주소를 입력해 주세요.' })
  @IsString({ message: '올바른 이메일 주소를 입력해 주세요.' })
  email: string | null = null;

  @ApiProperty({ enum: INQUIRY_TOPICS })
  @IsIn(INQUIRY_TOPICS, { message: '문의 유형을 선택해 주세요.' })
  topic: InquiryTopic;

  /** @example "주말에도 상담을 받을 수 있나요?" */
  @Transform(trim)
  @IsString({ message: '문의 내용을 입력해 주세요.' })
  @Length(INQUIRY_LIMITS.bodyMin, INQUIRY_LIMITS.body, {
    message: `문의 내용은 ${INQUIRY_LIMITS.bodyMin}자 이상 ${INQUIRY_LIMITS.body.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  })
  body: string;

  /** The consent checkbox: sent only once it is checked. */
  @Equals(true, { message: '개인정보 수집 및 이용에 동의해 주세요.' })
  agree: boolean;

  /** The version of the consent text the form showed (INQUIRY_CONSENT.version). */
  @IsInt({ message: '동의 내용을 확인할 수 없습니다. 페이지를 새로 고쳐 주세요.' })
  consentVersion: number;
}

/** POST /api/admin/inquiry/{id}/answer: the centre's answer, sent to the asker. */
export class AnswerInquiryDto {
  /** @example "네, 토요일 오전에도 상담할 수 있어요. 전화로 예약해 주세요." */
  @Transform(trim)
  @IsString({ message: '답변을 입력해 주세요.' })
  @IsNotEmpty({ message: '답변을 입력해 주세요.' })
  @MaxLength(INQUIRY_LIMITS.answer, {
    message: `답변은 ${INQUIRY_LIMITS.answer}자 이하로 입력해 주세요.`,
  })
  answer: string;
}

/** GET /api/admin/inquiry/list?status=: all, or only those waiting or answered. */
export class InquiryListQuery {
  @IsOptional()
  @ApiProperty({ enum: INQUIRY_STATUSES, required: false })
  @IsIn(INQUIRY_STATUSES, { message: '알 수 없는 상태입니다.' })
  status?: InquiryStatus;
}
