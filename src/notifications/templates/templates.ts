import { bankName } from '../../common/money/bank-codes';
import type { MessageButton } from '../../outbox/message.entity';
import type { MessageKind } from '../../outbox';
import type { RenderedMessage } from '../message-renderer';
import { formatPhone } from '../../../shared/format/phone';
import { koreanDate, koreanDateTime, koreanPeriod, methodName, won } from './format';
import { fillTemplate, renderEmail, subjectOf, type EmailContent, type Row } from './layout';
import { STAFF_INVITATION_TEMPLATE } from './staff-invitation.template';
import {
  APPOINTMENT_BOOKED_TEMPLATE,
  APPOINTMENT_CANCELLED_TEMPLATE,
  APPOINTMENT_MOVED_TEMPLATE,
  APPOINTMENT_REMINDER_TEMPLATE,
  APPOINTMENT_PAY_LINK_TEMPLATE,
  PACKAGE_PAY_LINK_TEMPLATE,
} from './appointment.templates';
import type { EmailAttachment } from '../channels/channel';
import type {
  ApplicationView,
  PaymentView,
  RefundView,
  TemplateContext,
  TemplateInput,
  TemplateInputs,
} from './template-data';

/**
 * Every message the app sends, one entry per kind: its label (the back office), who receives it,
 * the e-mail, and for the family's messages the 알림톡 as Kakao requires it: a fixed template
 * (`template`, registered with Kakao under the kind's name) whose `#{변수}` variables are filled
 * from the server's rows, link buttons, and the SMS text sent when 알림톡 cannot be delivered.
 */

interface AlimtalkSpec<K extends MessageKind> {
  /** The registered text, `#{변수}` for what changes. */
  template: string;
  variables(input: TemplateInputs[K], ctx: TemplateContext): Record<string, string>;
  /** The SMS (LMS) sent instead: short, with the first link. */
  sms(input: TemplateInputs[K], ctx: TemplateContext): string;
  smsSubject: string;
}

export interface Template<K extends MessageKind> {
  label: string;
  /** A family, the centre's inbox, or one of the centre's team (an invitation, issue 36). */
  audience: 'FAMILY' | 'CENTRE' | 'STAFF';
  email(input: TemplateInputs[K], ctx: TemplateContext): Omit<EmailContent, 'buttons'>;
  /** Files the e-mail carries (an appointment's .ics), made afresh at each render. */
  attachments?(input: TemplateInputs[K], ctx: TemplateContext): EmailAttachment[];
  /** The links, the same under the e-mail and as the 알림톡's buttons (fixed names). */
  buttons(input: TemplateInputs[K], ctx: TemplateContext): MessageButton[];
  alimtalk?: AlimtalkSpec<K>;
}

const MY_INFO = '내 신청 보기';

/** The personal link first; the lookup page when there is none (the back office's preview). */
function myInfoButton(ctx: TemplateContext): MessageButton {
  return { name: MY_INFO, url: ctx.myInfoUrl ?? `${ctx.origin}/myinfo-check` };
}

function greeting(name: string): string {
  return `${name}님, 안녕하세요.`;
}

function coursesOf(application: ApplicationView): string {
  return application.courses.map((course) => course.name).join(', ');
}

function statusWords(application: ApplicationView): string {
  switch (application.paymentStatus) {
    case 'Y':
      return '결제 완료';
    case 'W':
      return '입금 대기';
    case 'C':
      return '취소';
    case 'P':
      return '부분 환불';
    default:
      return '결제 전';
  }
}

/** When refunded money reaches the family, by how they paid. */
export function refundArrival(payment: PaymentView, refund: RefundView): string {
  if (!refund.paid) return '입금 전에 취소돼서 환불할 금액이 없어요.';
  switch (payment.method) {
    case 'CARD':
      return '카드사에 따라 영업일 기준 3~7일 안에 카드 결제가 취소돼요.';
    case 'TRANSFER':
      return '결제한 계좌로 영업일 기준 1~2일 안에 입금돼요.';
    case 'VIRTUAL_ACCOUNT':
      return '입력한 환불 계좌로 영업일 기준 1~2일 안에 입금돼요.';
    default:
      // Paid at the desk: the centre gave it back before recording it.
      return '센터에서 직접 돌려드린 금액이에요. 궁금한 점은 센터로 연락해 주세요.';
  }
}

