import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  applicationFees,
  applicationsMadeWith,
  birthsOfEmail,
  applicationsOfProof,
} from '../applications';
import type { Application } from '../applications/application.entity';
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
import { paymentsOf, type Payment, toVirtualAccountInfo } from '../payments';
import type { LectureInfo, UserCheckResponse, UserInfoResponse } from './dto/user-info.response';
import { normaliseEmail, type GuestProof } from '../auth';
import { FamilyDoor } from './family-door';
import { LookupRateLimit } from './lookup-rate-limit';
import type { CookieToSet } from '../common/http/request-values';
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

/** `cookies`: a sent code's none, or the proof; on a match also the device cookie. */
export type UserCheckResult = { response: UserCheckResponse; cookies: CookieToSet[] };

/**
 * The family's my info. The spec's lookup (e-mail plus birth date) is only its first step: a
 * right pair sends a code to the e-mail (FamilyDoor), and my info opens after the code. What a
 * proof shows is everything made with its e-mail or phone number, whatever name or birth date
 * was typed: the family who proves the contact owns what was made with it (issue 32). E-mails
 * and birth dates are never logged.
 */
@Injectable()
export class GuestsService {
  constructor(
    private readonly manager: EntityManager,
    private readonly rateLimit: LookupRateLimit,
    private readonly door: FamilyDoor,
    private readonly clock: Clock,
    private readonly waitlist: GuestWaitlist,
  ) {}

  async check(
    emailInput: string,
    birth: string,
    address: string,
    /** The remembered-browser and code cookies (RememberedBrowsers, FamilyCodes). */
    familyCookies: { browser: unknown; code: unknown },
    deviceCookie?: unknown,
  ): Promise<UserCheckResult> {
    const email = normaliseEmail(emailInput);
    const attempt = await this.rateLimit.begin(email, address, deviceCookie);
    // Before the comparison: the wait is the same whatever the answer will be.
    await this.rateLimit.wait(attempt);
    // Applications and waiting-list entries alike: a guest who only waits can look up too.
    const [applied, waited] = await Promise.all([
      birthsOfEmail(this.manager, email),
      this.waitlist.births(email),
    ]);
    const births = [...applied, ...waited];
    if (births.length === 0) return { response: { state: -1 }, cookies: [] };
    if (!births.includes(birth)) {
      return { response: { state: 0 }, cookies: [] };
    }
    await this.rateLimit.succeeded(attempt);
    // The pair opens nothing by itself: a code goes to the e-mail (or a remembered browser is
    // proven at once).
    // A second lookup within the minute keeps the code already sent (no 429 for a right pair).
    const { answer, cookies } = await this.door.ask({ email }, address, familyCookies, {
      keepRecent: true,
    });
    // The device cookie lets this browser through a guessing flood next time.
    const device = this.rateLimit.deviceCookie(email, deviceCookie);
    return { response: { state: 1, ...answer }, cookies: [...cookies, device] };
  }

  /** `requestOrigin` makes offer links absolute when PUBLIC_URL is not set. */
  async userInfo(proof: GuestProof, requestOrigin?: string): Promise<UserInfoResponse> {
    const now = this.clock.now();
    const [found, waiting] = await Promise.all([
      applicationsMadeWith(this.manager, proof),
      this.waitlist.ofProof(proof, now, requestOrigin),
    ]);
    const { applications } = applicationsOfProof(found, proof);
    const ids = applications.map((application) => application.id);
    // One query each for all the applications: fees, attempts, the ledger's movements.
    const [fees, payments, movements, deskReceipts] = await Promise.all([
      applicationFees(this.manager, ids),
      paymentsOf(this.manager, ids),
      movementsOfEach(this.manager, ids),
      cashReceiptUrlsOf(this.manager, ids),
    ]);

    // The details as the family's own newest application gave them (detailsSource), else the
    // newest entry; none yet: null.
    const latest = detailsSource(applications, proof) ?? waiting.latest;
    const today = seoulDate(now);
    return {
      proven: {
        email: proof.email ?? null,
        phone: proof.phone ?? null,
        viaLink: proof.viaLink,
      },
      userInfo: latest
        ? {
            name: latest.applicant_name,
            email: latest.applicant_email,
            birth: latest.applicant_birth,
            contact: latest.applicant_contact,
          }
        : null,
      waitlist: waiting.waitlist,
      lectureInfos: applications.map((application): LectureInfo => {
        const all = payments.filter((payment) => payment.application_id === application.id);
        // Attempts the app cancelled on its own are not the application's payment.
        const attempts = all.filter((payment) => !payment.auto_cancel_reason);
        const money = summariseLedger(movements.get(application.id) ?? []);
        return {
          applicationId: application.id,
          applicantName: application.applicant_name,
          appliedAt: application.created_at.toISOString(),
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
          payments: paymentOf(application, attempts, deskReceipts),
          cancellation: cancellationOf(application, attempts, today),
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

/**
 * Whose details 내 정보 shows as the family's own. Anyone may type a family's e-mail into an
 * application (issue 32): such a stranger's row is listed, so the family can withdraw it, but its
 * name, phone and birth date are not the family's. First the newest application that proves
 * itself the family's (made by a browser that had proved the e-mail, or given the phone that was
 * proven), then the newest paid one, then the newest.
 */
function detailsSource(applications: Application[], proof: GuestProof): Application | undefined {
  const digits = (value: string) => value.replace(/\D/g, '');
  const proven = applications.find((application) =>
    proof.email !== undefined
      ? application.email_proven
      : proof.phone !== undefined && digits(application.applicant_contact) === proof.phone,
  );
  return (
    proven ??
    applications.find(
      (application) => application.payment_status !== 'N' && application.payment_status !== 'C',
    ) ??
    applications[0]
  );
}

/** The attempt that stands for the application's payment: standing ones first, newest first. */
export function standingPayment(attempts: Payment[]): Payment | null {
  return attempts.find((attempt) => STANDING.includes(attempt.status)) ?? attempts[0] ?? null;
}

function paymentOf(
  application: Application,
  attempts: Payment[],
  deskReceipts: Map<number, string>,
): LectureInfo['payments'] {
  const payment = standingPayment(attempts);
  const waiting = payment?.status === 'WAITING_FOR_DEPOSIT' && application.payment_status === 'W';
  // Paid at the desk: the desk's method, not that of a payment window left unused before.
  const method = isOfflineMethod(application.pay_method)
    ? application.pay_method
    : (payment?.method ?? application.pay_method);
  return {
    method: METHOD_NAMES[method],
    status: payment?.status ?? null,
    receipt_url: payment?.receipt_url ?? null,
    cash_receipt_url: deskReceipts.get(application.id) ?? payment?.cash_receipt_url ?? null,
    virtualAccount: waiting ? toVirtualAccountInfo(payment) : null,
  };
}
