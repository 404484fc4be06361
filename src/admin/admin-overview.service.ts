import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import type {
  OverviewDay,
  OverviewFigures,
  OverviewLectureRow,
  OverviewResponse,
} from './dto/overview.response';

/** A Seoul calendar day in SQL, from a timestamptz (Korea keeps no daylight saving). */
const SEOUL_DAY = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '9 hours')::date`;

interface Scope {
  month: string | null;
  lectureId: number | null;
  /** [from, to) instants, or none for a lecture's whole life. */
  from: Date | null;
  to: Date | null;
}

/**
 * The back office's overview (issue 19): per lecture and per month, applications, paid, awaiting
 * deposit, refunded and net revenue, and a day-by-day series for the chart. Money is summed from
 * the ledger (attempts the app cancelled on its own left out: that money was never the
 * application's), counts from the applications; a month counts the applications made and the
 * money moved in it, a lecture everything of its life. Three queries, whatever the size.
 */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly dataSource: DataSource,
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
      const rows: { title: string }[] = await this.dataSource.query(
        `SELECT title FROM lecture WHERE id = $1`,
        [scope.lectureId],
      );
      if (rows.length === 0) throw new NotFoundException('강의를 찾을 수 없습니다.');
      title = rows[0].title;
    } else {
      const [year, month] = scope.month!.split('-');
      title = `${year}년 ${Number(month)}월`;
    }
    const [lectures, days] = await Promise.all([this.lectureRows(scope), this.days(scope)]);
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

  private async lectureRows(scope: Scope): Promise<OverviewLectureRow[]> {
    const rows: Record<string, string | number | boolean | null>[] = await this.dataSource.query(
      `WITH apps AS (
         SELECT lecture_id,
                count(*)::int AS applications,
                count(*) FILTER (WHERE payment_status IN ('Y', 'P'))::int AS paid,
                count(*) FILTER (WHERE payment_status = 'W')::int AS awaiting,
                count(*) FILTER (WHERE refunded_amount > 0)::int AS refunded
           FROM application
          WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
            AND ($3::int IS NULL OR lecture_id = $3)
          GROUP BY lecture_id),
       money AS (
         SELECT application.lecture_id,
                COALESCE(SUM(entry.amount) FILTER (WHERE entry.amount > 0), 0)::bigint AS paid_amount,
                COALESCE(-SUM(entry.amount) FILTER (WHERE entry.amount < 0), 0)::bigint AS refunded_amount
           FROM ledger_entry entry
           JOIN application ON application.id = entry.application_id
           LEFT JOIN payment ON payment.id = entry.payment_id
          WHERE payment.auto_cancel_reason IS NULL
            AND ($1::timestamptz IS NULL OR entry.occurred_at >= $1)
            AND ($2::timestamptz IS NULL OR entry.occurred_at < $2)
            AND ($3::int IS NULL OR application.lecture_id = $3)
          GROUP BY application.lecture_id),
       seats AS (
         SELECT lecture_id, count(*)::int AS taken FROM application
          WHERE payment_status IN ('Y', 'P') AND ($3::int IS NULL OR lecture_id = $3)
          GROUP BY lecture_id)
       SELECT lecture.id AS "lectureId", lecture.title, lecture.capacity,
              lecture.closed_at IS NOT NULL AS cancelled,
              COALESCE(seats.taken, 0) AS "seatsTaken",
              COALESCE(apps.applications, 0) AS applications, COALESCE(apps.paid, 0) AS paid,
              COALESCE(apps.awaiting, 0) AS "awaitingDeposit", COALESCE(apps.refunded, 0) AS refunded,
              COALESCE(money.paid_amount, 0) AS "paidAmount",
              COALESCE(money.refunded_amount, 0) AS "refundedAmount"
         FROM lecture
         LEFT JOIN apps ON apps.lecture_id = lecture.id
         LEFT JOIN money ON money.lecture_id = lecture.id
         LEFT JOIN seats ON seats.lecture_id = lecture.id
        WHERE ($3::int IS NOT NULL AND lecture.id = $3)
           OR ($3::int IS NULL AND (apps.lecture_id IS NOT NULL OR money.lecture_id IS NOT NULL))
        ORDER BY lecture.id DESC`,
      [scope.from, scope.to, scope.lectureId],
    );
    return rows.map((row) => {
      const paidAmount = Number(row.paidAmount);
      const refundedAmount = Number(row.refundedAmount);
      return {
        lectureId: Number(row.lectureId),
        title: String(row.title),
        capacity: row.capacity === null ? null : Number(row.capacity),
        seatsTaken: Number(row.seatsTaken),
        cancelled: row.cancelled === true,
        applications: Number(row.applications),
        paid: Number(row.paid),
        awaitingDeposit: Number(row.awaitingDeposit),
        refunded: Number(row.refunded),
        paidAmount,
        refundedAmount,
        netRevenue: paidAmount - refundedAmount,
      };
    });
  }

  /** Applications and net revenue per Seoul day: every day of the month, or of the lecture's activity. */
  private async days(scope: Scope): Promise<OverviewDay[]> {
    const rows: { day: string; applications: number; net: string }[] = await this.dataSource.query(
      `WITH apps AS (
         SELECT ${SEOUL_DAY('created_at')} AS day, count(*)::int AS applications
           FROM application
          WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
            AND ($3::int IS NULL OR lecture_id = $3)
          GROUP BY 1),
       money AS (
         SELECT ${SEOUL_DAY('entry.occurred_at')} AS day, SUM(entry.amount)::bigint AS net
           FROM ledger_entry entry
           JOIN application ON application.id = entry.application_id
           LEFT JOIN payment ON payment.id = entry.payment_id
          WHERE payment.auto_cancel_reason IS NULL
            AND ($1::timestamptz IS NULL OR entry.occurred_at >= $1)
            AND ($2::timestamptz IS NULL OR entry.occurred_at < $2)
            AND ($3::int IS NULL OR application.lecture_id = $3)
          GROUP BY 1)
       SELECT to_char(COALESCE(apps.day, money.day), 'YYYY-MM-DD') AS day,
              COALESCE(apps.applications, 0) AS applications, COALESCE(money.net, 0) AS net
         FROM apps FULL JOIN money ON money.day = apps.day
        ORDER BY 1`,
      [scope.from, scope.to, scope.lectureId],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    let first: string;
    let last: string;
    if (scope.month) {
      first = `${scope.month}-01`;
      last = addDays(seoulDate(scope.to!), -1);
    } else {
      if (rows.length === 0) return [];
      first = rows[0].day;
      last = rows[rows.length - 1].day;
    }
    const days: OverviewDay[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const row = byDay.get(day);
      days.push({
        date: day,
        applications: row ? Number(row.applications) : 0,
        netRevenue: row ? Number(row.net) : 0,
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
