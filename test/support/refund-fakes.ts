import type { EntityManager } from 'typeorm';
import type { WithdrawOutcome } from '../../src/applications';
import type { Application } from '../../src/applications/application.entity';
import { proofOwns, type ProvenContact, type TeamPolicies } from '../../src/auth';
import type { Clock } from '../../src/common/clock/clock';
import {
  LIVE_ATTEMPT_STATUSES,
  type ApplicationMethod,
  type ApplicationPaymentStatus,
  type OfflineMethod,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../../src/common/money/payment-method';
import type { AppConfig } from '../../src/config/app.config';
import type {
  DeskMovement,
  HandBackOutcome,
  LedgerEntry,
  MoneyActor,
  MoneyTotals,
} from '../../src/ledger';
import { actorColumns, auditMoneyAct, destinationColumns } from '../../src/ledger/money-actor';
import type { Lecture } from '../../src/lectures/lecture.entity';
import type {
  ApplicationPayment,
  Payment,
  PaymentSettlement,
  TossClient,
  TossResult,
} from '../../src/payments';
import type {
  TossCancelRequest,
  TossPayment,
  TossPaymentStatus,
} from '../../src/payments/toss/toss-types';
import { ProviderCancel } from '../../src/refunds/provider-cancel';
import { RefundAuthority } from '../../src/refunds/refund-authority';
import type { RefundRequest } from '../../src/refunds/refund-request.entity';
import type {
  DirectTotals,
  NewRefundRequest,
  RefundDecision,
  RefundRequestRepository,
} from '../../src/refunds/refund-request.repository';
import type {
  ClosedAttemptCode,
  RefundRepository,
  WithdrawalReason,
} from '../../src/refunds/refund.repository';

/**
 * In-memory stand-ins for what the refunds module's services read and write, for their service
 * specs (src/refunds/*.service.spec.ts): the rows (applications, attempts, the ledger, refund
 * requests) answering as the repositories' SQL does, the provider (Toss) with its idempotency
 * keys, and the settlement of its answers. What the SQL itself does under concurrency (locks,
 * claims across replicas, the ledger's constraints) stays the API tests' part.
 */

/** The manager a fake transaction hands its work: a write made with it was made in one. */
export const IN_TRANSACTION = { fake: 'transaction' } as unknown as EntityManager;
/** The manager outside any transaction. */
export const OUTSIDE = { fake: 'default' } as unknown as EntityManager;

/** A class's public face (its private fields left out), for a fake to implement. */
type Public<T> = Pick<T, keyof T>;

/** A copy, as a query's row is: later writes do not change what was read. */
const copy = <T extends object>(row: T): T => ({ ...row });

/** What a lecture-free application is created with in a spec. */
export interface Applying {
  /** The first lecture day (YYYY-MM-DD): the refund policy counts from it. */
  lectureStart?: string;
  total?: number;
  email?: string;
  phone?: string;
  name?: string;
  guardian?: string | null;
  payMethod?: ApplicationMethod;
}

/** The rows a refund reads and writes, and the provider's view of each payment. */
export class MoneyWorld {
  readonly applications = new Map<number, Application>();
  readonly attempts: ApplicationPayment[] = [];
  readonly ledger: LedgerEntry[] = [];
  readonly requests: RefundRequest[] = [];
  private lastId = 0;

  constructor(
    private readonly clock: Clock,
    readonly provider = new FakeToss(clock),
  ) {}

  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  /** An unpaid application (N) for a lecture starting on `lectureStart` (2026-12-10). */
  applied(applying: Applying = {}): Application {
    const id = this.nextId();
    const lectureId = 1000 + id;
    const lecture = {
      id: lectureId,
      title: `강의 ${lectureId}`,
      lec_period_start: applying.lectureStart ?? '2026-12-10',
      lec_period_end: applying.lectureStart ?? '2026-12-10',
    } as Lecture;
    const application = {
      id,
      lecture_id: lectureId,
      lecture,
      applicant_name: applying.name ?? '김민지',
      applicant_email: applying.email ?? `family${id}@example.com`,
      applicant_contact: applying.phone ?? `0101234${String(id).padStart(4, '0')}`,
      guardian_name: applying.guardian === undefined ? '이보호' : applying.guardian,
      total_amount: applying.total ?? 83333,
      pay_method: applying.payMethod ?? 'CARD',
      payment_status: 'N' as ApplicationPaymentStatus,
      refunded_amount: 0,
      cancel_claimed_at: null,
      withdrawn_reason: null,
      withdrawn_at: null,
      centre_cancel_reason: null,
      centre_canceled_at: null,
    } as Application;
    this.applications.set(id, application);
    return application;
  }

  /** An attempt of the application, with the provider's own record of it once it has a key. */
  attempt(
    application: Application,
    status: PaymentAttemptStatus,
    method: PaymentMethod = 'CARD',
  ): ApplicationPayment {
    const id = this.nextId();
    const sent = status !== 'READY';
    const attempt = {
      id,
      application_id: application.id,
      appointment_id: null,
      order_id: `order-${id}`,
      method,
      amount: application.total_amount,
      status,
      payment_key: sent ? `key-${id}` : null,
      approved_at: status === 'DONE' ? this.clock.now() : null,
      balance_amount: status === 'DONE' ? application.total_amount : null,
      auto_cancel_reason: null,
      cancel_requested_at: null,
      failure_code: null,
      failure_message: null,
    } as ApplicationPayment;
    this.attempts.push(attempt);
    if (sent) this.provider.issued(attempt);
    return attempt;
  }

  /** Paid through the provider (Y): a card, a transfer or a deposited virtual account. */
  paid(applying: Applying & { method?: PaymentMethod } = {}): {
    application: Application;
    attempt: Payment;
  } {
    const method = applying.method ?? 'CARD';
    const application = this.applied({ payMethod: method, ...applying });
    const attempt = this.attempt(application, 'DONE', method);
    application.payment_status = 'Y';
    this.entry(application.id, {
      kind: 'PROVIDER_PAYMENT',
      amount: application.total_amount,
      method,
      payment_id: attempt.id,
      provider_key: attempt.payment_key,
      actor_kind: method === 'VIRTUAL_ACCOUNT' ? 'PROVIDER' : 'FAMILY',
    });
    return { application, attempt };
  }

  /** A virtual account issued and not yet deposited into (W). */
  awaitingDeposit(applying: Applying = {}): { application: Application; attempt: Payment } {
    const application = this.applied({ payMethod: 'VIRTUAL_ACCOUNT', ...applying });
    const attempt = this.attempt(application, 'WAITING_FOR_DEPOSIT', 'VIRTUAL_ACCOUNT');
    application.payment_status = 'W';
    return { application, attempt };
  }

  /** Paid at the desk (Y), recorded by the centre: refunded only by hand. */
  paidAtDesk(applying: Applying & { method?: OfflineMethod } = {}): Application {
    const method = applying.method ?? 'CASH';
    const application = this.applied({ ...applying, payMethod: method });
    application.payment_status = 'Y';
    this.entry(application.id, {
      kind: 'OFFLINE_PAYMENT',
      amount: application.total_amount,
      method,
      actor_kind: 'ADMIN',
      actor_name: 'admin',
    });
    return application;
  }

  entry(applicationId: number, entry: Partial<LedgerEntry>): number {
    const id = this.nextId();
    this.ledger.push({
      id,
      application_id: applicationId,
      payment_id: null,
      reason: null,
      note: null,
      provider_key: null,
      actor_name: null,
      refund_bank: null,
      refund_account: null,
      refund_holder: null,
      handed_back_at: null,
      handed_back_by: null,
      occurred_at: this.clock.now(),
      created_at: this.clock.now(),
      ...entry,
    } as LedgerEntry);
    return id;
  }

  /** The application's row as stored now. */
  row(id: number): Application {
    return this.applications.get(id)!;
  }

  /** The application's refunds in the ledger (won out, as negative amounts). */
  refundsOf(applicationId: number): LedgerEntry[] {
    return this.ledger.filter(
      (entry) => entry.application_id === applicationId && entry.amount < 0,
    );
  }

  /** What the ledger says was paid and refunded, leaving out the app's own cancels (ledgerTotals). */
  totals(applicationId: number): MoneyTotals {
    const own = this.ledger.filter(
      (entry) =>
        entry.application_id === applicationId &&
        !this.attempts.find((attempt) => attempt.id === entry.payment_id)?.auto_cancel_reason,
    );
    return {
      paid: own.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0),
      refunded: own.filter((e) => e.amount < 0).reduce((sum, e) => sum - e.amount, 0),
    };
  }

  request(id: number): RefundRequest {
    return this.requests.find((request) => request.id === id)!;
  }

  requestsOf(applicationId: number): RefundRequest[] {
    return this.requests.filter((request) => request.application_id === applicationId);
  }
}

