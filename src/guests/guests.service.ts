import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ApplicationFee } from '../applications/application-fee.entity';
import { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import {
  isOfflineMethod,
  METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentAttemptStatus,
} from '../common/money/payment-method';
import { cashReceiptUrlsOf } from '../cash-receipts';
import { movementsOfEach } from '../ledger';
import { Payment } from '../payments';
import { toVirtualAccountInfo } from '../payments/dto/payment.response';
import type { LectureInfo, UserCheckResponse, UserInfoResponse } from './dto/user-info.response';
import { GUEST_PROOF_REQUIRED, GuestToken, type GuestLookup, type GuestProof } from '../auth';
import { LookupRateLimit } from './lookup-rate-limit';
import type { CookieToSet } from '../common/http/request-values';
import { applicationsOfProof } from '../applications';
import { cancellationOf, lecturePhase } from '../refunds';
import { GuestWaitlist } from '../waitlist';
import { paymentStateLabel, summariseLedger } from './payment-state';

/** Attempts that stand for the application's payment, preferred over failed or abandoned ones. */
const STANDING: PaymentAttemptStatus[] = [
  'DONE',
  'WAITING_FOR_DEPOSIT',
  'PARTIAL_CANCELED',
  'CANCELED',
  'CONFIRMING',
  'UNKNOWN',
];

export type UserCheckResult = {
  response: UserCheckResponse;
  match: GuestLookup | null;
  /** On a match: the device cookie that lets this browser through a flood next time. */
  device?: CookieToSet;
};

/**
 * The guest's lookup: e-mail plus birth date prove who they are. Only applications made with
 * both the e-mail and the birth date that matched are shown, so someone who once applied with
 * another person's e-mail (and their own birth date) cannot read that person's applications.
 * E-mails and birth dates are never logged.
 */
@Injectable()
export class GuestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimit: LookupRateLimit,
    private readonly token: GuestToken,
    private readonly clock: Clock,
    private readonly waitlist: GuestWaitlist,
  ) {}

  async check(
    emailInput: string,
    birth: string,
    address: string,
    deviceCookie?: unknown,
  ): Promise<UserCheckResult> {
    const email = emailInput.trim().toLowerCase();
    const attempt = await this.rateLimit.begin(email, address, deviceCookie);
    // Before the comparison: the wait is the same whatever the answer will be.
    await this.rateLimit.wait(attempt);
    // Applications and waiting-list entries alike: a guest who only waits can look up too.
    const [applied, waited] = await Promise.all([
      this.dataSource
        .getRepository(Application)
        .createQueryBuilder('application')
        .select('DISTINCT application.applicant_birth', 'applicant_birth')
        .where('application.applicant_email = :email', { email })
        .getRawMany<{ applicant_birth: string }>(),
      this.waitlist.births(email),
    ]);
    const births = [...applied.map((row) => row.applicant_birth), ...waited];
    if (births.length === 0) return { response: { state: -1 }, match: null };
    if (!births.includes(birth)) {
      return { response: { state: 0 }, match: null };
    }
    await this.rateLimit.succeeded(attempt);
    return {
      response: { state: 1 },
      match: { email, birth },
      device: this.rateLimit.deviceCookie(email, deviceCookie),
    };
  }

  /** `requestOrigin` makes offer links absolute when PUBLIC_URL is not set. */
  async userInfo(proof: GuestProof, requestOrigin?: string): Promise<UserInfoResponse> {
    const now = this.clock.now();
    const [all, waiting] = await Promise.all([
      this.dataSource.getRepository(Application).find({
        where: { applicant_email: proof.email },
        relations: { lecture: true },
        order: { id: 'DESC' },
      }),
      this.waitlist.ofProof(proof, now, requestOrigin),
    ]);
    const { proven, applications } = applicationsOfProof(all, (birth) =>
      this.token.provesBirth(proof, birth),
    );
    // The proof outlived the data (e.g. an application removed by an admin): nothing to show.
    if (proven.size === 0 && !waiting.latest) throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    const ids = applications.map((application) => application.id);
    // One query each for all the applications: fees, attempts, the ledger's movements (of the
    // guest's own applications only: someone else's, shown to be withdrawn, carry no money here).
    const [fees, payments, movements, deskReceipts] = await Promise.all([
      this.dataSource
        .getRepository(ApplicationFee)
        .find({ where: { application_id: In(ids) }, order: { id: 'ASC' } }),
      this.dataSource
        .getRepository(Payment)
        .find({ where: { application_id: In(ids) }, order: { id: 'DESC' } }),
      movementsOfEach(this.dataSource.manager, [...proven]),
      cashReceiptUrlsOf(this.dataSource.manager, [...proven]),
    ]);

    // The details as the newest proven application gave them, else the newest own entry.
    const latest =
      applications.find((application) => proven.has(application.id)) ?? waiting.latest!;
    const today = seoulDate(now);
    return {
      userInfo: {
        name: latest.applicant_name,
        email: latest.applicant_email,
        birth: latest.applicant_birth,
        contact: latest.applicant_contact,
      },
      waitlist: waiting.waitlist,
      lectureInfos: applications.map((application): LectureInfo => {
        const otherApplicant = !proven.has(application.id);
        const all = payments.filter((payment) => payment.application_id === application.id);
        // Attempts the app cancelled on its own are not the application's payment.
        const attempts = all.filter((payment) => !payment.auto_cancel_reason);
        const money = summariseLedger(movements.get(application.id) ?? []);
        return {
          applicationId: application.id,
          lectureTitle: application.lecture.title,
          lecturePreiodStart: application.lecture.lec_period_start,
          lecturePreiodEnd: application.lecture.lec_period_end,
          phase: lecturePhase(
            today,
            application.lecture.lec_period_start,
            application.lecture.lec_period_end,
          ),
          totalFee: application.total_amount,
          paymentStatus: application.payment_status,
          refundedAmount: application.refunded_amount,
          stateLabel: paymentStateLabel(application.payment_status, money, application.pay_method),
          refunds: money.refunds,
          fees: fees
            .filter((fee) => fee.application_id === application.id)
            .map((fee) => ({ type: fee.fee_type, amount: fee.amount })),
          payments: paymentOf(application, attempts, otherApplicant, deskReceipts),
          cancellation: cancellationOf(application, attempts, today),
          otherApplicant,
          autoCancels: all
            .filter((payment) => payment.auto_cancel_reason)
            .map((payment) => ({
              amount: payment.amount,
              method: PAYMENT_METHODS[payment.method],
              approvedAt: payment.approved_at?.toISOString() ?? null,
              canceledAt: payment.auto_canceled_at?.toISOString() ?? null,
              refused: !!payment.auto_cancel_refused,
              reason: payment.auto_cancel_reason!,
            })),
        };
      }),
    };
  }
}

