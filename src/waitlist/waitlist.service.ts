import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, QueryFailedError, type EntityManager } from 'typeorm';
import { GUEST_PROOF_REQUIRED, GuestToken, proofOwns, provesEmail, type GuestProof } from '../auth';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import { emailHoldsLecture } from '../applications';
import { lectureById, lectureFeesById, registrationStatus } from '../lectures';
import { SeatEvents, SeatLedger } from '../seats';
import type { JoinWaitlistDto } from './dto/waitlist.dto';
import type {
  JoinWaitlistResult,
  WaitlistCancelled,
  WaitlistOfferResponse,
} from './dto/waitlist.response';
import { GuestWaitlist } from './guest-waitlist';
import { OfferTokens } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';
import { positionsOf } from './waitlist-positions';

export const ENTRY_NOT_FOUND = '대기 내역을 찾을 수 없습니다.';
export const ENTRY_ENDED = '이미 종료된 대기입니다.';
export const OFFER_INVALID = '유효하지 않은 대기 제안 링크입니다.';
export const OFFER_GONE = '만료되었거나 이미 사용된 대기 제안입니다.';
export const ALREADY_APPLIED = '이미 이 강의에 신청한 이메일입니다.';
export const NOT_FULL = '바로 신청할 수 있는 강의입니다. 신청하기를 이용해 주세요.';

const UNIQUE_VIOLATION = '23505';

/** What joining answers. */
export interface JoinOutcome {
  result: JoinWaitlistResult;
}