/** RefundRepository over a MoneyWorld, answering as the owners' functions do. */
export class FakeRefundRepository implements Public<RefundRepository> {
  constructor(private readonly world: MoneyWorld) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work(IN_TRANSACTION);
  }

  async applicationsOwnedBy(proof: ProvenContact): Promise<Application[]> {
    return [...this.world.applications.values()]
      .filter((application) => proofOwns(proof, application))
      .sort((a, b) => b.id - a.id)
      .map(copy);
  }

  async applicationById(id: number): Promise<Application | null> {
    const row = this.world.applications.get(id);
    return row ? copy(row) : null;
  }

  async application(id: number): Promise<Application> {
    const row = this.world.applications.get(id);
    if (!row) throw new Error(`EntityNotFoundError: application ${id}`);
    return copy(row);
  }

  applicationWithLecture(id: number): Promise<Application | null> {
    return this.applicationById(id);
  }

  async applicationsWithLectures(ids: readonly number[]): Promise<Application[]> {
    return ids.flatMap((id) => {
      const row = this.world.applications.get(id);
      return row ? [copy(row)] : [];
    });
  }

  lockedApplication(_: EntityManager, id: number): Promise<Application | null> {
    return this.applicationById(id);
  }

  async updateApplication(id: number, change: Partial<Application>): Promise<void> {
    Object.assign(this.world.row(id), change);
  }

  async claimCancel(applicationId: number, now: Date, staleBefore: Date): Promise<boolean> {
    const row = this.world.row(applicationId);
    if (row.cancel_claimed_at && row.cancel_claimed_at >= staleBefore) return false;
    row.cancel_claimed_at = now;
    return true;
  }

  async releaseCancelClaim(applicationId: number, claimedAt: Date): Promise<void> {
    const row = this.world.row(applicationId);
    if (row.cancel_claimed_at?.getTime() === claimedAt.getTime()) row.cancel_claimed_at = null;
  }

  async attemptsOf(applicationId: number): Promise<Payment[]> {
    return this.world.attempts
      .filter((attempt) => attempt.application_id === applicationId)
      .sort((a, b) => b.id - a.id)
      .map(copy);
  }

  async markCancelRequested(paymentId: number, now: Date): Promise<void> {
    this.world.attempts.find((attempt) => attempt.id === paymentId)!.cancel_requested_at = now;
  }

  async withdrawUnpaid(
    manager: EntityManager,
    applicationId: number,
    reason: WithdrawalReason,
    now: Date,
  ): Promise<WithdrawOutcome> {
    const application = this.world.applications.get(applicationId);
    if (!application || application.payment_status !== 'N') return 'not-unpaid';
    const live = this.world.attempts.some(
      (attempt) =>
        attempt.application_id === applicationId &&
        LIVE_ATTEMPT_STATUSES.includes(attempt.status) &&
        !attempt.auto_cancel_reason,
    );
    if (live) return 'payment-in-flight';
    await this.closeOpenAttempts(manager, applicationId, 'APPLICATION_WITHDRAWN');
    Object.assign(application, {
      payment_status: 'C',
      refunded_amount: 0,
      withdrawn_reason: reason,
      withdrawn_at: now,
    });
    return 'withdrawn';
  }

  async closeOpenAttempts(
    _: EntityManager,
    applicationId: number,
    code: ClosedAttemptCode,
  ): Promise<number> {
    const open = this.world.attempts.filter(
      (attempt) => attempt.application_id === applicationId && attempt.status === 'READY',
    );
    for (const attempt of open) Object.assign(attempt, { status: 'FAILED', failure_code: code });
    return open.length;
  }

  async totals(applicationId: number): Promise<MoneyTotals> {
    return this.world.totals(applicationId);
  }

  async totalsOf(applicationIds: number[]): Promise<Map<number, MoneyTotals>> {
    return new Map(applicationIds.map((id) => [id, this.world.totals(id)]));
  }

  async attemptsOfEach(applicationIds: number[]): Promise<Map<number, Payment[]>> {
    const each = new Map<number, Payment[]>();
    for (const id of applicationIds) {
      const attempts = await this.attemptsOf(id);
      if (attempts.length > 0) each.set(id, attempts);
    }
    return each;
  }

  async movementsOf(applicationId: number): Promise<LedgerEntry[]> {
    return this.world.ledger
      .filter((entry) => entry.application_id === applicationId)
      .sort((a, b) => a.id - b.id)
      .map(copy);
  }

  async recordHandBack(
    _: EntityManager,
    target: { applicationId: number; entryId: number },
    at: Date,
    by: string,
  ): Promise<HandBackOutcome> {
    const entry = this.world.ledger.find(
      (row) => row.id === target.entryId && row.application_id === target.applicationId,
    );
    if (!entry) return { kind: 'missing' };
    if (entry.kind !== 'MANUAL_REFUND' || entry.method !== 'CASH') return { kind: 'not-cash' };
    if (entry.handed_back_at && entry.handed_back_by) {
      return {
        kind: 'already',
        at: entry.handed_back_at,
        by: entry.handed_back_by,
        amount: -entry.amount,
      };
    }
    Object.assign(entry, { handed_back_at: at, handed_back_by: by });
    return { kind: 'recorded', at, by, amount: -entry.amount };
  }

  async recordManualRefund(manager: EntityManager, movement: DeskMovement): Promise<number> {
    const id = this.world.entry(movement.applicationId, {
      kind: 'MANUAL_REFUND',
      amount: -movement.amount,
      method: movement.method,
      ...actorColumns(movement.actor),
      reason: movement.reason ?? null,
      note: movement.note ?? null,
      occurred_at: movement.occurredAt,
    });
    await auditMoneyAct(manager, movement.actor);
    return id;
  }
}

