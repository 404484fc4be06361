import {
  IsIn,
  Allow,
  IsNotEmpty,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Matches,
  Min,
  ValidateNested,
  ArrayMaxSize,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, type ClassConstructor } from 'class-transformer';
import { isIsoDate } from '../../common/dates/seoul-date';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsRowId } from '../../common/validation/integer-columns';
import { LECTURE_PARTICIPANTS, type LectureParticipant } from '../../../shared/participant';

/** Largest fee the back office accepts, in won (well inside the `integer` column). */
export const MAX_FEE_AMOUNT = 100_000_000;
/** Longest lecture content (HTML, before sanitising), in characters. */
export const MAX_CONTENT_LENGTH = 200_000;
const MAX_FEES = 50;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Stands for a list part that was not valid JSON: it fails `IsArray` with the part's message. */
const NOT_JSON = '\u0000not JSON';

/**
 * A list arrives as JSON in an `application/json` body and as a JSON string in a multipart part.
 * Both end up as the same instances, validated by the same rules; text that is not JSON fails.
 * The raw value is read from the source object, as `@Type` does not apply to strings.
 */
function JsonList<T extends object>(cls?: ClassConstructor<T>): PropertyDecorator {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    let value = obj[key];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return NOT_JSON;
      }
    }
    if (!cls || !Array.isArray(value)) return value;
    return value.map((item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? plainToInstance(cls, item)
        : item,
    );
  });
}

/**
 * This field's value, compared with the one in `startProperty`: checked only once both are
 * strings of the expected form (another rule says what is wrong with either), so that a date or
 * an hour is compared with its like. Both compare as text: "YYYY-MM-DD" and "HH:MM" sort in time.
 */
function ComparedWith(
  name: string,
  startProperty: string,
  wellFormed: (text: string) => boolean,
  inOrder: (end: string, start: string) => boolean,
  options: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [startProperty],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const start = (args.object as Record<string, unknown>)[startProperty];
          if (typeof value !== 'string' || typeof start !== 'string') return true;
          if (!wellFormed(value) || !wellFormed(start)) return true;
          return inOrder(value, start);
        },
      },
    });
}

/** `end` is not before the date in `startProperty` (checked only once both are real dates). */
const IsNotBefore = (startProperty: string, options: ValidationOptions) =>
  ComparedWith('isNotBefore', startProperty, isIsoDate, (end, start) => end >= start, options);

/** Largest capacity the back office accepts (seats of one course or lecture). */
export const MAX_CAPACITY = 100_000;
const CAPACITY_MESSAGE = '정원은 1 이상의 정수로 입력해 주세요. 제한이 없으면 비워 두세요.';

/**
 * A capacity as JSON or as a multipart text part: a positive whole number, or null / "" for
 * unlimited. Numeric strings from a form become numbers; anything else fails validation.
 */
function toCapacity({ value }: { value: unknown }): unknown {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}

function Capacity(): PropertyDecorator {
  return (target, key) => {
    // In the order a stack of decorators registers them (bottom first): with stopAtFirstError
    // the whole-number check answers first, so "-1" or "1.5" from a form gets its message.
    Transform(toCapacity)(target, key);
    IsOptional()(target, key);
    IsInt({ message: CAPACITY_MESSAGE })(target, key);
    Min(1, { message: CAPACITY_MESSAGE })(target, key);
    Max(MAX_CAPACITY, {
      message: `정원은 ${MAX_CAPACITY.toLocaleString('ko-KR')}명 이하로 입력해 주세요.`,
    })(target, key);
  };
}

/**
 * 장소 and 준비물: optional text, trimmed. On create, absent or empty means not set; on edit,
 * absent or null leaves it as it is and '' (an emptied field) clears it.
 */
function OptionalText(maxLength: number, tooLong: string, notText: string): PropertyDecorator {
  return (target, key) => {
    // Registered bottom first, as a stack of decorators would be.
    IsString({ message: notText })(target, key);
    MaxLength(maxLength, { message: tooLong })(target, key);
    IsOptional()(target, key);
    Transform(trim)(target, key);
  };
}

