import { BOOKING_LIMITS, SCHOOL_YEARS } from '@shared/booking';
import { koAdminCalendar } from '@/copy/ko-admin-calendar';
import type { FieldErrors } from '@/forms/use-form';
import type { StaffBooking } from './api';

const e = koAdminCalendar.form.errors;

export const BOOKING_FIELDS = [
  'typeId',
  'counsellorId',
  'date',
  'start',
  'guardianName',
  'childName',
  'childSchoolYear',
  'phone',
  'email',
  'repeat',
  'sessions',
  'payByLink',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;

export const EMPTY_BOOKING: BookingValues = {
  typeId: '',
  counsellorId: '',
  date: '',
  start: '',
  guardianName: '',
  childName: '',
  childSchoolYear: '',
  phone: '',
  email: '',
  /** 'on' when the booking repeats every week. */
  repeat: '',
  sessions: '4',
  /** 'on' when the family is sent a link to pay the type's deposit (one booking, not a series). */
  payByLink: '',
};

const MOBILE = /^01[016789]-?[0-9]{3,4}-?[0-9]{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own check, in the server's words (src/appointments/dto/calendar.dto.ts). */
export function checkBooking(values: BookingValues): FieldErrors<BookingField> {
  const errors: FieldErrors<BookingField> = {};
  const guardian = values.guardianName.trim();
  const child = values.childName.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!values.typeId) errors.typeId = e.type;
  if (!values.counsellorId) errors.counsellorId = e.counsellor;
  if (!values.date) errors.date = e.date;
  if (!values.start) errors.start = e.time;
  if (!guardian) errors.guardianName = e.guardianName;
  else if (guardian.length > BOOKING_LIMITS.guardianName)
    errors.guardianName = e.tooLong('보호자 이름', BOOKING_LIMITS.guardianName);
  if (!child) errors.childName = e.childName;
  else if (child.length > BOOKING_LIMITS.childName)
    errors.childName = e.tooLong('자녀 이름', BOOKING_LIMITS.childName);
  if (!(SCHOOL_YEARS as readonly string[]).includes(values.childSchoolYear))
    errors.childSchoolYear = e.childSchoolYear;
  if (!phone && !email) errors.phone = e.contact;
  else if (phone && !MOBILE.test(phone)) errors.phone = e.phone;
  if (email && !EMAIL.test(email)) errors.email = e.email;
  if (values.repeat === 'on') {
    const sessions = Number(values.sessions);
    if (!/^\d+$/.test(values.sessions.trim()) || sessions < 2 || sessions > 24) {
      errors.sessions = koAdminCalendar.series.sessionsError;
    }
  }
  return errors;
}

/** The request the checked values make. */
export function bookingBody(values: BookingValues): StaffBooking {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    typeId: Number(values.typeId),
    counsellorId: Number(values.counsellorId),
    start: values.start,
    guardianName: values.guardianName.trim(),
    childName: values.childName.trim(),
    childSchoolYear: values.childSchoolYear as StaffBooking['childSchoolYear'],
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(values.payByLink === 'on' && values.repeat !== 'on' ? { payByLink: true } : {}),
  };
}

/** Which field a server message is about (each names its field first), else the summary. */
export function bookingFieldOf(message: string): BookingField | undefined {
  const starts: [string, BookingField][] = [
    ['보호자 이름', 'guardianName'],
    ['자녀 이름', 'childName'],
    ['학년', 'childSchoolYear'],
    ['휴대폰 번호', 'phone'],
    ['이메일', 'email'],
    ['상담 종류', 'typeId'],
    ['이 상담사가 맡지 않는', 'typeId'],
    ['상담사를', 'counsellorId'],
    ['회기 수', 'sessions'],
    ['시작 시간', 'start'],
    ['이미 지난 시간', 'start'],
    ['이 시간은', 'start'],
    ['방금 다른 분이', 'start'],
    ['예약금이 없는', 'payByLink'],
  ];
  return starts.find(([prefix]) => message.startsWith(prefix))?.[1];
}
