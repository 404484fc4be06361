import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Application } from '../applications/application.entity';
import { proofOwns, type GuestProof } from '../auth';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import {
  PAYMENT_METHODS,
  methodFromName,
  providerMethod,
  type ApplicationPaymentStatus,
  type PaymentMethodName,
} from '../common/money/payment-method';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import type { AppConfig } from '../config/app.config';
import type { PaymentsConfig } from '../config/payments.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { InitPaymentDto } from './dto/payment.dto';
import {
  toVirtualAccountInfo,
  type PaymentInitResponse,
  type PaymentStateResponse,
  type RetryResponse,
} from './dto/payment.response';
import type { PaymentCaller } from './payment-caller';
import { paymentProcessing } from './payment-conflicts';
import { PaymentRepository } from './payment.repository';
import { SeatHold } from './seat-hold';

/** Shorter than this before it is due, a virtual account is not worth issuing. */
const VIRTUAL_ACCOUNT_MIN_MS = 60 * 60_000;
export const VIRTUAL_ACCOUNT_TOO_LATE =
  '강의 시작이 가까워 무통장입금(가상계좌)으로 결제할 수 없습니다. 카드나 계좌이체로 결제해 주세요.';

/**
 * Starting a payment: a new attempt for the application's own total (the server decides every
 * amount; the browser's figures are never read), or retrying with another method from my info.
 * Only the browser that made the application, or a guest who proved it is theirs, may.
 */
