import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { standingAt } from './appointment-standing';
import { ANY_COUNSELLOR, BOOKING_LIMITS } from '../../shared/booking';
import type { GuestProof, ProvenContact } from '../auth';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { FAMILY } from '../ledger';
import { DepositPayments, type DepositPaid } from '../payments';
import { addDays, daysBetween, seoulDate, seoulTime } from '../common/dates/seoul-date';
import { AppointmentNotices } from './appointment-notices';
import { Appointment, TAKEN_FOR_GOOD } from './appointment.entity';
import { ownedBy } from './appointment-privacy';
import { AppointmentType } from './appointment-type.entity';
import {
  insertAppointment,
  moveAppointment,
  slotTaken,
  type NearbySlot,
} from './appointment-writes';
import { slotsOf, type CounsellorSlot } from './booking-slots';
import type {
  BookAppointmentDto,
  BookingDays,
  BookingProgram,
  BookingSlots,
  DepositPaidResponse,
  FamilyAppointment,
  FamilyAppointments,
} from './dto/booking.dto';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far around a taken slot the nearest free ones are looked for. */
const NEAREST_DAYS = 7;
const NEAREST_COUNT = 3;

export const TYPE_NOT_BOOKABLE = '지금은 예약할 수 없는 상담이에요.';
export const APPOINTMENT_NOT_FOUND = '예약 내역을 찾을 수 없어요.';

/**
 * What a family does with appointments (issue 37): read what a program offers and when, book a
 * time with a counsellor (or 상관없음: the least-booked one free then), and later see, move or
 * cancel its bookings until the type's deadline. A family is whoever proved its e-mail or phone
 * (the guest proof); a booking belongs to that proven contact. Every time is checked again here
 * against the counsellor's hours, time off, closed days, notice and window, and the database
 * refuses any overlap.
 */
@Injectable()
export class Booking {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly notices: AppointmentNotices,
    private readonly deposits: DepositPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The types a program offers, each with the counsellors who offer it (active ones only). */
  async program(programId: number): Promise<BookingProgram> {
    const types = await this.manager
      .getRepository(AppointmentType)
      .createQueryBuilder('type')
      .innerJoinAndSelect('type.counsellors', 'counsellor', 'counsellor.active')
      .where('type.program_id = :programId AND type.active', { programId })
      .orderBy('type.id')
      .addOrderBy('counsellor.name')
      .getMany();
    return {
      programId,
      types: types.map((type) => ({
        id: type.id,
        name: type.name,
        description: type.description,
        durationMinutes: type.duration_minutes,
        price: type.price,
        deposit: type.deposit,
        minNoticeMinutes: type.min_notice_minutes,
        maxAheadDays: type.max_ahead_days,
        cancelDeadlineHours: type.cancel_deadline_hours,
        counsellors: type.counsellors.map(({ id, name }) => ({ id, name })),
      })),
    };
  }

  /** The days of `month` (YYYY-MM) with at least one start time. */
  async days(typeId: number, month: string, counsellor: string): Promise<BookingDays> {
    const type = await this.bookableType(typeId);
    const from = `${month}-01`;
    const to = addDays(addDays(from, 31).slice(0, 8) + '01', -1);
    const slots = await slotsOf(
      this.manager,
      type,
      this.counsellorsAsked(type, counsellor),
      { from, to },
      this.clock.now(),
    );
    const counts = new Map<string, Set<number>>();
    for (const slot of slots) {
      const date = seoulDate(slot.start);
      const starts = counts.get(date) ?? new Set<number>();
      starts.add(slot.start.getTime());
      counts.set(date, starts);
    }
    return {
      month,
      days: [...counts].map(([date, starts]) => ({ date, slots: starts.size })),
    };
  }

  /** One day's start times (with 상관없음, a time any counsellor has, once). */
  async slots(typeId: number, date: string, counsellor: string): Promise<BookingSlots> {
    const type = await this.bookableType(typeId);
    const slots = await slotsOf(
      this.manager,
      type,
      this.counsellorsAsked(type, counsellor),
      { from: date, to: date },
      this.clock.now(),
    );
    return { date, slots: uniqueStarts(slots).map(wireSlot) };
  }

