import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { cancelClaimedAt, lockedApplication, updateApplication } from '../applications';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { LIVE_ATTEMPT_STATUSES, OFFLINE_METHODS } from '../common/money/payment-method';
import { adminActor, recordDeskPayment } from '../ledger';
import { AuditTrail, type AuditActor } from '../audit';
import { Outbox } from '../outbox';
import { SeatLedger } from '../seats';
import type { DeskPaymentDto, DeskPaymentResponse } from './dto/desk-payment.dto';
import { cancelClaimHeld } from './cancel-key';
import { closeOpenAttempts } from './open-attempts';
import { Payment } from './payment.entity';
import { lockLectureFor } from './payment.repository';
import { holdLapsed, seatGone, seatsStillFree } from './seat-hold';

export const DESK_PAYMENT = {
  notFound: '신청 내역을 찾을 수 없습니다.',
  amount: (total: number) =>
    `결제 금액이 신청 금액(${total.toLocaleString('ko-KR')}원)과 다릅니다.`,
  future: '결제일은 오늘 이후로 입력할 수 없습니다.',
  beforeApplying: '결제일은 신청일보다 빠를 수 없습니다.',
  paid: '이미 결제된 신청입니다.',
  closed: '취소된 신청에는 결제를 기록할 수 없습니다.',
  awaitingDeposit:
    '가상계좌 입금을 기다리는 신청입니다. 가상계좌 입금 기한이 지나거나 취소된 뒤에 기록해 주세요.',
  inFlight: '결제가 처리 중입니다. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * The centre records a payment made outside the provider (issue 19): at the desk by card, in
 * cash, by a transfer straight to the centre's account. The application must be unpaid and the
 * amount its total; it becomes paid with that method, one ledger row says so, and payment
 * windows still open for it are ended so the provider can never charge it as well (a confirm
 * that gets there anyway finds it paid, and the settlement cancels that charge in full).
 *
 * In one transaction with the lecture's row locked, as every path that takes a seat: a hold that
 * lapsed takes its seat again only if one is free.
 */
@Injectable()
export class DeskPayment {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  async record(
    applicationId: number,
    dto: DeskPaymentDto,
    by: AuditActor,
  ): Promise<DeskPaymentResponse> {
    const now = this.clock.now();
    if (dto.paidOn > seoulDate(now)) throw new BadRequestException(DESK_PAYMENT.future);
    await this.manager.transaction(async (manager) => {
      const lecture = await lockLectureFor(manager, { applicationId }, 'take');
      const application = await lockedApplication(manager, applicationId);
      if (lecture === null || !application) throw new NotFoundException(DESK_PAYMENT.notFound);
      // A cancel or refund holding the application's claim goes first: it looked at the money
      // before running, and a payment landing meanwhile is not what it checked.
      // (The claim is not among the entity's selected columns: read under the row's lock.)
      if (cancelClaimHeld(await cancelClaimedAt(manager, applicationId), now)) {
        throw new ConflictException({ message: DESK_PAYMENT.inFlight, code: 'CANCEL_IN_FLIGHT' });
      }
      if (application.payment_status === 'Y' || application.payment_status === 'P') {
        throw new ConflictException({ message: DESK_PAYMENT.paid, code: 'ALREADY_PAID' });
      }
      if (application.payment_status === 'C') {
        throw new ConflictException({ message: DESK_PAYMENT.closed, code: 'ALREADY_CANCELED' });
      }
      if (application.payment_status === 'W') {
        throw new ConflictException({
          message: DESK_PAYMENT.awaitingDeposit,
          code: 'AWAITING_DEPOSIT',
        });
      }
      if (dto.amount !== application.total_amount) {
        throw new BadRequestException(DESK_PAYMENT.amount(application.total_amount));
      }
      if (dto.paidOn < seoulDate(application.created_at)) {
        throw new BadRequestException(DESK_PAYMENT.beforeApplying);
      }
      const live = await manager.getRepository(Payment).existsBy({
        application_id: applicationId,
        status: In(LIVE_ATTEMPT_STATUSES),
        auto_cancel_reason: IsNull(),
      });
      if (live)
        throw new ConflictException({ message: DESK_PAYMENT.inFlight, code: 'PAYMENT_IN_FLIGHT' });
      if (
        holdLapsed(application, now) &&
        !(await seatsStillFree(manager, this.ledger, application, now))
      ) {
        throw seatGone();
      }
      // The audit row is written with the ledger's row (recordDeskPayment), in this transaction.
      const actor = adminActor(by.adminName, (m) =>
        this.audit.record(
          by,
          {
            kind: 'PAYMENT',
            action: 'application.payment',
            target: `application:${applicationId}`,
            summary: `신청 #${applicationId} 현장 결제 ${dto.amount.toLocaleString('ko-KR')}원 기록`,
            before: {
              payment_status: application.payment_status,
              pay_method: application.pay_method,
            },
            after: {
              payment_status: 'Y',
              pay_method: dto.method,
              amount: dto.amount,
              paid_on: dto.paidOn,
              note: dto.note || null,
            },
          },
          m,
        ),
      );
      await closeOpenAttempts(manager, applicationId, 'PAID_AT_DESK');
      await updateApplication(manager, applicationId, {
        payment_status: 'Y',
        pay_method: dto.method,
        refunded_amount: 0,
      });
      const ledgerEntryId = await recordDeskPayment(manager, {
        applicationId,
        amount: dto.amount,
        method: dto.method,
        occurredAt: deskInstant(dto.paidOn, now),
        note: dto.note || null,
        actor,
      });
      // The family hears of it as of any payment (the centre recorded it; no centre message).
      await this.outbox.enqueue(manager, {
        kind: 'payment-completed',
        applicationId,
        ledgerEntryId,
      });
    });
    return {
      payment_status: 'Y',
      message: `${OFFLINE_METHODS[dto.method]} ${dto.amount.toLocaleString('ko-KR')}원 결제가 기록되었습니다.`,
    };
  }
}

/**
 * When a payment the desk dates happened: now when it is today (Seoul), else noon of that day
 * (the desk gives a day, not a time; noon keeps it inside the day in any report).
 */
export function deskInstant(day: string, now: Date): Date {
  return day === seoulDate(now) ? now : new Date(`${day}T12:00:00+09:00`);
}
