import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import {
  GUARDIAN_RELATION_CODES,
  SCHOOL_YEAR_CODES,
  type GuardianRelation,
  type SchoolYear,
} from '../../../shared/participant';
import { IsPhone } from '../../common/validation/is-phone';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsRowId, IsWon } from '../../common/validation/integer-columns';
import { PAYMENT_METHOD_NAMES, type PaymentMethodName } from '../../common/money/payment-method';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ApplicantDto {
  /** @example "홍길동" */
  @Transform(trim)
  @IsString({ message: '이름을 입력해 주세요.' })
  @Length(1, 50, { message: '이름은 1자 이상 50자 이하로 입력해 주세요.' })
  name: string;

  /** @example "parent@example.com" */
  @Transform(trim)
  @MaxLength(254, { message: '이메일 주소가 너무 깁니다.' })
  @IsEmail({}, { message: '올바른 이메일 주소를 입력해 주세요.' })
  @IsString({ message: '이메일을 입력해 주세요.' })
  email: string;

  /** @example "010-1234-5678" */
  @Transform(trim)
  @IsPhone('연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.')
  @IsString({ message: '연락처를 입력해 주세요.' })
  contact: string;

  /** Not in the future: checked by the service against the clock. @example "1985-05-05" */
  @IsCalendarDate({ min: '1900-01-01' }, { message: '생년월일을 올바르게 입력해 주세요.' })
  birth: string;

  /** The consent checkbox: the form may only send this once it is checked. */
  @IsOptional()
  @Equals(true, { message: '개인정보 수집 및 이용에 동의해 주세요.' })
  agree?: boolean;
}

/** The child who attends a lecture for children: no birth date, no health details. */
export class ParticipantDto {
  /** @example "김하늘" */
  @Transform(trim)
  @IsString({ message: '참여하는 자녀의 이름을 입력해 주세요.' })
  @Length(1, 50, { message: '자녀 이름은 1자 이상 50자 이하로 입력해 주세요.' })
  name: string;

  /** @example "E3" */
  @ApiProperty({ enum: SCHOOL_YEAR_CODES })
  @IsIn(SCHOOL_YEAR_CODES, { message: '자녀의 학년을 선택해 주세요.' })
  schoolYear: SchoolYear;
}

/** The legal representative (법정대리인) consenting for a child under 14. */
export class GuardianDto {
  /** @example "김보호" */
  @Transform(trim)
  @IsString({ message: '법정대리인(보호자)의 이름을 입력해 주세요.' })
  @Length(1, 50, { message: '법정대리인 이름은 1자 이상 50자 이하로 입력해 주세요.' })
  name: string;

  /** @example "MOTHER" */
  @ApiProperty({ enum: GUARDIAN_RELATION_CODES })
  @IsIn(GUARDIAN_RELATION_CODES, { message: '자녀와의 관계를 선택해 주세요.' })
  relation: GuardianRelation;
}

/** A fee as GET /api/lecture/fee/{id} answers it; only the id is read. */
export class SelectedFeeDto {
  @IsRowId({ message: '선택한 강의 정보가 올바르지 않습니다.' })
  id: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  fee_type?: string;

  @IsOptional()
  @IsWon({}, { message: '선택한 강의 정보가 올바르지 않습니다.' })
  amount?: number;

  /** Sent back as the fee read answered it; never read (seats are counted by the server). */
  @IsOptional()
  @IsInt({ message: '선택한 강의 정보가 올바르지 않습니다.' })
  capacity?: number | null;

  /** Sent back as the fee read answered it; never read. */
  @IsOptional()
  @IsInt({ message: '선택한 강의 정보가 올바르지 않습니다.' })
  seats_left?: number | null;
}

/** A consent the applicant agreed to, at the version the form showed (GET /api/consents). */
export class ConsentAnswerDto {
  /** @example "privacy-collection" */
  @IsString({ message: '동의 항목이 올바르지 않습니다.' })
  @MaxLength(50, { message: '동의 항목이 올바르지 않습니다.' })
  id: string;

  /** @example 1 */
  @IsInt({ message: '동의 항목이 올바르지 않습니다.' })
  @Min(1, { message: '동의 항목이 올바르지 않습니다.' })
  @Max(10000, { message: '동의 항목이 올바르지 않습니다.' })
  version: number;
}

export class CreateApplicationDto {
  @IsDefined({ message: '신청자 정보를 입력해 주세요.' })
  @ValidateNested()
  @Type(() => ApplicantDto)
  applicant: ApplicantDto;

  @IsRowId({ message: '강의 정보가 올바르지 않습니다.' })
  lectureId: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  lectureTitle?: string;

  @IsArray({ message: '최소 한 개 이상의 강의를 선택해 주세요.' })
  @ArrayMinSize(1, { message: '최소 한 개 이상의 강의를 선택해 주세요.' })
  @ArrayMaxSize(50, { message: '선택한 강의가 너무 많습니다.' })
  @ValidateNested({ each: true })
  @Type(() => SelectedFeeDto)
  selectedFees: SelectedFeeDto[];

  @IsWon({}, { message: '합계 금액이 올바르지 않습니다.' })
  totalAmount: number;

  @IsIn(PAYMENT_METHOD_NAMES, { message: '결제 수단을 선택해 주세요.' })
  payMethod: PaymentMethodName;

  /**
   * Applying through a waiting-list offer (the token of its link): the seat the offer holds is
   * used, the e-mail must be the entry's and the selection exactly the offered course.
   */
  @IsOptional()
  @IsString({ message: '대기 제안 링크가 올바르지 않습니다.' })
  @MaxLength(200, { message: '대기 제안 링크가 올바르지 않습니다.' })
  offerToken?: string;

  /** Messages by e-mail (transactional only). Default true. */
  @IsOptional()
  @IsBoolean({ message: '알림 수신 방법이 올바르지 않습니다.' })
  notifyEmail?: boolean;

  /** Messages by 카카오 알림톡, with SMS when it cannot be delivered. Default true. */
  @IsOptional()
  @IsBoolean({ message: '알림 수신 방법이 올바르지 않습니다.' })
  notifyAlimtalk?: boolean;

  /**
   * The consents agreed to, each at the version shown: every required one at its current
   * version (an older version answers 409, asking to reload), optional ones only when ticked;
   * each consent shown is recorded with the application. Old clients that send only
   * `applicant.agree` are still accepted, without records.
   */
  @IsOptional()
  @IsArray({ message: '동의 항목이 올바르지 않습니다.' })
  @ArrayMaxSize(20, { message: '동의 항목이 올바르지 않습니다.' })
  @ValidateNested({ each: true })
  @Type(() => ConsentAnswerDto)
  consents?: ConsentAnswerDto[];

  /**
   * A separate opt-in to promotional messages; the form never ticks it beforehand. Default
   * false; with `consents`, the marketing consent decides and this must agree with it.
   */
  @IsOptional()
  @IsBoolean({ message: '마케팅 정보 수신 동의 값이 올바르지 않습니다.' })
  marketingOptIn?: boolean;

  /**
   * The child who attends, for a lecture whose participant is CHILD (required there, refused
   * elsewhere): the name and school year only.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => ParticipantDto)
  participant?: ParticipantDto;

  /**
   * The 법정대리인 who consents for a child who may be under 14 (중학교 2학년 or younger):
   * required there with the `guardian` consent, refused otherwise.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => GuardianDto)
  guardian?: GuardianDto;
}
