import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { refusedWith, SQL_STATE } from '../database/sql-state';
import { liveProgramTitles } from '../programs';
import { AppointmentType } from './appointment-type.entity';
import { HOLIDAY_YEARS, publicHolidaysBetween } from './closed-days';
import { CentreClosedDay, Counsellor, Room } from './counsellor.entity';
import type {
  AppointmentTypeRow,
  ClosedDaysResponse,
  RoomRow,
  SetupDone,
  SetupSaved,
} from './dto/setup.response';
import type {
  AppointmentTypeDto,
  CreateClosedDayDto,
  CreateRoomDto,
  UpdateRoomDto,
} from './dto/setup-forms.dto';

const NOTHING_CHANGED = '변경된 내용이 없습니다.';
const ROOM_NOT_FOUND = '상담실을 찾을 수 없습니다.';
const ROOM_NAME_TAKEN = '상담실 이름이 이미 있습니다. 다른 이름을 써 주세요.';
const TYPE_NOT_FOUND = '상담 유형을 찾을 수 없습니다.';
/** How far ahead the list shows public holidays. */
const HOLIDAYS_AHEAD_DAYS = 365;

/**
 * The owner's setup of what families can book (issue 37): the centre's closed days (public
 * holidays come from the holidays package), rooms, and each program's appointment types. Every
 * change is one transaction with its audit row (kind APPOINTMENT_SETUP).
 */
