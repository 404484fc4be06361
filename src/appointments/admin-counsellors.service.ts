import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager, In, LessThan, MoreThan } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor } from '../audit';
import { accountSummaries, type AdminPrincipal } from '../auth';
import { Clock } from '../common/clock/clock';
import { Appointment, HOLDS_TIME } from './appointment.entity';
import { Counsellor, CounsellorTimeOff, CounsellorWeeklyHours } from './counsellor.entity';
import type {
  CounsellorAccountOption,
  CounsellorDetail,
  CounsellorRow,
  SetupDone,
  SetupSaved,
  TimeOffRow,
} from './dto/setup.response';
import type {
  CreateCounsellorDto,
  CreateTimeOffDto,
  UpdateCounsellorDto,
  WeeklyHoursDto,
} from './dto/setup-forms.dto';
import { clockOf, minutesOf, sortedWeek, weekFaults, weekSummary } from './weekly-hours';

export const COUNSELLOR_NOT_FOUND = '상담사를 찾을 수 없습니다.';
export const NOT_YOUR_SCHEDULE =
  '본인의 상담 일정만 바꿀 수 있습니다. 다른 상담사의 일정은 대표 관리자가 바꿉니다.';
const TIME_OFF_NOT_FOUND = '휴무 일정을 찾을 수 없습니다.';
/** The longest single stretch of time off, in days (a year's leave is several entries). */
const MAX_TIME_OFF_DAYS = 366;

/** A staff account edits only its own schedule (and feed); the owner edits anyone's. */
export function mayEditSchedule(admin: AdminPrincipal, counsellor: Counsellor): void {
  if (admin.role !== 'OWNER' && counsellor.account_id !== admin.id) {
    throw new ForbiddenException(NOT_YOUR_SCHEDULE);
  }
}

/**
 * The back office's counsellors (issue 37): the owner gives a staff account a counsellor profile,
 * renames it, takes it off the booking pages; a counsellor keeps their own weekly hours and time
 * off (the owner keeps anyone's). Every change is one transaction with its audit row.
 */
