import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  applicationById,
  applicationFees,
  applicationsMadeBetween,
  earlierApplicationsOfEmail,
  withdrawalsBetween,
} from '../../applications';
import { INQUIRY_TOPIC_LABELS } from '../../../shared/inquiry';
import {
  appointmentForMessage,
  packageForMessage,
  PayLinks,
  type AppointmentForMessage,
} from '../../appointments';
import { addDays, seoulDate } from '../../common/dates/seoul-date';
import { INVITATION_PATH, pendingInvitation } from '../../auth';
import { inquiryById } from '../../inquiries';
import { feeTypes, lecturesById } from '../../lectures';
import type { Lecture } from '../../lectures/lecture.entity';
import { SiteSettings } from '../../site';
import { entriesOf, movementsBetween } from '../../ledger';
import { paymentOfApplication } from '../../payments';
import { OfferLinks, waitlistEntryById } from '../../waitlist';
import { MessageRenderer, type RenderedMessage } from '../message-renderer';
import type { Message } from '../../outbox/message.entity';
import { APPOINTMENT_KINDS, balanceBeforeRefund, type MessageKind } from '../../outbox';
import { MyInfoLinks } from '../my-info-links';
import { exampleInput } from './examples';
import { koreanDateTime, seoulDayRange } from './format';
import { broadcastById } from '../lecture-broadcast.repository';
import type {
  AppointmentView,
  ApplicationView,
  BroadcastView,
  DigestView,
  InquiryView,
  LectureView,
  PaymentView,
  RefundView,
  TemplateInput,
} from './template-data';
import { audienceOf, renderTemplate } from './templates';
import { FAMILY_CODES, type FamilyCodesPort } from '../family-codes-port';

/**
 * Whether a message carries the family's personal my-info link: a family's messages about an
 * application do; a code's message does not (the code is the way in), nor an answer to a 문의
 * (no application behind it).
 */
function hasMyInfoLink(kind: MessageKind): boolean {
  return (
    audienceOf(kind) === 'FAMILY' &&
    kind !== 'family-code' &&
    kind !== 'inquiry-answered' &&
    kind !== 'appointment-pay-link' &&
    kind !== 'package-pay-link'
  );
}

/**
 * Renders a message from the server's rows at send time: the message holds ids only (its
 * `params`), so every amount, date and name is read here, never taken from a browser. Answers
 * null when the rows are gone (an application deleted, a payment of another application, an
 * offer used, expired or replaced since), so there is nothing left to send.
 */
@Injectable()
export class TemplateRenderer extends MessageRenderer {
  constructor(
    private readonly manager: EntityManager,
    private readonly site: SiteSettings,
    private readonly links: MyInfoLinks,
    private readonly offers: OfferLinks,
    private readonly payLinks: PayLinks,
    @Inject(FAMILY_CODES) private readonly codes: FamilyCodesPort,
  ) {
    super();
  }

  async render(message: Message, now: Date): Promise<RenderedMessage | null> {
    const input = await this.load(this.manager, message, now);
    if (!input) return null;
    return renderTemplate(input, {
      // The centre's details as the back office has them now (name, address, phone, …).
      site: await this.site.current(),
      origin: this.links.origin(),
      myInfoUrl: hasMyInfoLink(message.kind) ? this.links.url(message.id, now) : null,
      now,
    });
  }

  /**
   * A 신청 접수 waits a few minutes (APPLICATION_RECEIVED_DELAY_MS): when its application has
   * been paid, is awaiting its deposit or was withdrawn by then, the family already has the
   * message that says so (결제 완료, 입금 안내, 취소), and two 알림톡 seconds apart would read as
   * a failure followed by a success.
   */
  override async superseded(message: Message, now: Date): Promise<string | null> {
    if (APPOINTMENT_KINDS.includes(message.kind)) return this.appointmentSuperseded(message, now);
    if (message.kind === 'package-pay-link') return this.packageLinkSuperseded(message, now);
    const id = Number(message.params?.applicationId);
    if (message.kind !== 'application-received' || !Number.isInteger(id)) return null;
    // The centre's own resend (from the back office) is meant to go, paid or not.
    if (message.event_key.includes(':resend:')) return null;
    const row = await applicationById(this.manager, id);
    if (!row || row.payment_status === 'N') return null;
    return row.payment_status === 'C'
      ? '신청이 취소되어 접수 안내를 보내지 않았습니다.'
      : '결제가 이어져 접수 안내 대신 결제 안내를 보냈습니다.';
  }

