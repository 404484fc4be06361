import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { fullFeeIds, SeatLedger } from '../seats';

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
 * Locks the lecture of an application (or of a payment attempt's application) for seat-taking
 * writes: always the lecture first, then the application, on every payment path, so that two
 * of them never wait on each other. Answers the lecture's id (null: no such row).
 */
export async function lockLectureOf(
  manager: EntityManager,
  by: { applicationId: number } | { paymentId: number },
): Promise<number | null> {
  const rows: { id: number }[] =
    'applicationId' in by
      ? await manager.query(
          `SELECT lecture.id FROM lecture JOIN application ON application.lecture_id = lecture.id
            WHERE application.id = $1 FOR NO KEY UPDATE OF lecture`,
          [by.applicationId],
        )
      : await manager.query(
          `SELECT lecture.id FROM lecture
             JOIN application ON application.lecture_id = lecture.id
             JOIN payment ON payment.application_id = application.id
            WHERE payment.id = $1 FOR NO KEY UPDATE OF lecture`,
          [by.paymentId],
        );
  return rows[0]?.id ?? null;
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
  const fees: { lecture_fee_id: number }[] = await manager.query(
    `SELECT lecture_fee_id FROM application_fee WHERE application_id = $1`,
    [application.id],
  );
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
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  renew(applicationId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      if ((await lockLectureOf(manager, { applicationId })) === null) return;
      const application = await manager.findOne(Application, {
        where: { id: applicationId },
        lock: { mode: 'pessimistic_write' },
      });
      // Anything but unpaid is for the callers' own checks (paid, awaited, closed).
      if (!application || application.payment_status !== 'N') return;
      const now = this.clock.now();
      if (holdLapsed(application, now)) {
        if (!(await seatsStillFree(manager, this.ledger, application, now))) throw seatGone();
      }
      const until = new Date(now.getTime() + this.config.seats.holdMinutes * 60_000);
      if (!application.seat_held_until || application.seat_held_until < until) {
        await manager.update(Application, applicationId, { seat_held_until: until });
      }
    });
  }
}