/** RefundRequestRepository over a MoneyWorld, answering as its SQL does. */
export class FakeRefundRequestRepository implements Public<RefundRequestRepository> {
  /** The advisory locks taken, in order. */
  readonly locks: string[] = [];

  constructor(private readonly world: MoneyWorld) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work(IN_TRANSACTION);
  }

  async lockApplicationAndStaff(_: EntityManager, applicationId: number, staffId: number) {
    this.locks.push(`application:${applicationId}`, `staff:${staffId}`);
  }

  async directTotals(
    _: EntityManager,
    applicationId: number,
    staffId: number,
    day: string,
  ): Promise<DirectTotals> {
    const counted = this.world.requests.filter(
      (request) => request.direct && ['EXECUTING', 'DONE'].includes(request.status),
    );
    const sum = (rows: RefundRequest[]) =>
      rows.reduce((total, request) => total + (request.refunded ?? request.amount), 0);
    return {
      application: sum(counted.filter((request) => request.application_id === applicationId)),
      day: sum(
        counted.filter(
          (request) => request.requested_by_id === staffId && request.seoul_day === day,
        ),
      ),
    };
  }

  async insert(_: EntityManager, row: NewRefundRequest): Promise<RefundRequest> {
    const request = { ...row, id: this.world.nextId() };
    this.world.requests.push(request);
    return copy(request);
  }

  async seal(_: EntityManager, id: number, sealed: string): Promise<void> {
    this.world.request(id).refund_account_sealed = sealed;
  }

  async decide(id: number, decision: RefundDecision): Promise<boolean> {
    const request = this.world.requests.find((row) => row.id === id);
    if (request?.status !== 'PENDING') return false;
    Object.assign(request, decision);
    return true;
  }

  async markDone(_: EntityManager, id: number, refunded: number): Promise<void> {
    Object.assign(this.world.request(id), {
      status: 'DONE',
      refunded,
      refund_account_sealed: null,
    });
  }

  async markFailed(id: number, detail: string): Promise<void> {
    const request = this.world.request(id);
    if (request.status === 'EXECUTING') {
      Object.assign(request, { status: 'FAILED', detail, refund_account_sealed: null });
    }
  }

  async markRetryable(id: number): Promise<void> {
    const request = this.world.request(id);
    if (request.status === 'EXECUTING' && !request.direct) {
      Object.assign(request, {
        status: 'PENDING',
        decided_by_id: null,
        decided_by_name: null,
        decided_at: null,
      });
    }
  }

  async find(id: number): Promise<RefundRequest | null> {
    const request = this.world.requests.find((row) => row.id === id);
    return request ? copy(request) : null;
  }

  async get(id: number): Promise<RefundRequest> {
    const request = await this.find(id);
    if (!request) throw new Error(`EntityNotFoundError: refund_request ${id}`);
    return request;
  }

  async pendingOfFamily(applicationId: number): Promise<RefundRequest | null> {
    const request = this.world.requests.find(
      (row) =>
        row.application_id === applicationId &&
        row.requested_by_kind === 'FAMILY' &&
        ['PENDING', 'EXECUTING'].includes(row.status),
    );
    return request ? copy(request) : null;
  }

  async list(status: 'PENDING' | 'ALL'): Promise<RefundRequest[]> {
    return this.newestFirst((row) =>
      status === 'PENDING' ? row.status === 'PENDING' : !row.direct,
    );
  }

  async ofApplication(applicationId: number): Promise<RefundRequest[]> {
    return this.newestFirst((row) => row.application_id === applicationId && !row.direct);
  }

  private newestFirst(keep: (row: RefundRequest) => boolean): RefundRequest[] {
    return this.world.requests
      .filter(keep)
      .sort((a, b) => b.id - a.id)
      .map(copy);
  }
}

