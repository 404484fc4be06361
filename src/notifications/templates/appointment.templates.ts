import { kakaoMapUrl, naverMapUrl } from '../../../shared/format/map-links';
import { calendarObject } from '../../common/calendar/ics';
import type { MessageButton } from '../../outbox/message.entity';
import type { EmailAttachment } from '../channels/channel';
import { koreanDateTime, won } from './format';
import type { Row } from './layout';
import type { AppointmentView, ChangedBy, PayLinkView, TemplateContext } from './template-data';
import type { Template } from './templates';

/*
 * What a family is told about a counselling appointment (issue 37), in 해요체: the type, the
 * date and time, the counsellor, the place with its map links and the child's name, nothing
 * more (never the guardian's contact, the school year, or why the centre cancelled; money only
 * in the payment link's, which asks for it).
 * The e-mails of a booking and a move carry the appointment as an .ics (METHOD:REQUEST, one UID
 * per appointment, SEQUENCE its schedule revision); a cancel's carries METHOD:CANCEL.
 */

const MY_APPOINTMENTS = '내 예약 보기';

/** The personal my-info link (the lookup page in the back office's preview). */
function myAppointments(ctx: TemplateContext): MessageButton {
  return { name: MY_APPOINTMENTS, url: ctx.myInfoUrl ?? `${ctx.origin}/myinfo-check` };
}

function mapButtons(ctx: TemplateContext): MessageButton[] {
  return [
    { name: '네이버 지도', url: naverMapUrl(ctx.site.address) },
    { name: '카카오맵', url: kakaoMapUrl(ctx.site.address) },
  ];
}

function greeting(appointment: AppointmentView): string {
  return `${appointment.childName} 보호자님, 안녕하세요.`;
}

/** "2026년 11월 24일(화) 10:00~10:50" (Seoul). */
export function appointmentTime(appointment: AppointmentView): string {
  return `${koreanDateTime(appointment.start)}~${koreanDateTime(appointment.end).slice(-5)}`;
}

function detailRows(appointment: AppointmentView, ctx: TemplateContext): Row[] {
  return [
    ['상담', appointment.typeName],
    ['일시', appointmentTime(appointment)],
    ['상담 선생님', appointment.counsellorName],
    ['아이 이름', appointment.childName],
    ['장소', ctx.site.address],
    ['지도', naverMapUrl(ctx.site.address)],
  ];
}

/** The variables the appointment 알림톡 share. */
function appointmentValues(
  appointment: AppointmentView,
  ctx: TemplateContext,
): Record<string, string> {
  return {
    센터: ctx.site.logoText,
    아이이름: appointment.childName,
    상담: appointment.typeName,
    일시: appointmentTime(appointment),
    선생님: appointment.counsellorName,
  };
}

