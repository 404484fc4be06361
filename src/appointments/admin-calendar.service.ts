import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { adminActor } from '../ledger';
import { DepositPayments } from '../payments';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { isMobileNumber, normaliseEmail, normalisePhone } from '../auth';
import { Clock } from '../common/clock/clock';
import {
  addDays,
  daysBetween,
  seoulDate,
  seoulInstant,
  seoulTime,
} from '../common/dates/seoul-date';
import { weekdayOf } from './availability';
import { clockOf } from './weekly-hours';
import { maskedContact, maskedEmail } from '../common/privacy/mask';
import { Appointment, TAKEN_FOR_GOOD } from './appointment.entity';
import { standingAt } from './appointment-standing';
import { returnSession, useSession } from './session-packages.service';
import { AppointmentNotices } from './appointment-notices';
import { AppointmentType } from './appointment-type.entity';
import { insertAppointment, moveAppointment } from './appointment-writes';
import { payLinkPath, PayLinks } from './pay-links';
import { slotsOf } from './booking-slots';
import {
  assertSees,
  calendarScope,
  type CalendarScope,
  type CalendarViewer,
} from './calendar-scope';
import { closedDaysBetween } from './closed-days';
import { Counsellor, CounsellorTimeOff, CounsellorWeeklyHours, Room } from './counsellor.entity';
import {
  CALENDAR_MAX_DAYS,
  type CalendarAppointment,
  type CalendarChoices,
  type CalendarCounsellor,
  type CalendarQuery,
  type CalendarResponse,
  type FreeTimes,
  type FreeTimesQuery,
  type MoveAppointmentDto,
  type SeriesBooked,
  type SeriesBookingDto,
  type SeriesConflict,
  type SeriesPreview,
  type SeriesPreviewDto,
  type SeriesSession,
  type StaffBooked,
  type StaffBookingDto,
} from './dto/calendar.dto';

export const CALENDAR_RANGE_REFUSED = `기간은 ${CALENDAR_MAX_DAYS}일 이내로 선택해 주세요.`;
export const CALENDAR_ORDER_REFUSED = '종료일은 시작일과 같거나 뒤여야 합니다.';
export const COUNSELLOR_NOT_FOUND = '상담사를 찾을 수 없습니다.';
export const TYPE_NOT_OFFERED = '이 상담사가 맡지 않는 상담 종류입니다. 다시 선택해 주세요.';
export const CONTACT_REQUIRED = '휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.';
export const PHONE_REFUSED = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
export const START_PASSED = '이미 지난 시간에는 예약할 수 없습니다.';
export const NOT_FREE = '이 시간은 상담사의 근무 시간이 아니거나 이미 예약되어 있습니다.';
export const APPOINTMENT_MISSING = '예약을 찾을 수 없습니다.';
export const DEPOSIT_REFUND_OWNER_ONLY = '예약금 환불은 대표 관리자만 할 수 있습니다.';
export const REFUND_CHOICE_REQUIRED = '결제된 예약금을 환불할지 선택해 주세요.';
export const NO_DEPOSIT_TO_REFUND =
  '환불할 예약금이 없는 예약입니다. 화면을 새로 고쳐 확인해 주세요.';
export const SERIES_DATE_REFUSED = '반복 예약에 없는 날짜가 있습니다. 다시 확인해 주세요.';
export const SERIES_CONFLICT = '그사이 예약할 수 없게 된 회기가 있습니다. 다시 확인해 주세요.';
export const ATTENDANCE_TOO_EARLY = '상담 시작 시간이 지나야 출석이나 노쇼를 기록할 수 있습니다.';
export const ATTENDANCE_OWNER_ONLY = '이미 기록한 출석·노쇼는 대표 관리자만 바꿀 수 있습니다.';
export const ATTENDANCE_CORRECTED = '출석·노쇼는 한 번만 바꿀 수 있습니다.';
export const APPOINTMENT_CHANGED =
  '이미 취소되었거나 바뀐 예약입니다. 화면을 새로 고쳐 확인해 주세요.';
/** How far ahead the centre may book (beyond the family's window: a series runs for months). */
export const CENTRE_AHEAD_DAYS = 365;

/**
 * The centre's calendar in the back office (issue 37): the appointments, working hours, time off
 * and closed days of a span, as the account's scope allows (calendar-scope.ts), and the centre's
 * own bookings for a family who phoned. Every write is recorded in the audit trail and tells the
 * family through AppointmentNotices, in its transaction.
 */