/** One cancel the provider was asked for. */
export interface ProviderCall {
  paymentKey: string;
  request: TossCancelRequest;
  idempotencyKey: string;
}

/**
 * Toss's cancel and lookup, in memory. Like Toss, it answers a repeated Idempotency-Key with its
 * first answer and moves no money again; `next` makes the next cancel's answer get lost (after
 * the provider applied it) or never reach the provider.
 */
export class FakeToss implements Pick<TossClient, 'cancel' | 'getPaymentByOrderId'> {
  readonly calls: ProviderCall[] = [];
  /** What the provider holds, by paymentKey. */
  readonly payments = new Map<string, TossPayment>();
  private readonly answered = new Map<string, TossResult>();
  private transactions = 0;
  next: 'answer' | 'lost' | 'unreachable' = 'answer';

  constructor(private readonly clock: Clock) {}

  issued(attempt: Payment): void {
    const done = attempt.status === 'DONE';
    this.payments.set(attempt.payment_key!, {
      paymentKey: attempt.payment_key!,
      orderId: attempt.order_id,
      method: attempt.method === 'CARD' ? '카드' : '가상계좌',
      status: done ? 'DONE' : (attempt.status as TossPaymentStatus),
      approvedAt: done ? attempt.approved_at!.toISOString() : null,
      totalAmount: attempt.amount,
      balanceAmount: attempt.amount,
      cancels: null,
    } as TossPayment);
  }

