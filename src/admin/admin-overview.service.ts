import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import {
  applicationFigures,
  applicationIdsOfLecture,
  applicationsPerDay,
  lectureIdOfEach,
  paidSeatsByLecture,
} from '../applications';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { ledgerSumsByDay } from '../ledger';
import { lectureById, lecturesById } from '../lectures';
import type {
  OverviewDay,
  OverviewFigures,
  OverviewLectureRow,
  OverviewResponse,
} from './dto/overview.response';

interface Scope {
  month: string | null;
  lectureId: number | null;
  /** [from, to) instants, or none for a lecture's whole life. */
  from: Date | null;
  to: Date | null;
}

/** The money of one lecture (or day): taken and given back, in won. */
interface Money {
  paid: number;
  refunded: number;
}

/**
 * The back office's overview (issue 19): per lecture and per month, applications, paid, awaiting
 * deposit, refunded and net revenue, and a day-by-day series for the chart. Money is summed from
 * the ledger (attempts the app cancelled on its own left out: that money was never the
 * application's), counts from the applications; a month counts the applications made and the
 * money moved in it, a lecture everything of its life. Each module answers for its rows (a few
 * queries, whatever the size), combined here: the ledger's sums per application and day, the
 * attempts payments cancelled on its own, the applications' lectures and counts, the lectures.
 */
@Injectable()
export class AdminOverviewService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * The overview the Excel download is written from, its export recorded in the audit trail
   * first: the director sees who took the centre's figures out, and when.
   */
  async forDownload(
    actor: AuditActor,
    query: { month?: string; lectureId?: number },
  ): Promise<OverviewResponse> {
    const overview = await this.overview(query);
    await this.audit.record(actor, {
      kind: 'EXPORT',
      action: 'overview.xlsx',
      target: query.lectureId === undefined ? null : `lecture:${query.lectureId}`,
      summary: `현황 엑셀 다운로드 (${overview.title})`,
    });
    return overview;
  }

  async overview(query: { month?: string; lectureId?: number }): Promise<OverviewResponse> {
    const scope = this.scopeOf(query);
    let title: string;
    if (scope.lectureId !== null) {
      const lecture = await lectureById(this.manager, scope.lectureId);
      if (!lecture) throw new NotFoundException('강의를 찾을 수 없습니다.');
      title = lecture.title;
    } else {
      const [year, month] = scope.month!.split('-');
      title = `${year}년 ${Number(month)}월`;
    }
    const money = await this.moneyOf(scope);
    const [lectures, days] = await Promise.all([
      this.lectureRows(scope, money.byLecture),
      this.days(scope, money.byDay),
    ]);
    return {
      scope: scope.lectureId !== null ? 'lecture' : 'month',
      month: scope.month,
      lectureId: scope.lectureId,
      title,
      lectures,
      totals: totalOf(lectures),
      days,
    };
  }

  private scopeOf(query: { month?: string; lectureId?: number }): Scope {
    if (query.lectureId !== undefined) {
      return { month: null, lectureId: query.lectureId, from: null, to: null };
    }
    const month = query.month ?? seoulDate(this.clock.now()).slice(0, 7);
    const from = new Date(`${month}-01T00:00:00+09:00`);
    const next = addDays(`${month}-28`, 4).slice(0, 7);
    return { month, lectureId: null, from, to: new Date(`${next}-01T00:00:00+09:00`) };
  }

  /**
   * The money moved in the scope per lecture and per Seoul day, from the ledger's sums per
   * application, attempt and day, without the attempts the app cancelled on its own.
   */
  private async moneyOf(
    scope: Scope,
  ): Promise<{ byLecture: Map<number, Money>; byDay: Map<string, number> }> {
    const applicationIds =
      scope.lectureId === null
        ? null
        : await applicationIdsOfLecture(this.manager, scope.lectureId);
    const sums =
      applicationIds?.length === 0
        ? []
        : await ledgerSumsByDay(this.manager, { from: scope.from, to: scope.to, applicationIds });
    const lectureOf = await lectureIdOfEach(
      this.manager,
      sums.map((sum) => sum.application_id),
    );
    const byLecture = new Map<number, Money>();
    const byDay = new Map<string, number>();
    for (const sum of sums) {
      const lectureId = lectureOf.get(sum.application_id)!;
      const money = byLecture.get(lectureId) ?? { paid: 0, refunded: 0 };
      money.paid += sum.paid;
      money.refunded += sum.refunded;
      byLecture.set(lectureId, money);
      byDay.set(sum.day, (byDay.get(sum.day) ?? 0) + sum.paid - sum.refunded);
    }
    return { byLecture, byDay };
  }

  /**
   * One row per lecture, newest lecture first: the scope's lecture, or every lecture with
   * applications made or money moved in the month.
   */
  private async lectureRows(
    scope: Scope,
    money: Map<number, Money>,
  ): Promise<OverviewLectureRow[]> {
    const figures = new Map(
      (await applicationFigures(this.manager, scope)).map((row) => [row.lecture_id, row]),
    );
    const ids =
      scope.lectureId !== null
        ? [scope.lectureId]
        : [...new Set([...figures.keys(), ...money.keys()])].sort((a, b) => b - a);
    const [lectures, seats] = await Promise.all([
      lecturesById(this.manager, ids),
      paidSeatsByLecture(this.manager, ids),
    ]);
    return ids.flatMap((id) => {
      const lecture = lectures.get(id);
      if (!lecture) return [];
      const counts = figures.get(id);
      const { paid: paidAmount, refunded: refundedAmount } = money.get(id) ?? {
        paid: 0,
        refunded: 0,
      };
      return [
        {
          lectureId: id,
          title: lecture.title,
          capacity: lecture.capacity,
          seatsTaken: seats.get(id) ?? 0,
          cancelled: lecture.closed_at !== null,
          applications: counts?.applications ?? 0,
          paid: counts?.paid ?? 0,
          awaitingDeposit: counts?.awaiting ?? 0,
          refunded: counts?.refunded ?? 0,
          paidAmount,
          refundedAmount,
          netRevenue: paidAmount - refundedAmount,
        },
      ];
    });
  }

  /** Applications and net revenue per Seoul day: every day of the month, or of the lecture's activity. */
  private async days(scope: Scope, money: Map<string, number>): Promise<OverviewDay[]> {
    const counted = await applicationsPerDay(this.manager, scope);
    const applications = new Map(counted.map((row) => [row.day, row.applications]));
    const active = [...new Set([...applications.keys(), ...money.keys()])].sort();
    let first: string;
    let last: string;
    if (scope.month) {
      first = `${scope.month}-01`;
      last = addDays(seoulDate(scope.to!), -1);
    } else {
      if (active.length === 0) return [];
      first = active[0];
      last = active[active.length - 1];
    }
    const days: OverviewDay[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      days.push({
        date: day,
        applications: applications.get(day) ?? 0,
        netRevenue: money.get(day) ?? 0,
      });
    }
    return days;
  }
}

function totalOf(rows: OverviewFigures[]): OverviewFigures {
  const sum = (key: keyof OverviewFigures) => rows.reduce((total, row) => total + row[key], 0);
  return {
    applications: sum('applications'),
    paid: sum('paid'),
    awaitingDeposit: sum('awaitingDeposit'),
    refunded: sum('refunded'),
    paidAmount: sum('paidAmount'),
    refundedAmount: sum('refundedAmount'),
    netRevenue: sum('netRevenue'),
  };
}