@Injectable()
export class AdminBookingSetupService {
  constructor(
    private readonly manager: EntityManager,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async closedDays(): Promise<ClosedDaysResponse> {
    const today = seoulDate(this.clock.now());
    const centre = await this.manager.find(CentreClosedDay, {
      where: { day: MoreThanOrEqual(today) },
      order: { day: 'ASC' },
    });
    const holidays = publicHolidaysBetween(today, addDays(today, HOLIDAYS_AHEAD_DAYS));
    return {
      centre: centre.map(({ day, reason }) => ({ day, reason })),
      holidays: [...holidays.entries()].map(([day, reason]) => ({ day, reason })),
      holiday_years: [...HOLIDAY_YEARS],
    };
  }

  async addClosedDay(actor: AuditActor, dto: CreateClosedDayDto): Promise<SetupDone> {
    if (dto.day < seoulDate(this.clock.now())) {
      throw new BadRequestException(['날짜가 이미 지났습니다. 오늘 이후의 날짜를 골라 주세요.']);
    }
    await this.manager.transaction(async (manager) => {
      // The day is the key: a second add of one day is refused, not overwritten.
      const inserted: unknown[] = await manager.query(
        `INSERT INTO centre_closed_day (day, reason) VALUES ($1, $2)
         ON CONFLICT (day) DO NOTHING RETURNING day`,
        [dto.day, dto.reason],
      );
      if (!inserted.length) throw new ConflictException('날짜가 이미 휴무일로 등록되어 있습니다.');
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'closed_day.create',
          target: `closed_day:${dto.day}`,
          summary: `휴무일 ${dto.day} ${dto.reason}`,
          after: { day: dto.day, reason: dto.reason },
        },
        manager,
      );
    });
    return { message: '휴무일을 추가했습니다. 이날은 예약을 받지 않습니다.' };
  }

  async removeClosedDay(actor: AuditActor, day: string): Promise<SetupDone> {
    await this.manager.transaction(async (manager) => {
      const row = await manager.findOne(CentreClosedDay, {
        where: { day },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException('휴무일을 찾을 수 없습니다.');
      await manager.delete(CentreClosedDay, { day });
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'closed_day.delete',
          target: `closed_day:${day}`,
          summary: `휴무일 ${day} 삭제`,
          before: { day: row.day, reason: row.reason },
        },
        manager,
      );
    });
    return { message: '휴무일을 삭제했습니다.' };
  }

  async rooms(): Promise<RoomRow[]> {
    const rooms = await this.manager.find(Room, { order: { name: 'ASC', id: 'ASC' } });
    return rooms.map(({ id, name, active }) => ({ id, name, active }));
  }

  async addRoom(actor: AuditActor, dto: CreateRoomDto): Promise<SetupSaved> {
    const id = await this.roomNamed(() =>
      this.manager.transaction(async (manager) => {
        await this.nameFree(manager, dto.name);
        const room = await manager.save(manager.create(Room, { name: dto.name, active: true }));
        await this.audit.record(
          actor,
          {
            kind: 'APPOINTMENT_SETUP',
            action: 'room.create',
            target: `room:${room.id}`,
            summary: `상담실 ${room.name}`,
            after: { name: room.name, active: true },
          },
          manager,
        );
        return room.id;
      }),
    );
    return { id, message: '상담실을 추가했습니다.' };
  }

  async updateRoom(actor: AuditActor, id: number, dto: UpdateRoomDto): Promise<SetupSaved> {
    await this.roomNamed(() =>
      this.manager.transaction(async (manager) => {
        const room = await manager.findOne(Room, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
        const before = { name: room.name, active: room.active };
        const after = { name: dto.name ?? room.name, active: dto.active ?? room.active };
        const changes = changedFields(before, after);
        if (!Object.keys(changes.after).length) throw new BadRequestException(NOTHING_CHANGED);
        if (after.name !== room.name) await this.nameFree(manager, after.name);
        await manager.update(Room, { id }, after);
        await this.audit.record(
          actor,
          {
            kind: 'APPOINTMENT_SETUP',
            action: 'room.update',
            target: `room:${id}`,
            summary: `상담실 ${after.name}`,
            ...changes,
          },
          manager,
        );
      }),
    );
    return { id, message: '상담실을 저장했습니다.' };
  }

  async types(): Promise<AppointmentTypeRow[]> {
    const types = await this.manager.find(AppointmentType, {
      relations: { counsellors: true },
      order: { program_id: 'ASC', id: 'ASC' },
    });
    return types.map(toTypeRow);
  }

  async addType(actor: AuditActor, dto: AppointmentTypeDto): Promise<SetupSaved> {
    const id = await this.manager.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const type = await manager.save(
        manager.create(AppointmentType, {
          ...typeColumns(dto),
          counsellors: fields.counsellors,
        }),
      );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'appointment_type.create',
          target: `appointment_type:${type.id}`,
          summary: `${fields.program} · ${type.name}`,
          after: fields.audited,
        },
        manager,
      );
      return type.id;
    });
    return { id, message: '상담 유형을 추가했습니다.' };
  }

  async updateType(actor: AuditActor, id: number, dto: AppointmentTypeDto): Promise<SetupSaved> {
    await this.manager.transaction(async (manager) => {
      const type = await manager.findOne(AppointmentType, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!type) throw new NotFoundException(TYPE_NOT_FOUND);
      type.counsellors = await manager
        .createQueryBuilder()
        .relation(AppointmentType, 'counsellors')
        .of(id)
        .loadMany<Counsellor>();
      const titles = await liveProgramTitles(manager);
      const before = audited(type, titles.get(type.program_id) ?? `#${type.program_id}`);
      const fields = await this.checked(manager, dto, titles);
      const changes = changedFields(before, fields.audited);
      if (!Object.keys(changes.after).length) throw new BadRequestException(NOTHING_CHANGED);
      await manager.update(AppointmentType, { id }, typeColumns(dto));
      await manager
        .createQueryBuilder()
        .relation(AppointmentType, 'counsellors')
        .of(id)
        .addAndRemove(
          fields.counsellors.map((c) => c.id),
          type.counsellors.map((c) => c.id),
        );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'appointment_type.update',
          target: `appointment_type:${id}`,
          summary: `${fields.program} · ${dto.name}`,
          ...changes,
        },
        manager,
      );
    });
    return { id, message: '상담 유형을 저장했습니다.' };
  }

  /** The program is live and every counsellor exists; what the trail keeps of the type. */
  private async checked(
    manager: EntityManager,
    dto: AppointmentTypeDto,
    titles?: Map<number, string>,
  ): Promise<{ program: string; counsellors: Counsellor[]; audited: AuditFields }> {
    const program = (titles ?? (await liveProgramTitles(manager))).get(dto.program_id);
    if (!program) throw new BadRequestException(['프로그램을 찾을 수 없습니다. 다시 골라 주세요.']);
    const ids = [...new Set(dto.counsellor_ids)];
    const counsellors = ids.length
      ? await manager.find(Counsellor, {
          where: { id: In(ids) },
          order: { name: 'ASC', id: 'ASC' },
        })
      : [];
    if (counsellors.length !== ids.length) {
      throw new BadRequestException(['상담사를 찾을 수 없습니다. 다시 골라 주세요.']);
    }
    const deposit = dto.deposit ?? 0;
    if (deposit > dto.price) {
      throw new BadRequestException(['예약금은 상담료보다 많을 수 없습니다.']);
    }
    if (deposit > 0 && deposit < MIN_DEPOSIT) {
      throw new BadRequestException([
        `예약금은 받지 않으려면 0원, 받으려면 ${MIN_DEPOSIT.toLocaleString('ko-KR')}원 이상으로 입력해 주세요.`,
      ]);
    }
    if (dto.active && !counsellors.some((c) => c.active)) {
      throw new BadRequestException([
        '상담사를 한 명 이상 골라 주세요. 예약을 받는 유형에는 활성 상담사가 필요합니다.',
      ]);
    }
    return {
      program,
      counsellors,
      audited: audited({ ...typeColumns(dto), counsellors } as AppointmentType, program),
    };
  }

  private async nameFree(manager: EntityManager, name: string): Promise<void> {
    if (await manager.existsBy(Room, { name })) throw new ConflictException(ROOM_NAME_TAKEN);
  }

  /**
   * A room's write, where two people naming rooms alike at once both pass nameFree and the
   * unique index refuses the second: said as the same 409, not a 500.
   */
  private async roomNamed<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (refusedWith(error, SQL_STATE.uniqueViolation)) {
        throw new ConflictException(ROOM_NAME_TAKEN);
      }
      throw error;
    }
  }
}

