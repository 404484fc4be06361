import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { lectureById, registrationStatus } from '../lectures';
import { SeatEvents, SeatLedger, type SeatCounts } from '../seats';
import { OfferLinks } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WAITLIST_NOTIFIER, type WaitlistNotifier } from './waitlist-notifier';
import { Outbox } from '../outbox';

const HOUR = 60 * 60 * 1000;

/** What one pass over a lecture's queue changed, to tell the families after it committed. */
export interface OfferPass {
  offered: WaitlistEntry[];
  expired: WaitlistEntry[];
}

/**
 * Offers freed seats to the people waiting, first come first served per course (entry id), and
 * expires offers that were not used in time so that their seat passes on.
 *
 * Everything happens in one transaction under the lecture's row lock (SeatLedger.lockAndCount),
 * the lock every seat-taking write of the lecture takes first (applying, paying after a lapse,
 * a capacity change, another pass on another replica): the count it sees includes every seat
 * taken or offered before, and nothing can take the seat between the count and the offer. So one
 * seat is never offered to two people at once, however many cancels, passes and replicas run
 * together. Lock order everywhere: the lecture, then its waiting-list rows.
 */
@Injectable()
export class WaitlistOffers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Waitlist');
  private unsubscribe?: () => void;

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly ledger: SeatLedger,
    private readonly events: SeatEvents,
    private readonly clock: Clock,
    private readonly links: OfferLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WAITLIST_NOTIFIER) private readonly notifier: WaitlistNotifier,
    private readonly outbox: Outbox,
  ) {}

  /** A seat freed by a commit (a cancel, a refund, a capacity raised) goes to the list at once. */
  onModuleInit(): void {
    this.unsubscribe = this.events.onFreed(async (lectureId) => {
      // Most freed seats have nobody waiting: no lock, no count then.
      const queued: unknown[] = await this.manager.query(
        `SELECT 1 FROM waitlist_entry
          WHERE lecture_id = $1 AND status IN ('WAITING', 'OFFERED') LIMIT 1`,
        [lectureId],
      );
      if (queued.length > 0) await this.offerFreedSeats(lectureId, this.clock.now());
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** When an offer made at `now` stops holding its seat. */
  expiryOf(now: Date): Date {
    return new Date(now.getTime() + this.config.waitlist.offerHours * HOUR);
  }

  /**
   * Expires the lecture's lapsed offers and offers every free seat to the first people waiting
   * for its course, in one transaction under the lecture's lock; then tells them. Answers what
   * changed. A lecture that is gone, archived or no longer open for registration gets no offers
   * (its lapsed offers still expire).
   */
  async offerFreedSeats(lectureId: number, now: Date): Promise<OfferPass> {
    const pass = await this.manager.transaction(async (manager) => {
      // The lock first (the lecture may have been deleted meanwhile: nothing to do then).
      if (!(await lectureById(manager, lectureId))) return { offered: [], expired: [] };
      const counts = await this.ledger.lockAndCount(manager, lectureId, now);
      // Read again under the lock: the edit it waited for may have changed the dates.
      const lecture = (await lectureById(manager, lectureId))!;
      const expired = await this.expireLapsed(manager, lectureId, now);
      const open = lecture.archived_at === null && registrationStatus(now, lecture) === 'OPEN';
      const offered = open ? await this.offerInOrder(manager, lectureId, counts, now) : [];
      return { offered, expired };
    });
    await this.tell(pass);
    return pass;
  }

  /** Tells the families of a pass that committed (ids only in logs). */
  async tell(pass: OfferPass): Promise<void> {
    for (const entry of pass.offered) {
      const url = this.links.url(entry);
      this.logger.log({ entryId: entry.id, lectureId: entry.lecture_id, msg: 'seat offered' });
      await this.notifier
        .offerMade(entry, url!)
        .catch((error: unknown) => this.notifyFailed(entry, error));
    }
    for (const entry of pass.expired) {
      this.logger.log({ entryId: entry.id, lectureId: entry.lecture_id, msg: 'offer expired' });
      await this.notifier
        .offerExpired(entry)
        .catch((error: unknown) => this.notifyFailed(entry, error));
    }
  }

  /**
   * Offers a seat of `counts` (taken under the lecture's lock in this transaction) to this entry,
   * when its course and the lecture have one free. Answers the offered entry, or null when there
   * is no free seat. The entry must be WAITING and locked by the caller.
   */
  async offerIfFree(
    manager: EntityManager,
    entry: WaitlistEntry,
    counts: SeatCounts,
    now: Date,
  ): Promise<WaitlistEntry | null> {
    const fee = counts.fees.get(entry.lecture_fee_id);
    if (!fee || fee.left === 0 || counts.lecture.left === 0) return null;
    return this.offer(manager, entry, now);
  }

  private async offerInOrder(
    manager: EntityManager,
    lectureId: number,
    counts: SeatCounts,
    now: Date,
  ): Promise<WaitlistEntry[]> {
    let lectureLeft = counts.lecture.left;
    if (lectureLeft === 0) return [];
    const feeLeft = new Map([...counts.fees].map(([id, seats]) => [id, seats.left]));
    // Only courses with a free seat are read, first in line first.
    const open = [...feeLeft].filter(([, left]) => left !== 0).map(([id]) => id);
    if (open.length === 0) return [];
    const waiting = await manager
      .createQueryBuilder(WaitlistEntry, 'entry')
      .where('entry.lecture_id = :lectureId', { lectureId })
      .andWhere(`entry.status = 'WAITING'`)
      .andWhere('entry.lecture_fee_id IN (:...open)', { open })
      .orderBy('entry.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
    const offered: WaitlistEntry[] = [];
    for (const entry of waiting) {
      if (lectureLeft === 0) break;
      const left = feeLeft.get(entry.lecture_fee_id);
      if (left === 0 || left === undefined) continue;
      offered.push(await this.offer(manager, entry, now));
      if (left !== null) feeLeft.set(entry.lecture_fee_id, left - 1);
      if (lectureLeft !== null) lectureLeft -= 1;
    }
    return offered;
  }

  private async offer(
    manager: EntityManager,
    entry: WaitlistEntry,
    now: Date,
  ): Promise<WaitlistEntry> {
    const offerExpiresAt = this.expiryOf(now);
    await manager.update(
      WaitlistEntry,
      { id: entry.id, status: 'WAITING' },
      { status: 'OFFERED', offered_at: now, offer_expires_at: offerExpiresAt },
    );
    // The offer's message (e-mail and 알림톡 with its link), committed with the offer: a new
    // offer to the same entry (a new offered_at) is a new message.
    await this.outbox.enqueue(manager, {
      kind: 'waitlist-offer',
      waitlistEntryId: entry.id,
      offeredAt: now.toISOString(),
    });
    return { ...entry, status: 'OFFERED', offered_at: now, offer_expires_at: offerExpiresAt };
  }

  /** The lecture's offers past their time end as EXPIRED (the caller holds the lecture lock). */
  private async expireLapsed(
    manager: EntityManager,
    lectureId: number,
    now: Date,
  ): Promise<WaitlistEntry[]> {
    const expired = await manager
      .createQueryBuilder(WaitlistEntry, 'entry')
      .where('entry.lecture_id = :lectureId', { lectureId })
      .andWhere(`entry.status = 'OFFERED'`)
      .andWhere('entry.offer_expires_at <= :now', { now })
      .orderBy('entry.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
    if (expired.length === 0) return [];
    await manager
      .createQueryBuilder()
      .update(WaitlistEntry)
      .set({ status: 'EXPIRED', ended_at: now })
      .whereInIds(expired.map((entry) => entry.id))
      .execute();
    return expired.map((entry) => ({ ...entry, status: 'EXPIRED', ended_at: now }));
  }

  private notifyFailed(entry: WaitlistEntry, error: unknown): void {
    this.logger.error({
      entryId: entry.id,
      msg: 'telling a family about its offer failed',
      err: error instanceof Error ? error.message : String(error),
    });
  }
}
