import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsIntegerIn, IsRowId } from '../../common/validation/integer-columns';

/*
 * The back office's forms for what families can book (issue 37): counsellors, their weekly hours
 * and time off, the centre's closed days, rooms and appointment types. Each message starts with
 * the field's Korean name, so the form shows it beside that field.
 */

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** "HH:MM", 24-hour, 00:00 to 24:00 (a window may end at midnight). */
const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The most windows one week holds (several a day, seven days). */
export const MAX_WEEKLY_WINDOWS = 42;

/** POST /api/admin/counsellor: a staff account gets a counsellor profile. */
export class CreateCounsellorDto {
  /** The back-office account (직원) the profile belongs to. @example 2 */
  @IsRowId({ message: '계정을 선택해 주세요.' })
  account_id: number;

  /** The name families see. @example "김하늘" */
  @Transform(trim)
  @MaxLength(30, { message: '상담사 이름은 30자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '상담사 이름을 입력해 주세요.' })
  @IsString({ message: '상담사 이름을 입력해 주세요.' })
  name: string;
}

/** PUT /api/admin/counsellor/{id}: a field left out stays as it is. */
export class UpdateCounsellorDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(30, { message: '상담사 이름은 30자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '상담사 이름을 입력해 주세요.' })
  @IsString({ message: '상담사 이름을 입력해 주세요.' })
  name?: string;

  /** false takes the counsellor off the booking pages; their appointments stay. */
  @IsOptional()
  @IsBoolean({ message: '사용 여부는 true 또는 false로 보내 주세요.' })
  active?: boolean;
}

/** One working window of a weekday, Seoul time. */
export class WeeklyWindowDto {
  /** 0 일요일 … 6 토요일. @example 1 */
  @IsIntegerIn('weekday', 0, 6, { message: '요일을 확인해 주세요.' })
  weekday: number;

  /** @example "10:00" */
  @Matches(CLOCK, { message: '시작 시각은 HH:MM 형식으로 입력해 주세요.' })
  @IsString({ message: '시작 시각은 HH:MM 형식으로 입력해 주세요.' })
  start: string;

  /** @example "12:00" */
  @Matches(CLOCK, { message: '끝 시각은 HH:MM 형식으로 입력해 주세요.' })
  @IsString({ message: '끝 시각은 HH:MM 형식으로 입력해 주세요.' })
  end: string;
}

/** PUT /api/admin/counsellor/{id}/hours: the whole week, replacing what was there. */
export class WeeklyHoursDto {
  @IsArray({ message: '근무 시간 목록을 보내 주세요.' })
  @ArrayMaxSize(MAX_WEEKLY_WINDOWS, {
    message: `근무 시간은 일주일에 ${MAX_WEEKLY_WINDOWS}개까지 넣을 수 있습니다.`,
  })
  @ValidateNested({ each: true })
  @Type(() => WeeklyWindowDto)
  windows: WeeklyWindowDto[];
}

/** POST /api/admin/counsellor/{id}/time-off: leave, training, a blocked hour. */
export class CreateTimeOffDto {
  /** An instant. @example "2026-12-10T00:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '시작 일시를 확인해 주세요.' })
  @IsString({ message: '시작 일시를 입력해 주세요.' })
  starts_at: string;

  /** An instant, after the start. @example "2026-12-10T09:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '끝 일시를 확인해 주세요.' })
  @IsString({ message: '끝 일시를 입력해 주세요.' })
  ends_at: string;

  /** @example "연차" */
  @Transform(trim)
  @MaxLength(100, { message: '사유는 100자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '사유를 입력해 주세요.' })
  @IsString({ message: '사유를 입력해 주세요.' })
  reason: string;
}

/** POST /api/admin/closed-day: a day the whole centre is closed. */
export class CreateClosedDayDto {
  /** @example "2026-12-31" */
  @IsCalendarDate({}, { message: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.' })
  day: string;

  /** @example "센터 워크숍" */
  @Transform(trim)
  @MaxLength(100, { message: '사유는 100자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '사유를 입력해 주세요.' })
  @IsString({ message: '사유를 입력해 주세요.' })
  reason: string;
}

/** POST /api/admin/room. */
export class CreateRoomDto {
  /** @example "상담실 1" */
  @Transform(trim)
  @MaxLength(30, { message: '상담실 이름은 30자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '상담실 이름을 입력해 주세요.' })
  @IsString({ message: '상담실 이름을 입력해 주세요.' })
  name: string;
}

/** PUT /api/admin/room/{id}: rename, or take it out of use. */
export class UpdateRoomDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(30, { message: '상담실 이름은 30자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '상담실 이름을 입력해 주세요.' })
  @IsString({ message: '상담실 이름을 입력해 주세요.' })
  name?: string;

  @IsOptional()
  @IsBoolean({ message: '사용 여부는 true 또는 false로 보내 주세요.' })
  active?: boolean;
}

/** POST /api/admin/appointment-type, and PUT with every field (the form sends them all). */
export class AppointmentTypeDto {
  /** @example 1 */
  @IsRowId({ message: '프로그램을 선택해 주세요.' })
  program_id: number;

  /** @example "초기 상담" */
  @Transform(trim)
  @MaxLength(50, { message: '유형 이름은 50자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '유형 이름을 입력해 주세요.' })
  @IsString({ message: '유형 이름을 입력해 주세요.' })
  name: string;

  /** What families read before choosing it. @example "아이와 보호자가 함께 오는 첫 상담입니다." */
  @Transform(trim)
  @MaxLength(500, { message: '설명은 500자 이하로 입력해 주세요.' })
  @IsString({ message: '설명을 확인해 주세요.' })
  description: string;

  /** Minutes, 10 to 480, on a 10-minute grid. @example 50 */
  @IsIntegerIn('duration', 10, 480, {
    message: '상담 시간은 10분에서 480분 사이로 입력해 주세요.',
  })
  duration_minutes: number;

  /** Minutes kept free after it, 0 to 240. @example 10 */
  @IsIntegerIn('buffer', 0, 240, { message: '정리 시간은 0분에서 240분 사이로 입력해 주세요.' })
  buffer_after_minutes: number;

  /** Won, paid at the centre. @example 50000 */
  @IsIntegerIn('price', 0, 10_000_000, {
    message: '상담료는 0원에서 10,000,000원 사이로 입력해 주세요.',
  })
  price: number;

  /**
   * Won taken online (card or transfer) when a family books, at most the price; 0: none, the
   * whole fee is paid at the centre. Absent: 0. @example 10000
   */
  @IsOptional()
  @IsIntegerIn('deposit', 0, 10_000_000, {
    message: '예약금은 0원에서 10,000,000원 사이로 입력해 주세요.',
  })
  deposit?: number;

  /** How long before its start a family can still book, in minutes (0: none). @example 1440 */
  @IsIntegerIn('notice', 0, 43_200, {
    message: '최소 예약 시점은 0분에서 30일 사이로 골라 주세요.',
  })
  min_notice_minutes: number;

  /** How many days ahead families can book. @example 60 */
  @IsIntegerIn('ahead', 1, 365, { message: '예약 가능 기간은 1일에서 365일 사이로 입력해 주세요.' })
  max_ahead_days: number;

  /** Until this many hours before its start a family may cancel or move it. @example 24 */
  @IsIntegerIn('deadline', 0, 720, {
    message: '취소 마감은 0시간에서 720시간 사이로 입력해 주세요.',
  })
  cancel_deadline_hours: number;

  /** The counsellors who offer it. @example [1] */
  @IsArray({ message: '상담사 목록을 보내 주세요.' })
  @ArrayMaxSize(100, { message: '상담사는 100명까지 고를 수 있습니다.' })
  @IsRowId({ each: true, message: '상담사를 확인해 주세요.' })
  counsellor_ids: number[];

  @IsBoolean({ message: '사용 여부는 true 또는 false로 보내 주세요.' })
  active: boolean;
}