/** 참여 대상: APPLICANT or CHILD (shared/participant.ts). */
const Participant = (): PropertyDecorator => (target, key) => {
  IsIn(LECTURE_PARTICIPANTS, { message: '참여 대상을 선택해 주세요.' })(target, key);
  IsOptional()(target, key);
  ApiPropertyOptional({ enum: LECTURE_PARTICIPANTS })(target, key);
};

const Audience = () =>
  OptionalText(200, '대상은 200자 이하로 입력해 주세요.', '대상 형식이 올바르지 않습니다.');
const Venue = () =>
  OptionalText(200, '장소는 200자 이하로 입력해 주세요.', '장소 형식이 올바르지 않습니다.');
const WhatToBring = () =>
  OptionalText(500, '준비물은 500자 이하로 입력해 주세요.', '준비물 형식이 올바르지 않습니다.');

/** Hours on the centre's wall clock, "HH:MM" (24-hour). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const REG_START_TIME_MESSAGE = '접수 시작 시각을 00:00 형식으로 입력해 주세요.';

/**
 * 접수 시작 시각: the minute registration opens on the first day, "HH:MM" (Asia/Seoul). On create,
 * absent means 00:00; on edit, absent or null leaves it as it is.
 */
const RegStartTime = (): PropertyDecorator => (target, key) => {
  // Registered bottom first, as a stack of decorators would be.
  IsString({ message: REG_START_TIME_MESSAGE })(target, key);
  Matches(CLOCK_TIME, { message: REG_START_TIME_MESSAGE })(target, key);
  IsOptional()(target, key);
};
const MAX_SESSIONS = 100;
const SESSIONS_FORMAT = '일정(sessions) 형식이 올바르지 않습니다.';

/** One meeting of the lecture: a day and its hours (Asia/Seoul). */
export class SessionInputDto {
  /** @example "2026-12-06" */
  @IsCalendarDate({}, { message: '일정의 날짜를 YYYY-MM-DD 형식으로 입력해 주세요.' })
  day: string;

  /** @example "10:00" */
  @Matches(CLOCK_TIME, { message: '일정의 시작 시각을 00:00 형식으로 입력해 주세요.' })
  @IsString({ message: '일정의 시작 시각을 00:00 형식으로 입력해 주세요.' })
  start: string;

  /** After the start, the same day. @example "12:00" */
  @IsAfterTime('start', { message: '일정의 끝나는 시각은 시작 시각보다 늦어야 합니다.' })
  @Matches(CLOCK_TIME, { message: '일정의 끝나는 시각을 00:00 형식으로 입력해 주세요.' })
  @IsString({ message: '일정의 끝나는 시각을 00:00 형식으로 입력해 주세요.' })
  end: string;
}

/** `end` is later than the time in `startProperty` (checked once both are "HH:MM"). */
function IsAfterTime(startProperty: string, options: ValidationOptions): PropertyDecorator {
  return ComparedWith(
    'isAfterTime',
    startProperty,
    (text) => CLOCK_TIME.test(text),
    (end, start) => end > start,
    options,
  );
}

/** The lecture's meetings, as JSON or a multipart part; each day within the lecture's period. */
function Sessions(): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: SESSIONS_FORMAT })(target, key);
    ValidateNested({ each: true })(target, key);
    ArrayMaxSize(MAX_SESSIONS, { message: `일정은 ${MAX_SESSIONS}개까지 등록할 수 있습니다.` })(
      target,
      key,
    );
    JsonList(SessionInputDto)(target, key);
    IsOptional()(target, key);
  };
}

