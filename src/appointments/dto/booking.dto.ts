import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, IsISO8601, IsString, Matches, MaxLength, Min } from 'class-validator';
import { IsWon } from '../../common/validation/integer-columns';
import {
  ANY_COUNSELLOR,
  APPOINTMENT_STATUS_LABELS,
  BOOKING_CONSENT,
  SCHOOL_YEARS,
  type SchoolYear,
} from '../../../shared/booking';
import { ChildName, GuardianName } from './family-fields';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import type { AppointmentStatus, DepositStatus } from '../appointment.entity';

const COUNSELLOR = /^(any|[1-9][0-9]{0,8})$/;
const COUNSELLOR_MESSAGE = '상담 선생님을 선택해 주세요.';

/** GET /api/booking/type/:typeId/days: the days of a month that have time. */
export class BookingDaysQuery {
  /** The month, YYYY-MM. @example "2026-12" */
  @IsString({ message: '달을 2026-12 형식으로 입력해 주세요.' })
  @Matches(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, { message: '달을 2026-12 형식으로 입력해 주세요.' })
  month: string;

  /** A counsellor's id, or `any` (상관없음). @example "any" */
  @IsString({ message: COUNSELLOR_MESSAGE })
  @Matches(COUNSELLOR, { message: COUNSELLOR_MESSAGE })
  counsellor: string = ANY_COUNSELLOR;
}

/** GET /api/booking/type/:typeId/slots: one day's times. */
export class BookingSlotsQuery {
  /** @example "2026-12-03" */
  @IsCalendarDate({}, { message: '날짜를 2026-12-03 형식으로 입력해 주세요.' })
  date: string;

  /** A counsellor's id, or `any` (상관없음). @example "any" */
  @IsString({ message: COUNSELLOR_MESSAGE })
  @Matches(COUNSELLOR, { message: COUNSELLOR_MESSAGE })
  counsellor: string = ANY_COUNSELLOR;
}

/** POST /api/booking/appointment: a family books a time it was shown. */
export class BookAppointmentDto {
  /** @example 1 */
  @IsInt({ message: '상담 종류를 선택해 주세요.' })
  @Min(1, { message: '상담 종류를 선택해 주세요.' })
  typeId: number;

  /** A counsellor's id, or `any` (상관없음). @example "any" */
  @IsString({ message: COUNSELLOR_MESSAGE })
  @Matches(COUNSELLOR, { message: COUNSELLOR_MESSAGE })
  counsellor: string;

  /** The slot's start, as the slots read gave it. @example "2026-12-03T01:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '예약할 시간을 선택해 주세요.' })
  start: string;

  /** @example "김보호" */
  @GuardianName()
  guardianName: string;

  /** @example "김하늘" */
  @ChildName()
  childName: string;

  @ApiProperty({ enum: SCHOOL_YEARS })
  @IsIn(SCHOOL_YEARS, { message: '자녀의 학년을 선택해 주세요.' })
  childSchoolYear: SchoolYear;

  /** The consent checkbox: sent only once it is checked. */
  @Equals(true, { message: '개인정보 수집 및 이용에 동의해 주세요.' })
  agree: boolean;

  /** The version of the consent text the family read. @example 1 */
  @Equals(BOOKING_CONSENT.version, {
    message: '동의 내용이 바뀌었어요. 화면을 새로 고친 뒤 다시 확인해 주세요.',
  })
  consentVersion: number;
}

/** POST /api/guest/appointments/:id/reschedule: another time with the same counsellor. */
export class RescheduleAppointmentDto {
  /** @example "2026-12-04T05:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: '바꿀 시간을 선택해 주세요.' })
  start: string;
}

export class BookingCounsellor {
  /** @example 1 */
  id: number;
  /** @example "김하늘" */
  name: string;
}

/** One kind of appointment a program offers. */
export class BookingType {
  /** @example 1 */
  id: number;
  /** @example "초기 상담" */
  name: string;
  /** @example "아이와 부모님이 함께 오셔서 지금의 어려움을 이야기 나눠요." */
  description: string;
  /** @example 50 */
  durationMinutes: number;
  /** Won. @example 50000 */
  price: number;
  /** Won taken online when booking; 0: none, the fee is paid at the centre. @example 0 */
  deposit: number;
  /** @example 1440 */
  minNoticeMinutes: number;
  /** @example 60 */
  maxAheadDays: number;
  /** @example 24 */
  cancelDeadlineHours: number;
  counsellors: BookingCounsellor[];
}

/** GET /api/booking/program/:programId */
export class BookingProgram {
  /** @example 1 */
  programId: number;
  types: BookingType[];
}

export class BookingDay {
  /** @example "2026-12-03" */
  date: string;
  /** How many start times that day has. @example 6 */
  slots: number;
}

/** GET /api/booking/type/:typeId/days */
export class BookingDays {
  /** @example "2026-12" */
  month: string;
  /** Only the days that have time, in order. */
  days: BookingDay[];
}

export class BookingSlot {
  /** @example "2026-12-03T01:00:00.000Z" */
  start: string;
  /** @example "2026-12-03T01:50:00.000Z" */
  end: string;
  /** Seoul wall clock. @example "10:00" */
  time: string;
}