  /**
   * Books the time asked for the proven family. 400 when the time is not one the family could
   * have been shown (outside the counsellor's hours, too soon, too far ahead, tampered); 409
   * SLOT_TAKEN with the nearest free times when someone else took it first; 409 when the family
   * already holds BOOKING_LIMITS.upcomingPerFamily upcoming appointments.
   */
  async book(proof: GuestProof, dto: BookAppointmentDto): Promise<FamilyAppointment> {
    const type = await this.bookableType(dto.typeId);
    const asked = this.counsellorsAsked(type, dto.counsellor);
    const start = new Date(dto.start);
    const now = this.clock.now();
    this.checkWindow(type, start, now);
    const date = seoulDate(start);
    const free = (await slotsOf(this.manager, type, asked, { from: date, to: date }, now)).filter(
      (slot) => slot.start.getTime() === start.getTime(),
    );
    if (free.length === 0) {
      // Not a time the family could have been shown, or someone took it since.
      throw slotTaken(await this.nearest(type, asked, start, now));
    }
    const candidates = free.length === 1 ? free : await this.leastBookedFirst(free, now);
    const holdUntil = new Date(now.getTime() + this.config.seats.holdMinutes * MINUTE);
    const saved = await this.manager
      .transaction(async (tx) => {
        await assertUnderFamilyCap(tx, proof, now);
        for (const [index, slot] of candidates.entries()) {
          let saved: Appointment;
          try {
            saved = await insertAppointment(
              tx,
              {
                type_id: type.id,
                counsellor_id: slot.counsellorId,
                room_id: null,
                starts_at: slot.start,
                ends_at: slot.end,
                blocks_until: slot.blocksUntil,
                // A deposit is paid before the time is the family's: held meanwhile.
                status: type.deposit > 0 ? 'HELD' : 'BOOKED',
                hold_expires_at: type.deposit > 0 ? holdUntil : null,
                family_email: proof.email ?? null,
                family_phone: proof.phone ?? null,
                guardian_name: dto.guardianName,
                child_name: dto.childName,
                child_school_year: dto.childSchoolYear,
                price: type.price,
                deposit: type.deposit,
                deposit_status: type.deposit > 0 ? 'DUE' : 'NONE',
                booked_by_account_id: null,
                series_id: null,
                cancelled_at: null,
                cancelled_by_account_id: null,
                cancel_reason: null,
                attendance_marked_at: null,
                attendance_marked_by_account_id: null,
              },
              now,
            );
          } catch (error) {
            // With 상관없음 the next free counsellor is tried; the last refusal stands.
            if (index === candidates.length - 1 || !(error instanceof ConflictException))
              throw error;
            continue;
          }
          // The family is told in the booking's transaction: both commit, or neither. A held
          // time is told once its deposit is paid (AppointmentDeposits.paid).
          if (saved.status === 'BOOKED') await this.notices.booked(tx, saved.id);
          return saved;
        }
        throw slotTaken();
      })
      .catch(async (error: unknown) => {
        if (error instanceof ConflictException && codeOf(error) === 'SLOT_TAKEN') {
          throw slotTaken(await this.nearest(type, asked, start, now));
        }
        throw error;
      });
    return this.familyAppointment(saved.id);
  }

  /** The proven family's appointments, the latest first (lapsed holds left out). */
  async mine(proof: GuestProof): Promise<FamilyAppointments> {
    const now = this.clock.now();
    const rows = await this.manager
      .getRepository(Appointment)
      .createQueryBuilder('appointment')
      .innerJoinAndSelect('appointment.type', 'type')
      .innerJoinAndSelect('appointment.counsellor', 'counsellor')
      .where(ownedBy(proof))
      .andWhere(standingAt(now, ['BOOKED', 'ATTENDED', 'NO_SHOW', 'CANCELLED']))
      .orderBy('appointment.starts_at', 'DESC')
      .getMany();
    return { appointments: rows.map((row) => toFamily(row, now)) };
  }

