import { FAMILY, familyActor, refundDestination } from '../ledger';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { applicationsOfProof } from '../applications';
import { GuestToken, type GuestProof } from '../auth';
import type { GuestCancelDto, GuestCancelResponse } from './dto/guest-cancel.dto';
import { PaymentSettlement, TossClient, type TossCancelRequest } from '../payments';
import { cancellationOf } from './refund-policy';
import { IN_FLIGHT, PROVIDER_UNAVAILABLE, ProviderCancel } from './provider-cancel';
import { SeatEvents } from '../seats';
import { Outbox } from '../outbox';
import { withdrawalMessages } from './withdrawal-messages';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { RefundAuthority } from './refund-authority';
import { RefundRepository } from './refund.repository';

const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';
export const REFUND_ACCOUNT_REQUIRED = '환불받을 계좌를 입력해 주세요.';
export const FRESH_PROOF_REQUIRED = '환불 계좌를 확인하려면 인증번호를 다시 입력해 주세요.';
export const REFUND_AWAITS_CENTRE =
  '취소 요청을 받았어요. 환불 계좌의 예금주가 신청자나 보호자 이름과 달라서, 센터에서 확인한 뒤 환불해 드려요.';
export const REFUND_ACCOUNT_NEEDS_LOOKUP =
  '환불받을 계좌를 지정하려면 인증번호로 다시 확인해 주세요.';

/**
 * A guest cancels one of their applications (issue 4): the refund is recomputed here with the
 * policy of spec §9 at call time, whatever the browser showed. A paid one is refunded through the
 * provider's cancel with `cancelAmount`; an awaiting virtual account is cancelled at the
 * provider; an unpaid one is simply withdrawn. Our rows change only from the provider's answer.
 *
 * Refunding once, through ProviderCancel (shared with the centre's cancel): one flight per
 * application in this process, a claim across replicas, one Idempotency-Key per attempt.
 */
