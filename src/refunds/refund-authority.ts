import {
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TeamPolicies, type AdminPrincipal } from '../auth';
import { Clock } from '../common/clock/clock';
import { SecretBox } from '../common/crypto/secret-box';
import { seoulDate } from '../common/dates/seoul-date';
import { bankName } from '../common/money/bank-codes';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { refundDestination, type RefundDestination } from '../ledger';
import type { RefundAccountDto } from './dto/guest-cancel.dto';
import type { RefundRequestRow } from './dto/refund-request.dto';
import type {
  RefundRequest,
  RefundRequestCause,
  RefundRequestKind,
  RefundRequester,
} from './refund-request.entity';
import { RefundRequestRepository } from './refund-request.repository';
import { RefundRepository } from './refund.repository';

export const REFUND_REQUEST = {
  notFound: '환불 요청을 찾을 수 없습니다.',
  decided: '이미 처리된 환불 요청입니다.',
  requested: '대표 관리자의 승인을 기다리는 환불 요청으로 등록했습니다.',
} as const;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** Why a request waits, as the back office says it. */
export function causeText(cause: RefundRequestCause, limit?: number | null): string {
  switch (cause) {
    case 'OVER_LIMIT':
      return limit === null || limit === undefined
        ? '직원은 직접 환불할 수 없어 대표 관리자의 승인이 필요합니다.'
        : `한 신청에서 직원이 환불할 수 있는 한도(${won(limit)})를 넘었습니다.`;
    case 'DAILY_LIMIT':
      return limit === null || limit === undefined
        ? '직원 하루 환불 한도를 넘었습니다.'
        : `직원 하루 환불 한도(${won(limit)})를 넘었습니다.`;
    case 'TYPED_ACCOUNT':
      return '관리자 화면에서 입력한 계좌로의 환불은 대표 관리자의 승인이 필요합니다.';
    case 'HOLDER_MISMATCH':
      return '신청자가 입력한 계좌의 예금주가 신청자·보호자와 다릅니다.';
    default:
      return '직원 한도 안의 환불';
  }
}

/** The staff limits (TeamPolicies.staffRefundLimits): null per application means none at all. */
export interface StaffLimits {
  perApplication: number | null;
  perDay: number | null;
}

/** What an administrator may refund on their own out of one application (null: no limit). */
export interface RefundAllowance extends StaffLimits {
  role: 'OWNER' | 'STAFF';
  directLeft: number | null;
}

/**
 * Whether a staff member's refund of `amount` is theirs to make (WITHIN_LIMIT) or waits for the
 * owner, given what is already counted out of the application and on their day.
 */
export function staffCause(
  limits: StaffLimits,
  counted: { application: number; day: number },
  amount: number,
): RefundRequestCause {
  if (limits.perApplication === null || counted.application + amount > limits.perApplication) {
    return 'OVER_LIMIT';
  }
  if (limits.perDay !== null && counted.day + amount > limits.perDay) return 'DAILY_LIMIT';
  return 'WITHIN_LIMIT';
}

/** The most a staff member may still refund on their own: staffCause is WITHIN_LIMIT up to it. */
export function directLeft(
  limits: StaffLimits,
  counted: { application: number; day: number },
): number {
  if (limits.perApplication === null) return 0;
  const left = [limits.perApplication - counted.application];
  if (limits.perDay !== null) left.push(limits.perDay - counted.day);
  return Math.max(0, Math.min(...left));
}

/** Who acts on money in the back office. */
export interface MoneyAdmin {
  id: number;
  name: string;
  role: 'OWNER' | 'STAFF';
}

/** The signed-in administrator as money authority knows them. */
export function moneyAdmin(principal: AdminPrincipal): MoneyAdmin {
  return { id: principal.id, name: principal.username, role: principal.role };
}

/** What a new request names. */
interface Ask {
  applicationId: number;
  kind: RefundRequestKind;
  amount: number;
  reason: string;
  account?: RefundAccountDto;
  requestedBy: RefundRequester;
  admin?: MoneyAdmin;
  cause: RefundRequestCause;
}

/**
 * Authority over money moved out (issue 32): the staff limits, counted from refund_request under
 * a lock, and the requests that wait for the owner. Its rows are RefundRequestRepository's.
 */
@Injectable()
export class RefundAuthority {
  private readonly box: SecretBox;