export class FeeInputDto {
  @Transform(trim)
  @MaxLength(200, { message: '요금 이름은 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '요금 이름을 입력해 주세요.' })
  @IsString({ message: '요금 이름을 입력해 주세요.' })
  fee_type: string;

  @Max(MAX_FEE_AMOUNT, { message: '금액은 1억 원 이하로 입력해 주세요.' })
  @Min(0, { message: '금액은 0 이상의 정수(원)로 입력해 주세요.' })
  @IsInt({ message: '금액은 0 이상의 정수(원)로 입력해 주세요.' })
  amount: number;

  /** Seats of this course; null or absent: unlimited. @example 20 */
  @Capacity()
  capacity?: number | null;
}

export class FeeUpdateDto extends FeeInputDto {
  @IsRowId({ message: '수정할 요금 정보가 올바르지 않습니다.' })
  id: number;
}

const FEES_FORMAT = '요금 목록(fees) 형식이 올바르지 않습니다.';

/** POST /api/admin/lecture: the text parts of the multipart form (the image is part `file`). */
export class CreateLectureDto {
  @Transform(trim)
  @MaxLength(200, { message: '강의명은 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '강의명을 입력해 주세요.' })
  @IsString({ message: '강의명을 입력해 주세요.' })
  title: string;

  @Transform(trim)
  @MaxLength(100, { message: '강사는 100자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '강사를 입력해 주세요.' })
  @IsString({ message: '강사를 입력해 주세요.' })
  instructor_name: string;

  @IsCalendarDate({}, { message: '접수 시작일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  reg_period_start: string;

  /** The minute registration opens on reg_period_start (Asia/Seoul); absent: 00:00. @example "10:00" */
  @RegStartTime()
  reg_start_time?: string;

  @IsCalendarDate({}, { message: '접수 종료일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  @IsNotBefore('reg_period_start', { message: '접수 종료일은 접수 시작일보다 빠를 수 없습니다.' })
  reg_period_end: string;

  @IsCalendarDate({}, { message: '강의 시작일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  lec_period_start: string;

  @IsCalendarDate({}, { message: '강의 종료일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  @IsNotBefore('lec_period_start', { message: '강의 종료일은 강의 시작일보다 빠를 수 없습니다.' })
  lec_period_end: string;

  @Transform(trim)
  @MaxLength(200, { message: '문의처는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '문의처를 입력해 주세요.' })
  @IsString({ message: '문의처를 입력해 주세요.' })
  inquiry: string;

  @Transform(trim)
  @MaxLength(200, { message: '주최는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '주최를 입력해 주세요.' })
  @IsString({ message: '주최를 입력해 주세요.' })
  organizer: string;

  /** HTML from the editor; sanitised by the service. The form leaves it out when empty. */
  @IsOptional()
  @MaxLength(MAX_CONTENT_LENGTH, { message: '내용이 너무 깁니다.' })
  @IsString({ message: '내용 형식이 올바르지 않습니다.' })
  content?: string;

  @IsOptional()
  @JsonList(FeeInputDto)
  @ArrayMaxSize(MAX_FEES, { message: `요금은 ${MAX_FEES}개까지 등록할 수 있습니다.` })
  @ValidateNested({ each: true })
  @IsArray({ message: FEES_FORMAT })
  fees?: FeeInputDto[];

  /** Seats over all courses (people); null, "" or absent: unlimited. @example 30 */
  @Capacity()
  capacity?: number | null;

  /** Where it takes place (for the day-before reminder); empty: not set. @example "마음숲 상담센터 2층 세미나실" */
  @Venue()
  venue?: string | null;

  /** Who attends; absent: APPLICANT (the applicant, parents or teachers). @example "CHILD" */
  @Participant()
  participant?: LectureParticipant;

  /** 대상, in the centre's words; empty: not said. @example "초등 1~3학년 자녀를 둔 부모" */
  @Audience()
  audience?: string | null;

  /** The meetings, each a day within the lecture's period and its hours; absent: none yet. */
  @Sessions()
  sessions?: SessionInputDto[];

  /**
   * A copy of a past lecture (강의 복사) may keep that lecture's banner: its id, when no file is
   * sent. @example 12
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsRowId({ message: '복사할 강의가 올바르지 않습니다.' })
  image_from?: number;

  /** What to bring, when the lecture says; empty: not set. @example "필기도구, 실내화" */
  @WhatToBring()
  what_to_bring?: string | null;

  /** The image is a file part; a text part of that name is ignored (the file check answers). */
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: '배너 이미지 (multipart)' })
  @Allow()
  file?: unknown;
}

const DELETE_FEES_FORMAT = '삭제할 요금 목록(delete_fees) 형식이 올바르지 않습니다.';

/**
 * PUT /api/admin/lecture/{id}, as JSON or multipart: a field that is null or absent is left as it
 * is; the fee lists say what to add, remove and change.
 */
export class UpdateLectureDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: '강의명은 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '강의명을 입력해 주세요.' })
  @IsString({ message: '강의명을 입력해 주세요.' })
  title?: string | null;

  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: '강사는 100자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '강사를 입력해 주세요.' })
  @IsString({ message: '강사를 입력해 주세요.' })
  instructor_name?: string | null;

  @IsOptional()
  @IsCalendarDate({}, { message: '접수 시작일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  reg_period_start?: string | null;

  /** 접수 시작 시각, "HH:MM" (Asia/Seoul); absent or null leaves it as it is. @example "10:00" */
  @RegStartTime()
  reg_start_time?: string | null;

  @IsOptional()
  @IsCalendarDate({}, { message: '접수 종료일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  reg_period_end?: string | null;

  @IsOptional()
  @IsCalendarDate({}, { message: '강의 시작일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  lec_period_start?: string | null;

  @IsOptional()
  @IsCalendarDate({}, { message: '강의 종료일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요.' })
  lec_period_end?: string | null;

  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: '문의처는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '문의처를 입력해 주세요.' })
  @IsString({ message: '문의처를 입력해 주세요.' })
  inquiry?: string | null;

  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: '주최는 200자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '주최를 입력해 주세요.' })
  @IsString({ message: '주최를 입력해 주세요.' })
  organizer?: string | null;

  @IsOptional()
  @MaxLength(MAX_CONTENT_LENGTH, { message: '내용이 너무 깁니다.' })
  @IsString({ message: '내용 형식이 올바르지 않습니다.' })
  content?: string | null;

  @IsOptional()
  @JsonList(FeeInputDto)
  @ArrayMaxSize(MAX_FEES, { message: `요금은 ${MAX_FEES}개까지 등록할 수 있습니다.` })
  @ValidateNested({ each: true })
  @IsArray({ message: '추가할 요금 목록(insert_fees) 형식이 올바르지 않습니다.' })
  insert_fees?: FeeInputDto[] | null;

  @IsOptional()
  @JsonList()
  @ArrayMaxSize(MAX_FEES, { message: DELETE_FEES_FORMAT })
  @IsRowId({ each: true, message: DELETE_FEES_FORMAT })
  @IsArray({ message: DELETE_FEES_FORMAT })
  delete_fees?: number[] | null;

  @IsOptional()
  @JsonList(FeeUpdateDto)
  @ArrayMaxSize(MAX_FEES, { message: `요금은 ${MAX_FEES}개까지 등록할 수 있습니다.` })
  @ValidateNested({ each: true })
  @IsArray({ message: '수정할 요금 목록(update_fees) 형식이 올바르지 않습니다.' })
  update_fees?: FeeUpdateDto[] | null;

  /**
   * Seats over all courses. Unlike the other fields, null (or "" in a form) means unlimited;
   * absent leaves it as it is. Below the seats already taken: 409.
   */
  @Capacity()
  capacity?: number | null;

  /** 장소: absent or null leaves it as it is; '' clears it. */
  @Venue()
  venue?: string | null;

  /** Who attends; absent or null leaves it. Refused (409) once the lecture has applications. */
  @Participant()
  participant?: LectureParticipant | null;

  /** 준비물: absent or null leaves it as it is; '' clears it. */
  @WhatToBring()
  what_to_bring?: string | null;

  /** 대상: absent or null leaves it as it is; '' clears it. */
  @Audience()
  audience?: string | null;

  /** The whole list of meetings, replacing the stored one; absent or null leaves it; [] clears. */
  @Sessions()
  sessions?: SessionInputDto[] | null;

  /** The client sends `file: null` when the image is unchanged; a new one is the `file` part. */
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    nullable: true,
    description: '새 배너 이미지 (multipart); 그대로 두면 null',
  })
  @Allow()
  file?: unknown;
}