/** The attempt that stands for the application's payment: standing ones first, newest first. */
export function standingPayment(attempts: Payment[]): Payment | null {
  return attempts.find((attempt) => STANDING.includes(attempt.status)) ?? attempts[0] ?? null;
}

function paymentOf(
  application: Application,
  attempts: Payment[],
  otherApplicant: boolean,
  deskReceipts: Map<number, string>,
): LectureInfo['payments'] {
  const payment = standingPayment(attempts);
  // Someone else's account to deposit into is not shown: the owner may only withdraw it.
  const waiting =
    !otherApplicant &&
    payment?.status === 'WAITING_FOR_DEPOSIT' &&
    application.payment_status === 'W';
  // Paid at the desk: the desk's method, not that of a payment window left unused before.
  const method = isOfflineMethod(application.pay_method)
    ? application.pay_method
    : (payment?.method ?? application.pay_method);
  return {
    method: METHOD_NAMES[method],
    status: payment?.status ?? null,
    receipt_url: otherApplicant ? null : (payment?.receipt_url ?? null),
    cash_receipt_url: otherApplicant
      ? null
      : (deskReceipts.get(application.id) ?? payment?.cash_receipt_url ?? null),
    virtualAccount: waiting ? toVirtualAccountInfo(payment) : null,
  };
}