  constructor(
    private readonly requests: RefundRequestRepository,
    private readonly applications: RefundRepository,
    private readonly clock: Clock,
    private readonly policies: TeamPolicies,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.auth.jwtSecret, 'refund-account');
  }

  /**
   * A staff member's refund of `amount` out of an application, checked against the policy with
   * the application's and the member's locks held: within both limits it is reserved (a direct
   * EXECUTING row, counted at once) and the caller executes it; above either it becomes a PENDING
   * request for the owner. Callers hold the application's cancel claim.
   */
  async reserveForStaff(
    staff: MoneyAdmin,
    ask: { applicationId: number; kind: RefundRequestKind; amount: number; reason: string },
  ): Promise<{ direct: true; request: RefundRequest } | { direct: false; request: RefundRequest }> {
    return this.requests.transaction(async (manager) => {
      // Application first, then the member: every path takes them in this order.
      await this.requests.lockApplicationAndStaff(manager, ask.applicationId, staff.id);
      const limits = await this.policies.staffRefundLimits(manager);
      const day = seoulDate(this.clock.now());
      const counted = await this.requests.directTotals(manager, ask.applicationId, staff.id, day);
      const cause = staffCause(limits, counted, ask.amount);
      const direct = cause === 'WITHIN_LIMIT';
      const request = await this.insert(manager, {
        ...ask,
        requestedBy: 'STAFF',
        admin: staff,
        cause,
        direct,
      });
      return { direct, request } as const;
    });
  }

  /**
   * What `admin` may refund out of the application on their own now (issue 36), read without a
   * lock, for the forms to say before anyone asks: the owner without limit, a staff member what
   * is left of both limits (reserveForStaff counts again, under its locks, when they ask).
   */
  async allowance(admin: MoneyAdmin, applicationId: number): Promise<RefundAllowance> {
    if (admin.role === 'OWNER') {
      return { role: 'OWNER', perApplication: null, perDay: null, directLeft: null };
    }
    return this.requests.transaction(async (manager) => {
      const limits = await this.policies.staffRefundLimits(manager);
      const counted = await this.requests.directTotals(
        manager,
        applicationId,
        admin.id,
        seoulDate(this.clock.now()),
      );
      return { role: 'STAFF', ...limits, directLeft: directLeft(limits, counted) };
    });
  }

  /** A request that waits for the owner: an account typed in the back office, or the family's. */
  ask(request: Ask): Promise<RefundRequest> {
    return this.requests.transaction((manager) =>
      this.insert(manager, { ...request, direct: false }),
    );
  }

  private async insert(
    manager: EntityManager,
    ask: Ask & { direct: boolean },
  ): Promise<RefundRequest> {
    const destination = ask.account ? refundDestination(ask.account) : null;
    const now = this.clock.now();
    const row = await this.requests.insert(manager, {
      application_id: ask.applicationId,
      kind: ask.kind,
      amount: ask.amount,
      reason: ask.reason.slice(0, 500),
      refund_bank: destination?.bank ?? null,
      refund_account: destination?.account ?? null,
      refund_holder: destination?.holder ?? null,
      refund_account_sealed: null,
      requested_by_kind: ask.requestedBy,
      requested_by_id: ask.admin?.id ?? null,
      requested_by_name: ask.admin?.name.slice(0, 100) ?? null,
      cause: ask.cause,
      direct: ask.direct,
      status: ask.direct ? 'EXECUTING' : 'PENDING',
      refunded: null,
      detail: null,
      decided_by_id: null,
      decided_by_name: null,
      decided_at: null,
      decline_reason: null,
      seoul_day: seoulDate(now),
      created_at: now,
    });
    if (ask.account) {
      // Sealed with the row's id as context: a sealed number copied to another row does not open.
      await this.requests.seal(
        manager,
        row.id,
        this.box.seal(ask.account.accountNumber, `refund-request:${row.id}`),
      );
    }
    return row;
  }

  /** The request's account, opened for the provider (undefined: none, or it no longer opens). */
  account(request: RefundRequest): RefundAccountDto | undefined {
    if (!request.refund_account_sealed || !request.refund_bank || !request.refund_holder) {
      return undefined;
    }
    const number = this.box.open(request.refund_account_sealed, `refund-request:${request.id}`);
    if (!number) return undefined;
    return {
      bankCode: request.refund_bank,
      accountNumber: number,
      holderName: request.refund_holder,
    };
  }

  destination(request: RefundRequest): RefundDestination | undefined {
    return request.refund_bank && request.refund_account && request.refund_holder
      ? {
          bank: request.refund_bank,
          account: request.refund_account,
          holder: request.refund_holder,
        }
      : undefined;
  }

  /**
   * Takes a PENDING request for execution as the owner: one approval wins (the others, and an
   * approval after a decline, answer 409).
   */
  async approve(id: number, owner: MoneyAdmin): Promise<RefundRequest> {
    const taken = await this.requests.decide(id, {
      status: 'EXECUTING',
      decided_by_id: owner.id,
      decided_by_name: owner.name.slice(0, 100),
      decided_at: this.clock.now(),
    });
    if (!taken) {
      await this.decidedOrMissing(id);
      throw new ConflictException({
        message: REFUND_REQUEST.decided,
        code: 'REFUND_REQUEST_DECIDED',
      });
    }
    return this.requests.get(id);
  }

  async decline(id: number, owner: MoneyAdmin, reason: string): Promise<RefundRequest> {
    const taken = await this.requests.decide(id, {
      status: 'DECLINED',
      decided_by_id: owner.id,
      decided_by_name: owner.name.slice(0, 100),
      decided_at: this.clock.now(),
      decline_reason: reason.slice(0, 500),
      refund_account_sealed: null,
    });
    if (!taken) {
      await this.decidedOrMissing(id);
      throw new ConflictException({
        message: REFUND_REQUEST.decided,
        code: 'REFUND_REQUEST_DECIDED',
      });
    }
    return this.requests.get(id);
  }

  /** The money moved: in the transaction that recorded it (the ledger's), `refunded` won. */
  async done(manager: EntityManager, id: number, refunded: number): Promise<void> {
    await this.requests.markDone(manager, id, refunded);
  }

  /**
   * Runs a reserved or approved request's `work`. Refused (400, 409...): FAILED, no longer
   * counted. A lost answer (503): a direct refund stays EXECUTING (counted: the money may have
   * moved), an approved one waits again for the owner (the retry carries the same key).
   */
  async settleAttempt<T>(id: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ServiceUnavailableException) await this.retryable(id);
      else await this.failed(id, refusal(error));
      throw error;
    }
  }

  /** Refused when executed: released (it no longer counts), with why. */
  async failed(id: number, detail: string): Promise<void> {
    await this.requests.markFailed(id, detail.slice(0, 300));
  }

  /** The provider's answer was lost: an approved request waits again (a retry cannot pay twice). */
  async retryable(id: number): Promise<void> {
    await this.requests.markRetryable(id);
  }

  async find(id: number): Promise<RefundRequest> {
    const row = await this.requests.find(id);
    if (!row) throw new NotFoundException(REFUND_REQUEST.notFound);
    return row;
  }

  /** A waiting request of the family for this application (one at a time). */
  pendingOfFamily(applicationId: number): Promise<RefundRequest | null> {
    return this.requests.pendingOfFamily(applicationId);
  }

  /** The requests the owner decides (PENDING), or all, newest first. */
  async list(status: 'PENDING' | 'ALL'): Promise<RefundRequestRow[]> {
    return this.rows(await this.requests.list(status));
  }

  /** An application's requests that waited for the owner (not staff's direct refunds). */
  async ofApplication(applicationId: number): Promise<RefundRequestRow[]> {
    return this.rows(await this.requests.ofApplication(applicationId));
  }

  async rows(rows: RefundRequest[]): Promise<RefundRequestRow[]> {
    if (rows.length === 0) return [];
    const applications = await this.applications.applicationsWithLectures(
      rows.map((row) => row.application_id),
    );
    const byId = new Map(applications.map((application) => [application.id, application]));
    const limits = await this.policies.staffRefundLimits();
    return rows.map((row) => {
      const application = byId.get(row.application_id);
      return {
        id: row.id,
        applicationId: row.application_id,
        applicantName: application?.applicant_name ?? '',
        lectureTitle: application?.lecture?.title ?? '',
        kind: row.kind,
        amount: row.amount,
        reason: row.reason,
        destination:
          row.refund_bank && row.refund_account && row.refund_holder
            ? {
                bank: row.refund_bank,
                bankName: bankName(row.refund_bank),
                account: row.refund_account,
                holder: row.refund_holder,
              }
            : null,
        requestedBy: row.requested_by_kind,
        requestedByName: row.requested_by_name,
        cause: row.cause,
        causeText: causeText(
          row.cause,
          row.cause === 'DAILY_LIMIT' ? limits.perDay : limits.perApplication,
        ),
        status: row.status,
        refunded: row.refunded,
        detail: row.detail,
        decidedByName: row.decided_by_name,
        decidedAt: row.decided_at?.toISOString() ?? null,
        declineReason: row.decline_reason,
        createdAt: row.created_at.toISOString(),
      };
    });
  }

  private async decidedOrMissing(id: number): Promise<void> {
    await this.find(id);
  }
}

/** The Korean message of a refusal, as the request keeps it. */
function refusal(error: unknown): string {
  if (error instanceof HttpException) {
    const body = error.getResponse();
    if (typeof body === 'string') return body;
    if (typeof body === 'object' && body && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string') return message;
      if (Array.isArray(message)) return message.join(' ');
    }
  }
  return '처리하지 못했습니다.';
}
