import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { APPOINTMENT_STATUS_LABELS, SCHOOL_YEARS, type SchoolYear } from '../../../shared/booking';
import { ChildName, GuardianName } from './family-fields';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import type { AppointmentStatus, DepositStatus } from '../appointment.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The most days one calendar read covers: a month's view. */
export const CALENDAR_MAX_DAYS = 31;

/** GET /api/admin/appointments: the calendar of a span of days. */
export class CalendarQuery {
  /** The first day, YYYY-MM-DD (Seoul). @example "2026-11-23" */
  @IsCalendarDate({}, { message: '시작일을 2026-12-01 형식으로 입력해 주세요.' })
  from: string;

  /** The last day, YYYY-MM-DD (Seoul), at most 31 days after the first. @example "2026-11-29" */
  @IsCalendarDate({}, { message: '종료일을 2026-12-01 형식으로 입력해 주세요.' })
  to: string;

  /** A counsellor's id, or `all` (every calendar the account may see). @example "all" */
  @IsString({ message: '상담사를 선택해 주세요.' })
  @Matches(/^(all|[1-9][0-9]{0,8})$/, { message: '상담사를 선택해 주세요.' })
  counsellor: string = 'all';
}

/** POST /api/admin/appointments: the centre books for a family who phoned. */
export class StaffBookingDto {
  /** @example 1 */
  @IsInt({ message: '상담 종류를 선택해 주세요.' })
  @Min(1, { message: '상담 종류를 선택해 주세요.' })
  typeId: number;

  /** @example 1 */
  @IsInt({ message: '상담사를 선택해 주세요.' })
  @Min(1, { message: '상담사를 선택해 주세요.' })
  counsellorId: number;

  /** The start, a time free in the counsellor's calendar. @example "2026-11-24T01:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '시작 시간을 선택해 주세요.' })
  start: string;

  /** @example "김보호" */
  @GuardianName()
  guardianName: string;

  /** @example "김하늘" */
  @ChildName()
  childName: string;

  @ApiProperty({ enum: SCHOOL_YEARS })
  @IsIn(SCHOOL_YEARS, { message: '학년을 선택해 주세요.' })
  childSchoolYear: SchoolYear;

  /** The family's mobile number; this or the e-mail (or both). @example "010-1234-5678" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
  @Matches(/^01[016789]-?[0-9]{3,4}-?[0-9]{4}$/, {
    message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
  })
  phone?: string;

  /** @example "parent@example.com" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '이메일을 올바르게 입력해 주세요.' })
  @MaxLength(254, { message: '이메일을 올바르게 입력해 주세요.' })
  @IsEmail({}, { message: '이메일을 올바르게 입력해 주세요.' })
  email?: string;

  /**
   * Send the family a link to pay the type's deposit online (알림톡 and e-mail): the time is held
   * until APPOINTMENT_PAY_LINK_HOURS pass (never past its start) and booked once paid. Without
   * it, the booking stands at once and the fee is paid at the centre.
   */
  @IsOptional()
  @IsBoolean({ message: '결제 링크 발송 여부는 true 또는 false로 보내 주세요.' })
  payByLink?: boolean;
}

/** One working window of one day, Seoul wall clock. */
export class CalendarWindow {
  /** @example "2026-11-24" */
  date: string;
  /** @example "10:00" */
  start: string;
  /** @example "12:00" */
  end: string;
}

/** Time a counsellor is away (leave, training, blocked time). */
export class CalendarTimeOff {
  /** @example "2026-11-26T00:00:00.000Z" */
  start: string;
  /** @example "2026-11-26T09:00:00.000Z" */
  end: string;
  /** @example "연차" */
  reason: string;
}

export class CalendarCounsellor {
  /** @example 1 */
  id: number;
  /** @example "김하늘" */
  name: string;
  /** false: deactivated (still shown while it has appointments in the span). */
  active: boolean;
  windows: CalendarWindow[];
  timeOff: CalendarTimeOff[];
}

export class CalendarClosedDay {
  /** @example "2026-12-25" */
  date: string;
  /** @example "성탄절" */
  reason: string;
}

