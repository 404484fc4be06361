import type { SiteConfig } from '../../config/site.config';
import type {
  ApplicationMethod,
  ApplicationPaymentStatus,
  PaymentAttemptStatus,
} from '../../common/money/payment-method';
import type { MessageKind } from '../../outbox';

/*
 * What a template reads: the server's rows at send time, shaped for the templates. The renderer
 * (template-renderer.ts) loads them by the message's ids; the back office's preview builds them
 * from example values (examples.ts).
 */

export interface LectureView {
  id: number;
  title: string;
  instructor: string;
  /** YYYY-MM-DD */
  start: string;
  end: string;
  /** Where it takes place; null: the centre's own address. */
  venue: string | null;
  whatToBring: string | null;
}

export interface ApplicationView {
  id: number;
  name: string;
  email: string;
  contact: string;
  totalAmount: number;
  payMethod: ApplicationMethod;
  paymentStatus: ApplicationPaymentStatus;
  refundedAmount: number;
  createdAt: Date;
  courses: { name: string; amount: number }[];
  lecture: LectureView;
  withdrawnReason: 'GUEST' | 'SUPERSEDED' | 'CENTRE' | null;
  centreCancelReason: string | null;
  /**
   * Live applications of the same e-mail to the same lecture made before this one (issue 32: one
   * made without proving the e-mail is stored beside them); the family is warned of paying twice.
   */
  earlierOfSameEmail: number;
}

/** A payment through the provider, or (id 0) one the desk took, with the desk's method. */
export interface PaymentView {
  id: number;
  method: ApplicationMethod;
  amount: number;
  status: PaymentAttemptStatus;
  receiptUrl: string | null;
  approvedAt: Date | null;
  bankCode: string | null;
  accountNumber: string | null;
  holder: string | null;
  dueDate: Date | null;
}

/** One cancel or refund of a payment (an event: a payment's balance went down to `balance`). */
export interface RefundView {
  /** Won returned by this cancel. */
  amount: number;
  /** What is left paid after it. */
  balance: number;
  /** False for a virtual account cancelled before its deposit: nothing was paid, none returned. */
  paid: boolean;
}

export interface OfferView {
  entryId: number;
  name: string;
  course: string;
  lecture: LectureView;
  expiresAt: Date;
  /** The offer's own link (/lecture/offer/:token). */
  url: string;
}

export interface Tally {
  count: number;
  sum: number;
}

export interface DigestView {
  /** The Seoul calendar day it covers, YYYY-MM-DD. */
  date: string;
  applications: Tally;
  payments: Tally;
  refunds: Tally;
  /** Unpaid applications withdrawn that day (by the family or the centre). */
  withdrawals: number;
}

/** A one-time code as its message shows it (issue 32). */
export interface FamilyCodeView {
  /** Six digits. */
  code: string;
  /** How long it is valid. */
  minutes: number;
}

/** A question from the 문의 page, and the centre's answer once given (issue 35). */
export interface InquiryView {
  id: number;
  name: string;
  /** As the asker typed it (digits only), or null. */
  phone: string | null;
  email: string | null;
  /** In words (INQUIRY_TOPIC_LABELS). */
  topic: string;
  body: string;
  answer: string | null;
  createdAt: Date;
}

/** The director's message to a lecture's families (issue 36), as written in the back office. */
export interface BroadcastView {
  title: string;
  /** Plain text; its line breaks are kept. */
  body: string;
  lecture: LectureView;
}

/** A pending staff invitation, sent by the owner (issue 36). */
export interface StaffInvitationView {
  username: string;
  displayName: string | null;
  /** The owner's display name (their role's name when they have none; never a login id). */
  invitedBy: string;
  expiresAt: Date;
  /** The whole link, its one-time token in the fragment. */
  url: string;
}

/**
 * A counselling appointment (issue 37) as its messages show it: only what the family needs to
 * come. Never the guardian's contact, the child's school year, money or why it was cancelled.
 */
export interface AppointmentView {
  id: number;
  typeName: string;
  counsellorName: string;
  childName: string;
  start: Date;
  end: Date;
  /** The schedule revision (the .ics SEQUENCE): 0 when booked, one more on each move. */
  revision: number;
  /** The e-mail the message goes to (the .ics ATTENDEE); null on 알림톡. */
  attendee: string | null;
}

/** A payment link's ask (issue 37): the deposit, the link and the last moment it pays. */
export interface PayLinkView {
  /** The whole fee; the rest after the deposit is paid at the centre. */
  price: number;
  deposit: number;
  url: string;
  until: Date;
}

/** A 회기권 sold by a payment link (issue 37), as its message names it. */
export interface PackagePayLinkView {
  typeName: string;
  childName: string;
  sessions: number;
  /** Won for the whole block. */
  price: number;
  url: string;
  until: Date;
}

/** Who made a change to an appointment. */
export type ChangedBy = 'FAMILY' | 'CENTRE';

/** The rows each kind's template reads. */
export interface TemplateInputs {
  'application-received': { application: ApplicationView };
  'payment-completed': { application: ApplicationView; payment: PaymentView };
  'virtual-account-issued': { application: ApplicationView; payment: PaymentView };
  'deposit-reminder': { application: ApplicationView; payment: PaymentView };
  'deposit-confirmed': { application: ApplicationView; payment: PaymentView };
  'refund-completed': { application: ApplicationView; payment: PaymentView; refund: RefundView };
  'application-cancelled': { application: ApplicationView };
  'lecture-reminder': { application: ApplicationView };
  'waitlist-offer': { offer: OfferView };
  'centre-application-paid': { application: ApplicationView; payment: PaymentView };
  'centre-application-cancelled': {
    application: ApplicationView;
    /** Absent for an unpaid application withdrawn. */
    refund?: { payment: PaymentView; refund: RefundView };
  };
  'centre-daily-digest': { digest: DigestView };
  'family-code': { code: FamilyCodeView };
  'centre-inquiry-received': { inquiry: InquiryView };
  'inquiry-answered': { inquiry: InquiryView };
  'lecture-broadcast': { broadcast: BroadcastView };
  'staff-invitation': { invitation: StaffInvitationView };
  'appointment-booked': { appointment: AppointmentView };
  'appointment-moved': { appointment: AppointmentView; previousStart: Date; by: ChangedBy };
  'appointment-cancelled': { appointment: AppointmentView; by: ChangedBy };
  /** `when`: the start as the family reads it on the day it is sent ("내일 10:00"). */
  'appointment-reminder': { appointment: AppointmentView; when: string };
  'appointment-pay-link': { appointment: AppointmentView; payLink: PayLinkView };
  'package-pay-link': { packageLink: PackagePayLinkView };
}

export type TemplateInput = { [K in MessageKind]: { kind: K } & TemplateInputs[K] }[MessageKind];

/** Where links point and who the message is from. */
export interface TemplateContext {
  site: SiteConfig;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The personal, single-use my-info link of this message (family messages). */
  myInfoUrl: string | null;
  /** When the message is rendered (absent in the back office's preview). */
  now?: Date;
}
