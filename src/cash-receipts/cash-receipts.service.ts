import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { lockedApplication } from '../applications';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import type { ApplicationMethod } from '../common/money/payment-method';
import { ledgerTotals } from '../ledger';
import { lecturesById } from '../lectures';
import { TossClient, windowCashReceiptOf } from '../payments';
import { CashReceipt } from './cash-receipt.entity';
import type { CashReceiptView, IssueCashReceiptResponse } from './dto/cash-receipt.response';
import type { IssueCashReceiptDto } from './dto/issue-cash-receipt.dto';
import { IDENTITY_REFUSED, maskedIdentity, normalizedIdentity } from './identity-number';

export const CASH_RECEIPT = {
  notFound: '신청 내역을 찾을 수 없습니다.',
  notDesk:
    '현금이나 계좌 직접 입금으로 센터에서 받은 결제만 여기서 현금영수증을 발급합니다. 계좌이체·가상계좌는 결제창에서 발급됩니다.',
  nothingPaid: '결제된 금액이 남아 있지 않아 현금영수증을 발급할 수 없습니다.',
  issued: '이미 발급된 현금영수증이 있습니다.',
  inFlight: '현금영수증 발급이 처리 중입니다. 잠시 후 다시 확인해 주세요.',
  unavailable:
    '결제사에서 현금영수증 발급 결과를 받지 못했습니다. 잠시 후 다시 발급해 주세요. 중복으로 발급되지 않습니다.',
  refused: (message: string) => `현금영수증 발급이 거절되었습니다. ${message}`,
  pendingBeforeRefund:
    '현금영수증 발급 결과를 아직 받지 못했습니다. 결제·환불에서 발급을 다시 눌러 마친 뒤 환불을 기록해 주세요.',
  cancelUnavailable:
    '결제사에서 현금영수증 취소 결과를 받지 못했습니다. 환불은 기록되지 않았습니다. 잠시 후 다시 시도해 주세요.',
  cancelRefused: (message: string) =>
    `현금영수증 취소가 거절되었습니다. 환불은 기록되지 않았습니다. ${message}`,
} as const;

/** Desk methods a 현금영수증 is issued for: money the centre took in cash or into its account. */
const RECEIPT_METHODS: readonly ApplicationMethod[] = ['CASH', 'DIRECT_TRANSFER'];
const LIVE = In(['PENDING', 'ISSUED']);
/** A claim older than this belonged to a request that died talking to the provider. */
const CLAIM_STALE_MS = 2 * 60_000;

/**
 * 현금영수증 for money taken at the desk (issue 19), through the provider's cash-receipt API.
 *
 * Issued once: the request is written first as a PENDING row under the application's row lock
 * (one live receipt per application, a unique index says so), with an orderId whose
 * Idempotency-Key every retry repeats; ten clicks meet the row's claim (409), and a retry after
 * a lost answer sends the same request again, so the provider issues one receipt. A refusal
 * removes the row; an answer lost leaves it PENDING for the retry (503). The full number is kept
 * only while PENDING; the back office shows it masked.
 *
 * A refund recorded by hand cancels the receipt at the provider first (whole: the rest may be
 * issued again), so a family never holds a receipt for money given back.
 */
