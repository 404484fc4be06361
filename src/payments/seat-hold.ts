import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationFees, lockedApplication, updateApplication } from '../applications';
import type { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { fullFeeIds, SeatLedger } from '../seats';
import { lockLectureOf } from './payment.repository';

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
 * Whether an application whose hold lapsed can still have its seats: every course it includes
 * (and the lecture) has a free seat. It is not counted itself (its hold lapsed). Call with the
 * lecture locked (lockLectureOf or SeatLedger.lockAndCount).
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
 * the provider's answer. When the hold had lapsed the seat is taken again only if one is free;
 * else 409 before anything is asked of the provider.
 */
@Injectable()
export class SeatHold {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  renew(applicationId: number): Promise<void> {
    return this.manager.transaction(async (manager) => {
      if ((await lockLectureOf(manager, applicationId)) === null) return;
      const application = await lockedApplication(manager, applicationId);
      // Anything but unpaid is for the callers' own checks (paid, awaited, closed).
      if (!application || application.payment_status !== 'N') return;
      const now = this.clock.now();
      if (holdLapsed(application, now)) {
        if (!(await seatsStillFree(manager, this.ledger, application, now))) throw seatGone();
      }
      const until = new Date(now.getTime() + this.config.seats.holdMinutes * 60_000);
      if (!application.seat_held_until || application.seat_held_until < until) {
        await updateApplication(manager, applicationId, { seat_held_until: until });
      }
    });
  }
}