@Injectable()
export class GuestCancelService {
  constructor(
    private readonly rows: RefundRepository,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly settlement: PaymentSettlement,
    private readonly token: GuestToken,
    private readonly providerCancel: ProviderCancel,
    private readonly seatEvents: SeatEvents,
    private readonly outbox: Outbox,
    private readonly authority: RefundAuthority,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async cancel(proof: GuestProof, dto: GuestCancelDto): Promise<GuestCancelResponse> {
    await this.ownedApplication(proof, dto.applicationId);
    return this.providerCancel.once('guest', dto.applicationId, () => this.run(proof, dto));
  }

  /**
   * 404 (no data) unless the proof may act on the application (applicationsOfProof): made with
   * the proof's e-mail and birth date, or an unpaid one made later with the e-mail by someone
   * else. Answers whether the birth date is the proof's own.
   */
  private async ownedApplication(proof: GuestProof, id: number): Promise<boolean> {
    const all = await this.rows.applicationsOwnedBy(proof);
    const { proven, applications } = applicationsOfProof(all, proof);
    if (!applications.some((application) => application.id === id)) {
      throw new NotFoundException(NOT_FOUND);
    }
    return proven.has(id);
  }

  private async run(proof: GuestProof, dto: GuestCancelDto): Promise<GuestCancelResponse> {
    // Asked again under the claim: a deposit may have paid someone else's application since,
    // and applicationsOfProof then leaves it out (404).
    await this.ownedApplication(proof, dto.applicationId);
    const application = await this.rows.applicationWithLecture(dto.applicationId);
    if (!application) throw new NotFoundException(NOT_FOUND);
    // Attempts the app is cancelling on its own are not the application's payment.
    const attempts = (await this.rows.attemptsOf(application.id)).filter(
      (attempt) => !attempt.auto_cancel_reason,
    );
    const cancellation = cancellationOf(application, attempts, seoulDate(this.clock.now()));
    if (!cancellation.allowed) {
      // A cancel whose answer was lost (503) may have refunded at the provider before the
      // policy closed: look it up before refusing, so that refund is recorded, not hidden.
      const paid = attempts.find((attempt) => attempt.status === 'DONE');
      if (application.payment_status === 'Y' && paid) {
        const lookup = await this.toss.getPaymentByOrderId(paid.order_id);
        if (
          lookup.kind === 'ok' &&
          (lookup.payment.status === 'CANCELED' || lookup.payment.status === 'PARTIAL_CANCELED')
        ) {
          await this.settlement.settle(paid, lookup.payment, FAMILY);
          return this.answer(application.id);
        }
      }
      throw new ConflictException({ message: cancellation.reason, code: 'NOT_CANCELABLE' });
    }
    if (attempts.some((attempt) => ['CONFIRMING', 'UNKNOWN'].includes(attempt.status))) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    if (cancellation.needsRefundAccount && !dto.refundAccount) {
      throw new BadRequestException(REFUND_ACCOUNT_REQUIRED);
    }
    // A message's link may have reached a stranger (a mistyped number or address): naming where
    // the money goes takes the birth date, as the lookup asks it.
    if (cancellation.needsRefundAccount && proof.viaLink) {
      throw new ForbiddenException({
        message: REFUND_ACCOUNT_NEEDS_LOOKUP,
        code: 'LOOKUP_REQUIRED',
      });
    }
    // Money to a bank account goes only where someone who proved the family's contact moments ago
    // says, in the applicant's or the guardian's name; another name waits for the centre (issue 32).
    if (cancellation.needsRefundAccount && dto.refundAccount) {
      if (!this.freshlyProven(proof)) {
        throw new ForbiddenException({
          message: FRESH_PROOF_REQUIRED,
          code: 'FRESH_PROOF_REQUIRED',
        });
      }
      if (!holderIsFamily(dto.refundAccount.holderName, application)) {
        return this.awaitCentre(application, cancellation.refundAmount, dto.refundAccount);
      }
    }

    const target =
      application.payment_status === 'Y'
        ? attempts.find((attempt) => attempt.status === 'DONE')
        : application.payment_status === 'W'
          ? attempts.find((attempt) => attempt.status === 'WAITING_FOR_DEPOSIT')
          : undefined;
    if (!target?.payment_key) {
      if (application.payment_status !== 'N') {
        throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
      }
      return this.withdrawUnpaid(application.id);
    }

    const request: TossCancelRequest = {
      cancelReason:
        cancellation.kind === 'WITHDRAW'
          ? '고객 요청 (입금 전 신청 취소)'
          : '고객 요청 (수강 취소)',
      ...(cancellation.kind === 'REFUND' ? { cancelAmount: cancellation.refundAmount } : {}),
      ...(cancellation.needsRefundAccount && dto.refundAccount
        ? {
            refundReceiveAccount: {
              bank: dto.refundAccount.bankCode,
              accountNumber: dto.refundAccount.accountNumber,
              holderName: dto.refundAccount.holderName,
            },
          }
        : {}),
    };
    await this.providerCancel.cancel(
      target,
      request,
      cancellation.needsRefundAccount && dto.refundAccount
        ? familyActor(refundDestination(dto.refundAccount))
        : FAMILY,
    );
    return this.answer(application.id);
  }

  /** Whether the family typed a one-time code within the setting's minutes (none: not fresh). */
  private freshlyProven(proof: GuestProof): boolean {
    if (!proof.provenAt) return false;
    const age = this.clock.now().getTime() - proof.provenAt.getTime();
    return age >= -60_000 && age <= this.config.refunds.freshProofMinutes * 60_000;
  }

  /**
   * The cancel is recorded as a request the owner decides in the back office (nothing reaches
   * the provider); asked again while it waits, the same answer.
   */
  private async awaitCentre(
    application: Application,
    amount: number,
    account: NonNullable<GuestCancelDto['refundAccount']>,
  ): Promise<GuestCancelResponse> {
    const waiting = await this.authority.pendingOfFamily(application.id);
    if (!waiting && amount > 0) {
      await this.authority.ask({
        applicationId: application.id,
        kind: 'REFUND',
        amount,
        reason: '신청자 취소 요청 (예금주 확인 필요)',
        account,
        requestedBy: 'FAMILY',
        cause: 'HOLDER_MISMATCH',
      });
    }
    return {
      paymentStatus: application.payment_status === 'P' ? 'P' : 'Y',
      refundedAmount: application.refunded_amount,
      awaitingApproval: true,
      message: REFUND_AWAITS_CENTRE,
    };
  }

  /**
   * Nothing reached the provider: the withdrawal is ours alone. Attempts not yet confirmed are
   * ended first, in the same transaction, so a payment window left open cannot be confirmed
   * after the withdrawal (its verify then finds the attempt failed and calls nobody); a confirm
   * that got there first keeps the application (409).
   */
  private async withdrawUnpaid(applicationId: number): Promise<GuestCancelResponse> {
    const outcome = await this.rows.transaction(async (manager) => {
      const withdrawn = await this.rows.withdrawUnpaid(
        manager,
        applicationId,
        'GUEST',
        this.clock.now(),
      );
      if (withdrawn === 'withdrawn') await withdrawalMessages(this.outbox, manager, applicationId);
      return withdrawn;
    });
    if (outcome === 'withdrawn') {
      const { lecture_id } = await this.rows.application(applicationId);
      this.seatEvents.freed(lecture_id);
    }
    if (outcome === 'payment-in-flight') {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    return outcome === 'withdrawn'
      ? { paymentStatus: 'C', refundedAmount: 0 }
      : this.answer(applicationId);
  }

  private async answer(applicationId: number): Promise<GuestCancelResponse> {
    const application = await this.rows.application(applicationId);
    if (application.payment_status !== 'C' && application.payment_status !== 'P') {
      throw new ServiceUnavailableException({
        message: PROVIDER_UNAVAILABLE,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    return {
      paymentStatus: application.payment_status,
      refundedAmount: application.refunded_amount,
    };
  }
}

/** Spaces never matter in a name as typed ("김 민지" is 김민지). */
function normalName(name: string | null | undefined): string {
  return (name ?? '').normalize('NFC').replace(/\s+/g, '');
}

/** Whether the account's holder is the applicant or the guardian. */
export function holderIsFamily(
  holder: string,
  application: { applicant_name: string; guardian_name: string | null },
): boolean {
  const name = normalName(holder);
  return (
    name.length > 0 &&
    (name === normalName(application.applicant_name) ||
      name === normalName(application.guardian_name))
  );
}