/** One appointment as the calendar shows it; the family's contact is masked. */
export class CalendarAppointment {
  /** @example 12 */
  id: number;
  /** @example "2026-11-24T01:00:00.000Z" */
  start: string;
  /** @example "2026-11-24T01:50:00.000Z" */
  end: string;
  @ApiProperty({ enum: Object.keys(APPOINTMENT_STATUS_LABELS) })
  status: AppointmentStatus;
  /** @example 1 */
  typeId: number;
  /** @example "초기 상담" */
  typeName: string;
  /** @example 1 */
  counsellorId: number;
  /** @example "김하늘" */
  counsellorName: string;
  roomId: number | null;
  /** @example "상담실 1" */
  roomName: string | null;
  /** @example "김보호" */
  guardianName: string;
  /** @example "이하늘" */
  childName: string;
  /** @example "초3" */
  childSchoolYear: string;
  /** Masked: the first three and last four digits. @example "010-****-5678" */
  phone: string | null;
  /** Masked: the name's first two letters and the domain. @example "pa****@example.com" */
  email: string | null;
  /** Won, paid at the centre. @example 50000 */
  price: number;
  /** Won taken online when the family booked (0: none). @example 10000 */
  deposit: number;
  /** NONE, DUE (held while paying), PAID, REFUNDED. @example "PAID" */
  @ApiProperty({ enum: ['NONE', 'DUE', 'PAID', 'REFUNDED'] })
  depositStatus: DepositStatus;
  /** A payment link's deadline: the time is held for its deposit until then (else null). */
  payLinkUntil: string | null;
  /**
   * The payment link's address on this site while it can still pay (held, deposit due), for the
   * desk to send again; null otherwise. @example "/program/1/booking/pay/12.abc…"
   */
  payLinkPath: string | null;
  /** Booked by the centre (a staff account) rather than by the family online. */
  bookedByCentre: boolean;
  /** The weekly series it belongs to, if any. */
  seriesId: string | null;
  /** The family's no-shows (same phone or e-mail), this one included. @example 0 */
  noShows: number;
  /** When 출석 or 노쇼 was marked. */
  attendanceMarkedAt: string | null;
}

/** GET /api/admin/appointments */
export class CalendarResponse {
  /** @example "2026-11-23" */
  from: string;
  /** @example "2026-11-29" */
  to: string;
  /** Today in Seoul. @example "2026-11-24" */
  today: string;
  /**
   * ALL: the account sees every calendar (the owner, the front desk); OWN: a counsellor, who
   * sees only their own.
   */
  @ApiProperty({ enum: ['ALL', 'OWN'] })
  scope: 'ALL' | 'OWN';
  /** The counsellor's own id when the scope is OWN. */
  ownCounsellorId: number | null;
  counsellors: CalendarCounsellor[];
  closedDays: CalendarClosedDay[];
  appointments: CalendarAppointment[];
}

/** POST /api/admin/appointments's answer. */
export class StaffBooked {
  appointment: CalendarAppointment;
}

/** GET /api/admin/appointments/choices: what the booking form offers. */
export class CalendarChoiceType {
  /** @example 1 */
  id: number;
  /** @example "초기 상담" */
  name: string;
  /** @example 50 */
  durationMinutes: number;
  /** @example 50000 */
  price: number;
  /** The deposit a payment link asks (0: none, so no link). @example 10000 */
  deposit: number;
  /** The counsellors offering it (of those the account may book for). */
  counsellorIds: number[];
}

export class CalendarChoiceRoom {
  /** @example 1 */
  id: number;
  /** @example "상담실 1" */
  name: string;
}

export class CalendarChoices {
  types: CalendarChoiceType[];
  counsellors: CalendarChoiceCounsellor[];
  /** How long a payment link holds the time (APPOINTMENT_PAY_LINK_HOURS). @example 24 */
  payLinkHours: number;
}

export class CalendarChoiceCounsellor {
  /** @example 1 */
  id: number;
  /** @example "김하늘" */
  name: string;
}

/** GET /api/admin/appointments/free: a day's free start times for a type and counsellor. */
export class FreeTimesQuery {
  /** @example 1 */
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: '상담 종류를 선택해 주세요.' })
  @Min(1, { message: '상담 종류를 선택해 주세요.' })
  typeId: number;

  /** @example 1 */
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: '상담사를 선택해 주세요.' })
  @Min(1, { message: '상담사를 선택해 주세요.' })
  counsellorId: number;

  /** @example "2026-11-24" */
  @IsCalendarDate({}, { message: '날짜를 2026-12-01 형식으로 입력해 주세요.' })
  date: string;
}

export class FreeTime {
  /** @example "2026-11-24T01:00:00.000Z" */
  start: string;
  /** Seoul wall clock. @example "10:00" */
  time: string;
}

export class FreeTimes {
  /** @example "2026-11-24" */
  date: string;
  times: FreeTime[];
}

/** The most sessions one weekly series books at once. */
export const SERIES_LIMITS = { min: 2, max: 24 } as const;

/** POST /api/admin/appointments/series/preview: N weekly sessions from a first start. */
export class SeriesPreviewDto {
  /** @example 1 */
  @IsInt({ message: '상담 종류를 선택해 주세요.' })
  @Min(1, { message: '상담 종류를 선택해 주세요.' })
  typeId: number;

  /** @example 1 */
  @IsInt({ message: '상담사를 선택해 주세요.' })
  @Min(1, { message: '상담사를 선택해 주세요.' })
  counsellorId: number;