  /**
   * An appointment's message when its time comes (issue 37): a booking's, a move's or a
   * reminder's is not sent once the appointment is no longer booked (cancelled, or its time
   * passed); a move's or a reminder's not once the appointment moved again (the newer move's
   * message, and its own reminders, say it). A cancel's always goes.
   */
  private async appointmentSuperseded(message: Message, now: Date): Promise<string | null> {
    if (message.kind === 'appointment-cancelled') return null;
    const row = await appointmentForMessage(this.manager, Number(message.params?.appointmentId));
    if (!row) return null;
    if (message.kind === 'appointment-pay-link') {
      // The link only while it can still pay: once paid the booking's own message says it, and
      // past its time (a lapsed hold stays HELD in its row) it would ask for a refused payment.
      if (row.status === 'CANCELLED') return '예약이 취소되어 보내지 않았습니다.';
      if (row.depositStatus !== 'DUE' || row.status !== 'HELD') {
        return '예약금이 이미 결제되어 보내지 않았습니다.';
      }
      const deadline = Math.min(row.payLinkUntil?.getTime() ?? Infinity, row.start.getTime());
      return deadline <= now.getTime() ? '결제 기한이 지나 보내지 않았습니다.' : null;
    }
    if (row.status !== 'BOOKED') {
      return row.status === 'CANCELLED'
        ? '예약이 취소되어 보내지 않았습니다.'
        : '예약 상태가 바뀌어 보내지 않았습니다.';
    }
    if (message.kind === 'appointment-booked') return null;
    const sameSchedule =
      Number(message.params.revision) === row.revision &&
      (message.kind !== 'appointment-reminder' ||
        String(message.params.startsAt) === row.start.toISOString());
    return sameSchedule ? null : '예약 시간이 다시 바뀌어 새 안내로 대신했습니다.';
  }

  /**
   * A 회기권's payment link only while it can still pay: once paid (or refunded) there is nothing
   * to pay, cancelled by the desk it would ask for a refused payment, and past its deadline too.
   */
  private async packageLinkSuperseded(message: Message, now: Date): Promise<string | null> {
    const row = await packageForMessage(this.manager, Number(message.params?.packageId));
    if (!row) return null;
    if (row.status === 'CANCELLED' || row.anonymised) {
      return '회기권 판매가 취소되어 보내지 않았습니다.';
    }
    if (row.status !== 'DUE') return '회기권이 이미 결제되어 보내지 않았습니다.';
    const deadline = row.payLinkUntil?.getTime() ?? 0;
    return deadline <= now.getTime() ? '결제 기한이 지나 보내지 않았습니다.' : null;
  }

  /** A 회기권's payment link's rows (null when the package is gone). */
  private async packageInput(
    manager: EntityManager,
    message: Message,
  ): Promise<TemplateInput | null> {
    const row = await packageForMessage(manager, Number(message.params?.packageId));
    if (!row?.payLinkUntil) return null;
    return {
      kind: 'package-pay-link',
      packageLink: {
        typeName: row.typeName,
        childName: row.childName,
        sessions: row.sessions,
        price: row.price,
        url: this.payLinks.packageUrl(
          { id: row.id, created_at: row.createdAt, programId: row.programId },
          this.links.origin(),
        ),
        until: row.payLinkUntil,
      },
    };
  }

  /** The appointment kinds' rows (null when the appointment is gone). */
  private async appointmentInput(
    manager: EntityManager,
    message: Message,
    now: Date,
  ): Promise<TemplateInput | null> {
    const params = message.params ?? {};
    const row = await appointmentForMessage(manager, Number(params.appointmentId));
    if (!row) return null;
    const appointment = appointmentView(
      row,
      message.channel === 'EMAIL' ? message.recipient : null,
    );
    const by = params.by === 'CENTRE' ? 'CENTRE' : 'FAMILY';
    switch (message.kind) {
      case 'appointment-booked':
        return { kind: message.kind, appointment };
      case 'appointment-moved':
        return {
          kind: message.kind,
          appointment,
          previousStart: new Date(String(params.previousStart)),
          by,
        };
      case 'appointment-cancelled':
        return { kind: message.kind, appointment, by };
      case 'appointment-pay-link':
        return {
          kind: message.kind,
          appointment,
          payLink: {
            price: row.price,
            deposit: row.deposit,
            url: this.payLinks.url(
              { id: row.id, created_at: row.createdAt, programId: row.programId },
              this.links.origin(),
            ),
            until: row.payLinkUntil ?? row.start,
          },
        };
      default:
        return { kind: 'appointment-reminder', appointment, when: startWords(row.start, now) };
    }
  }

