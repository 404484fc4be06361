import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  applicationFees,
  lockedApplication,
  markSeatKept,
  seatHoldOf,
  updateApplication,
  type SeatHoldView,
} from '../applications';
import type { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { fullFeeIds, SeatLedger } from '../seats';
import { lockLectureFor } from './payment.repository';

export const SEAT_GONE_MESSAGE =
  '좌석 확보 시간이 지나 정원이 모두 찼습니다. 대기 신청을 이용해 주세요.';

export function seatGone(): ConflictException {
  return new ConflictException({ message: SEAT_GONE_MESSAGE, code: 'SEAT_GONE' });
}

/** Whether an unpaid (N) or awaited (W) application's seat hold has run out at `now`. */
export function holdLapsed(application: Application, now: Date): boolean {
  return !application.seat_held_until || application.seat_held_until <= now;
}

/**
 * How long a hold must still run for a write to keep it without the lecture's seat lock: longer
 * than such a transaction takes and than the clocks of two replicas differ, so a seat count made
 * meanwhile under the lock (whose clock may be that much later) still counts the hold.
 */
export const HOLD_MARGIN_MS = 60_000;

/**
 * Whether keeping this application's seat (renewing its hold, settling its payment) may take a
 * seat: it is unpaid or awaited and its hold has lapsed, or lapses within HOLD_MARGIN_MS. Such a
 * write takes the lecture's seat lock and counts; any other keeps the seat it has, under the
 * lecture's key-share lock only, and leaves the seat count (and its version) as it is.
 */
export function holdAtRisk(
  application: Pick<Application, 'payment_status' | 'seat_held_until'>,
  now: Date,
): boolean {
  return (
    (application.payment_status === 'N' || application.payment_status === 'W') &&
    (!application.seat_held_until ||
      application.seat_held_until.getTime() - now.getTime() <= HOLD_MARGIN_MS)
  );
}

/**
 * A hold renewed this recently (at most a quarter of SEAT_HOLD_MINUTES) is not written again: it
 * covers the provider's answer too.
 */
export const RENEWED_WITHIN_MS = 60_000;

/**
 * Whether an application whose hold lapsed can still have its seats: every course it includes
 * (and the lecture) has a free seat. It is not counted itself (its hold lapsed). Call with the
 * lecture locked (lockLectureFor or SeatLedger.lockAndCount).
 */
export async function seatsStillFree(
  manager: EntityManager,
  ledger: SeatLedger,
  application: Application,
  now: Date,
): Promise<boolean> {
  const counts = await ledger.lockAndCount(manager, application.lecture_id, now);
  const fees = await applicationFees(manager, [application.id]);
  return (
    fullFeeIds(
      counts,
      fees.map((fee) => fee.lecture_fee_id),
    ).length === 0
  );
}

/**
 * The seat of an unpaid application while its family pays: each payment attempt (a window
 * opened, a confirm about to be asked) renews the hold to now + SEAT_HOLD_MINUTES, so it covers
 * the provider's answer (a hold renewed within RENEWED_WITHIN_MS is left as it is). A hold with
 * time left is renewed without the lecture's seat lock; when it had lapsed (or is about to) the
 * seat is taken again, under that lock, only if one is free; else 409 before anything is asked
 * of the provider.
 */
@Injectable()
export class SeatHold {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Renews the hold of an application, given by id or as its caller read it just before without
   * a lock (that read only chooses the path: each path decides again under its locks). Answers
   * the application as read (null: no such application), whose lecture the caller may pass on.
   */
  async renew(application: number | SeatHoldView): Promise<SeatHoldView | null> {
    const seen =
      typeof application === 'number' ? await seatHoldOf(this.manager, application) : application;
    // Anything but unpaid is for the callers' own checks (paid, awaited, closed).
    if (!seen || seen.payment_status !== 'N') return seen;
    const now = this.clock.now();
    const recently = Math.min(RENEWED_WITHIN_MS, (this.config.seats.holdMinutes * 60_000) / 4);
    if (seen.seat_held_until && seen.seat_held_until >= this.until(now, recently)) return seen;
    if (!holdAtRisk(seen, now) && (await this.write(seen, 'keep'))) return seen;
    await this.write(seen, 'take');
    return seen;
  }

  /** now + SEAT_HOLD_MINUTES - `less` ms. */
  private until(now: Date, less = 0): Date {
    return new Date(now.getTime() + this.config.seats.holdMinutes * 60_000 - less);
  }

  /**
   * Renews the hold in one transaction. `keep`: under the lecture's key-share lock, false
   * (nothing written) when the hold turns out at risk under the application's lock; `take`:
   * under the seat lock, counting the seats when the hold lapsed.
   */
  private write(seen: SeatHoldView, seat: 'keep' | 'take'): Promise<boolean> {
    const applicationId = seen.id;
    return this.manager.transaction(async (manager) => {
      const of = { applicationId, lectureId: seen.lecture_id };
      const lecture = await lockLectureFor(manager, of, seat);
      // Nothing to hold on a cancelled (폐강) or archived lecture: the confirm's claim refuses it.
      if (lecture === null || lecture.closed) return true;
      const application = await lockedApplication(manager, applicationId);
      if (!application || application.payment_status !== 'N') return true;
      if (application.lecture_id !== lecture.id) {
        throw new Error(`application ${applicationId} is not of lecture ${lecture.id}`);
      }
      const now = this.clock.now();
      if (seat === 'keep') {
        if (holdAtRisk(application, now)) return false;
        await markSeatKept(manager, applicationId);
      } else if (holdLapsed(application, now)) {
        if (!(await seatsStillFree(manager, this.ledger, application, now))) throw seatGone();
      }
      const until = this.until(now);
      if (!application.seat_held_until || application.seat_held_until < until) {
        await updateApplication(manager, applicationId, { seat_held_until: until });
      }
      return true;
    });
  }
}