@Injectable()
export class PaymentStart {
  constructor(
    private readonly clock: Clock,
    private readonly limiter: RequestLimiter,
    private readonly payments: PaymentRepository,
    private readonly seatHold: SeatHold,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async init(
    caller: PaymentCaller,
    dto: InitPaymentDto,
    origin: string,
  ): Promise<PaymentInitResponse> {
    // The amount, names and return URLs the spec's request carries are never read: the
    // provider is asked for the application's own total, whatever the browser believed it was.
    let application: Application;
    try {
      application = await this.payableApplication(caller, dto.applicationId);
    } catch (error) {
      // Every start counts for its address, a refused one too (over the limit: 429 instead).
      await this.limiter.hit('paymentStart', { address: caller.address });
      throw error;
    }
    // The application's count only once the caller has shown it may pay it, so nobody can use
    // up someone else's; both in one write.
    await this.limiter.hit('paymentStart', {
      address: caller.address,
      application: String(application.id),
    });
    // The attempt renews the seat's hold; a lapsed one only while a seat is free (else 409).
    // The application as just read chooses the path; the renewal decides again under its locks.
    await this.seatHold.renew(application);
    const method =
      (dto.method && methodFromName(dto.method)) || providerMethod(application.pay_method);
    const dueLimit =
      method === 'VIRTUAL_ACCOUNT'
        ? virtualAccountDueDate(
            this.clock.now(),
            application.lecture.lec_period_start,
            this.config.payments,
          )
        : null;
    const orderId = `AP${application.id}-${randomBytes(12).toString('base64url')}`;
    await this.payments.insertAttempt({
      application_id: application.id,
      order_id: orderId,
      method,
      amount: application.total_amount,
      created_at: this.clock.now(),
      va_due_limit: dueLimit,
    });
    const { payments } = this.config;
    return {
      clientKey: payments.clientKey,
      ...(payments.sdkSrc ? { sdkSrc: payments.sdkSrc } : {}),
      method: PAYMENT_METHODS[method],
      amount: application.total_amount,
      orderId,
      orderName: application.lecture.title.slice(0, 100),
      customerName: application.applicant_name.slice(0, 100),
      customerEmail: application.applicant_email.slice(0, 100),
      successUrl: `${origin}/payments/success/${application.id}`,
      failUrl: `${origin}/payments/fail/${application.id}`,
      // The provider is asked for the server's due date; what it answers is checked on settling.
      ...(dueLimit ? { dueDate: kstWallClock(dueLimit) } : {}),
      // Korean families expect a 현금영수증 for a transfer or a deposit; the window asks the number.
      ...(method !== 'CARD' ? { cashReceipt: { type: '소득공제' as const } } : {}),
    };
  }

  /**
   * The application's payment as it stands, for the browser that may pay it: a page reached by
   * back, reload or an old tab then says paid, awaiting deposit or not paid, and never offers
   * to pay a paid application again.
   */
  async state(caller: PaymentCaller, applicationId: number): Promise<PaymentStateResponse> {
    const application = await this.ownApplication(caller, applicationId);
    const attempts = await this.payments.attemptsOf(application.id);
    const standing =
      attempts.find((attempt) =>
        application.payment_status === 'W'
          ? attempt.status === 'WAITING_FOR_DEPOSIT'
          : ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(attempt.status),
      ) ?? null;
    return {
      applicationId: application.id,
      paymentStatus: application.payment_status,
      method: PAYMENT_METHODS[standing?.method ?? providerMethod(application.pay_method)],
      amount: application.total_amount,
      customerEmail: application.applicant_email,
      receiptUrl: standing?.receipt_url ?? null,
      virtualAccount:
        application.payment_status === 'W' && standing ? toVirtualAccountInfo(standing) : null,
    };
  }

  /** `payMethod` (from my info's three buttons) becomes the method of the next attempt. */
  async retry(
    caller: PaymentCaller,
    applicationId: number,
    payMethod?: PaymentMethodName,
  ): Promise<RetryResponse> {
    const application = await this.payableApplication(caller, applicationId);
    const method = payMethod && methodFromName(payMethod);
    if (method && method !== application.pay_method) {
      await this.payments.choosePayMethod(application.id, method);
      application.pay_method = method;
    }
    return {
      total: application.total_amount,
      lectureTitle: application.lecture.title,
      applicant: { name: application.applicant_name, email: application.applicant_email },
      applicationId: application.id,
      payMethod: PAYMENT_METHODS[providerMethod(application.pay_method)],
    };
  }

  /**
   * The browser that made the application, or a guest whose lookup proved the application's
   * e-mail and birth date (paying later from my info), may pay it; anyone else gets 403.
   */
  private async payableApplication(
    caller: PaymentCaller,
    applicationId: number,
  ): Promise<Application> {
    const application = await this.ownApplication(caller, applicationId);
    const blocked: Partial<Record<ApplicationPaymentStatus, [string, string]>> = {
      Y: ['이미 결제가 완료된 신청입니다.', 'ALREADY_PAID'],
      W: ['입금 대기 중인 신청입니다. 안내된 계좌로 입금해 주세요.', 'AWAITING_DEPOSIT'],
      C: ['취소된 신청입니다.', 'CANCELED'],
      P: ['환불된 신청입니다.', 'REFUNDED'],
    };
    const reason = blocked[application.payment_status];
    if (reason) throw new ConflictException({ message: reason[0], code: reason[1] });
    if (application.lecture.closed_at) {
      throw new ConflictException({
        message: '폐강된 강의라 결제할 수 없습니다.',
        code: 'LECTURE_CANCELLED',
      });
    }
    if (seoulDate(this.clock.now()) >= application.lecture.lec_period_start) {
      throw new BadRequestException('강의가 이미 시작되어 결제할 수 없습니다.');
    }
    if (await this.payments.confirmInFlight(application.id)) throw paymentProcessing();
    return application;
  }

  /** The application with its lecture, for the browser that made it or a guest who proved it. */
  private async ownApplication(caller: PaymentCaller, applicationId: number): Promise<Application> {
    const application = await this.payments.applicationWithLecture(applicationId);
    if (
      !caller.madeApplications.includes(applicationId) &&
      !this.guestProves(caller.guestProof, application)
    ) {
      throw new ForbiddenException(
        '이 신청의 결제 정보에 접근할 수 없습니다. 신청 내역 조회에서 다시 시도해 주세요.',
      );
    }
    if (!application) throw new NotFoundException('신청 내역을 찾을 수 없습니다.');
    return application;
  }

  private guestProves(proof: GuestProof | null, application: Application | null): boolean {
    if (!application || !proof) return false;
    return proofOwns(proof, application);
  }
}

/**
 * The due date of a virtual account opened at `now`: VIRTUAL_ACCOUNT_HOURS ahead at most, and
 * never later than the lecture's first day (00:00 in Seoul) less
 * VIRTUAL_ACCOUNT_START_MARGIN_HOURS, to the whole second (Toss's dueDate has no fraction).
 * 400 when that leaves less than an hour to pay: card or transfer then.
 */
export function virtualAccountDueDate(
  now: Date,
  lectureStart: string,
  settings: Pick<PaymentsConfig, 'virtualAccountHours' | 'virtualAccountStartMarginHours'>,
): Date {
  const startsAt = new Date(`${lectureStart}T00:00:00+09:00`).getTime();
  const due = Math.min(
    now.getTime() + settings.virtualAccountHours * 3_600_000,
    startsAt - settings.virtualAccountStartMarginHours * 3_600_000,
  );
  if (due - now.getTime() < VIRTUAL_ACCOUNT_MIN_MS) {
    throw new BadRequestException({
      message: VIRTUAL_ACCOUNT_TOO_LATE,
      code: 'VIRTUAL_ACCOUNT_TOO_LATE',
    });
  }
  return new Date(Math.floor(due / 1000) * 1000);
}

/** "2026-11-25T12:00:00": Toss's request dueDate, the wall clock in Seoul without an offset. */
export function kstWallClock(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 19);
}