  /** The kind rendered with example rows (no database), for the back office. */
  async preview(kind: MessageKind): Promise<RenderedMessage> {
    const origin = this.links.origin();
    return renderTemplate(exampleInput(kind, origin), {
      site: await this.site.current(),
      origin,
      myInfoUrl: hasMyInfoLink(kind) ? `${origin}/myinfo/link#example` : null,
    });
  }

  /**
   * A code's message, while its code can still be used: once used, expired or replaced its
   * params no longer hold it (redactFamilyCodes) and there is nothing to send.
   */
  private async familyCode(
    manager: EntityManager,
    message: Message,
    now: Date,
  ): Promise<TemplateInput | null> {
    const code = message.params?.code;
    if (typeof code !== 'string' || !/^[0-9]{6}$/.test(code)) return null;
    const usable = await this.codes.usable(manager, Number(message.params.codeId), now);
    if (!usable) return null;
    const minutes = Math.round((usable.expiresAt.getTime() - usable.createdAt.getTime()) / 60_000);
    return { kind: 'family-code', code: { code, minutes } };
  }

  private async load(
    manager: EntityManager,
    message: Message,
    now: Date,
  ): Promise<TemplateInput | null> {
    const params = message.params ?? {};
    const kind = message.kind;
    if (kind === 'centre-daily-digest') {
      return { kind, digest: await this.digest(manager, String(params.date)) };
    }
    if (kind === 'family-code') {
      return this.familyCode(manager, message, now);
    }
    if (kind === 'staff-invitation') {
      // Only while the link still works: accepted, revoked or expired since, nothing is sent.
      const token = typeof params.token === 'string' ? params.token : '';
      const invitation = await pendingInvitation(manager, Number(params.invitationId), token, now);
      if (!invitation) return null;
      const url = `${this.links.origin()}${INVITATION_PATH}#${token}`;
      return { kind, invitation: { ...invitation, url } };
    }
    if (kind === 'centre-inquiry-received' || kind === 'inquiry-answered') {
      const inquiry = await this.inquiry(manager, Number(params.inquiryId));
      // An answer's message goes only while the answer is there (the row was not deleted).
      if (!inquiry || (kind === 'inquiry-answered' && inquiry.answer === null)) return null;
      return { kind, inquiry };
    }
    if (kind === 'waitlist-offer') {
      const offer = await this.offer(manager, message);
      return offer ? { kind, offer } : null;
    }
    if (
      kind === 'appointment-booked' ||
      kind === 'appointment-moved' ||
      kind === 'appointment-cancelled' ||
      kind === 'appointment-reminder' ||
      kind === 'appointment-pay-link'
    ) {
      return this.appointmentInput(manager, message, now);
    }
    if (kind === 'package-pay-link') return this.packageInput(manager, message);
    if (kind === 'lecture-broadcast') {
      const broadcast = await this.broadcast(manager, Number(params.broadcastId));
      return broadcast ? { kind, broadcast } : null;
    }
    const application = await this.application(manager, Number(params.applicationId));
    if (!application) return null;
    if (params.ledgerEntryId !== undefined) {
      return this.deskMovement(manager, kind, application, Number(params.ledgerEntryId));
    }
    switch (kind) {
      case 'application-received':
      case 'application-cancelled':
        return { kind, application };
      case 'lecture-reminder':
        // Cancelled since it was queued: no reminder any more.
        return ['Y', 'P'].includes(application.paymentStatus) ? { kind, application } : null;
      case 'deposit-reminder': {
        const payment = await this.payment(manager, Number(params.paymentId), application.id);
        // Paid, cancelled or expired since it was queued: nothing to remind of.
        const awaited =
          payment?.status === 'WAITING_FOR_DEPOSIT' && application.paymentStatus === 'W';
        return awaited ? { kind, application, payment } : null;
      }
      case 'payment-completed':
      case 'virtual-account-issued':
      case 'deposit-confirmed':
      case 'centre-application-paid': {
        const payment = await this.payment(manager, Number(params.paymentId), application.id);
        return payment ? { kind, application, payment } : null;
      }
      case 'refund-completed': {
        const payment = await this.payment(manager, Number(params.paymentId), application.id);
        if (!payment) return null;
        const refund = await this.refund(
          manager,
          application.id,
          payment,
          Number(params.balanceAmount),
        );
        return { kind, application, payment, refund };
      }
      case 'centre-application-cancelled': {
        if (params.paymentId === undefined) return { kind, application };
        const payment = await this.payment(manager, Number(params.paymentId), application.id);
        if (!payment) return null;
        const refund = await this.refund(
          manager,
          application.id,
          payment,
          Number(params.balanceAmount),
        );
        return { kind, application, refund: { payment, refund } };
      }
    }
  }