function withdrawnBy(application: ApplicationView): string {
  if (application.withdrawnReason === 'CENTRE' || application.centreCancelReason) {
    return application.centreCancelReason
      ? `센터 취소 (${application.centreCancelReason})`
      : '센터 취소';
  }
  return application.withdrawnReason === 'GUEST' ? '신청자 요청' : '신청 취소';
}

function placeOf(application: ApplicationView, ctx: TemplateContext): string {
  return application.lecture.venue ?? ctx.site.address;
}

/**
 * The account to pay into. The account is the centre's (the provider opens it for the centre):
 * 예금주 is the centre; the name the deposit is expected from (입금자명) is the family's, as the
 * provider recorded it.
 */
function accountRows(payment: PaymentView, ctx: TemplateContext): Row[] {
  return [
    ['은행', bankName(payment.bankCode)],
    ['계좌번호', payment.accountNumber ?? ''],
    ['예금주', ctx.site.name],
    ['입금자명', payment.holder ?? ''],
    ['입금 금액', won(payment.amount)],
    ['입금 기한', payment.dueDate ? `${koreanDateTime(payment.dueDate)}까지` : ''],
  ];
}

/** The 알림톡 lines of an account to pay into (filled by accountValues). */
const ACCOUNT_LINES = [
  '■ 은행: #{은행}',
  '■ 계좌번호: #{계좌번호}',
  '■ 예금주: #{예금주}',
  '■ 입금 금액: #{금액}',
  '■ 입금 기한: #{입금기한}까지',
];

/** The variables every family 알림톡 starts with: the centre, the family's name, the lecture. */
function familyValues(application: ApplicationView, ctx: TemplateContext): Record<string, string> {
  return { 센터: ctx.site.logoText, 이름: application.name, 강의명: application.lecture.title };
}

function accountValues(payment: PaymentView, ctx: TemplateContext): Record<string, string> {
  return {
    은행: bankName(payment.bankCode),
    계좌번호: payment.accountNumber ?? '',
    예금주: ctx.site.name,
    금액: won(payment.amount),
    입금기한: payment.dueDate ? koreanDateTime(payment.dueDate) : '',
  };
}

function receiptButtons(payment: PaymentView, ctx: TemplateContext): MessageButton[] {
  const mine = myInfoButton(ctx);
  return [mine, { name: '영수증 보기', url: payment.receiptUrl ?? mine.url }];
}

const adminButtons = (ctx: TemplateContext): MessageButton[] => [
  { name: '신청자 관리', url: `${ctx.origin}/admin/user` },
];