@Injectable()
export class AdminCounsellorsService {
  constructor(
    private readonly manager: EntityManager,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** The owner sees every profile; a staff account only their own. */
  async list(admin: AdminPrincipal): Promise<CounsellorRow[]> {
    const counsellors = await this.manager.find(Counsellor, {
      where: admin.role === 'OWNER' ? {} : { account_id: admin.id },
      order: { name: 'ASC', id: 'ASC' },
    });
    return this.rows(counsellors, admin);
  }

  /** Active accounts that have no counsellor profile yet. */
  async accountOptions(): Promise<CounsellorAccountOption[]> {
    const taken = new Set(
      (await this.manager.find(Counsellor, { select: { account_id: true } })).map(
        (c) => c.account_id,
      ),
    );
    return (await accountSummaries(this.manager))
      .filter((account) => account.active && !taken.has(account.id))
      .map(({ id, name, username }) => ({ id, name, username }));
  }

  async get(admin: AdminPrincipal, id: number): Promise<CounsellorDetail> {
    const counsellor = await this.manager.findOneBy(Counsellor, { id });
    if (!counsellor) throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    mayEditSchedule(admin, counsellor);
    const [row] = await this.rows([counsellor], admin);
    const [hours, timeOff] = await Promise.all([
      this.manager.find(CounsellorWeeklyHours, { where: { counsellor_id: id } }),
      this.manager.find(CounsellorTimeOff, {
        where: { counsellor_id: id, ends_at: MoreThan(this.clock.now()) },
        order: { starts_at: 'ASC', id: 'ASC' },
      }),
    ]);
    return {
      ...row,
      hours: sortedWeek(
        hours.map((h) => ({ weekday: h.weekday, start: h.start_minute, end: h.end_minute })),
      ).map((w) => ({ weekday: w.weekday, start: clockOf(w.start), end: clockOf(w.end) })),
      time_off: timeOff.map(toTimeOffRow),
      feed_created_at: counsellor.feed_created_at?.toISOString() ?? null,
    };
  }

  async create(actor: AuditActor, dto: CreateCounsellorDto): Promise<SetupSaved> {
    const [account] = await accountSummaries(this.manager, [dto.account_id]);
    if (!account?.active)
      throw new BadRequestException('계정을 찾을 수 없습니다. 사용 중인 직원 계정을 골라 주세요.');
    const id = await this.manager.transaction(async (manager) => {
      const exists = await manager.existsBy(Counsellor, { account_id: dto.account_id });
      if (exists) throw new ConflictException('계정에 이미 상담사 프로필이 있습니다.');
      const saved = await manager.save(
        manager.create(Counsellor, { account_id: dto.account_id, name: dto.name, active: true }),
      );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.create',
          target: `counsellor:${saved.id}`,
          summary: `상담사 ${saved.name} 등록`,
          after: { account: account.username, name: saved.name, active: true },
        },
        manager,
      );
      return saved.id;
    });
    return { id, message: '상담사를 등록했습니다. 근무 시간을 넣으면 예약을 받을 수 있습니다.' };
  }

  async update(actor: AuditActor, id: number, dto: UpdateCounsellorDto): Promise<SetupSaved> {
    let upcoming = 0;
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, id);
      const before = { name: counsellor.name, active: counsellor.active };
      const after = { name: dto.name ?? counsellor.name, active: dto.active ?? counsellor.active };
      const changes = changedFields(before, after);
      if (!Object.keys(changes.after).length) {
        throw new BadRequestException('변경된 내용이 없습니다.');
      }
      // Taken off the booking pages ends the calendar feed too: a later 사용 does not revive an
      // address that may have gone with the person.
      await manager.update(
        Counsellor,
        { id },
        after.active ? after : { ...after, feed_token_hash: null, feed_created_at: null },
      );
      if (before.active && !after.active) {
        upcoming = await manager.countBy(Appointment, {
          counsellor_id: id,
          status: In([...HOLDS_TIME]),
          starts_at: MoreThan(this.clock.now()),
        });
      }
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.update',
          target: `counsellor:${id}`,
          summary: `상담사 ${after.name}`,
          ...changes,
        },
        manager,
      );
    });
    const message =
      dto.active === false
        ? upcoming
          ? `상담사를 비활성으로 바꿨습니다. 앞으로 잡힌 예약 ${upcoming}건은 그대로 있으니 다른 상담사에게 옮기거나 취소해 주세요.`
          : '상담사를 비활성으로 바꿨습니다. 가족은 더 이상 이 상담사를 예약할 수 없습니다.'
        : '상담사 정보를 저장했습니다.';
    return { id, message };
  }

  /** Only a profile that never had an appointment; one that had is deactivated instead. */
  async remove(actor: AuditActor, id: number): Promise<SetupDone> {
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, id);
      if (await manager.existsBy(Appointment, { counsellor_id: id })) {
        throw new ConflictException(
          '예약 기록이 있는 상담사는 삭제할 수 없습니다. 비활성으로 바꿔 주세요.',
        );
      }
      await manager.delete(Counsellor, { id });
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.delete',
          target: `counsellor:${id}`,
          summary: `상담사 ${counsellor.name} 삭제`,
          before: { name: counsellor.name, active: counsellor.active },
        },
        manager,
      );
    });
    return { message: '상담사 프로필을 삭제했습니다.' };
  }

  /** Replaces the whole week. */
  async replaceHours(
    admin: AdminPrincipal,
    actor: AuditActor,
    id: number,
    dto: WeeklyHoursDto,
  ): Promise<SetupDone> {
    // Someone else's schedule is refused before its input is judged.
    await this.editable(admin, id);
    const week = dto.windows.map((w) => ({
      weekday: w.weekday,
      start: minutesOf(w.start),
      end: minutesOf(w.end),
    }));
    const faults = weekFaults(week);
    if (faults.length) throw new BadRequestException(faults);
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, id);
      mayEditSchedule(admin, counsellor);
      const old = await manager.find(CounsellorWeeklyHours, { where: { counsellor_id: id } });
      const before = weekSummary(
        old.map((h) => ({ weekday: h.weekday, start: h.start_minute, end: h.end_minute })),
      );
      const after = weekSummary(week);
      if (before === after) throw new BadRequestException('변경된 내용이 없습니다.');
      await manager.delete(CounsellorWeeklyHours, { counsellor_id: id });
      if (week.length) {
        await manager.insert(
          CounsellorWeeklyHours,
          sortedWeek(week).map((w) => ({
            counsellor_id: id,
            weekday: w.weekday,
            start_minute: w.start,
            end_minute: w.end,
          })),
        );
      }
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.hours',
          target: `counsellor:${id}`,
          summary: `상담사 ${counsellor.name} 근무 시간`,
          before: { hours: before },
          after: { hours: after },
        },
        manager,
      );
    });
    return { message: '근무 시간을 저장했습니다. 이미 잡힌 예약은 그대로 있습니다.' };
  }

  async addTimeOff(
    admin: AdminPrincipal,
    actor: AuditActor,
    id: number,
    dto: CreateTimeOffDto,
  ): Promise<SetupSaved> {
    await this.editable(admin, id);
    const startsAt = new Date(dto.starts_at);
    const endsAt = new Date(dto.ends_at);
    if (endsAt <= startsAt)
      throw new BadRequestException(['끝 일시는 시작 일시보다 뒤여야 합니다.']);
    if (endsAt.getTime() - startsAt.getTime() > MAX_TIME_OFF_DAYS * 86_400_000) {
      throw new BadRequestException(['끝 일시는 시작 일시로부터 1년 안이어야 합니다.']);
    }
    if (endsAt <= this.clock.now()) throw new BadRequestException(['끝 일시가 이미 지났습니다.']);
    const saved = await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, id);
      mayEditSchedule(admin, counsellor);
      const row = await manager.save(
        manager.create(CounsellorTimeOff, {
          counsellor_id: id,
          starts_at: startsAt,
          ends_at: endsAt,
          reason: dto.reason,
        }),
      );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.time_off.create',
          target: `counsellor:${id}`,
          summary: `상담사 ${counsellor.name} 휴무 ${dto.reason}`,
          after: timeOffFields(row),
        },
        manager,
      );
      return row;
    });
    // Time off takes no appointment away: the ones already in it are said, for the owner to move.
    const clashes = await this.manager.countBy(Appointment, {
      counsellor_id: id,
      status: In([...HOLDS_TIME]),
      starts_at: LessThan(endsAt),
      blocks_until: MoreThan(startsAt),
    });
    return {
      id: saved.id,
      message: clashes
        ? `휴무 일정을 추가했습니다. 이 시간에 이미 잡힌 예약 ${clashes}건은 그대로 있으니 옮기거나 취소해 주세요.`
        : '휴무 일정을 추가했습니다. 이 시간에는 예약을 받지 않습니다.',
    };
  }

  async removeTimeOff(
    admin: AdminPrincipal,
    actor: AuditActor,
    id: number,
    timeOffId: number,
  ): Promise<SetupDone> {
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, id);
      mayEditSchedule(admin, counsellor);
      const row = await manager.findOneBy(CounsellorTimeOff, { id: timeOffId, counsellor_id: id });
      if (!row) throw new NotFoundException(TIME_OFF_NOT_FOUND);
      await manager.delete(CounsellorTimeOff, { id: timeOffId });
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.time_off.delete',
          target: `counsellor:${id}`,
          summary: `상담사 ${counsellor.name} 휴무 삭제`,
          before: timeOffFields(row),
        },
        manager,
      );
    });
    return { message: '휴무 일정을 삭제했습니다.' };
  }

  /** The counsellor exists and the caller may edit their schedule (404, 403 otherwise). */
  private async editable(admin: AdminPrincipal, id: number): Promise<void> {
    const counsellor = await this.manager.findOneBy(Counsellor, { id });
    if (!counsellor) throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    mayEditSchedule(admin, counsellor);
  }

  private async rows(counsellors: Counsellor[], admin: AdminPrincipal): Promise<CounsellorRow[]> {
    const accounts = new Map(
      (
        await accountSummaries(
          this.manager,
          counsellors.map((c) => c.account_id),
        )
      ).map((account) => [account.id, account.name]),
    );
    return counsellors.map((c) => ({
      id: c.id,
      account_id: c.account_id,
      account_name: accounts.get(c.account_id) ?? '',
      name: c.name,
      active: c.active,
      mine: c.account_id === admin.id,
    }));
  }

  private async locked(manager: EntityManager, id: number): Promise<Counsellor> {
    const counsellor = await manager.findOne(Counsellor, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!counsellor) throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    return counsellor;
  }
}

function toTimeOffRow(row: CounsellorTimeOff): TimeOffRow {
  return {
    id: row.id,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    reason: row.reason,
  };
}

function timeOffFields(row: CounsellorTimeOff) {
  return {
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    reason: row.reason,
  };
}
