import { provesEmail, type GuestProof } from '../auth';
import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { Not, QueryFailedError, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { seoulDate } from '../common/dates/seoul-date';
import {
  lectureFeesById,
  lockLectureNotArchived,
  registrationStatus,
  seatCapacities,
} from '../lectures';
import { methodFromName } from '../common/money/payment-method';
import { fullFeeIds, SeatLedger } from '../seats';
import { ApplicationFee } from './application-fee.entity';
import { Application } from './application.entity';
import type { CreateApplicationDto } from './dto/create-application.dto';
import { unpaidOfEmail } from './application.repository';
import {
  CONFIRMS_STARTED_SINCE,
  UNPAID_WITHDRAWAL,
  type ConfirmsStartedSince,
  type UnpaidWithdrawal,
} from './unpaid-withdrawal';
import { OFFER_CLAIM, type ClaimedOffer, type OfferClaim } from './offer-claim';
import { Outbox } from '../outbox';
import { APPLICATION_CONSENTS, type ApplicationConsents } from './application-consents';
import { participationOf } from './participation';

import type { ApplyResult } from './dto/apply.response';

/** Toss refuses card payments under 100 won (toss-contract.md §2). */
export const MINIMUM_PAYMENT = 100;

const UNIQUE_VIOLATION = '23505';

/** A chosen course (or the lecture) has no free seat: nothing is stored (state -2). */
class CoursesFull {
  constructor(readonly feeIds: number[]) {}
}

/** The e-mail's live applications to the lecture that this applicant may be told of (state -1). */
class AlreadyApplied {
  constructor(readonly ids: number[]) {}
}

/** What the applying browser has shown about the e-mail (issue 32). */
interface Applicant {
  /** It proved the e-mail with a code. */
  proven: boolean;
  /** The applications this browser made (its access cookie). */
  madeHere: number[];
}

/** A lecture the centre cancelled as a whole takes no application. */
export const LECTURE_CANCELLED = '폐강된 강의입니다. 신청할 수 없습니다.';

/**
 * How long a 신청 접수 message waits: a card payment usually completes within it, and then the
 * family gets one 알림톡 (결제 완료) instead of 접수 (결제 전) and 결제 완료 seconds apart.
 */
export const APPLICATION_RECEIVED_DELAY_MS = 5 * 60_000;

@Injectable()
export class ApplicationsService {
  private readonly logger = new Logger('Applications');

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly limiter: RequestLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UNPAID_WITHDRAWAL) private readonly withdrawUnpaid: UnpaidWithdrawal,
    @Inject(CONFIRMS_STARTED_SINCE) private readonly confirmsSince: ConfirmsStartedSince,
    @Inject(OFFER_CLAIM) private readonly claimOffer: OfferClaim,
    private readonly ledger: SeatLedger,
    private readonly outbox: Outbox,
    @Inject(APPLICATION_CONSENTS) private readonly consents: ApplicationConsents,
  ) {}

  /**
   * Stores an application if the lecture is open now (from its opening minute, Asia/Seoul), every
   * fee belongs to it and the client's total equals the server's.
   *
   * The same e-mail's live application to the lecture (issue 32) answers state -1 only to those
   * who may know of it: the browser that made it (`madeHere`, its access cookie) and whoever
   * proved the e-mail with a code (`proof`). To anyone else this application is stored beside it
   * and answers like a fresh e-mail's, so the answer tells nobody whether an e-mail applied, and
   * nobody can hold a family's place by applying with its e-mail first. The family hears of both
   * by their 신청 접수 messages and sees both in my info. Checked under the lecture's lock, so
   * however many arrive at once the answer is the same; only proven ones are unique in the
   * database too. Before -1, an unpaid one that blocks is withdrawn when it is stale (left
   * without a payment attempt for `unpaidReleaseMinutes`) or, for the proven family, at once.
   *
   * Seats: counted under the lecture's row lock in the storing transaction; when a chosen course
   * (or the lecture) is full the answer is state -2 and nothing is stored. A stored application
   * holds its seats for SEAT_HOLD_MINUTES. With an offer token, the waiting-list offer is used
   * (its seat becomes this application's) in the same transaction.
   */
  async apply(
    dto: CreateApplicationDto,
    address: string,
    standing: { proof?: GuestProof | null; madeHere?: number[] } = {},
  ): Promise<ApplyResult> {
    const email = dto.applicant.email.toLowerCase();
    const applicant: Applicant = {
      // Whoever proved the e-mail with a code is its family (issue 32).
      proven: provesEmail(standing.proof, email),
      madeHere: standing.madeHere ?? [],
    };
    // The e-mail is counted with the address: from elsewhere nobody can use up its count.
    await this.limiter.hit('apply', { address, email: `${email}\n${clientAddressKey(address)}` });
    const today = seoulDate(this.clock.now());
    if (dto.applicant.birth > today)
      throw new BadRequestException('생년월일을 올바르게 입력해 주세요.');

    if (dto.notifyEmail === false && dto.notifyAlimtalk === false) {
      throw new BadRequestException('알림을 받을 방법을 하나 이상 선택해 주세요.');
    }

    const feeIds = dto.selectedFees.map((fee) => fee.id);
    if (new Set(feeIds).size !== feeIds.length) {
      throw new BadRequestException('같은 강의를 두 번 선택할 수 없습니다.');
    }

    let blocking: number[];
    try {
      return { state: 0, applicationId: await this.store(dto, feeIds, applicant) };
    } catch (error) {
      if (error instanceof CoursesFull) return { state: -2, fullFeeIds: error.feeIds };
      // The unique index of proven ones: the check above makes it unreachable; kept a 200.
      if (isDuplicateApplication(error)) return { state: -1 };
      if (!(error instanceof AlreadyApplied)) throw error;
      blocking = error.ids;
    }
    // A blocking one that is unpaid and stale is withdrawn and this one goes on; else -1. Only
    // this path pays for the check.
    if (!(await this.releaseStaleUnpaid(dto.lectureId, email, applicant.proven, blocking))) {
      return { state: -1 };
    }
    try {
      return { state: 0, applicationId: await this.store(dto, feeIds, applicant) };
    } catch (error) {
      if (error instanceof CoursesFull) return { state: -2, fullFeeIds: error.feeIds };
      if (error instanceof AlreadyApplied || isDuplicateApplication(error)) return { state: -1 };
      throw error;
    }
  }

  /** Validates against the lecture and its fees and stores the application, in one transaction. */
  private store(
    dto: CreateApplicationDto,
    feeIds: number[],
    applicant: Applicant,
  ): Promise<number> {
    return this.manager.transaction(async (manager) => {
      // The lecture's row lock waits for a back-office edit or delete in progress, then sees
      // its outcome: no application lands on a lecture just archived (deleted while it had
      // applications) or on a fee just removed or repriced (the admin's side then sees this
      // application and protects its fees).
      //
      // FOR NO KEY UPDATE (not a share lock): applications to one lecture serialize here, so the
      // seats counted below cannot change before this one is stored (SeatLedger). A share lock
      // upgraded later would deadlock two applicants.
      const lecture = await lockLectureNotArchived(manager, dto.lectureId);
      if (!lecture) throw new NotFoundException('강의를 찾을 수 없습니다.');
      if (lecture.closed_at) throw new BadRequestException(LECTURE_CANCELLED);
      // Checked under the lock at this instant: until the opening minute, then from it.
      const now = this.clock.now();
      if (registrationStatus(now, lecture) !== 'OPEN') {
        throw new BadRequestException('지금은 이 강의의 신청 기간이 아닙니다.');
      }
      // Who takes part decides which consents this application is shown (issue 21).
      const who = participationOf(lecture.participant, dto);
      const consents = dto.consents ? this.consents.check(dto.consents, who.consents) : undefined;
      if (
        consents &&
        dto.marketingOptIn !== undefined &&
        dto.marketingOptIn !== consents.agreed.has('marketing')
      ) {
        throw new BadRequestException('마케팅 정보 수신 동의 값이 올바르지 않습니다.');
      }
      const fees = [...(await lectureFeesById(manager, feeIds)).values()].filter(
        (fee) => fee.lecture_id === lecture.id,
      );
      if (fees.length !== feeIds.length) {
        throw new BadRequestException(
          '이 강의에 없는 항목이 선택되었습니다. 페이지를 새로 고친 뒤 다시 선택해 주세요.',
        );
      }
      const total = fees.reduce((sum, fee) => sum + fee.amount, 0);
      if (total !== dto.totalAmount) {
        throw new BadRequestException(
          '결제 금액이 변경되었습니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
        );
      }
      if (total < MINIMUM_PAYMENT) {
        throw new BadRequestException(`결제 금액은 ${MINIMUM_PAYMENT}원 이상이어야 합니다.`);
      }
      const email = dto.applicant.email.toLowerCase();
      // Under the lecture's lock: a second try of the same browser waits for the first's outcome.
      const live = await manager.find(Application, {
        select: { id: true },
        where: { lecture_id: lecture.id, applicant_email: email, payment_status: Not('C') },
      });
      const blocking = live
        .map((row) => row.id)
        .filter((id) => applicant.proven || applicant.madeHere.includes(id));
      if (blocking.length > 0) throw new AlreadyApplied(blocking);
      // An offer is used before counting: its seat, now this application's, is then not counted
      // twice. A full answer below rolls the use back with everything else.
      let offer: ClaimedOffer | undefined;
      if (dto.offerToken !== undefined) {
        const claim = await this.claimOffer(manager, dto.offerToken, {
          lectureId: lecture.id,
          email,
          birth: dto.applicant.birth,
          feeIds,
          now,
        });
        if (claim === 'invalid') throw new NotFoundException('유효하지 않은 대기 제안 링크입니다.');
        if (claim === 'gone') throw new GoneException('만료되었거나 이미 사용된 대기 제안입니다.');
        offer = claim;
      }
      // Nothing to count when neither the lecture nor a chosen course is limited (the lock
      // above still orders this after a capacity being set).
      const limited = lecture.capacity !== null || fees.some((fee) => fee.capacity !== null);
      if (limited) {
        const full = fullFeeIds(await this.ledger.lockAndCount(manager, lecture.id, now), feeIds);
        // People waiting come first: a seat freed by a lapse goes to them, not to a newcomer.
        if (!offer) {
          const queued = await this.ledger.queuedFeeIds(manager, feeIds);
          full.push(...feeIds.filter((id) => queued.has(id) && !full.includes(id)));
        }
        if (full.length) throw new CoursesFull(full);
      }
      const application = await manager.save(
        manager.create(Application, {
          lecture_id: lecture.id,
          applicant_name: dto.applicant.name,
          applicant_email: email,
          applicant_contact: dto.applicant.contact,
          applicant_birth: dto.applicant.birth,
          ...who.fields,
          total_amount: total,
          pay_method: methodFromName(dto.payMethod) ?? 'CARD',
          payment_status: 'N',
          // Stored beside the e-mail's live one: the e-mail's owner hears of it whatever was
          // ticked (issue 32), so a stranger cannot apply with it unseen.
          notify_email: live.length > 0 || (dto.notifyEmail ?? true),
          notify_alimtalk: dto.notifyAlimtalk ?? true,
          marketing_opt_in: consents
            ? consents.agreed.has('marketing')
            : (dto.marketingOptIn ?? false),
          seat_held_until: new Date(now.getTime() + this.config.seats.holdMinutes * 60_000),
          email_proven: applicant.proven,
          // The injected clock's time: the release of an unpaid application is measured by it.
          created_at: now,
        }),
      );
      await manager.insert(
        ApplicationFee,
        fees.map((fee) => ({
          application_id: application.id,
          lecture_fee_id: fee.id,
          fee_type: fee.fee_type,
          amount: fee.amount,
        })),
      );
      if (consents) await this.consents.record(manager, application.id, consents, now);
      await offer?.linkApplication(application.id);
      // The family's 신청 접수 message: committed with the application or not at all, and sent
      // only if the application is still unpaid a few minutes later (a card payment's 결제 완료
      // is then the one message; see MessageRenderer.superseded).
      await this.outbox.enqueueLater(
        manager,
        new Date(now.getTime() + APPLICATION_RECEIVED_DELAY_MS),
        { kind: 'application-received', applicationId: application.id },
      );
      return application.id;
    });
  }

  /**
   * Withdraws the blocking applications (`ids`, this e-mail's to this lecture) that are unpaid and have had no payment
   * attempt (nor been made) within `unpaidReleaseMinutes`. An attempt counts once it reached the
   * confirm (the payment window was approved): opening windows costs nothing, so opening one
   * every few minutes must not keep a place; a fresher one, or one whose payment
   * is under way, stays and the new application answers -1. On a lecture with a capacity, one
   * whose seat hold lapsed is stale too: it holds no seat, so it must not hold the e-mail either
   * (a payment under way still keeps it: withdrawUnpaid refuses). On an unlimited lecture there
   * is no seat to hold, and the release window alone decides. Answers whether one was withdrawn.
   */
  private async releaseStaleUnpaid(
    lectureId: number,
    email: string,
    proven: boolean,
    ids: number[],
  ): Promise<boolean> {
    const now = this.clock.now();
    const unpaid = (await unpaidOfEmail(this.manager, lectureId, email)).filter((row) =>
      ids.includes(row.id),
    );
    if (unpaid.length === 0) return false;
    const [lecture] = await seatCapacities(this.manager, [lectureId]);
    const limited =
      !!lecture && (lecture.capacity !== null || lecture.fees.some((fee) => fee.capacity !== null));
    const staleSince = async (since: Date) => {
      const confirmed = await this.confirmsSince(
        this.manager,
        unpaid.map((row) => row.id),
        since,
      );
      return (row: (typeof unpaid)[number]) =>
        (row.created_at <= since && !confirmed.has(row.id)) ||
        (limited && row.seat_held_until !== null && row.seat_held_until <= now);
    };
    const usual = await staleSince(
      new Date(now.getTime() - this.config.limits.unpaidReleaseMinutes * 60_000),
    );
    // For the e-mail's proven family every unproven unpaid one is stale, however fresh (issue
    // 32); a payment under way still keeps it (withdrawUnpaid refuses), a paid one always stays.
    // Its own proven ones keep the usual rule: a double submit does not replace the first.
    const unproven = proven ? await staleSince(new Date(now.getTime() + 1000)) : () => false;
    let released = false;
    for (const { id } of unpaid.filter(
      (row) => usual(row) || (!row.email_proven && unproven(row)),
    )) {
      const outcome = await this.manager.transaction((manager) =>
        this.withdrawUnpaid(manager, id, 'SUPERSEDED', now),
      );
      if (outcome === 'withdrawn') {
        released = true;
        this.logger.log({ applicationId: id, msg: 'unpaid application superseded by a new one' });
      }
    }
    return released;
  }
}

function isDuplicateApplication(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return (
    driverError.code === UNIQUE_VIOLATION &&
    driverError.constraint === 'application_one_per_lecture_and_email'
  );
}