/**
 * The waiting list as families use it: 대기 신청, 대기 취소 from my info, and opening an offer's
 * link. Seat-changing writes take the lecture's lock first (SeatLedger), then the entries.
 * Personal data is never logged.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly ledger: SeatLedger,
    private readonly events: SeatEvents,
    private readonly clock: Clock,
    private readonly limiter: RequestLimiter,
    private readonly tokens: OfferTokens,
    private readonly guestToken: GuestToken,
    private readonly guests: GuestWaitlist,
  ) {}

  /**
   * Puts the person in the queue of each chosen course, all or nothing, when the lecture is open
   * and every chosen course is full (or already has a queue: a seat just freed goes to the
   * people waiting, not to a newcomer).
   *
   * Issue 32: only someone who proved the e-mail with a code (`proof`) is told of the e-mail's
   * place: a proven entry of the e-mail waiting for one of the courses already → -1 (a stranger's
   * unproven one stands beside and blocks nothing), an application to the lecture → 400 (the
   * family can withdraw a stranger's in my info), nothing stored, however many tries arrive at once (the lecture's lock
   * and the unique index of proven entries decide). To anyone else the entries are stored beside
   * any of the same e-mail, like a fresh e-mail's: nobody learns whether an e-mail waits or
   * applied, and nobody can block a family's place in the queue by joining with its e-mail first.
   *
   * Joining proves nothing: my info opens with a code sent to the e-mail or phone.
   */
  async join(
    dto: JoinWaitlistDto,
    address: string,
    proof: GuestProof | null = null,
    madeHere: readonly number[] = [],
  ): Promise<JoinOutcome> {
    const email = dto.applicant.email.trim().toLowerCase();
    const proven = provesEmail(proof, email);
    // Counted as applying: the same per-address and per-e-mail limits (REQUEST_LIMIT_*).
    await this.limiter.hit('apply', { address, email: `${email}\n${clientAddressKey(address)}` });
    const now = this.clock.now();
    const today = seoulDate(now);
    if (dto.applicant.birth > today)
      throw new BadRequestException('생년월일을 올바르게 입력해 주세요.');
    const feeIds = dto.feeIds;
    if (new Set(feeIds).size !== feeIds.length) {
      throw new BadRequestException('같은 강의를 두 번 선택할 수 없습니다.');
    }
    try {
      return await this.manager.transaction(async (manager) => {
        const unlocked = await lectureById(manager, dto.lectureId);
        if (!unlocked || unlocked.archived_at !== null) {
          throw new NotFoundException('강의를 찾을 수 없습니다.');
        }
        const counts = await this.ledger.lockAndCount(manager, dto.lectureId, now);
        const lecture = (await lectureById(manager, dto.lectureId))!;
        if (lecture.archived_at !== null) throw new NotFoundException('강의를 찾을 수 없습니다.');
        if (registrationStatus(now, lecture) !== 'OPEN') {
          throw new BadRequestException('지금은 이 강의의 신청 기간이 아닙니다.');
        }
        const fees = [...(await lectureFeesById(manager, feeIds)).values()].filter(
          (fee) => fee.lecture_id === lecture.id,
        );
        if (fees.length !== feeIds.length) {
          throw new BadRequestException(
            '이 강의에 없는 항목이 선택되었습니다. 페이지를 새로 고친 뒤 다시 선택해 주세요.',
          );
        }
        const queued = await this.queuedFees(manager, feeIds);
        const free = feeIds.filter(
          (id) => counts.lecture.left !== 0 && counts.fees.get(id)?.left !== 0 && !queued.has(id),
        );
        if (free.length > 0) throw new BadRequestException(NOT_FULL);
        if (proven) {
          // The proven family holding an application could not use an offer. Asked only of a
          // full course and only of the proven, so the answer tells nobody else anything.
          if (await emailHoldsLecture(manager, lecture.id, email)) {
            throw new BadRequestException(ALREADY_APPLIED);
          }
          // Only a proven entry holds the e-mail's place: a stranger's stands beside it.
          const waiting = await manager.countBy(WaitlistEntry, {
            lecture_fee_id: In(feeIds),
            applicant_email: email,
            status: In(['WAITING', 'OFFERED']),
            email_proven: true,
          });
          if (waiting > 0) return { result: { state: -1 as const } };
        } else if (madeHere.length > 0) {
          // This browser's own entry for the e-mail: tells it nothing it did not do itself.
          const own = await manager.countBy(WaitlistEntry, {
            id: In([...madeHere]),
            lecture_fee_id: In(feeIds),
            applicant_email: email,
            status: In(['WAITING', 'OFFERED']),
          });
          if (own > 0) return { result: { state: -1 as const } };
        }

        const inserted = await manager
          .createQueryBuilder()
          .insert()
          .into(WaitlistEntry)
          .values(
            feeIds.map((feeId) => ({
              lecture_id: lecture.id,
              lecture_fee_id: feeId,
              applicant_name: dto.applicant.name,
              applicant_email: email,
              applicant_contact: dto.applicant.contact,
              applicant_birth: dto.applicant.birth,
              status: 'WAITING' as const,
              created_at: now,
              email_proven: proven,
            })),
          )
          .returning(['id', 'lecture_fee_id'])
          .execute();
        const rows = inserted.raw as { id: number; lecture_fee_id: number }[];
        const positions = await positionsOf(
          manager,
          rows.map((row) => row.id),
        );
        return {
          result: {
            state: 0 as const,
            entries: rows.map((row) => ({
              id: row.id,
              fee_id: row.lecture_fee_id,
              position: positions.get(row.id)!,
            })),
          },
        };
      });
    } catch (error) {
      if (isDuplicateEntry(error)) return { result: { state: -1 } };
      throw error;
    }
  }

  /**
   * 대기 취소 by the guest the proof cookie names: only an entry the proof may see (its own, or a
   * later stranger's with its e-mail: GuestWaitlist.visibleTo), else 404 whether it exists or
   * not. A cancelled offer frees its seat for the next person.
   */
  async cancel(proofCookie: unknown, entryId: number): Promise<WaitlistCancelled> {
    const proof = this.guestToken.read(proofCookie);
    if (!proof) throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    const now = this.clock.now();
    const { all } = await this.guests.visibleTo(proof);
    const found = all.find((entry) => entry.id === entryId);
    if (!found) {
      // An entry this proof may not see, or none: the same answer. One it could see once but
      // has ended is 409 below.
      const ended = await this.manager.getRepository(WaitlistEntry).findOneBy({ id: entryId });
      const own = !!ended && proofOwns(proof, ended);
      if (!own) throw new NotFoundException(ENTRY_NOT_FOUND);
      throw new ConflictException(ENTRY_ENDED);
    }
    const freed = await this.end(found.lecture_id, entryId, 'CANCELLED', now);
    if (freed) this.events.freed(found.lecture_id);
    return { state: 0 };
  }

  /**
   * Ends a WAITING or OFFERED entry (CANCELLED or REMOVED) under the lecture's lock; 409 when it
   * has ended already. Answers whether it held a seat (an open offer), which is now free.
   */
  async end(
    lectureId: number,
    entryId: number,
    status: 'CANCELLED' | 'REMOVED',
    now: Date,
    /** Written in the same transaction once the entry ended (the back office's audit row). */
    onEnded?: (manager: EntityManager, entry: WaitlistEntry) => Promise<void>,
  ): Promise<boolean> {
    return this.manager.transaction(async (manager) => {
      await this.ledger.lockAndCount(manager, lectureId, now);
      const entry = await manager.findOne(WaitlistEntry, {
        where: { id: entryId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
      if (entry.status !== 'WAITING' && entry.status !== 'OFFERED') {
        throw new ConflictException(ENTRY_ENDED);
      }
      await manager.update(WaitlistEntry, { id: entryId }, { status, ended_at: now });
      await onEnded?.(manager, entry);
      return entry.status === 'OFFERED' && entry.offer_expires_at! > now;
    });
  }

  /**
   * An offer's page: the open offer its token names. 404 for a token that is not one (tampered,
   * unknown entry, an old offer's link); 410 once it expired, was used, cancelled or removed.
   */
  async offer(token: string): Promise<WaitlistOfferResponse> {
    const entryId = this.tokens.entryIdOf(token);
    if (entryId === null) throw new NotFoundException(OFFER_INVALID);
    const entry = await this.manager.getRepository(WaitlistEntry).findOneBy({ id: entryId });
    if (!entry || !this.tokens.matches(token, entry.id, entry.offered_at)) {
      throw new NotFoundException(OFFER_INVALID);
    }
    if (entry.status !== 'OFFERED' || entry.offer_expires_at! <= this.clock.now()) {
      throw new GoneException(OFFER_GONE);
    }
    const [lecture, fees] = await Promise.all([
      lectureById(this.manager, entry.lecture_id),
      lectureFeesById(this.manager, [entry.lecture_fee_id]),
    ]);
    const fee = fees.get(entry.lecture_fee_id)!;
    return {
      entryId: entry.id,
      lectureId: entry.lecture_id,
      lectureTitle: lecture!.title,
      participant: lecture!.participant,
      fee: { id: fee.id, fee_type: fee.fee_type, amount: fee.amount },
      applicant: {
        name: entry.applicant_name,
        contact: entry.applicant_contact,
        email: entry.applicant_email,
      },
      expiresAt: entry.offer_expires_at!.toISOString(),
    };
  }

  /** Courses of these that have someone waiting or an open offer. */
  private async queuedFees(manager: EntityManager, feeIds: number[]): Promise<Set<number>> {
    const rows: { lecture_fee_id: number }[] = await manager.query(
      `SELECT DISTINCT lecture_fee_id FROM waitlist_entry
        WHERE lecture_fee_id = ANY($1) AND status IN ('WAITING', 'OFFERED')`,
      [feeIds],
    );
    return new Set(rows.map((row) => row.lecture_fee_id));
  }
}

function isDuplicateEntry(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return (
    driverError.code === UNIQUE_VIOLATION &&
    driverError.constraint === 'waitlist_one_per_course_and_email'
  );
}
