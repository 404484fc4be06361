import { ForbiddenException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AdminRole } from '../auth';
import { addDays, seoulInstant } from '../common/dates/seoul-date';
import { Counsellor } from './counsellor.entity';

export const OTHER_COUNSELLOR_REFUSED = '다른 상담사의 일정은 볼 수 없습니다.';

/** The signed-in account as the calendar needs it. */
export interface CalendarViewer {
  id: number;
  role: AdminRole;
}

/**
 * Which calendars an account sees (docs/appointments.md, "The calendar"): the owner every one; a
 * staff account with a counsellor profile only its own (its appointments and the families booked
 * with it); a staff account without one (the front desk) every one. `own` is the counsellor's id
 * when the account is limited to it.
 */
export interface CalendarScope {
  all: boolean;
  own: number | null;
}

export async function calendarScope(
  manager: EntityManager,
  viewer: CalendarViewer,
): Promise<CalendarScope> {
  if (viewer.role === 'OWNER') return { all: true, own: null };
  const profile = await manager.findOne(Counsellor, {
    where: { account_id: viewer.id },
    select: { id: true },
  });
  return profile ? { all: false, own: profile.id } : { all: true, own: null };
}

/** 403 unless the scope covers this counsellor's calendar. */
export function assertSees(scope: CalendarScope, counsellorId: number): void {
  if (!scope.all && scope.own !== counsellorId) {
    throw new ForbiddenException(OTHER_COUNSELLOR_REFUSED);
  }
}

/**
 * How many appointments that hold time (booked, live holds, attended, no-shows) start on a Seoul
 * date within the viewer's scope: the dashboard's 오늘 상담 N건, the same count the day view shows.
 */
export async function appointmentCountOn(
  manager: EntityManager,
  date: string,
  viewer: CalendarViewer,
  now: Date,
): Promise<number> {
  const scope = await calendarScope(manager, viewer);
  const [row]: { count: string }[] = await manager.query(
    `SELECT count(*) AS count FROM appointment
      WHERE starts_at >= $1 AND starts_at < $2
        AND (status IN ('BOOKED', 'ATTENDED', 'NO_SHOW') OR (status = 'HELD' AND hold_expires_at > $3))
        AND ($4::integer IS NULL OR counsellor_id = $4)`,
    [seoulInstant(date), seoulInstant(addDays(date, 1)), now, scope.own],
  );
  return Number(row.count);
}