export const TEMPLATES: { [K in MessageKind]: Template<K> } = {
  'application-received': {
    label: '신청 접수 안내',
    audience: 'FAMILY',
    email: ({ application }) => ({
      title: '강의 신청이 접수됐어요',
      greeting: greeting(application.name),
      paragraphs: [
        `${application.lecture.title} 강의 신청이 접수됐어요.`,
        ...(application.earlierOfSameEmail > 0
          ? [
              '이 이메일로 같은 강의에 먼저 접수된 신청이 있어요. 두 번 결제하지 않도록 내 정보에서 확인해 주세요. 직접 한 신청이 아니라면 내 정보에서 취소할 수 있어요.',
            ]
          : []),
      ],
      rows: [
        ['강의', application.lecture.title],
        ['강의 기간', koreanPeriod(application.lecture.start, application.lecture.end)],
        ['선택 과정', coursesOf(application)],
        ['금액', won(application.totalAmount)],
        ['결제 상태', statusWords(application)],
      ],
      notes: [
        "결제 전이라면 아래 '내 신청 보기'에서 이어서 결제할 수 있어요.",
        '신청 내역은 홈페이지 로그인에서 이메일이나 휴대폰으로 받은 인증번호를 입력하면 내 정보에서도 확인할 수 있어요.',
      ],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 강의 신청 접수 안내',
        '',
        '#{이름}님, 강의 신청이 접수됐어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 선택 과정: #{과정}',
        '■ 금액: #{금액}',
        '■ 결제 상태: #{결제상태}',
        '',
        "결제 전이라면 아래 '내 신청 보기'에서 이어서 결제할 수 있어요. 신청 내역은 홈페이지 로그인에서 이메일이나 휴대폰으로 받은 인증번호를 입력하면 내 정보에서도 확인할 수 있어요.",
      ].join('\n'),
      variables: ({ application }, ctx) => ({
        ...familyValues(application, ctx),
        과정: coursesOf(application),
        금액: won(application.totalAmount),
        결제상태: statusWords(application),
      }),
      smsSubject: '강의 신청 접수 안내',
      sms: ({ application }, ctx) =>
        `[${ctx.site.logoText}] ${application.name}님, ${application.lecture.title} 신청이 접수됐어요(${won(application.totalAmount)}). 결제·조회: ${myInfoButton(ctx).url}`,
    },
  },

  'payment-completed': {
    label: '결제 완료 안내',
    audience: 'FAMILY',
    email: ({ application, payment }) => ({
      title: '결제가 완료됐어요',
      greeting: greeting(application.name),
      paragraphs: [`${application.lecture.title} 강의의 결제가 완료됐어요.`],
      rows: [
        ['강의', application.lecture.title],
        ['선택 과정', coursesOf(application)],
        ['결제 금액', won(payment.amount)],
        ['결제 수단', methodName(payment.method)],
        ...(payment.approvedAt
          ? ([['결제 일시', koreanDateTime(payment.approvedAt)]] as Row[])
          : []),
      ],
      notes: ["영수증은 아래 '영수증 보기'에서 확인할 수 있어요."],
    }),
    buttons: ({ payment }, ctx) => receiptButtons(payment, ctx),
    alimtalk: {
      template: [
        '[#{센터}] 결제 완료 안내',
        '',
        '#{이름}님, 결제가 완료됐어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 결제 금액: #{금액}',
        '■ 결제 수단: #{결제수단}',
        '■ 결제 일시: #{결제일시}',
        '',
        "영수증은 아래 '영수증 보기'에서 확인할 수 있어요.",
      ].join('\n'),
      variables: ({ application, payment }, ctx) => ({
        ...familyValues(application, ctx),
        금액: won(payment.amount),
        결제수단: methodName(payment.method),
        결제일시: payment.approvedAt ? koreanDateTime(payment.approvedAt) : '-',
      }),
      smsSubject: '결제 완료 안내',
      sms: ({ application, payment }, ctx) =>
        `[${ctx.site.logoText}] ${application.name}님, ${application.lecture.title} 결제(${won(payment.amount)}, ${methodName(payment.method)})가 완료됐어요. 내 신청: ${myInfoButton(ctx).url}`,
    },
  },

  'virtual-account-issued': {
    label: '가상계좌 발급 안내',
    audience: 'FAMILY',
    email: ({ application, payment }, ctx) => ({
      title: '가상계좌가 발급됐어요',
      greeting: greeting(application.name),
      paragraphs: [
        `${application.lecture.title} 강의의 결제를 위한 가상계좌가 발급됐어요. 입금 기한까지 아래 계좌로 정확한 금액을 입금해 주세요.`,
      ],
      rows: [['강의', application.lecture.title], ...accountRows(payment, ctx)],
      notes: [
        "입금 기한이 지나면 계좌가 만료돼요. 그때는 '내 신청 보기'에서 다시 결제할 수 있어요.",
      ],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 가상계좌 발급 안내',
        '',
        '#{이름}님, 입금할 가상계좌가 발급됐어요.',
        '',
        '■ 강의: #{강의명}',
        ...ACCOUNT_LINES,
        '',
        "입금 기한까지 정확한 금액을 입금해 주세요. 기한이 지나면 계좌가 만료돼요. 그때는 '내 신청 보기'에서 다시 결제할 수 있어요.",
      ].join('\n'),
      variables: ({ application, payment }, ctx) => ({
        ...familyValues(application, ctx),
        ...accountValues(payment, ctx),
      }),
      smsSubject: '가상계좌 발급 안내',
      sms: ({ payment }, ctx) =>
        `[${ctx.site.logoText}] 입금 계좌: ${bankName(payment.bankCode)} ${payment.accountNumber ?? ''} (예금주 ${ctx.site.name}), ${won(payment.amount)}, ${payment.dueDate ? koreanDateTime(payment.dueDate) : ''}까지. 내 신청: ${myInfoButton(ctx).url}`,
    },
  },

  'deposit-reminder': {
    label: '입금 기한 안내',
    audience: 'FAMILY',
    email: ({ application, payment }, ctx) => ({
      title: '입금 기한이 다가왔어요',
      greeting: greeting(application.name),
      paragraphs: [
        `${application.lecture.title} 강의의 입금 기한까지 하루가 채 남지 않았어요. 기한까지 아래 계좌로 정확한 금액을 입금해 주세요.`,
      ],
      rows: [['강의', application.lecture.title], ...accountRows(payment, ctx)],
      notes: ['기한이 지나면 가상계좌가 만료돼요. 이미 입금했다면 이 안내는 넘겨도 돼요.'],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 입금 기한 안내',
        '',
        '#{이름}님, 신청한 강의의 입금 기한이 다가왔어요.',
        '',
        '■ 강의: #{강의명}',
        ...ACCOUNT_LINES,
        '',
        '기한이 지나면 가상계좌가 만료돼요. 이미 입금했다면 이 안내는 넘겨도 돼요.',
      ].join('\n'),
      variables: ({ application, payment }, ctx) => ({
        ...familyValues(application, ctx),
        ...accountValues(payment, ctx),
      }),
      smsSubject: '입금 기한 안내',
      sms: ({ payment }, ctx) =>
        `[${ctx.site.logoText}] 입금 기한 ${payment.dueDate ? koreanDateTime(payment.dueDate) : ''}: ${bankName(payment.bankCode)} ${payment.accountNumber ?? ''}, ${won(payment.amount)}. 내 신청: ${myInfoButton(ctx).url}`,
    },
  },

  'deposit-confirmed': {
    label: '입금 확인 안내',
    audience: 'FAMILY',
    email: ({ application, payment }) => ({
      title: '입금이 확인됐어요',
      greeting: greeting(application.name),
      paragraphs: [`${application.lecture.title} 강의의 입금이 확인되어 신청이 완료됐어요.`],
      rows: [
        ['강의', application.lecture.title],
        ['선택 과정', coursesOf(application)],
        ['입금 금액', won(payment.amount)],
        ...(payment.approvedAt
          ? ([['입금 확인 일시', koreanDateTime(payment.approvedAt)]] as Row[])
          : []),
      ],
      notes: ["영수증은 아래 '영수증 보기'에서 확인할 수 있어요."],
    }),
    buttons: ({ payment }, ctx) => receiptButtons(payment, ctx),
    alimtalk: {
      template: [
        '[#{센터}] 입금 확인 안내',
        '',
        '#{이름}님, 입금이 확인되어 신청이 완료됐어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 입금 금액: #{금액}',
        '■ 입금 확인 일시: #{확인일시}',
        '',
        "영수증은 아래 '영수증 보기'에서 확인할 수 있어요.",
      ].join('\n'),
      variables: ({ application, payment }, ctx) => ({
        ...familyValues(application, ctx),
        금액: won(payment.amount),
        확인일시: payment.approvedAt ? koreanDateTime(payment.approvedAt) : '-',
      }),
      smsSubject: '입금 확인 안내',
      sms: ({ application, payment }, ctx) =>
        `[${ctx.site.logoText}] ${application.name}님, ${application.lecture.title} 입금(${won(payment.amount)})이 확인됐어요. 내 신청: ${myInfoButton(ctx).url}`,
    },
  },

  'refund-completed': {
    label: '취소·환불 안내',
    audience: 'FAMILY',
    email: ({ application, payment, refund }) => ({
      title: refund.paid ? '취소·환불이 처리됐어요' : '신청이 취소됐어요',
      greeting: greeting(application.name),
      paragraphs: [
        refund.paid
          ? `${application.lecture.title} 강의의 취소·환불이 처리됐어요.`
          : `${application.lecture.title} 강의 신청과 발급된 가상계좌가 취소됐어요.`,
      ],
      rows: [
        ['강의', application.lecture.title],
        ['결제 금액', refund.paid ? won(payment.amount) : '입금 전'],
        ['환불 금액', won(refund.amount)],
        ...(refund.paid && refund.balance > 0
          ? ([['남은 결제 금액', won(refund.balance)]] as Row[])
          : []),
        ...(refund.paid ? ([['환불 수단', methodName(payment.method)]] as Row[]) : []),
      ],
      notes: [refundArrival(payment, refund)],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 취소·환불 안내',
        '',
        '#{이름}님, 신청한 강의의 취소·환불이 처리됐어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 환불 금액: #{환불금액}',
        '■ 환불 안내: #{환불안내}',
      ].join('\n'),
      variables: ({ application, payment, refund }, ctx) => ({
        ...familyValues(application, ctx),
        환불금액: won(refund.amount),
        환불안내: refundArrival(payment, refund),
      }),
      smsSubject: '취소·환불 안내',
      sms: ({ application, payment, refund }, ctx) =>
        `[${ctx.site.logoText}] ${application.lecture.title} 취소 처리: 환불 ${won(refund.amount)}. ${refundArrival(payment, refund)}`,
    },
  },

  'application-cancelled': {
    label: '신청 취소 안내',
    audience: 'FAMILY',
    email: ({ application }) => ({
      title: '강의 신청이 취소됐어요',
      greeting: greeting(application.name),
      paragraphs: [`결제 전인 ${application.lecture.title} 강의 신청이 취소됐어요.`],
      rows: [
        ['강의', application.lecture.title],
        ['신청 금액', won(application.totalAmount)],
        ['취소 사유', withdrawnBy(application)],
      ],
      notes: ['결제된 금액이 없어서 환불할 금액은 없어요.'],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 신청 취소 안내',
        '',
        '#{이름}님, 결제 전인 강의 신청이 취소됐어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 신청 금액: #{금액}',
        '■ 취소 사유: #{취소사유}',
        '',
        '결제된 금액이 없어서 환불할 금액은 없어요.',
      ].join('\n'),
      variables: ({ application }, ctx) => ({
        ...familyValues(application, ctx),
        금액: won(application.totalAmount),
        취소사유: withdrawnBy(application),
      }),
      smsSubject: '신청 취소 안내',
      sms: ({ application }, ctx) =>
        `[${ctx.site.logoText}] ${application.name}님, 결제 전인 ${application.lecture.title} 신청이 취소됐어요. 환불할 금액은 없어요.`,
    },
  },

  'lecture-reminder': {
    label: '강의 전날 안내',
    audience: 'FAMILY',
    email: ({ application }, ctx) => ({
      title: '내일 강의가 시작돼요',
      greeting: greeting(application.name),
      paragraphs: [`신청한 ${application.lecture.title} 강의가 내일 시작돼요.`],
      rows: [
        ['강의', application.lecture.title],
        ['일정', koreanPeriod(application.lecture.start, application.lecture.end)],
        ['장소', placeOf(application, ctx)],
        ['선택 과정', coursesOf(application)],
        ...(application.lecture.whatToBring
          ? ([['준비물', application.lecture.whatToBring]] as Row[])
          : []),
      ],
      notes: [`문의: ${ctx.site.phone}`],
    }),
    buttons: (_input, ctx) => [
      { name: '오시는 길', url: `${ctx.origin}/#directions-heading` },
      myInfoButton(ctx),
    ],
    alimtalk: {
      template: [
        '[#{센터}] 강의 안내',
        '',
        '#{이름}님, 신청한 강의가 내일 시작돼요.',
        '',
        '■ 강의: #{강의명}',
        '■ 일정: #{일정}',
        '■ 장소: #{장소}',
        '■ 준비물: #{준비물}',
        '',
        "오시는 길은 아래 '오시는 길'에서 확인할 수 있어요.",
      ].join('\n'),
      variables: ({ application }, ctx) => ({
        ...familyValues(application, ctx),
        일정: koreanPeriod(application.lecture.start, application.lecture.end),
        장소: placeOf(application, ctx),
        준비물: application.lecture.whatToBring ?? '없음',
      }),
      smsSubject: '강의 안내',
      sms: ({ application }, ctx) =>
        `[${ctx.site.logoText}] 내일 ${koreanDate(application.lecture.start)} ${application.lecture.title} 강의가 시작돼요. 장소: ${placeOf(application, ctx)}`,
    },
  },

  'waitlist-offer': {
    label: '대기 신청 자리 안내',
    audience: 'FAMILY',
    email: ({ offer }) => ({
      title: '대기 신청한 강의에 자리가 났어요',
      greeting: greeting(offer.name),
      paragraphs: [
        `${offer.lecture.title} 강의에 자리가 나서 대기 순서대로 안내드려요. 기한까지 아래 '신청하기'에서 신청과 결제를 마쳐 주세요.`,
      ],
      rows: [
        ['강의', offer.lecture.title],
        ['과정', offer.course],
        ['신청 기한', `${koreanDateTime(offer.expiresAt)}까지`],
      ],
      notes: ['기한이 지나면 자리는 다음 대기자에게 넘어가요.'],
    }),
    buttons: ({ offer }, ctx) => [{ name: '신청하기', url: offer.url }, myInfoButton(ctx)],
    alimtalk: {
      template: [
        '[#{센터}] 대기 신청 자리 안내',
        '',
        '#{이름}님, 대기 신청한 강의에 자리가 났어요.',
        '',
        '■ 강의: #{강의명}',
        '■ 과정: #{과정}',
        '■ 신청 기한: #{기한}까지',
        '',
        "기한까지 아래 '신청하기'에서 신청과 결제를 마쳐 주세요. 기한이 지나면 자리는 다음 대기자에게 넘어가요.",
      ].join('\n'),
      variables: ({ offer }, ctx) => ({
        센터: ctx.site.logoText,
        이름: offer.name,
        강의명: offer.lecture.title,
        과정: offer.course,
        기한: koreanDateTime(offer.expiresAt),
      }),
      smsSubject: '대기 신청 자리 안내',
      sms: ({ offer }, ctx) =>
        `[${ctx.site.logoText}] ${offer.lecture.title} 자리가 났어요. ${koreanDateTime(offer.expiresAt)}까지 신청해 주세요: ${offer.url}`,
    },
  },

  'centre-application-paid': {
    label: '센터 알림: 결제 완료',
    audience: 'CENTRE',
    email: ({ application, payment }) => ({
      title: `결제 완료: ${application.lecture.title} · ${application.name}`,
      paragraphs: ['새 결제가 완료되었습니다.'],
      rows: [
        ['신청 번호', String(application.id)],
        ['신청자', application.name],
        ['이메일', application.email],
        ['연락처', application.contact],
        ['강의', application.lecture.title],
        ['선택 과정', coursesOf(application)],
        ['결제 금액', won(payment.amount)],
        ['결제 수단', methodName(payment.method)],
        ...(payment.approvedAt
          ? ([['결제 일시', koreanDateTime(payment.approvedAt)]] as Row[])
          : []),
      ],
    }),
    buttons: (_input, ctx) => adminButtons(ctx),
  },

  'centre-application-cancelled': {
    label: '센터 알림: 취소·환불',
    audience: 'CENTRE',
    email: ({ application, refund }) => ({
      title: `${refund?.refund.paid ? '취소·환불' : '신청 취소'}: ${application.lecture.title} · ${application.name}`,
      paragraphs: [
        refund?.refund.paid
          ? '신청이 취소되어 환불이 처리되었습니다.'
          : '결제 전인 신청이 취소되었습니다. 환불할 금액은 없습니다.',
      ],
      rows: [
        ['신청 번호', String(application.id)],
        ['신청자', application.name],
        ['이메일', application.email],
        ['연락처', application.contact],
        ['강의', application.lecture.title],
        ['선택 과정', coursesOf(application)],
        ['신청 금액', won(application.totalAmount)],
        ...(refund
          ? ([
              ['환불 금액', won(refund.refund.amount)],
              ['환불 수단', methodName(refund.payment.method)],
              ...(refund.refund.paid && refund.refund.balance > 0
                ? ([['남은 결제 금액', won(refund.refund.balance)]] as Row[])
                : []),
            ] as Row[])
          : ([['취소 사유', withdrawnBy(application)]] as Row[])),
        ...(refund && application.centreCancelReason
          ? ([['센터 취소 사유', application.centreCancelReason]] as Row[])
          : []),
      ],
    }),
    buttons: (_input, ctx) => adminButtons(ctx),
  },

  'family-code': {
    label: '인증번호',
    audience: 'FAMILY',
    email: ({ code }) => ({
      title: '인증번호를 알려 드려요',
      paragraphs: [`인증번호: ${code.code}`, `${code.minutes}분 안에 화면에 입력해 주세요.`],
      rows: [],
      notes: [
        '직접 요청하지 않았다면 이 메일은 무시해 주세요. 인증번호를 누구에게도 알려 주지 마세요.',
      ],
    }),
    buttons: () => [],
    alimtalk: {
      template: [
        '[#{센터}] 인증번호 안내',
        '',
        '인증번호: #{인증번호}',
        '#{유효시간}분 안에 화면에 입력해 주세요.',
        '',
        '직접 요청하지 않았다면 무시해 주세요. 인증번호를 누구에게도 알려 주지 마세요.',
      ].join('\n'),
      variables: ({ code }, ctx) => ({
        센터: ctx.site.logoText,
        인증번호: code.code,
        유효시간: String(code.minutes),
      }),
      smsSubject: '인증번호 안내',
      sms: ({ code }, ctx) =>
        `[${ctx.site.logoText}] 인증번호 ${code.code} (${code.minutes}분 안에 입력해 주세요. 누구에게도 알려 주지 마세요.)`,
    },
  },

  'centre-inquiry-received': {
    label: '센터 알림: 새 문의',
    audience: 'CENTRE',
    email: ({ inquiry }) => ({
      title: `새 문의: ${inquiry.topic} · ${inquiry.name}`,
      paragraphs: [
        '문의 페이지로 새 문의가 들어왔습니다. 관리자 화면에서 답변하면 문의하신 분께 전해집니다.',
      ],
      rows: [
        ['문의 번호', String(inquiry.id)],
        ['이름', inquiry.name],
        ...(inquiry.phone ? ([['휴대폰', formatPhone(inquiry.phone)]] as Row[]) : []),
        ...(inquiry.email ? ([['이메일', inquiry.email]] as Row[]) : []),
        ['문의 유형', inquiry.topic],
        ['받은 시각', koreanDateTime(inquiry.createdAt)],
        ['문의 내용', inquiry.body],
      ],
    }),
    buttons: (input, ctx) => [
      { name: '문의 답변하기', url: `${ctx.origin}/admin/inquiry/${input.inquiry.id}` },
    ],
  },

  'inquiry-answered': {
    label: '문의 답변',
    audience: 'FAMILY',
    email: ({ inquiry }) => ({
      title: '문의하신 내용에 답변드려요',
      greeting: greeting(inquiry.name),
      paragraphs: ['남겨 주신 문의에 답변드려요.', inquiry.answer ?? ''],
      // The question is not quoted back: whoever typed it may have given someone else's
      // contact, and the centre would be sending their words.
      rows: [
        ['문의 유형', inquiry.topic],
        ['문의하신 날', koreanDateTime(inquiry.createdAt)],
      ],
      notes: ['더 궁금한 점은 문의 페이지나 센터 전화로 편하게 물어봐 주세요.'],
    }),
    buttons: (_input, ctx) => [{ name: '문의하기', url: `${ctx.origin}/support` }],
    alimtalk: {
      template: [
        '[#{센터}] 문의 답변 안내',
        '',
        '#{이름}님, 남겨 주신 문의에 답변드려요.',
        '',
        '#{답변}',
        '',
        '더 궁금한 점은 센터로 편하게 물어봐 주세요.',
      ].join('\n'),
      variables: ({ inquiry }, ctx) => ({
        센터: ctx.site.logoText,
        이름: inquiry.name,
        답변: inquiry.answer ?? '',
      }),
      smsSubject: '문의 답변 안내',
      sms: ({ inquiry }, ctx) =>
        `[${ctx.site.logoText}] ${inquiry.name}님, 문의에 답변드려요.\n${inquiry.answer ?? ''}`,
    },
  },

  'lecture-broadcast': {
    label: '수강생 안내',
    audience: 'FAMILY',
    email: ({ broadcast }, ctx) => ({
      title: broadcast.title,
      paragraphs: [
        `${broadcast.lecture.title} 강의를 신청한 분께 센터에서 안내드려요.`,
        // The director's text as written: each line its own paragraph (HTML keeps no breaks).
        ...broadcast.body.split(/\n+/).filter((line) => line.trim() !== ''),
      ],
      rows: [
        ['강의', broadcast.lecture.title],
        ['강의 기간', koreanPeriod(broadcast.lecture.start, broadcast.lecture.end)],
      ],
      notes: [`문의: ${ctx.site.phone}`],
    }),
    buttons: (_input, ctx) => [myInfoButton(ctx)],
    alimtalk: {
      // One generic template for every broadcast: Kakao approves the fixed words once, and the
      // director's title and text are its variables (docs/messages.md).
      template: [
        '[#{센터}] #{강의명} 안내',
        '',
        '#{제목}',
        '',
        '#{내용}',
        '',
        '문의: #{문의처}',
      ].join('\n'),
      variables: ({ broadcast }, ctx) => ({
        센터: ctx.site.logoText,
        강의명: broadcast.lecture.title,
        제목: broadcast.title,
        내용: broadcast.body,
        문의처: ctx.site.phone,
      }),
      smsSubject: '강의 안내',
      sms: ({ broadcast }, ctx) =>
        `[${ctx.site.logoText}] ${broadcast.lecture.title} 안내: ${broadcast.title}\n${broadcast.body}\n문의: ${ctx.site.phone}`,
    },
  },

  'centre-daily-digest': {
    label: '센터 알림: 일일 현황',
    audience: 'CENTRE',
    email: ({ digest }) => ({
      title: `일일 현황 ${koreanDate(digest.date)}`,
      paragraphs: [`${koreanDate(digest.date)} 하루 동안의 신청, 결제, 환불 현황입니다.`],
      rows: [
        ['신청', `${digest.applications.count}건 · ${won(digest.applications.sum)}`],
        ['결제', `${digest.payments.count}건 · ${won(digest.payments.sum)}`],
        ['환불', `${digest.refunds.count}건 · ${won(digest.refunds.sum)}`],
        ['결제 전 취소', `${digest.withdrawals}건`],
      ],
      notes: ['금액은 신청 금액, 결제된 금액, 환불된 금액의 합계입니다(한국 시간 기준).'],
    }),
    buttons: (_input, ctx) => [
      ...adminButtons(ctx),
      { name: '강의 관리', url: `${ctx.origin}/admin/lecture` },
    ],
  },
  'staff-invitation': STAFF_INVITATION_TEMPLATE,
  'appointment-booked': APPOINTMENT_BOOKED_TEMPLATE,
  'appointment-moved': APPOINTMENT_MOVED_TEMPLATE,
  'appointment-cancelled': APPOINTMENT_CANCELLED_TEMPLATE,
  'appointment-reminder': APPOINTMENT_REMINDER_TEMPLATE,
  'appointment-pay-link': APPOINTMENT_PAY_LINK_TEMPLATE,
  'package-pay-link': PACKAGE_PAY_LINK_TEMPLATE,
};