  /**
   * Cancels a booked appointment of the proven family until the type's deadline; its deposit, if
   * paid, is refunded in full (the written policy), and the refund's settling cancels it. A time
   * held while paying is let go at once, nothing having been paid.
   */
  async cancel(proof: GuestProof, id: number): Promise<FamilyAppointment> {
    const appointment = await this.owned(proof, id);
    if (appointment.status === 'HELD') return this.releaseHold(appointment);
    this.assertChangeable(appointment);
    if (appointment.deposit_status === 'PAID') {
      const refunded = await this.deposits.refund(
        'appointment',
        appointment.id,
        '보호자 예약 취소 (취소 기한 전)',
        FAMILY,
      );
      if (refunded === 'none') throw alreadyChanged();
      return this.familyAppointment(appointment.id);
    }
    const now = this.clock.now();
    await this.manager.transaction(async (tx) => {
      const result = await tx
        .getRepository(Appointment)
        .createQueryBuilder()
        .update()
        .set({ status: 'CANCELLED', cancelled_at: now, cancel_reason: '보호자 취소' })
        .where("id = :id AND status = 'BOOKED'", { id: appointment.id })
        .execute();
      if (result.affected !== 1) throw alreadyChanged();
      await this.notices.cancelled(tx, appointment.id, 'FAMILY');
    });
    return this.familyAppointment(appointment.id);
  }

  /** Moves a booked appointment of the proven family to another free time of its counsellor. */
  async reschedule(proof: GuestProof, id: number, startIso: string): Promise<FamilyAppointment> {
    const appointment = await this.changeable(proof, id);
    const type = appointment.type;
    const start = new Date(startIso);
    const now = this.clock.now();
    this.checkWindow(type, start, now);
    const date = seoulDate(start);
    const asked = [appointment.counsellor_id];
    const slot = (
      await slotsOf(this.manager, type, asked, { from: date, to: date }, now, appointment.id)
    ).find((each) => each.start.getTime() === start.getTime());
    if (!slot) throw slotTaken(await this.nearest(type, asked, start, now, appointment.id));
    await this.manager
      .transaction(async (tx) => {
        const moved = await moveAppointment(
          tx,
          appointment.id,
          {
            counsellorId: appointment.counsellor_id,
            roomId: appointment.room_id,
            start: slot.start,
            end: slot.end,
            blocksUntil: slot.blocksUntil,
          },
          now,
        );
        if (!moved) throw alreadyChanged();
        // Told in the move's transaction: the new time and its message commit together.
        await this.notices.moved(tx, appointment.id, appointment.starts_at, 'FAMILY');
      })
      .catch(async (error: unknown) => {
        if (error instanceof ConflictException && codeOf(error) === 'SLOT_TAKEN') {
          throw slotTaken(await this.nearest(type, asked, start, now, appointment.id));
        }
        throw error;
      });
    return this.familyAppointment(appointment.id);
  }

  /**
   * Lets a held time go (the family gave up paying). An attempt still open is never confirmed
   * after this: the deposit's hold refuses it, and one paid anyway is given back in full.
   */
  private async releaseHold(appointment: Appointment): Promise<FamilyAppointment> {
    const now = this.clock.now();
    await this.manager
      .getRepository(Appointment)
      .createQueryBuilder()
      .update()
      .set({
        status: 'CANCELLED',
        cancelled_at: now,
        cancel_reason: '결제 전 취소',
        updated_at: now,
      })
      .where("id = :id AND status = 'HELD'", { id: appointment.id })
      .execute();
    return this.familyAppointment(appointment.id);
  }

  /** What the success page shows of a booking whose deposit was just paid. */
  async paidBooking(id: number, paid: DepositPaid): Promise<DepositPaidResponse> {
    const row = await this.manager.getRepository(Appointment).findOneOrFail({
      where: { id },
      relations: { type: true, counsellor: true },
    });
    return {
      appointmentId: row.id,
      method: paid.method,
      amount: paid.amount,
      receiptUrl: paid.receiptUrl,
      typeName: row.type.name,
      counsellorName: row.counsellor.name,
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
    };
  }

  /** The proven family's own appointment (404 otherwise): a deposit is started only for it. */
  async ownAppointment(proof: GuestProof, id: number): Promise<{ programId: number }> {
    return { programId: (await this.owned(proof, id)).type.program_id };
  }

  /** The proven family's appointment with its type; 404 when it is not theirs. */
  private async owned(proof: GuestProof, id: number): Promise<Appointment> {
    const found = await this.manager
      .getRepository(Appointment)
      .createQueryBuilder('appointment')
      .innerJoinAndSelect('appointment.type', 'type')
      .where('appointment.id = :id', { id })
      .andWhere(ownedBy(proof))
      .getOne();
    if (!found) throw new NotFoundException(APPOINTMENT_NOT_FOUND);
    return found;
  }