/** The provider's smallest card payment: a deposit below it could not be taken. */
const MIN_DEPOSIT = 100;

function typeColumns(dto: AppointmentTypeDto) {
  return {
    program_id: dto.program_id,
    name: dto.name,
    description: dto.description,
    duration_minutes: dto.duration_minutes,
    buffer_after_minutes: dto.buffer_after_minutes,
    price: dto.price,
    deposit: dto.deposit ?? 0,
    min_notice_minutes: dto.min_notice_minutes,
    max_ahead_days: dto.max_ahead_days,
    cancel_deadline_hours: dto.cancel_deadline_hours,
    active: dto.active,
  };
}

/** What the audit trail keeps of a type: its fields, the program and counsellors by name. */
function audited(type: AppointmentType, program: string): AuditFields {
  return {
    program,
    name: type.name,
    description: type.description,
    duration_minutes: type.duration_minutes,
    buffer_after_minutes: type.buffer_after_minutes,
    price: type.price,
    deposit: type.deposit,
    min_notice_minutes: type.min_notice_minutes,
    max_ahead_days: type.max_ahead_days,
    cancel_deadline_hours: type.cancel_deadline_hours,
    counsellors: [...type.counsellors]
      .sort((a, b) => a.id - b.id)
      .map((c) => c.name)
      .join(', '),
    active: type.active,
  };
}

function toTypeRow(type: AppointmentType): AppointmentTypeRow {
  return {
    id: type.id,
    program_id: type.program_id,
    name: type.name,
    description: type.description,
    duration_minutes: type.duration_minutes,
    buffer_after_minutes: type.buffer_after_minutes,
    price: type.price,
    deposit: type.deposit,
    min_notice_minutes: type.min_notice_minutes,
    max_ahead_days: type.max_ahead_days,
    cancel_deadline_hours: type.cancel_deadline_hours,
    counsellor_ids: type.counsellors.map((c) => c.id).sort((a, b) => a - b),
    active: type.active,
  };
}