/** The 알림톡 template texts by kind, as registered with Kakao (docs, the provider's review). */
export const ALIMTALK_TEMPLATES: Partial<Record<MessageKind, string>> = Object.fromEntries(
  Object.entries(TEMPLATES).flatMap(([kind, template]) =>
    template.alimtalk ? [[kind, template.alimtalk.template]] : [],
  ),
);

export function messageLabel(kind: MessageKind): string {
  return TEMPLATES[kind].label;
}

export function audienceOf(kind: MessageKind): 'FAMILY' | 'CENTRE' | 'STAFF' {
  return TEMPLATES[kind].audience;
}

/** Renders one message of `input.kind` from its rows. */
export function renderTemplate(input: TemplateInput, ctx: TemplateContext): RenderedMessage {
  return renderOne(input.kind, input as never, ctx);
}

function renderOne<K extends MessageKind>(
  kind: K,
  input: TemplateInputs[K],
  ctx: TemplateContext,
): RenderedMessage {
  const template = TEMPLATES[kind] as Template<K>;
  const buttons = template.buttons(input, ctx);
  const attachments = template.attachments?.(input, ctx) ?? [];
  const email = {
    ...renderEmail(ctx.site, { ...template.email(input, ctx), buttons }),
    ...(attachments.length ? { attachments } : {}),
  };
  if (!template.alimtalk) return { email, buttons };
  const spec = template.alimtalk;
  const { variables, text } = fillTemplate(spec.template, spec.variables(input, ctx));
  return {
    email,
    buttons,
    alimtalk: {
      template: kind,
      variables,
      text,
      buttons,
      smsText: spec.sms(input, ctx),
      smsSubject: subjectOf(ctx.site, spec.smsSubject),
    },
  };
}