  /** The nearest free times with the counsellor of an appointment whose time was taken. */
  async nearestFor(appointment: Appointment, now: Date): Promise<NearbySlot[]> {
    const type = await this.bookableType(appointment.type_id).catch(() => null);
    if (!type) return [];
    return this.nearest(type, [appointment.counsellor_id], appointment.starts_at, now);
  }

  /** The proven family's booked appointment, still before its deadline; else 404 or 409. */
  private async changeable(proof: GuestProof, id: number): Promise<Appointment> {
    const appointment = await this.owned(proof, id);
    this.assertChangeable(appointment);
    return appointment;
  }

  /** 409 unless the appointment is booked and still before its deadline. */
  private assertChangeable(appointment: Appointment): void {
    if (appointment.status !== 'BOOKED') throw alreadyChanged();
    if (this.clock.now() >= changeUntil(appointment)) {
      throw new ConflictException({
        message: `상담 ${appointment.type.cancel_deadline_hours}시간 전까지만 바꾸거나 취소할 수 있어요. 센터로 전화해 주세요.`,
        code: 'CHANGE_DEADLINE_PASSED',
      });
    }
  }

  private async familyAppointment(id: number): Promise<FamilyAppointment> {
    const row = await this.manager.getRepository(Appointment).findOneOrFail({
      where: { id },
      relations: { type: true, counsellor: true },
    });
    return toFamily(row, this.clock.now());
  }

  /** An active type with at least one active counsellor, else 404. */
  private async bookableType(typeId: number): Promise<AppointmentType> {
    const type = await this.manager
      .getRepository(AppointmentType)
      .createQueryBuilder('type')
      .innerJoinAndSelect('type.counsellors', 'counsellor', 'counsellor.active')
      .where('type.id = :typeId AND type.active', { typeId })
      .getOne();
    if (!type) throw new NotFoundException(TYPE_NOT_BOOKABLE);
    return type;
  }

  /** The counsellor asked for (one who offers the type), or every one with 상관없음. */
  private counsellorsAsked(type: AppointmentType, counsellor: string): number[] {
    const offered = type.counsellors.map((each) => each.id);
    if (counsellor === ANY_COUNSELLOR) return offered;
    const id = Number(counsellor);
    if (!offered.includes(id)) {
      throw new BadRequestException('이 상담을 맡지 않는 선생님이에요. 다시 선택해 주세요.');
    }
    return [id];
  }

  /** Too soon or too far ahead, said as the rule the family can act on. */
  private checkWindow(type: AppointmentType, start: Date, now: Date): void {
    if (start.getTime() < now.getTime() + type.min_notice_minutes * MINUTE) {
      throw new BadRequestException({
        message: `상담 시작 ${noticeWords(type.min_notice_minutes)} 전까지 예약할 수 있어요. 다른 시간을 골라 주세요.`,
        code: 'TOO_SOON',
      });
    }
    if (start.getTime() > now.getTime() + type.max_ahead_days * DAY) {
      throw new BadRequestException({
        message: `오늘부터 ${type.max_ahead_days}일 뒤까지 예약할 수 있어요.`,
        code: 'TOO_FAR_AHEAD',
      });
    }
  }

  /**
   * With 상관없음, the counsellors free at that time ordered by how many appointments they hold in
   * the four weeks around it (fewest first), so the centre's time is shared out.
   */
  private async leastBookedFirst(free: CounsellorSlot[], now: Date): Promise<CounsellorSlot[]> {
    const around = free[0].start.getTime();
    const rows: { counsellor_id: number; count: string }[] = await this.manager
      .getRepository(Appointment)
      .createQueryBuilder('appointment')
      .select('appointment.counsellor_id', 'counsellor_id')
      .addSelect('count(*)', 'count')
      .where({ counsellor_id: In(free.map((slot) => slot.counsellorId)) })
      // A lapsed hold (a family who left the payment window) is nobody's load.
      .andWhere(standingAt(now, TAKEN_FOR_GOOD))
      .andWhere('appointment.starts_at BETWEEN :from AND :to', {
        from: new Date(Math.max(around - 14 * DAY, now.getTime() - 14 * DAY)),
        to: new Date(around + 14 * DAY),
      })
      .groupBy('appointment.counsellor_id')
      .getRawMany();
    const load = new Map(rows.map((row) => [Number(row.counsellor_id), Number(row.count)]));
    return [...free].sort(
      (a, b) =>
        (load.get(a.counsellorId) ?? 0) - (load.get(b.counsellorId) ?? 0) ||
        a.counsellorId - b.counsellorId,
    );
  }