@Injectable()
export class AdminCalendar {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly notices: AppointmentNotices,
    private readonly deposits: DepositPayments,
    private readonly payLinks: PayLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async calendar(viewer: CalendarViewer, query: CalendarQuery): Promise<CalendarResponse> {
    const span = daysBetween(query.from, query.to);
    if (span < 0) throw new BadRequestException(CALENDAR_ORDER_REFUSED);
    if (span >= CALENDAR_MAX_DAYS) throw new BadRequestException(CALENDAR_RANGE_REFUSED);
    const scope = await calendarScope(this.manager, viewer);
    const asked = query.counsellor === 'all' ? null : Number(query.counsellor);
    if (asked !== null) assertSees(scope, asked);
    const only = asked ?? scope.own;
    const now = this.clock.now();
    const start = seoulInstant(query.from);
    const end = seoulInstant(addDays(query.to, 1));

    const appointments = await this.appointmentsBetween(start, end, now, only);
    const counsellors = await this.counsellorsShown(
      only,
      appointments.map((row) => row.counsellor_id),
    );
    if (asked !== null && counsellors.length === 0) {
      throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    }
    const ids = counsellors.map((each) => each.id);
    const [weekly, timeOff, closed, noShows, rooms] = await Promise.all([
      ids.length
        ? this.manager.find(CounsellorWeeklyHours, { where: { counsellor_id: In(ids) } })
        : [],
      ids.length
        ? this.manager
            .getRepository(CounsellorTimeOff)
            .createQueryBuilder('off')
            .where('off.counsellor_id IN (:...ids)', { ids })
            .andWhere('off.starts_at < :end AND off.ends_at > :start', { start, end })
            .orderBy('off.starts_at')
            .getMany()
        : [],
      closedDaysBetween(this.manager, query.from, query.to),
      noShowsOf(
        this.manager,
        appointments.map((row) => row.id),
      ),
      this.roomNames(appointments),
    ]);
    const dates = Array.from({ length: span + 1 }, (_, index) => addDays(query.from, index));
    return {
      from: query.from,
      to: query.to,
      today: seoulDate(now),
      scope: scope.all ? 'ALL' : 'OWN',
      ownCounsellorId: scope.own,
      counsellors: counsellors.map((counsellor): CalendarCounsellor => ({
        id: counsellor.id,
        name: counsellor.name,
        active: counsellor.active,
        windows: dates
          .filter((date) => !closed.has(date))
          .flatMap((date) =>
            weekly
              .filter(
                (window) =>
                  window.counsellor_id === counsellor.id && window.weekday === weekdayOf(date),
              )
              .sort((a, b) => a.start_minute - b.start_minute)
              .map((window) => ({
                date,
                start: clockOf(window.start_minute),
                end: clockOf(window.end_minute),
              })),
          ),
        timeOff: timeOff
          .filter((off) => off.counsellor_id === counsellor.id)
          .map((off) => ({
            start: off.starts_at.toISOString(),
            end: off.ends_at.toISOString(),
            reason: off.reason,
          })),
      })),
      closedDays: [...closed].map(([date, reason]) => ({ date, reason })),
      appointments: appointments.map((row) =>
        toCalendar(
          row,
          noShows.get(row.id) ?? 0,
          rooms.get(row.room_id ?? 0) ?? null,
          this.payLinks,
          now,
        ),
      ),
    };
  }