  /** The cancels the provider made of this payment (money it sent back). */
  cancelsOf(paymentKey: string) {
    return this.payments.get(paymentKey)?.cancels ?? [];
  }

  async cancel(
    paymentKey: string,
    request: TossCancelRequest,
    idempotencyKey: string,
  ): Promise<TossResult> {
    this.calls.push({ paymentKey, request, idempotencyKey });
    const seen = this.answered.get(idempotencyKey);
    if (seen) return seen;
    const mode = this.next;
    this.next = 'answer';
    if (mode === 'unreachable') return { kind: 'unknown', reason: 'timeout' };
    const payment = this.payments.get(paymentKey)!;
    if (payment.status === 'CANCELED') {
      return {
        kind: 'rejected',
        status: 400,
        code: 'ALREADY_CANCELED_PAYMENT',
        message: '이미 취소된 결제입니다.',
      };
    }
    const amount = request.cancelAmount ?? payment.balanceAmount;
    if (amount > payment.balanceAmount) {
      return {
        kind: 'rejected',
        status: 400,
        code: 'NOT_CANCELABLE_AMOUNT',
        message: '취소할 수 없는 금액입니다.',
      };
    }
    if (payment.status === 'WAITING_FOR_DEPOSIT') {
      payment.status = 'CANCELED';
    } else {
      this.transactions += 1;
      payment.balanceAmount -= amount;
      payment.cancels = [
        ...(payment.cancels ?? []),
        {
          cancelAmount: amount,
          cancelReason: request.cancelReason,
          taxFreeAmount: 0,
          refundableAmount: payment.balanceAmount,
          canceledAt: this.clock.now().toISOString(),
          transactionKey: `tx-${this.transactions}`,
          receiptKey: null,
        },
      ];
      payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    }
    const answer: TossResult = { kind: 'ok', payment: structuredClone(payment) };
    this.answered.set(idempotencyKey, answer);
    return mode === 'lost' ? { kind: 'unknown', reason: 'answer lost' } : answer;
  }

