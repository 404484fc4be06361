import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { applicationsOfProof } from '../applications';
import { GuestToken, type GuestProof } from '../auth';
import type { GuestCancelDto, GuestCancelResponse } from './dto/guest-cancel.dto';
import {
  Payment,
  PaymentSettlement,
  TossClient,
  withdrawUnpaid,
  type TossCancelRequest,
} from '../payments';
import { cancellationOf } from './refund-policy';

const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';
export const REFUND_ACCOUNT_REQUIRED = '환불받을 계좌를 입력해 주세요.';
const PROVIDER_UNAVAILABLE =
  '결제사에서 취소 결과를 받지 못했습니다. 잠시 후 다시 시도해 주세요. 중복으로 환불되지 않습니다.';
const IN_FLIGHT = '결제가 처리 중입니다. 잠시 후 다시 시도해 주세요.';
/** A claim older than this belonged to a replica that died mid-cancel. */
const CANCEL_CLAIM_STALE_MS = 2 * 60_000;

/**
 * A guest cancels one of their applications (issue 4): the refund is recomputed here with the
 * policy of spec §9 at call time, whatever the browser showed. A paid one is refunded through the
 * provider's cancel with `cancelAmount`; an awaiting virtual account is cancelled at the
 * provider; an unpaid one is simply withdrawn. Our rows change only from the provider's answer.
 *
 * Refunding once: concurrent cancels of one application in this process share one flight (one
 * provider call, one answer); across replicas a claim on the application row lets one cancel at
 * a time talk to the provider (another answers 409 and can retry); and every provider call for
 * an application carries the same Idempotency-Key (`cancel-<orderId>`), so a retry after a lost
 * answer cannot move money twice. No transaction is held across the provider call.
 */
@Injectable()
export class GuestCancelService {
  private readonly logger = new Logger('GuestCancel');
  private readonly flights = new Map<number, Promise<GuestCancelResponse>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly settlement: PaymentSettlement,
    private readonly token: GuestToken,
  ) {}

  async cancel(proof: GuestProof, dto: GuestCancelDto): Promise<GuestCancelResponse> {
    await this.ownedApplication(proof, dto.applicationId);
    const running = this.flights.get(dto.applicationId);
    if (running) return running;
    const flight = this.claimed(dto.applicationId, () => this.run(proof, dto)).finally(() =>
      this.flights.delete(dto.applicationId),
    );
    this.flights.set(dto.applicationId, flight);
    return flight;
  }

  /** Runs `work` holding the application's cancel claim, or answers 409 while another holds it. */
  private async claimed<T>(applicationId: number, work: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const claim = await this.dataSource
      .createQueryBuilder()
      .update(Application)
      .set({ cancel_claimed_at: now })
      .where('id = :id', { id: applicationId })
      .andWhere('(cancel_claimed_at IS NULL OR cancel_claimed_at < :stale)', {
        stale: new Date(now.getTime() - CANCEL_CLAIM_STALE_MS),
      })
      .execute();
    if (!claim.affected) {
      throw new ConflictException({ message: IN_FLIGHT, code: 'CANCEL_IN_FLIGHT' });
    }
    try {
      return await work();
    } finally {
      await this.dataSource
        .createQueryBuilder()
        .update(Application)
        .set({ cancel_claimed_at: null })
        .where('id = :id AND cancel_claimed_at = :now', { id: applicationId, now })
        .execute();
    }
  }

  /**
   * 404 (no data) unless the proof may act on the application (applicationsOfProof): made with
   * the proof's e-mail and birth date, or an unpaid one made later with the e-mail by someone
   * else. Answers whether the birth date is the proof's own.
   */
  private async ownedApplication(proof: GuestProof, id: number): Promise<boolean> {
    const all = await this.dataSource
      .getRepository(Application)
      .find({ where: { applicant_email: proof.email }, order: { id: 'DESC' } });
    const { proven, applications } = applicationsOfProof(all, (birth) =>
      this.token.provesBirth(proof, birth),
    );
    if (!applications.some((application) => application.id === id)) {
      throw new NotFoundException(NOT_FOUND);
    }
    return proven.has(id);
  }

  private async run(proof: GuestProof, dto: GuestCancelDto): Promise<GuestCancelResponse> {
    // Asked again under the claim: a deposit may have paid someone else's application since,
    // and applicationsOfProof then leaves it out (404).
    await this.ownedApplication(proof, dto.applicationId);
    const application = await this.dataSource
      .getRepository(Application)
      .findOneOrFail({ where: { id: dto.applicationId }, relations: { lecture: true } });
    // Attempts the app is cancelling on its own are not the application's payment.
    const attempts = (
      await this.dataSource
        .getRepository(Payment)
        .find({ where: { application_id: application.id }, order: { id: 'DESC' } })
    ).filter((attempt) => !attempt.auto_cancel_reason);
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
          await this.settlement.settle(paid.id, lookup.payment);
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
    const result = await this.toss.cancel(target.payment_key, request, `cancel-${target.order_id}`);
    if (result.kind === 'unknown') {
      // The money may have moved: the reconciliation job asks the provider until it knows.
      await this.dataSource
        .getRepository(Payment)
        .update({ id: target.id }, { cancel_requested_at: this.clock.now() });
      throw new ServiceUnavailableException({
        message: PROVIDER_UNAVAILABLE,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind === 'rejected') {
      if (result.code === 'ALREADY_CANCELED_PAYMENT') {
        const lookup = await this.toss.getPaymentByOrderId(target.order_id);
        if (lookup.kind === 'ok') {
          await this.settlement.settle(target.id, lookup.payment);
          return this.answer(application.id);
        }
      }
      this.logger.warn(`cancel of attempt ${target.id} refused: ${result.code}`);
      throw new BadRequestException({
        message: `취소가 거절되었습니다. ${result.message}`,
        code: result.code,
      });
    }
    await this.settlement.settle(target.id, result.payment);
    return this.answer(application.id);
  }

  /**
   * Nothing reached the provider: the withdrawal is ours alone. Attempts not yet confirmed are
   * ended first, in the same transaction, so a payment window left open cannot be confirmed
   * after the withdrawal (its verify then finds the attempt failed and calls nobody); a confirm
   * that got there first keeps the application (409).
   */
  private async withdrawUnpaid(applicationId: number): Promise<GuestCancelResponse> {
    const outcome = await this.dataSource.transaction((manager) =>
      withdrawUnpaid(manager, applicationId, 'GUEST', this.clock.now()),
    );
    if (outcome === 'payment-in-flight') {
      throw new ConflictException({ message: IN_FLIGHT, code: 'PAYMENT_IN_FLIGHT' });
    }
    return outcome === 'withdrawn'
      ? { paymentStatus: 'C', refundedAmount: 0 }
      : this.answer(applicationId);
  }

  private async answer(applicationId: number): Promise<GuestCancelResponse> {
    const application = await this.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: applicationId });
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