  /** The types and counsellors the booking form offers, within the account's scope. */
  async choices(viewer: CalendarViewer): Promise<CalendarChoices> {
    const scope = await calendarScope(this.manager, viewer);
    const types = await this.manager
      .getRepository(AppointmentType)
      .createQueryBuilder('type')
      .innerJoinAndSelect('type.counsellors', 'counsellor', 'counsellor.active')
      .where('type.active')
      .orderBy('type.id')
      .addOrderBy('counsellor.name')
      .getMany();
    const visible = (id: number) => scope.all || scope.own === id;
    const counsellors = new Map<number, string>();
    const offered = types
      .map((type) => {
        const ids = type.counsellors.filter((each) => visible(each.id));
        for (const each of ids) counsellors.set(each.id, each.name);
        return {
          id: type.id,
          name: type.name,
          durationMinutes: type.duration_minutes,
          price: type.price,
          deposit: type.deposit,
          counsellorIds: ids.map((each) => each.id),
        };
      })
      .filter((type) => type.counsellorIds.length > 0);
    return {
      types: offered,
      payLinkHours: this.config.seats.payLinkHours,
      counsellors: [...counsellors]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id),
    };
  }

  /** A day's free start times for the centre (no minimum notice; not in the past). */
  async freeTimes(viewer: CalendarViewer, query: FreeTimesQuery): Promise<FreeTimes> {
    const scope = await calendarScope(this.manager, viewer);
    assertSees(scope, query.counsellorId);
    const type = await this.offeredType(query.typeId, query.counsellorId);
    const slots = await slotsOf(
      this.manager,
      centreRules(type),
      [query.counsellorId],
      { from: query.date, to: query.date },
      this.clock.now(),
    );
    return {
      date: query.date,
      times: slots.map((slot) => ({
        start: slot.start.toISOString(),
        time: seoulTime(slot.start),
      })),
    };
  }

  /**
   * Books a time for a family who phoned: free in the counsellor's calendar (hours, time off,
   * closed days, other appointments), inside the minimum notice if need be, never in the past.
   * The fee is paid at the centre; or, asked (`payByLink`) for a type with a deposit, the family
   * is sent a link to pay the deposit online, the time HELD for it until APPOINTMENT_PAY_LINK_HOURS
   * pass (never past the start) and booked once paid (AppointmentDeposits).
   */
  async book(
    viewer: CalendarViewer,
    actor: AuditActor,
    dto: StaffBookingDto,
  ): Promise<StaffBooked> {
    const scope = await calendarScope(this.manager, viewer);
    assertSees(scope, dto.counsellorId);
    const contact = familyContact(dto);
    const type = await this.offeredType(dto.typeId, dto.counsellorId);
    const start = new Date(dto.start);
    const now = this.clock.now();
    if (start.getTime() <= now.getTime()) throw new BadRequestException(START_PASSED);
    const date = seoulDate(start);
    const slot = (
      await slotsOf(
        this.manager,
        centreRules(type),
        [dto.counsellorId],
        { from: date, to: date },
        now,
      )
    ).find((each) => each.start.getTime() === start.getTime());
    if (!slot) throw new BadRequestException({ message: NOT_FREE, code: 'NOT_FREE' });
    const link = dto.payByLink ? this.payLinkUntil(type, slot.start, now) : null;
    const saved = await this.manager.transaction(async (tx) => {
      const row = await insertAppointment(
        tx,
        {
          type_id: type.id,
          counsellor_id: dto.counsellorId,
          room_id: null,
          starts_at: slot.start,
          ends_at: slot.end,
          blocks_until: slot.blocksUntil,
          status: link ? 'HELD' : 'BOOKED',
          hold_expires_at: link,
          pay_link_until: link,
          family_email: contact.email,
          family_phone: contact.phone,
          guardian_name: dto.guardianName,
          child_name: dto.childName,
          child_school_year: dto.childSchoolYear,
          price: type.price,
          deposit: link ? type.deposit : 0,
          deposit_status: link ? 'DUE' : 'NONE',
          booked_by_account_id: viewer.id,
          series_id: null,
          cancelled_at: null,
          cancelled_by_account_id: null,
          cancel_reason: null,
          attendance_marked_at: null,
          attendance_marked_by_account_id: null,
        },
        now,
      );
      // A held time's family is sent the link; the booking's message follows the payment.
      if (link) await this.notices.payLink(tx, row.id);
      else await this.notices.booked(tx, row.id);
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'appointment.book',
          target: `appointment:${row.id}`,
          summary: link
            ? `${type.name} 예약, 예약금 ${type.deposit.toLocaleString('ko-KR')}원 결제 링크 발송 (${seoulDate(slot.start)} ${seoulTime(slot.start)})`
            : `${type.name} 예약 (${seoulDate(slot.start)} ${seoulTime(slot.start)})`,
          after: {
            type: type.name,
            counsellor: type.counsellors[0].name,
            starts_at: slot.start.toISOString(),
            status: link ? 'HELD' : 'BOOKED',
            ...(link ? { deposit: type.deposit, pay_link_until: link.toISOString() } : {}),
          },
        },
        tx,
      );
      return row;
    });
    return { appointment: await this.one(saved.id) };
  }

  /**
   * Until when a payment link keeps the time: APPOINTMENT_PAY_LINK_HOURS from now, never past
   * the start. Refused in words for a type without a deposit.
   */
  private payLinkUntil(type: AppointmentType, start: Date, now: Date): Date {
    if (type.deposit <= 0) {
      throw new BadRequestException({
        message:
          '예약금이 없는 상담 종류라 결제 링크를 보낼 수 없어요. 예약금은 상담 종류에서 정해요.',
        code: 'NO_DEPOSIT',
      });
    }
    const until = now.getTime() + this.config.seats.payLinkHours * 60 * 60_000;
    return new Date(Math.min(until, start.getTime()));
  }

  /**
   * A weekly series before it is booked: each session's date and whether it is free, and if not
   * why (taken, time off, a closed day, outside the counsellor's hours, already past).
   */
  async previewSeries(viewer: CalendarViewer, dto: SeriesPreviewDto): Promise<SeriesPreview> {
    const scope = await calendarScope(this.manager, viewer);
    assertSees(scope, dto.counsellorId);
    const type = await this.offeredType(dto.typeId, dto.counsellorId);
    return { sessions: await this.seriesSessions(this.manager, type, dto, this.clock.now()) };
  }

  /**
   * Books the chosen sessions of a weekly series for one family, all or none: in one transaction
   * with one series id. A chosen date that is not free (any more) makes the whole request 409
   * SERIES_CONFLICT with those dates, and nothing is written; so does a race the exclusion
   * constraint refuses.
   */
  async bookSeries(
    viewer: CalendarViewer,
    actor: AuditActor,
    dto: SeriesBookingDto,
  ): Promise<SeriesBooked> {
    const scope = await calendarScope(this.manager, viewer);
    assertSees(scope, dto.counsellorId);
    const contact = familyContact(dto);
    const type = await this.offeredType(dto.typeId, dto.counsellorId);
    const now = this.clock.now();
    const sessions = await this.seriesSessions(this.manager, type, dto, now);
    const byDate = new Map(sessions.map((session) => [session.date, session]));
    const strangers = dto.dates.filter((date) => !byDate.has(date));
    if (strangers.length) {
      throw new BadRequestException(SERIES_DATE_REFUSED);
    }
    const chosen = dto.dates.map((date) => byDate.get(date)!).sort((a, b) => a.index - b.index);
    const conflicts = chosen.filter((session) => !session.free);
    if (conflicts.length) throw seriesConflict(conflicts.map((session) => session.date));
    const seriesId = randomUUID();
    const counsellorName = type.counsellors[0].name;
    const ids = await this.manager.transaction(async (tx) => {
      const made: number[] = [];
      for (const session of chosen) {
        const start = new Date(session.start);
        const end = new Date(session.end);
        let row: Appointment;
        try {
          row = await insertAppointment(
            tx,
            {
              ...this.familyRow(type, dto, contact, viewer.id),
              counsellor_id: dto.counsellorId,
              starts_at: start,
              ends_at: end,
              blocks_until: new Date(end.getTime() + type.buffer_after_minutes * 60_000),
              series_id: seriesId,
            },
            now,
          );
        } catch (error) {
          if (error instanceof ConflictException) throw seriesConflict([session.date]);
          throw error;
        }
        await this.notices.booked(tx, row.id);
        made.push(row.id);
      }
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'appointment.series',
          target: `series:${seriesId}`,
          summary: `${type.name} 매주 ${chosen.length}회 예약 (${chosen[0].date}부터)`,
          after: {
            type: type.name,
            counsellor: counsellorName,
            starts_at: chosen[0].start,
            sessions: chosen.length,
            series: seriesId,
            status: 'BOOKED',
          },
        },
        tx,
      );
      return made;
    });
    return {
      seriesId,
      appointments: await Promise.all(ids.map((id) => this.one(id))),
    };
  }

  /**
   * Moves a booked appointment to another free time, with the same or another counsellor who
   * offers its type (the centre is bound neither by the minimum notice nor by the family's
   * change deadline). The family is told; the move and its record commit together.
   */
  async move(
    viewer: CalendarViewer,
    actor: AuditActor,
    id: number,
    dto: MoveAppointmentDto,
  ): Promise<CalendarAppointment> {
    const scope = await calendarScope(this.manager, viewer);
    const appointment = await this.visibleAppointment(scope, id);
    const counsellorId = dto.counsellorId ?? appointment.counsellor_id;
    assertSees(scope, counsellorId);
    if (appointment.status !== 'BOOKED') throw alreadyChanged();
    const type = await this.offeredType(appointment.type_id, counsellorId);
    const start = new Date(dto.start);
    const now = this.clock.now();
    if (start.getTime() <= now.getTime()) throw new BadRequestException(START_PASSED);
    const date = seoulDate(start);
    const slot = (
      await slotsOf(
        this.manager,
        centreRules(type),
        [counsellorId],
        { from: date, to: date },
        now,
        appointment.id,
      )
    ).find((each) => each.start.getTime() === start.getTime());
    if (!slot) throw new BadRequestException({ message: NOT_FREE, code: 'NOT_FREE' });
    await this.manager.transaction(async (tx) => {
      const moved = await moveAppointment(
        tx,
        appointment.id,
        {
          counsellorId,
          roomId: appointment.room_id,
          start: slot.start,
          end: slot.end,
          blocksUntil: slot.blocksUntil,
        },
        now,
      );
      if (!moved) throw alreadyChanged();
      await this.notices.moved(tx, appointment.id, appointment.starts_at, 'CENTRE');
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'appointment.move',
          target: `appointment:${appointment.id}`,
          summary: `${type.name} 일정 변경 (${seoulDate(slot.start)} ${seoulTime(slot.start)})`,
          before: {
            counsellor: appointment.counsellor.name,
            starts_at: appointment.starts_at.toISOString(),
          },
          after: { counsellor: type.counsellors[0].name, starts_at: slot.start.toISOString() },
        },
        tx,
      );
    });
    return this.one(appointment.id);
  }

  /** Cancels a booked appointment (or a live hold) for the centre, with its reason; the family is told. */
  async cancel(
    viewer: CalendarViewer,
    actor: AuditActor,
    id: number,
    reason: string,
    refundDeposit?: boolean,
  ): Promise<CalendarAppointment> {
    const scope = await calendarScope(this.manager, viewer);
    const appointment = await this.visibleAppointment(scope, id);
    const now = this.clock.now();
    // A deposit paid online is never kept or given back by default: the canceller says which.
    if (refundDeposit === undefined && appointment.deposit_status === 'PAID') {
      throw new BadRequestException({ message: REFUND_CHOICE_REQUIRED, code: 'REFUND_CHOICE' });
    }
    if (refundDeposit) {
      await this.cancelWithRefund(viewer, actor, appointment, reason);
      return this.one(id);
    }
    await this.manager.transaction(async (tx) => {
      const result = await tx
        .getRepository(Appointment)
        .createQueryBuilder()
        .update()
        .set({
          status: 'CANCELLED',
          cancelled_at: now,
          cancelled_by_account_id: viewer.id,
          cancel_reason: reason,
          updated_at: now,
        })
        .where("id = :id AND status IN ('BOOKED', 'HELD')", { id })
        // A deposit paid since the panel was read (a family paying by its link meanwhile) is
        // never kept silently: unless the canceller said to keep it, the choice is asked again.
        .andWhere(refundDeposit === false ? 'TRUE' : "deposit_status <> 'PAID'")
        .execute();
      if (result.affected !== 1) {
        const current = await tx.findOneBy(Appointment, { id });
        if (current?.deposit_status === 'PAID' && current.status === 'BOOKED') {
          throw new BadRequestException({ message: REFUND_CHOICE_REQUIRED, code: 'REFUND_CHOICE' });
        }
        throw alreadyChanged();
      }
      await this.notices.cancelled(tx, id, 'CENTRE');
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'appointment.cancel',
          target: `appointment:${id}`,
          summary: `${appointment.type.name} 예약 취소 (${seoulDate(appointment.starts_at)} ${seoulTime(appointment.starts_at)})`,
          before: { status: appointment.status },
          after: { status: 'CANCELLED', cancel_reason: reason },
        },
        tx,
      );
    });
    return this.one(id);
  }

  /**
   * The centre cancels a booking whose deposit was paid online and gives it back in full: the
   * owner only (money leaves the centre). The provider's cancel is settled in one transaction with
   * the booking's cancel, the family's message, this account's name on the refund's ledger row,
   * the reason and the audit row.
   */
  private async cancelWithRefund(
    viewer: CalendarViewer,
    actor: AuditActor,
    appointment: Appointment,
    reason: string,
  ): Promise<void> {
    if (viewer.role !== 'OWNER') {
      throw new ForbiddenException(DEPOSIT_REFUND_OWNER_ONLY);
    }
    if (appointment.deposit_status !== 'PAID' || appointment.status !== 'BOOKED') {
      throw new ConflictException({ message: NO_DEPOSIT_TO_REFUND, code: 'NO_DEPOSIT' });
    }
    const audited = async (tx: EntityManager) => {
      const now = this.clock.now();
      await tx
        .getRepository(Appointment)
        .update(
          { id: appointment.id },
          { cancel_reason: reason, cancelled_by_account_id: viewer.id, updated_at: now },
        );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: 'appointment.cancel',
          target: `appointment:${appointment.id}`,
          summary: `${appointment.type.name} 예약 취소, 예약금 ${appointment.deposit.toLocaleString('ko-KR')}원 환불 (${seoulDate(appointment.starts_at)} ${seoulTime(appointment.starts_at)})`,
          before: { status: appointment.status },
          after: { status: 'CANCELLED', cancel_reason: reason },
        },
        tx,
      );
    };
    const refunded = await this.deposits.refund(
      'appointment',
      appointment.id,
      `센터 취소: ${reason}`,
      adminActor(actor.adminName, audited),
    );
    if (refunded === 'none') {
      throw new ConflictException({ message: NO_DEPOSIT_TO_REFUND, code: 'NO_DEPOSIT' });
    }
  }

  /**
   * Marks 출석 or 노쇼 once the session has started. A mark stands; the owner may correct it
   * once (a no-show counts against the family, so changing it is the owner's decision).
   */
  async markAttendance(
    viewer: CalendarViewer,
    actor: AuditActor,
    id: number,
    status: 'ATTENDED' | 'NO_SHOW',
  ): Promise<CalendarAppointment> {
    const scope = await calendarScope(this.manager, viewer);
    const appointment = await this.visibleAppointment(scope, id);
    const now = this.clock.now();
    if (now.getTime() < appointment.starts_at.getTime()) {
      throw new ConflictException({ message: ATTENDANCE_TOO_EARLY, code: 'TOO_EARLY' });
    }
    const marked = appointment.status === 'ATTENDED' || appointment.status === 'NO_SHOW';
    if (!marked && appointment.status !== 'BOOKED') throw alreadyChanged();
    if (marked) {
      if (viewer.role !== 'OWNER') {
        throw new ForbiddenException(ATTENDANCE_OWNER_ONLY);
      }
      if (appointment.attendance_corrected_at) {
        throw new ConflictException({ message: ATTENDANCE_CORRECTED, code: 'ALREADY_CORRECTED' });
      }
      if (appointment.status === status) return this.one(id);
    }
    await this.manager.transaction(async (tx) => {
      const update = tx
        .getRepository(Appointment)
        .createQueryBuilder()
        .update()
        .set({
          status,
          attendance_marked_at: now,
          attendance_marked_by_account_id: viewer.id,
          ...(marked ? { attendance_corrected_at: now } : {}),
          updated_at: now,
        })
        .where('id = :id AND status = :was', { id, was: appointment.status });
      if (marked) update.andWhere('attendance_corrected_at IS NULL');
      const result = await update.execute();
      if (result.affected !== 1) throw alreadyChanged();
      // A 회기권 session: used by an 출석, given back when the owner corrects it.
      if (status === 'ATTENDED') await useSession(tx, appointment);
      else if (appointment.status === 'ATTENDED') await returnSession(tx, appointment);
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT',
          action: marked ? 'appointment.attendance-correct' : 'appointment.attendance',
          target: `appointment:${id}`,
          summary: `${appointment.type.name} ${status === 'ATTENDED' ? '출석' : '노쇼'} (${seoulDate(appointment.starts_at)} ${seoulTime(appointment.starts_at)})`,
          before: { status: appointment.status },
          after: { status },
        },
        tx,
      );
    });
    return this.one(id);
  }

  /**
   * The owner's list of what a deactivated counsellor still has ahead (booked, from now on), to
   * reassign each to another counsellor offering its type (`move`) or cancel it.
   */
  async orphaned(): Promise<CalendarAppointment[]> {
    const rows = await this.manager
      .getRepository(Appointment)
      .createQueryBuilder('appointment')
      .innerJoinAndSelect('appointment.type', 'type')
      .innerJoinAndSelect('appointment.counsellor', 'counsellor')
      .where('NOT counsellor.active')
      .andWhere("appointment.status = 'BOOKED'")
      .andWhere('appointment.starts_at > :now', { now: this.clock.now() })
      .orderBy('appointment.starts_at')
      .addOrderBy('appointment.id')
      .getMany();
    const [noShows, rooms] = await Promise.all([
      noShowsOf(
        this.manager,
        rows.map((row) => row.id),
      ),
      this.roomNames(rows),
    ]);
    return rows.map((row) =>
      toCalendar(
        row,
        noShows.get(row.id) ?? 0,
        rooms.get(row.room_id ?? 0) ?? null,
        this.payLinks,
        this.clock.now(),
      ),
    );
  }

  /** One appointment as the calendar shows it. */
  async one(id: number): Promise<CalendarAppointment> {
    const row = await this.manager.findOne(Appointment, {
      where: { id },
      relations: { type: true, counsellor: true },
    });
    if (!row) throw new NotFoundException('예약을 찾을 수 없습니다.');
    const [noShows, rooms] = await Promise.all([
      noShowsOf(this.manager, [id]),
      this.roomNames([row]),
    ]);
    return toCalendar(
      row,
      noShows.get(id) ?? 0,
      rooms.get(row.room_id ?? 0) ?? null,
      this.payLinks,
      this.clock.now(),
    );
  }

  /** The appointment, if the scope sees its counsellor; 404 when there is none, 403 else. */
  private async visibleAppointment(scope: CalendarScope, id: number): Promise<Appointment> {
    const appointment = await this.manager.findOne(Appointment, {
      where: { id },
      relations: { type: true, counsellor: true },
    });
    if (!appointment) throw new NotFoundException(APPOINTMENT_MISSING);
    assertSees(scope, appointment.counsellor_id);
    return appointment;
  }

  /** The sessions of a weekly series from its first start, each checked as the calendar would. */
  private async seriesSessions(
    manager: EntityManager,
    type: AppointmentType,
    dto: SeriesPreviewDto,
    now: Date,
  ): Promise<SeriesSession[]> {
    const first = new Date(dto.start);
    const counsellorId = dto.counsellorId;
    const starts = Array.from(
      { length: dto.sessions },
      (_, index) => new Date(first.getTime() + index * 7 * 86_400_000),
    );
    const from = seoulDate(starts[0]);
    const to = seoulDate(starts[starts.length - 1]);
    const [weekly, timeOff, closed] = await Promise.all([
      manager.find(CounsellorWeeklyHours, { where: { counsellor_id: counsellorId } }),
      manager
        .getRepository(CounsellorTimeOff)
        .createQueryBuilder('off')
        .where('off.counsellor_id = :counsellorId', { counsellorId })
        .andWhere('off.starts_at < :end AND off.ends_at > :start', {
          start: seoulInstant(from),
          end: seoulInstant(addDays(to, 1)),
        })
        .getMany(),
      closedDaysBetween(manager, from, to),
    ]);
    const length = type.duration_minutes * 60_000;
    const blocked = (type.duration_minutes + type.buffer_after_minutes) * 60_000;
    const sessions: SeriesSession[] = [];
    for (const [index, start] of starts.entries()) {
      const date = seoulDate(start);
      const end = new Date(start.getTime() + length);
      const free = (
        await slotsOf(manager, centreRules(type), [counsellorId], { from: date, to: date }, now)
      ).some((slot) => slot.start.getTime() === start.getTime());
      let conflict: SeriesConflict | null = null;
      let reason: string | null = null;
      if (!free) {
        const minute = Math.round((start.getTime() - seoulInstant(date).getTime()) / 60_000);
        const inHours = weekly.some(
          (window) =>
            window.weekday === weekdayOf(date) &&
            window.start_minute <= minute &&
            minute + type.duration_minutes <= window.end_minute,
        );
        const off = timeOff.find(
          (each) =>
            each.starts_at.getTime() < start.getTime() + blocked &&
            each.ends_at.getTime() > start.getTime(),
        );
        if (start.getTime() <= now.getTime()) [conflict, reason] = ['PAST', '이미 지난 시간'];
        else if (closed.has(date)) [conflict, reason] = ['CLOSED', `휴무일 (${closed.get(date)})`];
        else if (!inHours) [conflict, reason] = ['OUTSIDE_HOURS', '근무 시간이 아님'];
        else if (off)
          [conflict, reason] = [
            'TIME_OFF',
            off.reason ? `상담사 휴무 (${off.reason})` : '상담사 휴무',
          ];
        else [conflict, reason] = ['TAKEN', '다른 예약이 있음'];
      }
      sessions.push({
        index: index + 1,
        date,
        start: start.toISOString(),
        end: end.toISOString(),
        free,
        conflict,
        reason,
      });
    }
    return sessions;
  }

  /** What every appointment the centre books for one family carries. */
  private familyRow(
    type: AppointmentType,
    dto: { guardianName: string; childName: string; childSchoolYear: string },
    contact: { phone: string | null; email: string | null },
    accountId: number,
  ) {
    return {
      type_id: type.id,
      room_id: null,
      status: 'BOOKED' as const,
      hold_expires_at: null,
      family_email: contact.email,
      family_phone: contact.phone,
      guardian_name: dto.guardianName,
      child_name: dto.childName,
      child_school_year: dto.childSchoolYear,
      price: type.price,
      deposit: 0,
      deposit_status: 'NONE' as const,
      booked_by_account_id: accountId,
      series_id: null,
      cancelled_at: null,
      cancelled_by_account_id: null,
      cancel_reason: null,
      attendance_marked_at: null,
      attendance_marked_by_account_id: null,
    };
  }

  /** An active type this counsellor (active) offers; else 400 or 404. */
  private async offeredType(typeId: number, counsellorId: number): Promise<AppointmentType> {
    const counsellor = await this.manager.findOneBy(Counsellor, { id: counsellorId });
    if (!counsellor) throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    const type = await this.manager
      .getRepository(AppointmentType)
      .createQueryBuilder('type')
      .innerJoinAndSelect('type.counsellors', 'counsellor', 'counsellor.id = :counsellorId', {
        counsellorId,
      })
      .where('type.id = :typeId AND type.active AND counsellor.active', { typeId })
      .getOne();
    if (!type) throw new BadRequestException(TYPE_NOT_OFFERED);
    return type;
  }

  /** Appointments that hold time in [start, end) (live holds, booked, attended, no-shows). */
  private appointmentsBetween(
    start: Date,
    end: Date,
    now: Date,
    counsellorId: number | null,
  ): Promise<Appointment[]> {
    const query = this.manager
      .getRepository(Appointment)
      .createQueryBuilder('appointment')
      .innerJoinAndSelect('appointment.type', 'type')
      .innerJoinAndSelect('appointment.counsellor', 'counsellor')
      .where('appointment.starts_at < :end AND appointment.ends_at > :start', { start, end })
      .andWhere(standingAt(now, TAKEN_FOR_GOOD))
      .orderBy('appointment.starts_at')
      .addOrderBy('appointment.id');
    if (counsellorId !== null)
      query.andWhere('appointment.counsellor_id = :counsellorId', { counsellorId });
    return query.getMany();
  }

  /** One counsellor, or every active one and any other with appointments in the span. */
  private async counsellorsShown(only: number | null, withAppointments: number[]) {
    if (only !== null) return this.manager.find(Counsellor, { where: { id: only } });
    const rows = await this.manager
      .getRepository(Counsellor)
      .createQueryBuilder('counsellor')
      .where('counsellor.active')
      .orWhere('counsellor.id IN (:...ids)', { ids: [0, ...withAppointments] })
      .getMany();
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id);
  }

  private async roomNames(rows: Appointment[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((row) => row.room_id).filter((id) => id !== null))];
    if (!ids.length) return new Map();
    const rooms = await this.manager.find(Room, { where: { id: In(ids) } });
    return new Map(rooms.map((room) => [room.id, room.name]));
  }
}