@Injectable()
export class CashReceipts {
  private readonly logger = new Logger('CashReceipts');

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly toss: TossClient,
    private readonly audit: AuditTrail,
  ) {}

  async issue(
    applicationId: number,
    dto: IssueCashReceiptDto,
    by: AuditActor,
  ): Promise<IssueCashReceiptResponse> {
    const adminName = by.adminName;
    const digits = normalizedIdentity(dto.type, dto.identityNumber);
    if (!digits) throw new BadRequestException(IDENTITY_REFUSED[dto.type]);
    const { receipt, lectureId } = await this.manager.transaction((manager) =>
      this.claim(manager, applicationId, dto, digits, adminName),
    );
    const lecture = (await lecturesById(this.manager, [lectureId])).get(lectureId)!;
    const result = await this.toss.issueCashReceipt(
      {
        amount: receipt.amount,
        orderId: receipt.order_id,
        orderName: `${lecture.title} 수강료`.slice(0, 100),
        customerIdentityNumber: receipt.identity_number!,
        type: receipt.type,
      },
      `cash-receipt-${receipt.order_id}`,
    );
    const rows = this.manager.getRepository(CashReceipt);
    if (result.kind === 'unknown') {
      await rows.update({ id: receipt.id }, { claimed_at: null });
      throw new ServiceUnavailableException({
        message: CASH_RECEIPT.unavailable,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind === 'rejected') {
      this.logger.warn(`cash receipt for application ${applicationId} refused: ${result.code}`);
      await rows.delete({ id: receipt.id, state: 'PENDING' });
      throw new BadRequestException({
        message: CASH_RECEIPT.refused(result.message),
        code: result.code,
      });
    }
    const now = this.clock.now();
    const issued = await this.manager.transaction(async (manager) => {
      await manager.update(
        CashReceipt,
        { id: receipt.id },
        {
          state: 'ISSUED',
          receipt_key: result.receipt.receiptKey,
          issue_number: result.receipt.issueNumber.slice(0, 20),
          receipt_url: result.receipt.receiptUrl.slice(0, 500),
          issued_at: now,
          identity_number: null,
          claimed_at: null,
        },
      );
      const row = await manager.findOneByOrFail(CashReceipt, { id: receipt.id });
      // Never the identity number: the type, the amount and the 승인번호 say what was issued.
      await this.audit.record(
        by,
        {
          kind: 'CASH_RECEIPT',
          action: 'cash-receipt.issue',
          target: `application:${applicationId}`,
          summary: `신청 #${applicationId} 현금영수증 발급 (승인번호 ${row.issue_number})`,
          after: { type: row.type, amount: row.amount, issue_number: row.issue_number },
        },
        manager,
      );
      return row;
    });
    return {
      cashReceipt: deskView(issued),
      message: `현금영수증이 발급되었습니다. 승인번호 ${issued.issue_number}`,
    };
  }

  /**
   * Checks the application under its row lock and writes (or takes up again) the PENDING
   * request, claimed by this call, with the application's lecture. The amount is what is left
   * paid, from the ledger.
   */
  private async claim(
    manager: EntityManager,
    applicationId: number,
    dto: IssueCashReceiptDto,
    digits: string,
    adminName: string,
  ): Promise<{ receipt: CashReceipt; lectureId: number }> {
    const application = await lockedApplication(manager, applicationId);
    if (!application) throw new NotFoundException(CASH_RECEIPT.notFound);
    if (!RECEIPT_METHODS.includes(application.pay_method)) {
      throw new ConflictException({ message: CASH_RECEIPT.notDesk, code: 'NOT_DESK_PAYMENT' });
    }
    const { paid, refunded } = (await ledgerTotals(manager, [applicationId])).get(
      applicationId,
    ) ?? { paid: 0, refunded: 0 };
    if (!['Y', 'P'].includes(application.payment_status) || paid - refunded <= 0) {
      throw new ConflictException({ message: CASH_RECEIPT.nothingPaid, code: 'NOT_PAID' });
    }
    const now = this.clock.now();
    const live = await manager.findOne(CashReceipt, {
      where: { application_id: applicationId, state: LIVE },
      select: { id: true, state: true, claimed_at: true },
    });
    if (live?.state === 'ISSUED') {
      throw new ConflictException({ message: CASH_RECEIPT.issued, code: 'ALREADY_ISSUED' });
    }
    if (live) {
      // A request whose answer was lost: send the same one again (same orderId, same key).
      if (live.claimed_at && now.getTime() - live.claimed_at.getTime() < CLAIM_STALE_MS) {
        throw new ConflictException({ message: CASH_RECEIPT.inFlight, code: 'IN_FLIGHT' });
      }
      await manager.update(CashReceipt, live.id, { claimed_at: now });
      const receipt = await manager
        .createQueryBuilder(CashReceipt, 'receipt')
        .addSelect('receipt.identity_number')
        .where('receipt.id = :id', { id: live.id })
        .getOneOrFail();
      return { receipt, lectureId: application.lecture_id };
    }
    const row = manager.create(CashReceipt, {
      application_id: applicationId,
      order_id: `cr-${applicationId}-${randomBytes(9).toString('base64url')}`,
      type: dto.type,
      amount: paid - refunded,
      identity_number: digits,
      identity_masked: maskedIdentity(dto.type, digits),
      state: 'PENDING',
      requested_by: adminName.slice(0, 100),
      requested_at: now,
      claimed_at: now,
    });
    return { receipt: await manager.save(row), lectureId: application.lecture_id };
  }

  /**
   * Before a refund by hand is recorded: the desk receipt, if any, is cancelled at the provider
   * (whole), so nothing is recorded when that fails. Returns the cancelled receipt's 승인번호.
   * Callers hold the application's cancel claim.
   */
  async cancelBeforeRefund(applicationId: number): Promise<string | null> {
    const rows = this.manager.getRepository(CashReceipt);
    const live = await rows.findOneBy({ application_id: applicationId, state: LIVE });
    if (!live) return null;
    if (live.state === 'PENDING') {
      throw new ConflictException({
        message: CASH_RECEIPT.pendingBeforeRefund,
        code: 'CASH_RECEIPT_PENDING',
      });
    }
    const result = await this.toss.cancelCashReceipt(
      live.receipt_key!,
      {},
      `cash-receipt-cancel-${live.order_id}`,
    );
    if (result.kind === 'unknown') {
      throw new ServiceUnavailableException({
        message: CASH_RECEIPT.cancelUnavailable,
        code: 'PROVIDER_UNAVAILABLE',
      });
    }
    if (result.kind === 'rejected' && !/ALREADY_CANCEL/.test(result.code)) {
      this.logger.warn(`cash receipt ${live.id} cancel refused: ${result.code}`);
      throw new BadRequestException({
        message: CASH_RECEIPT.cancelRefused(result.message),
        code: result.code,
      });
    }
    await rows.update({ id: live.id }, { state: 'CANCELED', canceled_at: this.clock.now() });
    return live.issue_number;
  }

  /** The application's receipt for the back office: the desk's newest, else the window's. */
  async viewOf(
    applicationId: number,
    manager: EntityManager = this.manager,
  ): Promise<CashReceiptView | null> {
    const desk = await manager.findOne(CashReceipt, {
      where: { application_id: applicationId },
      order: { id: 'DESC' },
    });
    if (desk) return deskView(desk);
    const window = await windowCashReceiptOf(manager, applicationId);
    if (!window?.cash_receipt_type) return null;
    return {
      source: 'WINDOW',
      type: window.cash_receipt_type,
      state: window.status === 'CANCELED' ? 'CANCELED' : 'ISSUED',
      issueNumber: null,
      receiptUrl: window.cash_receipt_url,
      amount: null,
      identityNumber: null,
      issuedAt: window.approved_at?.toISOString() ?? null,
    };
  }
}

/** Whether the back office may issue (or finish issuing) a desk receipt now. */
export function canIssueCashReceipt(
  method: ApplicationMethod,
  refundable: number,
  receipt: CashReceiptView | null,
): boolean {
  const issued = receipt?.source === 'DESK' && receipt.state === 'ISSUED';
  return RECEIPT_METHODS.includes(method) && refundable > 0 && !issued;
}

/** The address of an application's receipt for the family: the desk's issued one first. */
export async function cashReceiptUrlsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await manager.find(CashReceipt, {
    where: { application_id: In(applicationIds), state: 'ISSUED' },
    select: { application_id: true, receipt_url: true },
  });
  return new Map(
    rows
      .filter((row) => row.receipt_url)
      .map((row) => [row.application_id, row.receipt_url!] as const),
  );
}

function deskView(row: CashReceipt): CashReceiptView {
  return {
    source: 'DESK',
    type: row.type,
    state: row.state,
    issueNumber: row.issue_number,
    receiptUrl: row.receipt_url,
    amount: row.amount,
    identityNumber: row.identity_masked,
    issuedAt: row.issued_at?.toISOString() ?? null,
  };
}
