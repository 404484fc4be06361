/**
 * Every message the app sends, one template each (src/notifications/templates). The event that
 * causes a message names it and the ids its template reads at send time; `eventKey` makes it
 * unique per event, so a replayed event (a second verify, a replayed webhook, a retried job)
 * writes no second message.
 */
export const MESSAGE_KINDS = [
  /** To the family: lecture, courses, amount, how to pay later, how to look it up. */
  'application-received',
  /** Paid by card, transfer or phone: amount, method, receipt link. */
  'payment-completed',
  /** Bank, account number, holder, exact amount, due date and time in KST. */
  'virtual-account-issued',
  /** The day before an awaited deposit's due date. */
  'deposit-reminder',
  'deposit-confirmed',
  /** Cancelled or refunded (by the family, the centre, or automatically): amount and when. */
  'refund-completed',
  /** An unpaid application withdrawn (nothing to refund). */
  'application-cancelled',
  /** The day before the lecture: date, place, directions link, what to bring. */
  'lecture-reminder',
  /** A waiting-list seat offer: its link and expiry. */
  'waitlist-offer',
  /**
   * A one-time code to prove an e-mail or phone (issue 32): written by Outbox.enqueueCode with its
   * recipient, not by an event; the code leaves the row once used or expired (redactFamilyCodes).
   */
  'family-code',
  /** To the centre (CENTRE_NOTIFY_EMAIL): each paid application. */
  'centre-application-paid',
  /** To the centre: each cancellation or refund. */
  'centre-application-cancelled',
  /** To the centre: the day's applications, payments and refunds. */
  'centre-daily-digest',
  /** To the centre: a question from the 문의 page, with who asks and how to reach them. */
  'centre-inquiry-received',
  /** To the one who asked (알림톡 and/or e-mail, by what they gave): the centre's answer. */
  'inquiry-answered',
  /**
   * The director's message to a lecture's families (issue 36): written by
   * Outbox.enqueueBroadcast, one per family on the channel the director chose; the text is read
   * from the broadcast's row at send time.
   */
  'lecture-broadcast',
  /**
   * A staff invitation's link (issue 36), sent by the owner from 직원 관리 to the address or
   * number typed there: written by Outbox.enqueueTo; sent only while the invitation is pending.
   */
  'staff-invitation',
  /**
   * Counselling appointments (issue 37), to the family's proven contact (the appointments module
   * answers it): a booking, a move and a cancel (each saying whether the family or the centre
   * made it), with an .ics on the e-mail; the reminders before it (APPOINTMENT_REMINDER_HOURS); and
   * the link to pay the deposit of a time the centre held for a family who phoned.
   */
  'appointment-booked',
  'appointment-moved',
  'appointment-cancelled',
  'appointment-reminder',
  'appointment-pay-link',
  /**
   * A 회기권 the desk sold by a payment link (issue 37), to the contact typed at the sale (the
   * appointments module answers it): the package, its price, its deadline and the link.
   */
  'package-pay-link',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Messages addressed to the centre rather than a family (e-mail only, no my-info link). */
export const CENTRE_KINDS: readonly MessageKind[] = [
  'centre-application-paid',
  'centre-application-cancelled',
  'centre-daily-digest',
  'centre-inquiry-received',
];

/**
 * What happened, as the code that made the change knows it: ids only. Outbox.enqueue turns one
 * event into its messages (the family's channels as they chose, and the centre's e-mail).
 */
export type MessageEvent =
  | { kind: 'application-received'; applicationId: number }
  | { kind: 'payment-completed'; applicationId: number; paymentId: number }
  | { kind: 'virtual-account-issued'; applicationId: number; paymentId: number }
  | { kind: 'deposit-reminder'; applicationId: number; paymentId: number }
  | { kind: 'deposit-confirmed'; applicationId: number; paymentId: number }
  /**
   * `balanceAmount`: the payment's balance after this cancel, so that each partial refund of one
   * payment is its own event, and a replay of the same one is not.
   */
  | { kind: 'refund-completed'; applicationId: number; paymentId: number; balanceAmount: number }
  /**
   * Money the desk moved (issue 19): a payment taken at the desk, or a refund given back by hand,
   * told to the family in the same words as the provider's; `ledgerEntryId` names the movement.
   */
  | { kind: 'payment-completed' | 'refund-completed'; applicationId: number; ledgerEntryId: number }
  | { kind: 'application-cancelled'; applicationId: number }
  | { kind: 'lecture-reminder'; applicationId: number; lectureDate: string }
  | { kind: 'waitlist-offer'; waitlistEntryId: number; offeredAt: string }
  | { kind: 'centre-application-paid'; applicationId: number; paymentId: number }
  | {
      kind: 'centre-application-cancelled';
      applicationId: number;
      paymentId?: number;
      balanceAmount?: number;
    }
  /** `date`: the KST calendar day (YYYY-MM-DD) the digest covers. */
  | { kind: 'centre-daily-digest'; date: string }
  | { kind: 'centre-inquiry-received' | 'inquiry-answered'; inquiryId: number }
  | { kind: 'appointment-booked'; appointmentId: number }
  /** A time the centre held for a family who phoned, with the link to pay its deposit. */
  | { kind: 'appointment-pay-link'; appointmentId: number }
  /** A 회기권 sold by a payment link, with the link. */
  | { kind: 'package-pay-link'; packageId: number }
  /**
   * `revision`: the appointment's schedule revision after this move (one message per move, and
   * the .ics SEQUENCE); `previousStart`: the old start (ISO); `by`: who moved it.
   */
  | {
      kind: 'appointment-moved';
      appointmentId: number;
      revision: number;
      previousStart: string;
      by: AppointmentChangedBy;
    }
  | { kind: 'appointment-cancelled'; appointmentId: number; by: AppointmentChangedBy }
  /**
   * Written with the booking (or the move) and due `hoursBefore` hours before `startsAt`; not
   * sent when the appointment was cancelled or moved since (MessageRenderer.superseded).
   */
  | {
      kind: 'appointment-reminder';
      appointmentId: number;
      revision: number;
      startsAt: string;
      hoursBefore: number;
    };

/** Who changed an appointment: the family itself, or the centre (a staff account). */
export type AppointmentChangedBy = 'FAMILY' | 'CENTRE';

/** The kinds about a counselling appointment (their recipients: the appointments module's). */
export const APPOINTMENT_KINDS: readonly MessageKind[] = [
  'appointment-booked',
  'appointment-moved',
  'appointment-cancelled',
  'appointment-reminder',
  'appointment-pay-link',
];

/** The kinds about a 회기권 (their recipients: the appointments module's). */
export const PACKAGE_KINDS: readonly MessageKind[] = ['package-pay-link'];

/** The event's unique key: one message per event and channel. */
export function eventKey(event: MessageEvent): string {
  if ('ledgerEntryId' in event) {
    return `${event.kind}:${event.applicationId}:ledger-${event.ledgerEntryId}`;
  }
  switch (event.kind) {
    case 'application-received':
    case 'application-cancelled':
      return `${event.kind}:${event.applicationId}`;
    case 'payment-completed':
    case 'virtual-account-issued':
    case 'deposit-reminder':
    case 'deposit-confirmed':
    case 'centre-application-paid':
      return `${event.kind}:${event.applicationId}:${event.paymentId}`;
    case 'refund-completed':
      return `${event.kind}:${event.applicationId}:${event.paymentId}:${event.balanceAmount}`;
    case 'centre-application-cancelled':
      return `${event.kind}:${event.applicationId}:${event.paymentId ?? '-'}:${event.balanceAmount ?? '-'}`;
    case 'lecture-reminder':
      return `${event.kind}:${event.applicationId}:${event.lectureDate}`;
    case 'waitlist-offer':
      return `${event.kind}:${event.waitlistEntryId}:${event.offeredAt}`;
    case 'centre-daily-digest':
      return `${event.kind}:${event.date}`;
    case 'centre-inquiry-received':
    case 'inquiry-answered':
      return `${event.kind}:${event.inquiryId}`;
    case 'appointment-booked':
    case 'appointment-cancelled':
    case 'appointment-pay-link':
      return `${event.kind}:${event.appointmentId}`;
    case 'appointment-moved':
      return `${event.kind}:${event.appointmentId}:${event.revision}`;
    case 'appointment-reminder':
      return `${event.kind}:${event.appointmentId}:${event.revision}:${event.hoursBefore}`;
    case 'package-pay-link':
      return `${event.kind}:${event.packageId}`;
  }
}

/** The event's ids as stored in `message.params` (what the template reads its rows by). */
export function eventParams(event: MessageEvent): Record<string, string | number> {
  const { kind: _kind, ...rest } = event;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
}