  /** The director's message (issue 36) with its lecture as it is now. */
  private async broadcast(manager: EntityManager, id: number): Promise<BroadcastView | null> {
    if (!Number.isInteger(id)) return null;
    const row = await broadcastById(manager, id);
    if (!row) return null;
    const lecture = (await lecturesById(manager, [row.lecture_id])).get(row.lecture_id);
    if (!lecture) return null;
    return { title: row.title, body: row.body, lecture: lectureView(lecture) };
  }

  private async inquiry(manager: EntityManager, id: number): Promise<InquiryView | null> {
    if (!Number.isInteger(id)) return null;
    const row = await inquiryById(manager, id);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      topic: INQUIRY_TOPIC_LABELS[row.topic],
      body: row.body,
      answer: row.answer,
      createdAt: row.created_at,
    };
  }

  private async application(manager: EntityManager, id: number): Promise<ApplicationView | null> {
    if (!Number.isInteger(id)) return null;
    const row = await applicationById(manager, id);
    if (!row) return null;
    // One after another, as before: a delivery takes one connection of the pool at a time.
    const lectures = await lecturesById(manager, [row.lecture_id]);
    const fees = await applicationFees(manager, [id]);
    const earlierOfSameEmail = await earlierApplicationsOfEmail(manager, row);
    return {
      id: row.id,
      name: row.applicant_name,
      email: row.applicant_email,
      contact: row.applicant_contact,
      totalAmount: row.total_amount,
      payMethod: row.pay_method,
      paymentStatus: row.payment_status,
      refundedAmount: row.refunded_amount,
      createdAt: row.created_at,
      courses: fees.map((fee) => ({ name: fee.fee_type, amount: fee.amount })),
      lecture: lectureView(lectures.get(row.lecture_id)!),
      withdrawnReason: row.withdrawn_reason,
      centreCancelReason: row.centre_cancel_reason,
      earlierOfSameEmail,
    };
  }

  /** The attempt, if it is one of this application's. */
  private async payment(
    manager: EntityManager,
    id: number,
    applicationId: number,
  ): Promise<PaymentView | null> {
    if (!Number.isInteger(id)) return null;
    const row = await paymentOfApplication(manager, id, applicationId);
    if (!row) return null;
    return {
      id: row.id,
      method: row.method,
      amount: row.amount,
      status: row.status,
      receiptUrl: this.webAddress(row.receipt_url),
      approvedAt: row.approved_at,
      bankCode: row.va_bank_code,
      accountNumber: row.va_account_number,
      holder: row.va_holder,
      dueDate: row.va_due_date,
    };
  }

  /**
   * Money the desk moved, told as the provider's would be: its payment (the desk's payment in)
   * and, for a refund by hand, what this one gave back and what is left paid after it, from
   * the ledger as it stood at that entry.
   */
  private async deskMovement(
    manager: EntityManager,
    kind: MessageKind,
    application: ApplicationView,
    entryId: number,
  ): Promise<TemplateInput | null> {
    if (!Number.isInteger(entryId)) return null;
    const entries = await entriesOf(manager, application.id);
    const entry = entries.find((row) => row.id === entryId);
    const paidIn = entries.find((row) => row.kind === 'OFFLINE_PAYMENT' && row.id <= entryId);
    if (!entry || !paidIn) return null;
    const payment: PaymentView = {
      id: 0,
      method: paidIn.method,
      amount: paidIn.amount,
      status: 'DONE',
      receiptUrl: null,
      approvedAt: paidIn.occurred_at,
      bankCode: null,
      accountNumber: null,
      holder: null,
      dueDate: null,
    };
    if (kind === 'payment-completed' && entry.kind === 'OFFLINE_PAYMENT') {
      return { kind, application, payment };
    }
    if (kind === 'refund-completed' && entry.kind === 'MANUAL_REFUND') {
      const balance = entries
        .filter((row) => row.id <= entryId)
        .reduce((sum, row) => sum + row.amount, 0);
      return { kind, application, payment, refund: { amount: -entry.amount, balance, paid: true } };
    }
    return null;
  }

  /**
   * One cancel of a payment: its balance went down to `balance`. What it returned is the balance
   * before it (the previous refund event of the payment, else the whole amount) less this one;
   * a virtual account cancelled before its deposit returned nothing.
   */
  private async refund(
    manager: EntityManager,
    applicationId: number,
    payment: PaymentView,
    balance: number,
  ): Promise<RefundView> {
    const paid = payment.method !== 'VIRTUAL_ACCOUNT' || payment.approvedAt !== null;
    if (!paid) return { amount: 0, balance: 0, paid };
    const before =
      (await balanceBeforeRefund(manager, applicationId, payment.id, balance)) ?? payment.amount;
    return { amount: Math.max(0, before - balance), balance, paid };
  }

  /**
   * A link the message may carry: a web address as it is, a path (the payment sandbox's
   * receipt) on this site's origin; anything else (the provider's answer is not trusted as
   * HTML) none.
   */
  private webAddress(url: string | null): string | null {
    if (!url) return null;
    if (/^https?:\/\//i.test(url)) return url;
    return url.startsWith('/') && !url.startsWith('//') ? `${this.links.origin()}${url}` : null;
  }

  /** The offer, while it is still the one the message was made for. */
  private async offer(manager: EntityManager, message: Message) {
    const id = Number(message.params?.waitlistEntryId ?? message.waitlist_entry_id);
    if (!Number.isInteger(id)) return null;
    const entry = await waitlistEntryById(manager, id);
    if (
      !entry ||
      entry.status !== 'OFFERED' ||
      !entry.offered_at ||
      !entry.offer_expires_at ||
      entry.offered_at.toISOString() !== String(message.params?.offeredAt)
    ) {
      return null;
    }
    const url = this.offers.url(entry);
    if (!url) return null;
    const lectures = await lecturesById(manager, [entry.lecture_id]);
    const fees = await feeTypes(manager, [entry.lecture_fee_id]);
    return {
      entryId: entry.id,
      name: entry.applicant_name,
      course: fees.get(entry.lecture_fee_id)!,
      lecture: lectureView(lectures.get(entry.lecture_id)!),
      expiresAt: entry.offer_expires_at,
      url: url.startsWith('/') ? `${this.links.origin()}${url}` : url,
    };
  }

  /**
   * The Seoul day's applications (made that day), payments (approved that day, not the app's
   * own automatic cancels), refunds (each cancel that returned money, as the outbox recorded
   * it that day) and unpaid applications withdrawn.
   */
  private async digest(manager: EntityManager, date: string): Promise<DigestView> {
    const { from, to } = seoulDayRange(date);
    const [applications, payments, refunds, withdrawals] = await Promise.all([
      applicationsMadeBetween(manager, from, to),
      // Money as the ledger has it (issue 19): the provider's and the desk's, each movement once.
      movementsBetween(manager, from, to, ['PROVIDER_PAYMENT', 'OFFLINE_PAYMENT'], 1),
      movementsBetween(manager, from, to, ['PROVIDER_REFUND', 'MANUAL_REFUND'], -1),
      withdrawalsBetween(manager, from, to),
    ]);
    return { date, applications, payments, refunds, withdrawals };
  }
}

function appointmentView(row: AppointmentForMessage, attendee: string | null): AppointmentView {
  return {
    id: row.id,
    typeName: row.typeName,
    counsellorName: row.counsellorName,
    childName: row.childName,
    start: row.start,
    end: row.end,
    revision: row.revision,
    attendee,
  };
}

/** The start as read on the day the reminder is sent: "오늘 14:00", "내일 10:00", else the date. */
function startWords(start: Date, now: Date): string {
  const time = koreanDateTime(start).slice(-5);
  const day = seoulDate(start);
  if (day === seoulDate(now)) return `오늘 ${time}`;
  if (day === addDays(seoulDate(now), 1)) return `내일 ${time}`;
  return koreanDateTime(start);
}

export function lectureView(lecture: Lecture): LectureView {
  return {
    id: lecture.id,
    title: lecture.title,
    instructor: lecture.instructor_name,
    start: lecture.lec_period_start,
    end: lecture.lec_period_end,
    venue: lecture.venue,
    whatToBring: lecture.what_to_bring,
  };
}
