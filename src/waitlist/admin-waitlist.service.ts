import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { maskedContact, maskedEmail } from '../common/privacy/mask';
import { feeTypes, lectureById, registrationStatus } from '../lectures';
import { SeatEvents, SeatLedger } from '../seats';
import type { AdminWaitlistChanged, AdminWaitlistEntry } from './dto/waitlist.response';
import { OfferLinks } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistOffers } from './waitlist-offers';
import { positionsOf } from './waitlist-positions';
import { ENTRY_NOT_FOUND, WaitlistService } from './waitlist.service';

export const NO_FREE_SEAT = '제안할 수 있는 빈 좌석이 없습니다.';
export const NOT_OPEN = '신청 기간이 아닌 강의에는 좌석을 제안할 수 없습니다.';
export const NOT_WAITING = '대기 중인 신청자에게만 좌석을 제안할 수 있습니다.';

/** The back office's waiting lists: in queue order, offer a seat by hand, remove someone. */
@Injectable()
export class AdminWaitlistService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly ledger: SeatLedger,
    private readonly events: SeatEvents,
    private readonly clock: Clock,
    private readonly offers: WaitlistOffers,
    private readonly waitlist: WaitlistService,
    private readonly links: OfferLinks,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Every entry of the lecture (all statuses), per course in queue order. 404 without it. Phones
   * and e-mails masked; the full ones are one recorded click away (POST …/waitlist/:id/reveal).
   */
  async list(lectureId: number, requestOrigin?: string): Promise<AdminWaitlistEntry[]> {
    if (!(await lectureById(this.manager, lectureId))) {
      throw new NotFoundException('강의를 찾을 수 없습니다.');
    }
    const entries = await this.manager
      .getRepository(WaitlistEntry)
      .createQueryBuilder('entry')
      .where('entry.lecture_id = :lectureId', { lectureId })
      .orderBy('entry.lecture_fee_id', 'ASC')
      .addOrderBy('entry.id', 'ASC')
      .getMany();
    const now = this.clock.now();
    const [positions, fees] = await Promise.all([
      positionsOf(
        this.manager,
        entries.map((entry) => entry.id),
      ),
      feeTypes(
        this.manager,
        entries.map((entry) => entry.lecture_fee_id),
      ),
    ]);
    return entries.map((entry) => {
      const open = entry.status === 'OFFERED' && entry.offer_expires_at! > now;
      return {
        id: entry.id,
        feeId: entry.lecture_fee_id,
        feeType: fees.get(entry.lecture_fee_id)!,
        position: positions.get(entry.id) ?? null,
        status: entry.status,
        name: entry.applicant_name,
        contact: maskedContact(entry.applicant_contact),
        email: maskedEmail(entry.applicant_email),
        createdAt: entry.created_at.toISOString(),
        offeredAt: entry.offered_at?.toISOString() ?? null,
        offerExpiresAt: entry.offer_expires_at?.toISOString() ?? null,
        offerUrl: open ? this.links.url(entry, requestOrigin) : null,
        applicationId: entry.application_id,
      };
    });
  }

  /**
   * Offers a free seat of the entry's course to this entry now, out of queue order if the centre
   * wants. 409 when the entry is not WAITING, the lecture is not open for registration (applying
   * through the offer would be refused), or no seat of its course (or of the lecture) is free.
   */
  async offer(actor: AuditActor, entryId: number): Promise<AdminWaitlistChanged> {
    const now = this.clock.now();
    const lectureId = await this.lectureOf(entryId);
    const offered = await this.manager.transaction(async (manager) => {
      const counts = await this.ledger.lockAndCount(manager, lectureId, now);
      const entry = await manager.findOne(WaitlistEntry, {
        where: { id: entryId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
      if (entry.status !== 'WAITING') throw new ConflictException(NOT_WAITING);
      // Applying through the offer would be refused outside the registration period.
      const lecture = (await lectureById(manager, lectureId))!;
      if (registrationStatus(now, lecture) !== 'OPEN') {
        throw new ConflictException(NOT_OPEN);
      }
      const made = await this.offers.offerIfFree(manager, entry, counts, now);
      if (!made) throw new ConflictException(NO_FREE_SEAT);
      await this.audit.record(
        actor,
        {
          kind: 'WAITLIST',
          action: 'waitlist.offer',
          target: `waitlist:${entryId}`,
          summary: `강의 '${lecture.title}' 대기 #${entryId}에 좌석 제안`,
          before: { status: entry.status },
          after: {
            status: made.status,
            offer_expires_at: made.offer_expires_at?.toISOString() ?? null,
          },
        },
        manager,
      );
      return made;
    });
    await this.offers.tell({ offered: [offered], expired: [] });
    return { message: '좌석을 제안했습니다.' };
  }

  /** Removes the entry from the list (REMOVED); an open offer's seat goes to the next person. */
  async remove(actor: AuditActor, entryId: number): Promise<AdminWaitlistChanged> {
    const lectureId = await this.lectureOf(entryId);
    const freed = await this.waitlist.end(
      lectureId,
      entryId,
      'REMOVED',
      this.clock.now(),
      async (manager, entry) => {
        const lecture = await lectureById(manager, lectureId);
        await this.audit.record(
          actor,
          {
            kind: 'WAITLIST',
            action: 'waitlist.remove',
            target: `waitlist:${entryId}`,
            summary: `강의 '${lecture?.title ?? ''}' 대기 #${entryId} 명단에서 삭제`,
            before: { status: entry.status },
            after: { status: 'REMOVED' },
          },
          manager,
        );
      },
    );
    if (freed) this.events.freed(lectureId);
    return { message: '대기 명단에서 삭제했습니다.' };
  }

  private async lectureOf(entryId: number): Promise<number> {
    const entry = await this.manager.getRepository(WaitlistEntry).findOne({
      where: { id: entryId },
      select: { id: true, lecture_id: true },
    });
    if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
    return entry.lecture_id;
  }
}