/** The appointment as a calendar event (.ics) for the family's calendar app. */
function calendarFile(
  appointment: AppointmentView,
  ctx: TemplateContext,
  method: 'REQUEST' | 'CANCEL',
): EmailAttachment {
  const host = new URL(ctx.origin).hostname;
  const content = calendarObject({
    method,
    uid: `appointment-${appointment.id}@${host}`,
    // A cancel outranks the last REQUEST the family's calendar holds.
    sequence: appointment.revision + (method === 'CANCEL' ? 1 : 0),
    start: appointment.start,
    end: appointment.end,
    // When it was rendered (the back office's preview has no moment: the start stands in).
    stamp: ctx.now ?? appointment.start,
    summary: `[${ctx.site.logoText}] ${appointment.typeName} (${appointment.childName})`,
    location: ctx.site.address,
    description: [
      `상담 선생님: ${appointment.counsellorName}`,
      `문의: ${ctx.site.phone}`,
      `네이버 지도: ${naverMapUrl(ctx.site.address)}`,
      `카카오맵: ${kakaoMapUrl(ctx.site.address)}`,
    ].join('\n'),
    organizer: { name: ctx.site.name, email: ctx.site.email },
    ...(appointment.attendee ? { attendee: appointment.attendee } : {}),
  });
  return {
    filename: method === 'CANCEL' ? 'appointment-cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

/** Who changed it, as the sentence's opening words. */
function changedBy(by: ChangedBy): string {
  return by === 'FAMILY' ? '요청하신 대로' : '센터에서';
}

const CALENDAR_NOTE = '첨부한 일정 파일(.ics)을 열면 휴대폰이나 컴퓨터의 캘린더에 넣을 수 있어요.';

export const APPOINTMENT_BOOKED_TEMPLATE: Template<'appointment-booked'> = {
  label: '상담 예약 확정 안내',
  audience: 'FAMILY',
  email: ({ appointment }, ctx) => ({
    title: '상담 예약이 확정됐어요',
    greeting: greeting(appointment),
    paragraphs: [`${appointment.typeName} 예약이 확정됐어요. 아래 일시에 센터로 와 주세요.`],
    rows: detailRows(appointment, ctx),
    notes: [
      CALENDAR_NOTE,
      "예약 변경이나 취소는 아래 '내 예약 보기'에서 할 수 있어요.",
      `문의: ${ctx.site.phone}`,
    ],
  }),
  attachments: ({ appointment }, ctx) => [calendarFile(appointment, ctx, 'REQUEST')],
  buttons: (_input, ctx) => [myAppointments(ctx), ...mapButtons(ctx)],
  alimtalk: {
    template: [
      '[#{센터}] 상담 예약 확정 안내',
      '',
      '#{아이이름} 보호자님, 상담 예약이 확정됐어요.',
      '',
      '■ 상담: #{상담}',
      '■ 일시: #{일시}',
      '■ 상담 선생님: #{선생님}',
      '■ 장소: #{장소}',
      '',
      "오시는 길은 아래 '네이버 지도'나 '카카오맵'에서, 예약 변경이나 취소는 '내 예약 보기'에서 할 수 있어요.",
    ].join('\n'),
    variables: ({ appointment }, ctx) => ({
      ...appointmentValues(appointment, ctx),
      장소: ctx.site.address,
    }),
    smsSubject: '상담 예약 확정 안내',
    sms: ({ appointment }, ctx) =>
      `[${ctx.site.logoText}] ${appointment.childName} 보호자님, ${appointment.typeName} 예약이 확정됐어요. ${appointmentTime(appointment)}, ${appointment.counsellorName} 선생님, ${ctx.site.address}. 내 예약: ${myAppointments(ctx).url}`,
  },
};

export const APPOINTMENT_MOVED_TEMPLATE: Template<'appointment-moved'> = {
  label: '상담 예약 변경 안내',
  audience: 'FAMILY',
  email: ({ appointment, previousStart, by }, ctx) => ({
    title: '상담 예약 시간이 바뀌었어요',
    greeting: greeting(appointment),
    paragraphs: [
      `${changedBy(by)} ${appointment.typeName} 예약 시간을 바꿨어요. 바뀐 일시에 센터로 와 주세요.`,
      ...(by === 'CENTRE' ? ['바뀐 시간이 어려우시면 센터로 연락해 주세요.'] : []),
    ],
    rows: [
      ['상담', appointment.typeName],
      ['바뀐 일시', appointmentTime(appointment)],
      ['이전 일시', koreanDateTime(previousStart)],
      ...detailRows(appointment, ctx).slice(2),
    ],
    notes: [CALENDAR_NOTE, `문의: ${ctx.site.phone}`],
  }),
  attachments: ({ appointment }, ctx) => [calendarFile(appointment, ctx, 'REQUEST')],
  buttons: (_input, ctx) => [myAppointments(ctx), ...mapButtons(ctx)],
  alimtalk: {
    template: [
      '[#{센터}] 상담 예약 변경 안내',
      '',
      '#{아이이름} 보호자님, #{변경주체} 상담 예약 시간을 바꿨어요.',
      '',
      '■ 상담: #{상담}',
      '■ 바뀐 일시: #{일시}',
      '■ 이전 일시: #{이전일시}',
      '■ 상담 선생님: #{선생님}',
      '■ 장소: #{장소}',
      '',
      "바뀐 일정은 아래 '내 예약 보기'에서 확인할 수 있어요. 궁금한 점은 센터(#{문의처})로 연락해 주세요.",
    ].join('\n'),
    variables: ({ appointment, previousStart, by }, ctx) => ({
      ...appointmentValues(appointment, ctx),
      변경주체: changedBy(by),
      이전일시: koreanDateTime(previousStart),
      장소: ctx.site.address,
      문의처: ctx.site.phone,
    }),
    smsSubject: '상담 예약 변경 안내',
    sms: ({ appointment, by }, ctx) =>
      `[${ctx.site.logoText}] ${changedBy(by)} ${appointment.typeName} 예약 시간을 바꿨어요. 바뀐 일시: ${appointmentTime(appointment)}, ${appointment.counsellorName} 선생님. 내 예약: ${myAppointments(ctx).url}`,
  },
};

export const APPOINTMENT_CANCELLED_TEMPLATE: Template<'appointment-cancelled'> = {
  label: '상담 예약 취소 안내',
  audience: 'FAMILY',
  email: ({ appointment, by }, ctx) => ({
    title: '상담 예약이 취소됐어요',
    greeting: greeting(appointment),
    paragraphs: [
      `${changedBy(by)} ${appointment.typeName} 예약을 취소했어요.`,
      ...(by === 'CENTRE' ? ['궁금한 점은 센터로 연락해 주세요.'] : []),
    ],
    rows: [
      ['상담', appointment.typeName],
      ['일시', appointmentTime(appointment)],
      ['상담 선생님', appointment.counsellorName],
      ['아이 이름', appointment.childName],
      ['취소', by === 'FAMILY' ? '보호자 요청' : '센터 취소'],
    ],
    notes: [
      '캘린더에 넣어 둔 일정은 첨부한 파일(.ics)을 열면 지울 수 있어요.',
      `다시 예약하려면 홈페이지에서 예약하거나 센터(${ctx.site.phone})로 연락해 주세요.`,
    ],
  }),
  attachments: ({ appointment }, ctx) => [calendarFile(appointment, ctx, 'CANCEL')],
  buttons: (_input, ctx) => [myAppointments(ctx)],
  alimtalk: {
    template: [
      '[#{센터}] 상담 예약 취소 안내',
      '',
      '#{아이이름} 보호자님, #{취소주체} 상담 예약을 취소했어요.',
      '',
      '■ 상담: #{상담}',
      '■ 일시: #{일시}',
      '■ 상담 선생님: #{선생님}',
      '',
      '다시 예약하거나 궁금한 점이 있으면 센터(#{문의처})로 연락해 주세요.',
    ].join('\n'),
    variables: ({ appointment, by }, ctx) => ({
      ...appointmentValues(appointment, ctx),
      취소주체: changedBy(by),
      문의처: ctx.site.phone,
    }),
    smsSubject: '상담 예약 취소 안내',
    sms: ({ appointment, by }, ctx) =>
      `[${ctx.site.logoText}] ${changedBy(by)} ${appointmentTime(appointment)} ${appointment.typeName} 예약을 취소했어요. 문의: ${ctx.site.phone}`,
  },
};

export const APPOINTMENT_REMINDER_TEMPLATE: Template<'appointment-reminder'> = {
  label: '상담 일정 미리 안내',
  audience: 'FAMILY',
  email: ({ appointment, when }, ctx) => ({
    title: `${when}에 상담이 있어요`,
    greeting: greeting(appointment),
    paragraphs: [`${when}에 ${appointment.typeName} 상담이 있어요. 늦지 않게 와 주세요.`],
    rows: detailRows(appointment, ctx),
    notes: [`오시기 어려우면 센터(${ctx.site.phone})로 미리 연락해 주세요.`],
  }),
  buttons: (_input, ctx) => [myAppointments(ctx), ...mapButtons(ctx)],
  alimtalk: {
    template: [
      '[#{센터}] 상담 일정 안내',
      '',
      '#{아이이름} 보호자님, #{언제}에 상담이 있어요.',
      '',
      '■ 상담: #{상담}',
      '■ 일시: #{일시}',
      '■ 상담 선생님: #{선생님}',
      '■ 장소: #{장소}',
      '',
      '늦지 않게 와 주세요. 오시기 어려우면 센터(#{문의처})로 미리 연락해 주세요.',
    ].join('\n'),
    variables: ({ appointment, when }, ctx) => ({
      ...appointmentValues(appointment, ctx),
      언제: when,
      장소: ctx.site.address,
      문의처: ctx.site.phone,
    }),
    smsSubject: '상담 일정 안내',
    sms: ({ appointment, when }, ctx) =>
      `[${ctx.site.logoText}] ${appointment.childName} 보호자님, ${when}에 ${appointment.typeName} 상담이 있어요(${appointment.counsellorName} 선생님). 장소: ${ctx.site.address}`,
  },
};

/** "2026년 11월 25일(수) 10:00" (Seoul): the last moment a payment link pays. */
function payUntil(payLink: PayLinkView): string {
  return koreanDateTime(payLink.until);
}

/**
 * A time the centre held for a family who phoned, with the link to pay its deposit (issue 37):
 * the one appointment message that names money, since the family is asked to pay it. No .ics
 * and no reminders yet: the booking's own message carries them once the deposit is paid.
 */
export const APPOINTMENT_PAY_LINK_TEMPLATE: Template<'appointment-pay-link'> = {
  label: '상담 예약금 결제 안내',
  audience: 'FAMILY',
  email: ({ appointment, payLink }, ctx) => ({
    title: '상담 예약금을 결제해 주세요',
    greeting: greeting(appointment),
    paragraphs: [
      `센터에서 ${appointment.typeName} 시간을 잡아 두었어요. ${payUntil(payLink)}까지 예약금 ${won(payLink.deposit)}을 결제하시면 예약이 확정돼요.`,
      '기한이 지나면 그 시간은 다른 분이 예약할 수 있어요.',
    ],
    rows: [
      ...detailRows(appointment, ctx).slice(0, 4),
      ['예약금', won(payLink.deposit)],
      ['결제 기한', payUntil(payLink)],
    ],
    notes: [
      `나머지 상담료 ${won(payLink.price - payLink.deposit)}은 상담 날 센터에서 결제해요.`,
      `궁금한 점은 센터(${ctx.site.phone})로 연락해 주세요.`,
    ],
  }),
  buttons: ({ payLink }) => [{ name: PAY_DEPOSIT, url: payLink.url }],
  alimtalk: {
    template: [
      '[#{센터}] 상담 예약금 결제 안내',
      '',
      '#{아이이름} 보호자님, 센터에서 상담 시간을 잡아 두었어요.',
      '',
      '■ 상담: #{상담}',
      '■ 일시: #{일시}',
      '■ 상담 선생님: #{선생님}',
      '■ 예약금: #{예약금}',
      '■ 결제 기한: #{기한}',
      '',
      "아래 '예약금 결제하기'에서 기한까지 결제하시면 예약이 확정돼요. 궁금한 점은 센터(#{문의처})로 연락해 주세요.",
    ].join('\n'),
    variables: ({ appointment, payLink }, ctx) => ({
      ...appointmentValues(appointment, ctx),
      예약금: won(payLink.deposit),
      기한: payUntil(payLink),
      문의처: ctx.site.phone,
    }),
    smsSubject: '상담 예약금 결제 안내',
    sms: ({ appointment, payLink }, ctx) =>
      `[${ctx.site.logoText}] ${appointment.childName} 보호자님, ${appointmentTime(appointment)} ${appointment.typeName} 시간을 잡아 두었어요. ${payUntil(payLink)}까지 예약금 ${won(payLink.deposit)}을 결제하시면 확정돼요: ${payLink.url}`,
  },
};

const PAY_DEPOSIT = '예약금 결제하기';

/**
 * A 회기권 the centre sold by a payment link (issue 37): what it is, how many sessions, the price
 * and until when the link pays, with one button. Nothing is held meanwhile; paid, the package
 * shows in 내 정보 with its sessions.
 */
export const PACKAGE_PAY_LINK_TEMPLATE: Template<'package-pay-link'> = {
  label: '회기권 결제 안내',
  audience: 'FAMILY',
  email: ({ packageLink }, ctx) => ({
    title: '회기권을 결제해 주세요',
    greeting: `${packageLink.childName} 보호자님, 안녕하세요.`,
    paragraphs: [
      `센터에서 ${packageLink.typeName} ${packageLink.sessions}회기권 결제 링크를 보내 드려요. ${koreanDateTime(packageLink.until)}까지 ${won(packageLink.price)}을 결제하시면 회기권을 쓸 수 있어요.`,
      '기한이 지나면 이 링크로는 결제할 수 없어요.',
    ],
    rows: [
      ['상담', packageLink.typeName],
      ['회기', `${packageLink.sessions}회`],
      ['금액', won(packageLink.price)],
      ['결제 기한', koreanDateTime(packageLink.until)],
    ],
    notes: [
      '결제한 회기권은 상담에 출석할 때마다 1회씩 쓰이고, 남은 회기는 내 정보에서 볼 수 있어요.',
      `궁금한 점은 센터(${ctx.site.phone})로 연락해 주세요.`,
    ],
  }),
  buttons: ({ packageLink }) => [{ name: PAY_PACKAGE, url: packageLink.url }],
  alimtalk: {
    template: [
      '[#{센터}] 회기권 결제 안내',
      '',
      '#{아이이름} 보호자님, 센터에서 회기권 결제 링크를 보내 드려요.',
      '',
      '■ 상담: #{상담}',
      '■ 회기: #{회기}',
      '■ 금액: #{금액}',
      '■ 결제 기한: #{기한}',
      '',
      "아래 '결제하기'에서 기한까지 결제하시면 회기권을 쓸 수 있어요. 궁금한 점은 센터(#{문의처})로 연락해 주세요.",
    ].join('\n'),
    variables: ({ packageLink }, ctx) => ({
      센터: ctx.site.logoText,
      아이이름: packageLink.childName,
      상담: packageLink.typeName,
      회기: `${packageLink.sessions}회`,
      금액: won(packageLink.price),
      기한: koreanDateTime(packageLink.until),
      문의처: ctx.site.phone,
    }),
    smsSubject: '회기권 결제 안내',
    sms: ({ packageLink }, ctx) =>
      `[${ctx.site.logoText}] ${packageLink.childName} 보호자님, ${packageLink.typeName} ${packageLink.sessions}회기권 ${won(packageLink.price)}을 ${koreanDateTime(packageLink.until)}까지 결제해 주세요: ${packageLink.url}`,
  },
};

const PAY_PACKAGE = '결제하기';
