import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import {
  applicationsMadeBetween,
  lectureIdOfEach,
  liveApplicationCountsByLecture,
} from '../applications';
import { appointmentCountOn } from '../appointments';
import type { AdminPrincipal } from '../auth';
import { Clock } from '../common/clock/clock';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { moneyBetween } from '../ledger';
import { LecturesService, lectureTitles } from '../lectures';
import { maskRecipient, messageLabel } from '../notifications';
import { failedMessagesSince, type MessageKind } from '../outbox';
import { waitingInquiryCount } from '../inquiries';
import { depositsAwaited } from '../payments';
import { pendingRefundRequestCount } from '../refunds';
import { waitingCountsByLecture } from '../waitlist';
import type {
  DashboardFilling,
  DashboardMoney,
  DashboardResponse,
  DashboardStarting,
} from './dto/dashboard.response';

/** How many rows each of the dashboard's short lists shows. */
const SHORT_LIST = 5;
/** Failed messages are counted over this many days (older ones were dealt with or never will be). */
const FAILED_DAYS = 7;

const startOf = (date: string) => new Date(`${date}T00:00:00+09:00`);

function money({ paid, refunded }: { paid: number; refunded: number }): DashboardMoney {
  return { paid, refunded, net: paid - refunded };
}

/**
 * The back office's first page (issue 36): today's applications and money, this month's money
 * (the same ledger sums as 현황, see AdminOverviewService), deposits awaited, lectures filling and
 * starting, refunds waiting for the owner, questions waiting and messages that failed. Each
 * owner answers for its rows (a dozen small queries side by side), combined here.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly lectures: LecturesService,
  ) {}

  async dashboard(admin: AdminPrincipal): Promise<DashboardResponse> {
    const now = this.clock.now();
    const today = seoulDate(now);
    const month = today.slice(0, 7);
    const todayRange = [startOf(today), startOf(addDays(today, 1))] as const;
    const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
    const m = this.manager;
    const [
      made,
      todayMoney,
      monthMoney,
      deposits,
      lectures,
      refunds,
      inquiries,
      failed,
      appointments,
    ] = await Promise.all([
      applicationsMadeBetween(m, ...todayRange),
      moneyBetween(m, ...todayRange),
      moneyBetween(m, startOf(`${month}-01`), startOf(`${nextMonth}-01`)),
      depositsAwaited(m, SHORT_LIST),
      this.lectures.list(),
      admin.role === 'OWNER' ? pendingRefundRequestCount(m) : Promise.resolve(null),
      waitingInquiryCount(m),
      failedMessagesSince(m, new Date(now.getTime() - FAILED_DAYS * 86_400_000), SHORT_LIST),
      appointmentCountOn(m, today, admin, now),
    ]);

    const filling = lectures
      .filter((lecture) => lecture.reg_status === 'OPEN' && lecture.capacity !== null)
      .sort((a, b) => (a.seats_left ?? 0) - (b.seats_left ?? 0) || a.id - b.id)
      .slice(0, SHORT_LIST);
    const starting = lectures
      .filter((lecture) => lecture.reg_status !== 'CANCELLED')
      .map((lecture) => ({ lecture, first: lecture.sessions[0] }))
      .map(({ lecture, first }) => ({
        lecture,
        day: first?.day ?? lecture.lec_period_start,
        time: first?.start ?? null,
      }))
      .filter(({ day }) => day >= today)
      .sort((a, b) => a.day.localeCompare(b.day) || (a.time ?? '').localeCompare(b.time ?? ''))
      .slice(0, SHORT_LIST);
    const titles = new Map(lectures.map((lecture) => [lecture.id, lecture.title]));
    const [waiting, counts, lectureOf] = await Promise.all([
      waitingCountsByLecture(
        m,
        filling.map((lecture) => lecture.id),
      ),
      liveApplicationCountsByLecture(
        m,
        starting.map(({ lecture }) => lecture.id),
      ),
      lectureIdOfEach(
        m,
        deposits.soonest.map((deposit) => deposit.application_id),
      ),
    ]);
    // An archived lecture is not in the public list: its title is read apart.
    const missing = [...lectureOf.values()].filter((id) => !titles.has(id));
    for (const [id, title] of await lectureTitles(m, missing)) titles.set(id, title);

    return {
      today: {
        date: today,
        applications: made.count,
        applicationsAmount: made.sum,
        money: money(todayMoney),
        appointments,
      },
      month: { month, money: money(monthMoney) },
      deposits: {
        count: deposits.count,
        soonest: deposits.soonest.map((deposit) => ({
          applicationId: deposit.application_id,
          lectureTitle: titles.get(lectureOf.get(deposit.application_id)!) ?? '',
          amount: deposit.amount,
          dueAt: deposit.va_due_date ? new Date(deposit.va_due_date).toISOString() : null,
        })),
      },
      filling: filling.map((lecture): DashboardFilling => ({
        lectureId: lecture.id,
        title: lecture.title,
        capacity: lecture.capacity!,
        seatsLeft: lecture.seats_left ?? 0,
        waiting: waiting.get(lecture.id) ?? 0,
      })),
      starting: starting.map(({ lecture, day, time }): DashboardStarting => ({
        lectureId: lecture.id,
        title: lecture.title,
        day,
        time,
        applications: counts.get(lecture.id) ?? 0,
      })),
      refundRequests: refunds,
      inquiries,
      failedMessages: {
        count: failed.count,
        newest: failed.newest.map((message) => ({
          kind: message.kind as MessageKind,
          label: messageLabel(message.kind as MessageKind),
          channel: message.channel,
          recipient: maskRecipient(message.channel, message.recipient),
          applicationId: message.application_id,
          failedAt: new Date(message.failed_at!).toISOString(),
        })),
      },
    };
  }
}