  async getPaymentByOrderId(orderId: string): Promise<TossResult> {
    const payment = [...this.payments.values()].find((row) => row.orderId === orderId);
    if (!payment) {
      return { kind: 'rejected', status: 404, code: 'NOT_FOUND_PAYMENT', message: '없는 결제' };
    }
    return { kind: 'ok', payment: structuredClone(payment) };
  }
}

/**
 * PaymentSettlement's settle of a cancel, in memory: the attempt, the ledger's refund rows (once
 * per provider transaction, with the actor and the destination), the application (C or P, with
 * what was refunded) and the actor's audit row, in one transaction.
 */
export class FakeSettlement implements Pick<PaymentSettlement, 'settle'> {
  constructor(private readonly world: MoneyWorld) {}

  async settle(
    settled: Pick<Payment, 'id'>,
    toss: TossPayment,
    actor: MoneyActor,
  ): Promise<Payment> {
    const attempt = this.world.attempts.find((row) => row.id === settled.id)!;
    const status = toss.status as PaymentAttemptStatus;
    if (status === attempt.status && toss.balanceAmount === attempt.balance_amount) {
      return copy(attempt);
    }
    const wasWaiting = attempt.status === 'WAITING_FOR_DEPOSIT';
    Object.assign(attempt, {
      status,
      balance_amount: toss.balanceAmount,
      cancel_requested_at: null,
    });
    if (toss.approvedAt) {
      for (const cancel of toss.cancels ?? []) {
        if (this.world.ledger.some((entry) => entry.provider_key === cancel.transactionKey))
          continue;
        this.world.entry(attempt.application_id, {
          kind: 'PROVIDER_REFUND',
          amount: -cancel.cancelAmount,
          method: attempt.method,
          payment_id: attempt.id,
          ...actorColumns(actor),
          ...destinationColumns(actor),
          reason: cancel.cancelReason,
          provider_key: cancel.transactionKey,
        });
      }
    }
    const application = this.world.row(attempt.application_id);
    const refunded = toss.totalAmount - toss.balanceAmount;
    if (status === 'CANCELED') {
      Object.assign(application, {
        payment_status: 'C',
        refunded_amount: wasWaiting ? 0 : refunded,
      });
    } else if (status === 'PARTIAL_CANCELED') {
      Object.assign(application, { payment_status: 'P', refunded_amount: refunded });
    }
    await auditMoneyAct(IN_TRANSACTION, actor);
    return copy(attempt);
  }
}

/** The staff refund limits a spec sets (TeamPolicies' staffRefundLimits). */
export class FakeTeamPolicies implements Pick<TeamPolicies, 'staffRefundLimits'> {
  limits: { perApplication: number | null; perDay: number | null } = {
    perApplication: 20000,
    perDay: null,
  };

  async staffRefundLimits() {
    return { ...this.limits };
  }
}

export const REFUND_CONFIG = {
  auth: { jwtSecret: 'a-test-secret-for-refund-specs-0123456789' },
  refunds: { freshProofMinutes: 10 },
} as AppConfig;

/**
 * The refunds module's collaborators over one MoneyWorld: the fake repositories, the provider
 * and the settlement, and the real ProviderCancel (flights, the claim, the Idempotency-Key) and
 * RefundAuthority (the staff limits) on top of them.
 */
export function refundFakes(clock: Clock) {
  const world = new MoneyWorld(clock);
  const rows = new FakeRefundRepository(world);
  const requests = new FakeRefundRequestRepository(world);
  const settlement = new FakeSettlement(world);
  const policies = new FakeTeamPolicies();
  const providerCancel = new ProviderCancel(
    rows as unknown as RefundRepository,
    clock,
    world.provider as unknown as TossClient,
    settlement as unknown as PaymentSettlement,
  );
  const authority = new RefundAuthority(
    requests as unknown as RefundRequestRepository,
    rows as unknown as RefundRepository,
    clock,
    policies as unknown as TeamPolicies,
    REFUND_CONFIG,
  );
  return { world, rows, requests, settlement, policies, providerCancel, authority };
}
