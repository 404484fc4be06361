import type { MessageKind } from '../../outbox';
import type {
  AppointmentView,
  ApplicationView,
  PaymentView,
  RefundView,
  TemplateInput,
} from './template-data';

/*
 * Example rows for the back office's preview of each template: no database, nothing personal.
 */

const LECTURE = {
  id: 1,
  title: '부모 대화법 워크숍',
  instructor: '홍길동',
  start: '2026-12-10',
  end: '2026-12-11',
  venue: null,
  whatToBring: '필기도구, 실내화',
};

const APPLICATION: ApplicationView = {
  earlierOfSameEmail: 0,
  id: 1024,
  name: '김민지',
  email: 'parent@example.com',
  contact: '010-1234-5678',
  totalAmount: 80000,
  payMethod: 'CARD',
  paymentStatus: 'Y',
  refundedAmount: 0,
  createdAt: new Date('2026-11-22T03:00:00Z'),
  courses: [
    { name: '1회차 (12월 10일)', amount: 50000 },
    { name: '2회차 (12월 11일)', amount: 30000 },
  ],
  lecture: LECTURE,
  withdrawnReason: null,
  centreCancelReason: null,
};

const CARD: PaymentView = {
  id: 2048,
  method: 'CARD',
  amount: 80000,
  status: 'DONE',
  receiptUrl: 'https://dashboard.tosspayments.com/receipt/example',
  approvedAt: new Date('2026-11-22T03:05:00Z'),
  bankCode: null,
  accountNumber: null,
  holder: null,
  dueDate: null,
};

const ACCOUNT: PaymentView = {
  ...CARD,
  method: 'VIRTUAL_ACCOUNT',
  status: 'WAITING_FOR_DEPOSIT',
  approvedAt: null,
  bankCode: '20',
  accountNumber: '10012345678901',
  holder: '김민지',
  dueDate: new Date('2026-11-25T03:00:00Z'),
};

const REFUND: RefundView = { amount: 80000, balance: 0, paid: true };

const APPOINTMENT: AppointmentView = {
  id: 301,
  typeName: '초기 상담',
  counsellorName: '박서윤',
  childName: '김하늘',
  start: new Date('2026-11-24T01:00:00Z'),
  end: new Date('2026-11-24T01:50:00Z'),
  revision: 0,
  attendee: 'parent@example.com',
};

/** The example rows of one kind; `origin` makes the offer's link. */
export function exampleInput(kind: MessageKind, origin: string): TemplateInput {
  const application = APPLICATION;
  switch (kind) {
    case 'application-received':
      return { kind, application: { ...application, paymentStatus: 'N' } };
    case 'application-cancelled':
      return {
        kind,
        application: { ...application, paymentStatus: 'C', withdrawnReason: 'GUEST' },
      };
    case 'lecture-reminder':
      return { kind, application };
    case 'payment-completed':
    case 'centre-application-paid':
      return { kind, application, payment: CARD };
    case 'virtual-account-issued':
    case 'deposit-reminder':
      return { kind, application: { ...application, paymentStatus: 'W' }, payment: ACCOUNT };
    case 'deposit-confirmed':
      return {
        kind,
        application,
        payment: { ...ACCOUNT, status: 'DONE', approvedAt: new Date('2026-11-23T01:30:00Z') },
      };
    case 'refund-completed':
      return {
        kind,
        application: { ...application, paymentStatus: 'C', refundedAmount: 80000 },
        payment: { ...CARD, status: 'CANCELED' },
        refund: REFUND,
      };
    case 'centre-application-cancelled':
      return {
        kind,
        application: { ...application, paymentStatus: 'C', refundedAmount: 80000 },
        refund: { payment: { ...CARD, status: 'CANCELED' }, refund: REFUND },
      };
    case 'waitlist-offer':
      return {
        kind,
        offer: {
          entryId: 7,
          name: '김민지',
          course: '1회차 (12월 10일)',
          lecture: LECTURE,
          expiresAt: new Date('2026-11-23T03:00:00Z'),
          url: `${origin}/lecture/offer/example`,
        },
      };
    case 'staff-invitation':
      return {
        kind,
        invitation: {
          username: 'kim.teacher',
          displayName: '김상담',
          invitedBy: '원장',
          expiresAt: new Date('2026-11-25T03:00:00Z'),
          url: `${origin}/admin/invite#example`,
        },
      };
    case 'family-code':
      return { kind, code: { code: '123456', minutes: 10 } };
    case 'centre-inquiry-received':
    case 'inquiry-answered':
      return {
        kind,
        inquiry: {
          id: 12,
          name: '김민지',
          phone: '01012345678',
          email: 'parent@example.com',
          topic: '상담 프로그램',
          body: '주말에도 상담을 받을 수 있나요? 평일에는 아이 하교 시간이 늦어요.',
          answer:
            kind === 'inquiry-answered'
              ? '네, 토요일 오전 10시부터 오후 1시까지 상담할 수 있어요. 전화로 예약해 주세요.'
              : null,
          createdAt: new Date('2026-11-22T03:00:00Z'),
        },
      };
    case 'lecture-broadcast':
      return {
        kind,
        broadcast: {
          title: '2회차 강의실이 바뀌었어요',
          body: '12월 11일 2회차는 3층 세미나실에서 진행해요.\n시간은 그대로 오전 10시예요.',
          lecture: LECTURE,
        },
      };
    case 'appointment-booked':
      return { kind, appointment: APPOINTMENT };
    case 'appointment-moved':
      return {
        kind,
        appointment: { ...APPOINTMENT, revision: 1 },
        previousStart: new Date('2026-11-23T05:00:00Z'),
        by: 'FAMILY',
      };
    case 'appointment-cancelled':
      return { kind, appointment: APPOINTMENT, by: 'CENTRE' };
    case 'appointment-reminder':
      return { kind, appointment: APPOINTMENT, when: '내일 10:00' };
    case 'appointment-pay-link':
      return {
        kind,
        appointment: APPOINTMENT,
        payLink: {
          price: 50_000,
          deposit: 10_000,
          url: `${origin}/program/1/booking/pay/example`,
          until: new Date('2026-11-23T01:00:00Z'),
        },
      };
    case 'package-pay-link':
      return {
        kind,
        packageLink: {
          typeName: '놀이 치료',
          childName: '김하늘',
          sessions: 4,
          price: 200_000,
          url: `${origin}/program/1/booking/package/example`,
          until: new Date('2026-11-23T01:00:00Z'),
        },
      };
    case 'centre-daily-digest':
      return {
        kind,
        digest: {
          date: '2026-11-22',
          applications: { count: 12, sum: 960000 },
          payments: { count: 9, sum: 720000 },
          refunds: { count: 1, sum: 40000 },
          withdrawals: 2,
        },
      };
  }
}