/** The type's rules as the centre books them: no minimum notice, a year ahead. */
export function centreRules(type: AppointmentType): AppointmentType {
  return { ...type, min_notice_minutes: 0, max_ahead_days: CENTRE_AHEAD_DAYS };
}

/** The phone (digits) and e-mail (lower-case) the centre was given; at least one. */
export function familyContact(dto: { phone?: string; email?: string }): {
  phone: string | null;
  email: string | null;
} {
  const phone = dto.phone ? normalisePhone(dto.phone) : null;
  const email = dto.email ? normaliseEmail(dto.email) : null;
  if (!phone && !email) throw new BadRequestException([CONTACT_REQUIRED]);
  if (phone && !isMobileNumber(phone)) throw new BadRequestException([PHONE_REFUSED]);
  return { phone, email };
}

/**
 * How many times each appointment's family missed a session: NO_SHOW rows with the same phone
 * number or the same e-mail, whichever counsellor it was with.
 */
export async function noShowsOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows: { id: number; no_shows: string }[] = await manager.query(
    `SELECT a.id,
            (SELECT count(*) FROM appointment n
              WHERE n.status = 'NO_SHOW'
                AND ((a.family_phone IS NOT NULL AND n.family_phone = a.family_phone)
                  OR (a.family_email IS NOT NULL AND n.family_email = a.family_email))) AS no_shows
       FROM appointment a WHERE a.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, Number(row.no_shows)]));
}

function toCalendar(
  row: Appointment,
  noShows: number,
  roomName: string | null,
  payLinks: PayLinks,
  now: Date,
): CalendarAppointment {
  // The link while it can still pay, for the desk to send again (read out, or copied).
  const linkOpen =
    row.pay_link_until &&
    row.pay_link_until > now &&
    row.status === 'HELD' &&
    row.deposit_status === 'DUE';
  return {
    id: row.id,
    start: row.starts_at.toISOString(),
    end: row.ends_at.toISOString(),
    status: row.status,
    typeId: row.type_id,
    typeName: row.type.name,
    counsellorId: row.counsellor_id,
    counsellorName: row.counsellor.name,
    roomId: row.room_id,
    roomName,
    guardianName: row.guardian_name,
    childName: row.child_name,
    childSchoolYear: row.child_school_year,
    phone: row.family_phone ? maskedContact(row.family_phone) : null,
    email: row.family_email ? maskedEmail(row.family_email) : null,
    price: row.price,
    deposit: row.deposit,
    depositStatus: row.deposit_status,
    payLinkUntil: row.pay_link_until?.toISOString() ?? null,
    payLinkPath: linkOpen ? payLinkPath(row.type.program_id, payLinks.token(row)) : null,
    bookedByCentre: row.booked_by_account_id !== null,
    seriesId: row.series_id,
    noShows,
    attendanceMarkedAt: row.attendance_marked_at?.toISOString() ?? null,
  };
}

function seriesConflict(dates: string[]) {
  return new ConflictException({ message: SERIES_CONFLICT, code: 'SERIES_CONFLICT', dates });
}

function alreadyChanged() {
  return new ConflictException({ message: APPOINTMENT_CHANGED, code: 'APPOINTMENT_CHANGED' });
}