  /** The first session's start; the others follow every 7 days. @example "2026-11-24T01:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '시작 시간을 선택해 주세요.' })
  start: string;

  /** @example 8 */
  @IsInt({
    message: `회기 수는 ${SERIES_LIMITS.min}회에서 ${SERIES_LIMITS.max}회 사이로 입력해 주세요.`,
  })
  @Min(SERIES_LIMITS.min, {
    message: `회기 수는 ${SERIES_LIMITS.min}회에서 ${SERIES_LIMITS.max}회 사이로 입력해 주세요.`,
  })
  @Max(SERIES_LIMITS.max, {
    message: `회기 수는 ${SERIES_LIMITS.min}회에서 ${SERIES_LIMITS.max}회 사이로 입력해 주세요.`,
  })
  sessions: number;
}

/** Why a session of a series cannot be booked. */
export type SeriesConflict = 'TAKEN' | 'TIME_OFF' | 'CLOSED' | 'OUTSIDE_HOURS' | 'PAST';

export class SeriesSession {
  /** 1 for the first session. @example 1 */
  index: number;
  /** Seoul date. @example "2026-11-24" */
  date: string;
  /** @example "2026-11-24T01:00:00.000Z" */
  start: string;
  /** @example "2026-11-24T01:50:00.000Z" */
  end: string;
  free: boolean;
  @ApiProperty({ enum: ['TAKEN', 'TIME_OFF', 'CLOSED', 'OUTSIDE_HOURS', 'PAST'], nullable: true })
  conflict: SeriesConflict | null;
  /** Why, in Korean, when not free. @example "휴무일 (성탄절)" */
  reason: string | null;
}

export class SeriesPreview {
  sessions: SeriesSession[];
}

/** POST /api/admin/appointments/series: the sessions chosen (free ones), for one family. */
export class SeriesBookingDto extends SeriesPreviewDto {
  /** The sessions' dates to book (Seoul dates of the series, usually every free one). */
  @IsArray({ message: '예약할 회기를 선택해 주세요.' })
  @ArrayMinSize(1, { message: '예약할 회기를 선택해 주세요.' })
  @ArrayMaxSize(SERIES_LIMITS.max, { message: '예약할 회기를 선택해 주세요.' })
  @ArrayUnique({ message: '같은 날짜를 두 번 고를 수 없습니다.' })
  @IsCalendarDate({}, { each: true, message: '회기 날짜를 2026-12-01 형식으로 보내 주세요.' })
  dates: string[];

  /** @example "김보호" */
  @GuardianName()
  guardianName: string;

  /** @example "김하늘" */
  @ChildName()
  childName: string;

  @ApiProperty({ enum: SCHOOL_YEARS })
  @IsIn(SCHOOL_YEARS, { message: '학년을 선택해 주세요.' })
  childSchoolYear: SchoolYear;

  /** @example "010-1234-5678" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
  @Matches(/^01[016789]-?[0-9]{3,4}-?[0-9]{4}$/, {
    message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
  })
  phone?: string;

  /** @example "parent@example.com" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '이메일을 올바르게 입력해 주세요.' })
  @MaxLength(254, { message: '이메일을 올바르게 입력해 주세요.' })
  @IsEmail({}, { message: '이메일을 올바르게 입력해 주세요.' })
  email?: string;
}

export class SeriesBooked {
  /** @example "6f1c2d1e-8a53-4a8e-9a57-0f4f0c1b2a3d" */
  seriesId: string;
  appointments: CalendarAppointment[];
}

/** POST /api/admin/appointments/:id/move */
export class MoveAppointmentDto {
  /** @example "2026-11-25T05:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '바꿀 시간을 선택해 주세요.' })
  start: string;

  /** Another counsellor offering the type; the same one when left out. @example 2 */
  @IsOptional()
  @IsInt({ message: '상담사를 선택해 주세요.' })
  @Min(1, { message: '상담사를 선택해 주세요.' })
  counsellorId?: number;
}

/** POST /api/admin/appointments/:id/cancel */
export class CancelAppointmentDto {
  /** Said to the family and kept. @example "상담사 일정 변경" */
  @Transform(trim)
  @IsString({ message: '취소 사유를 입력해 주세요.' })
  @IsNotEmpty({ message: '취소 사유를 입력해 주세요.' })
  @MaxLength(200, { message: '취소 사유는 200자 이하로 입력해 주세요.' })
  reason: string;

  /**
   * For a booking whose deposit was paid online, required: true gives it back in full (the owner
   * only); false keeps it, as the written policy says of a cancel past the deadline.
   */
  @IsOptional()
  @IsBoolean({ message: '예약금 환불 여부는 true 또는 false로 보내 주세요.' })
  refundDeposit?: boolean;
}

/** POST /api/admin/appointments/:id/attendance */
export class AttendanceDto {
  @ApiProperty({ enum: ['ATTENDED', 'NO_SHOW'] })
  @IsIn(['ATTENDED', 'NO_SHOW'], { message: '출석 또는 노쇼를 선택해 주세요.' })
  status: 'ATTENDED' | 'NO_SHOW';
}

/** GET /api/admin/appointments/orphaned: deactivated counsellors' appointments ahead. */
export class OrphanedAppointments {
  appointments: CalendarAppointment[];
}