/** GET /api/booking/type/:typeId/slots */
export class BookingSlots {
  /** @example "2026-12-03" */
  date: string;
  slots: BookingSlot[];
}

/** An appointment as the family sees it (my info, the booking's answer). */
export class FamilyAppointment {
  /** @example 12 */
  id: number;
  /** The type's id: my info asks its days and times to move the appointment. @example 1 */
  typeId: number;
  /** @example "초기 상담" */
  typeName: string;
  /** The counsellor's id: a move stays with the same counsellor. @example 1 */
  counsellorId: number;
  /** @example "김하늘" */
  counsellorName: string;
  /** @example "2026-12-03T01:00:00.000Z" */
  start: string;
  /** @example "2026-12-03T01:50:00.000Z" */
  end: string;
  @ApiProperty({ enum: Object.keys(APPOINTMENT_STATUS_LABELS) })
  status: AppointmentStatus;
  /** @example "김하늘" */
  childName: string;
  /** @example "초3" */
  childSchoolYear: string;
  /** Won, paid at the centre (less any deposit). @example 50000 */
  price: number;
  /** Won taken online when booking (0: none). @example 10000 */
  deposit: number;
  /** NONE: no deposit; DUE: held while the family pays it; PAID; REFUNDED. @example "PAID" */
  @ApiProperty({ enum: ['NONE', 'DUE', 'PAID', 'REFUNDED'] })
  depositStatus: DepositStatus;
  /** While HELD: until when the time is kept for the family to pay. */
  holdUntil: string | null;
  /** Until when the family may cancel or move it themselves. @example "2026-12-02T01:00:00.000Z" */
  changeUntil: string;
  /** Whether it may still be cancelled or moved from my info now. */
  changeable: boolean;
  /** How many days ahead its type books: how far 시간 변경's calendar pages. @example 60 */
  maxAheadDays: number;
}

/** GET /api/guest/appointments */
export class FamilyAppointments {
  appointments: FamilyAppointment[];
}

/** POST /api/guest/appointments/:id/deposit: how the family pays the deposit. */
export class StartDepositDto {
  /** 카드 or 계좌이체 (no 가상계좌: a held time never waits for a bank deposit). @example "카드" */
  @IsIn(['카드', '계좌이체'], { message: '예약금은 카드나 계좌이체로 결제해 주세요.' })
  method: '카드' | '계좌이체';
}

/** POST /api/guest/appointments/:id/deposit/verify: what the success redirect carried. */
export class VerifyDepositDto {
  @IsString({ message: '결제 정보가 올바르지 않아요.' })
  @MaxLength(200, { message: '결제 정보가 올바르지 않아요.' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: '결제 정보가 올바르지 않아요.' })
  paymentKey: string;

  @IsString({ message: '주문 정보가 올바르지 않아요.' })
  @Matches(/^[A-Za-z0-9_-]{6,64}$/, { message: '주문 정보가 올바르지 않아요.' })
  orderId: string;

  @IsWon({ min: 1 }, { message: '결제 금액이 올바르지 않아요.' })
  amount: number;
}

/** The deposit as paid (verify's answer). */
export class DepositPaidResponse {
  /** @example 12 */
  appointmentId: number;
  /** @example "카드" */
  method: string;
  /** Won. @example 10000 */
  amount: number;
  receiptUrl: string | null;
  /** What was booked, as the success page names it (no child's or guardian's names). */
  typeName: string;
  /** @example "김하늘" */
  counsellorName: string;
  /** @example "2026-12-03T01:00:00.000Z" */
  start: string;
  /** @example "2026-12-03T01:50:00.000Z" */
  end: string;
}

/**
 * GET /api/booking/pay/{token}: a time the centre held for a family who phoned and the deposit
 * its link asks (issue 37). Names no family member: the link may be forwarded.
 */
export class PayLinkResponse {
  /** @example 12 */
  appointmentId: number;
  /** The program the type belongs to (where the paid page lives). @example 1 */
  programId: number;
  /** @example "초기 상담" */
  typeName: string;
  /** @example "김하늘" */
  counsellorName: string;
  /** @example "2026-12-03T01:00:00.000Z" */
  start: string;
  /** @example "2026-12-03T01:50:00.000Z" */
  end: string;
  /** Won. @example 10000 */
  deposit: number;
  /** Won, the whole fee (the rest is paid at the centre). @example 50000 */
  price: number;
  /** A family may cancel (deposit refunded) until this many hours before. @example 24 */
  cancelDeadlineHours: number;
  /** The last moment the link pays. @example "2026-12-02T01:00:00.000Z" */
  payUntil: string;
  /**
   * DUE: it can be paid now; PAID: paid (booked); CANCELLED: cancelled (or refunded); OVER: its
   * time passed (the link's or the session's).
   */
  @ApiProperty({ enum: ['DUE', 'PAID', 'CANCELLED', 'OVER'] })
  state: 'DUE' | 'PAID' | 'CANCELLED' | 'OVER';
}