  /** The free start times nearest to `around` within a week either side, at most three. */
  private async nearest(
    type: AppointmentType,
    counsellors: number[],
    around: Date,
    now: Date,
    except?: number,
  ): Promise<NearbySlot[]> {
    const day = seoulDate(around);
    const from = [addDays(day, -NEAREST_DAYS), seoulDate(now)].sort()[1];
    const to = addDays(day, NEAREST_DAYS);
    if (daysBetween(from, to) < 0) return [];
    const slots = uniqueStarts(
      await slotsOf(this.manager, type, counsellors, { from, to }, now, except),
    );
    return slots
      .sort(
        (a, b) =>
          Math.abs(a.start.getTime() - around.getTime()) -
          Math.abs(b.start.getTime() - around.getTime()),
      )
      .slice(0, NEAREST_COUNT)
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((slot) => ({ ...wireSlot(slot), date: seoulDate(slot.start) }));
  }
}

/** One slot per start time, the earliest counsellor's. */
function uniqueStarts(slots: CounsellorSlot[]): CounsellorSlot[] {
  const seen = new Set<number>();
  return slots.filter((slot) => {
    if (seen.has(slot.start.getTime())) return false;
    seen.add(slot.start.getTime());
    return true;
  });
}

function wireSlot(slot: { start: Date; end: Date }) {
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    time: seoulTime(slot.start),
  };
}

function changeUntil(appointment: Appointment): Date {
  return new Date(appointment.starts_at.getTime() - appointment.type.cancel_deadline_hours * HOUR);
}

function toFamily(row: Appointment, now: Date): FamilyAppointment {
  const until = changeUntil(row);
  return {
    id: row.id,
    typeId: row.type_id,
    typeName: row.type.name,
    counsellorId: row.counsellor_id,
    counsellorName: row.counsellor.name,
    start: row.starts_at.toISOString(),
    end: row.ends_at.toISOString(),
    status: row.status,
    childName: row.child_name,
    childSchoolYear: row.child_school_year,
    price: row.price,
    deposit: row.deposit,
    depositStatus: row.deposit_status,
    holdUntil: row.status === 'HELD' ? (row.hold_expires_at?.toISOString() ?? null) : null,
    changeUntil: until.toISOString(),
    changeable: row.status === 'BOOKED' && now < until,
    maxAheadDays: row.type.max_ahead_days,
  };
}

function familyKey(proof: ProvenContact): string {
  return `appointment-family:${proof.email ?? ''}:${proof.phone ?? ''}`;
}

/**
 * 409 TOO_MANY_APPOINTMENTS when the family already holds BOOKING_LIMITS.upcomingPerFamily
 * upcoming appointments (booked, or held while paying), `except` left out. Counted under the
 * family's advisory lock in the caller's transaction: two tabs cannot both pass the cap.
 */
export async function assertUnderFamilyCap(
  tx: EntityManager,
  contact: ProvenContact,
  now: Date,
  except?: number,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [familyKey(contact)]);
  const query = tx
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .where(ownedBy(contact))
    .andWhere('appointment.starts_at > :now', { now })
    .andWhere(standingAt(now));
  if (except !== undefined) query.andWhere('appointment.id <> :except', { except });
  if ((await query.getCount()) >= BOOKING_LIMITS.upcomingPerFamily) {
    throw new ConflictException({
      message: `온라인으로는 다가오는 예약을 ${BOOKING_LIMITS.upcomingPerFamily}건까지 할 수 있어요. 더 필요하시면 센터로 전화해 주세요.`,
      code: 'TOO_MANY_APPOINTMENTS',
    });
  }
}

function noticeWords(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440}일`;
  if (minutes % 60 === 0) return `${minutes / 60}시간`;
  return `${minutes}분`;
}

function codeOf(error: ConflictException): string | undefined {
  const body = error.getResponse();
  return typeof body === 'object' ? (body as { code?: string }).code : undefined;
}

function alreadyChanged() {
  return new ConflictException({
    message: '이미 취소되었거나 지난 예약이에요. 화면을 새로 고쳐 확인해 주세요.',
    code: 'APPOINTMENT_CHANGED',
  });
}
