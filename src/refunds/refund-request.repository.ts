import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { RefundRequest } from './refund-request.entity';

/** How many refund requests wait for the owner's decision (the dashboard's 환불 승인 대기). */
export function pendingRefundRequestCount(manager: EntityManager): Promise<number> {
  return manager.countBy(RefundRequest, { status: 'PENDING' });
}

/** A request as RefundAuthority makes it: every column but its id. */
export type NewRefundRequest = Omit<RefundRequest, 'id'>;

/** What deciding a PENDING request writes (an approval, or a decline). */
export type RefundDecision = Partial<
  Pick<
    RefundRequest,
    | 'status'
    | 'decided_by_id'
    | 'decided_by_name'
    | 'decided_at'
    | 'decline_reason'
    | 'refund_account_sealed'
  >
>;

/** Won already counted against the staff limits. */
export interface DirectTotals {
  /** Out of the application, by any staff member. */
  application: number;
  /** By the staff member on the Seoul day. */
  day: number;
}

/**
 * The refund_request table, the one place that reads or writes it. RefundAuthority keeps the
 * rules (the staff limits, who decides, what a refusal releases) and asks this for rows; a
 * method that takes a manager runs in the caller's transaction (`transaction`, or the ledger's
 * when the money moves). Service specs give RefundAuthority a fake of this class.
 */
@Injectable()
export class RefundRequestRepository {
  constructor(private readonly entityManager: EntityManager) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.entityManager.transaction(work);
  }

  /**
   * The application's and then the staff member's refunds, locked until the transaction ends:
   * every path takes them in this order.
   */
  async lockApplicationAndStaff(
    manager: EntityManager,
    applicationId: number,
    staffId: number,
  ): Promise<void> {
    await manager.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('refund-authority:application', $1))`,
      [applicationId],
    );
    await manager.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('refund-authority:staff', $1))`,
      [staffId],
    );
  }

  /**
   * The direct refunds (a staff member's within the limits) executing or done: out of the
   * application by anyone, and by the member on `day` (what moved, else what was reserved).
   */
  async directTotals(
    manager: EntityManager,
    applicationId: number,
    staffId: number,
    day: string,
  ): Promise<DirectTotals> {
    const [{ application_total, day_total }] = await manager.query(
      `SELECT COALESCE(SUM(COALESCE(refunded, amount)) FILTER (WHERE application_id = $1), 0) AS application_total,
              COALESCE(SUM(COALESCE(refunded, amount)) FILTER (WHERE requested_by_id = $2 AND seoul_day = $3), 0) AS day_total
         FROM refund_request
        WHERE direct AND status IN ('EXECUTING', 'DONE')
          AND (application_id = $1 OR (requested_by_id = $2 AND seoul_day = $3))`,
      [applicationId, staffId, day],
    );
    return { application: Number(application_total), day: Number(day_total) };
  }

  insert(manager: EntityManager, row: NewRefundRequest): Promise<RefundRequest> {
    return manager.save(manager.create(RefundRequest, row));
  }

  /** Keeps the request's account number sealed (SecretBox). */
  async seal(manager: EntityManager, id: number, sealed: string): Promise<void> {
    await manager.update(RefundRequest, id, { refund_account_sealed: sealed });
  }

  /** Writes `decision` on the request while it is PENDING; answers whether this call did. */
  async decide(id: number, decision: RefundDecision): Promise<boolean> {
    const updated = await this.entityManager
      .createQueryBuilder()
      .update(RefundRequest)
      .set(decision)
      .where('id = :id AND status = :pending', { id, pending: 'PENDING' })
      .execute();
    return !!updated.affected;
  }

  /** The money moved: in the transaction that recorded it, `refunded` won. */
  async markDone(manager: EntityManager, id: number, refunded: number): Promise<void> {
    await manager.update(RefundRequest, id, {
      status: 'DONE',
      refunded,
      refund_account_sealed: null,
    });
  }

  /** An EXECUTING request refused: FAILED with why. */
  async markFailed(id: number, detail: string): Promise<void> {
    await this.entityManager
      .getRepository(RefundRequest)
      .update(
        { id, status: 'EXECUTING' },
        { status: 'FAILED', detail, refund_account_sealed: null },
      );
  }

  /** An approved request whose provider answer was lost: PENDING again, undecided. */
  async markRetryable(id: number): Promise<void> {
    await this.entityManager
      .getRepository(RefundRequest)
      .update(
        { id, status: 'EXECUTING', direct: false },
        { status: 'PENDING', decided_by_id: null, decided_by_name: null, decided_at: null },
      );
  }

  find(id: number): Promise<RefundRequest | null> {
    return this.entityManager.getRepository(RefundRequest).findOneBy({ id });
  }

  /** The request, which must exist (EntityNotFoundError otherwise). */
  get(id: number): Promise<RefundRequest> {
    return this.entityManager.getRepository(RefundRequest).findOneByOrFail({ id });
  }

  /** A request of the family for this application that waits or executes. */
  pendingOfFamily(applicationId: number): Promise<RefundRequest | null> {
    return this.entityManager.getRepository(RefundRequest).findOneBy({
      application_id: applicationId,
      requested_by_kind: 'FAMILY',
      status: In(['PENDING', 'EXECUTING']),
    });
  }

  /** The PENDING requests, or all that waited for the owner, newest first (200 at most). */
  list(status: 'PENDING' | 'ALL'): Promise<RefundRequest[]> {
    return this.entityManager.getRepository(RefundRequest).find({
      where: status === 'PENDING' ? { status: 'PENDING' } : { direct: false },
      order: { id: 'DESC' },
      take: 200,
    });
  }

  /** The application's requests that waited for the owner, newest first. */
  ofApplication(applicationId: number): Promise<RefundRequest[]> {
    return this.entityManager
      .getRepository(RefundRequest)
      .find({ where: { application_id: applicationId, direct: false }, order: { id: 'DESC' } });
  }
}
