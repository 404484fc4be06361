import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, type EntityManager } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import { sanitizeLectureHtml } from '../common/html/sanitize-lecture-html';
import { SeatEvents, SeatLedger } from '../seats';
import type { UploadedImage } from '../uploads';
import { LECTURE_APPLICATIONS, type LectureApplications } from './lecture-applications';
import { LectureFee } from './lecture-fee.entity';
import { Lecture } from './lecture.entity';
import { registrationStatus, type RegistrationStatus } from './registration-status';
import type {
  AdminLectureDetail,
  AdminLectureRow,
  LectureRemoved,
  LectureSaved,
  RegistrationStatusWord,
} from './dto/admin-lecture.response';
import type {
  CreateLectureDto,
  FeeUpdateDto,
  SessionInputDto,
  UpdateLectureDto,
} from './dto/lecture-form.dto';
import { LectureSession } from './lecture-session.entity';
import { sessionsOf, toSessionResponse } from './lecture-sessions';
import { toLectureFields } from './dto/lecture.response';
import { LectureFiles } from './lecture-files';

export const LECTURE_NOT_FOUND = '강의를 찾을 수 없습니다.';
const NOTHING_CHANGED = '변경된 내용이 없습니다.';

const STATUS_WORDS: Record<RegistrationStatus, RegistrationStatusWord> = {
  BEFORE: '접수전',
  OPEN: '접수중',
  CLOSED: '접수 마감',
  CANCELLED: '폐강',
};

/** The lecture columns the edit form may change. */
export const PARTICIPANT_FIXED =
  '신청이 들어온 강의는 참여 대상을 바꿀 수 없습니다. 새 강의를 만들어 주세요.';

const EDITABLE_FIELDS = [
  'title',
  'instructor_name',
  'reg_period_start',
  'reg_start_time',
  'reg_period_end',
  'lec_period_start',
  'lec_period_end',
  'organizer',
  'inquiry',
  'content',
] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Optional text the edit form may set or clear ('' clears it): 장소, 준비물, 대상. */
const OPTIONAL_TEXT_FIELDS = ['venue', 'what_to_bring', 'audience'] as const;
type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];

/** Payment states in which money was taken or is on its way: the fee's price is history. */
const PAID_STATES = ['Y', 'W', 'P'];

@Injectable()
export class AdminLecturesService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(LECTURE_APPLICATIONS) private readonly applications: LectureApplications,
    private readonly files: LectureFiles,
    private readonly clock: Clock,
    private readonly ledger: SeatLedger,
    private readonly seatEvents: SeatEvents,
    private readonly audit: AuditTrail,
  ) {}

  /** Every lecture, archived ones too, newest first, with its application count. */
  async list(): Promise<AdminLectureRow[]> {
    const [rows, counts] = await Promise.all([
      this.manager.query<
        {
          id: number;
          title: string;
          instructor_name: string;
          reg_period_start: string;
          reg_start_time: string;
          reg_period_end: string;
          archived: boolean;
          closed_at: Date | null;
        }[]
      >(`
        SELECT id, title, instructor_name, reg_period_start, reg_period_end, closed_at,
               to_char(reg_start_time, 'HH24:MI') AS reg_start_time,
               archived_at IS NOT NULL AS archived
        FROM lecture
        ORDER BY id DESC`),
      this.applications.countsByLecture(this.manager),
    ]);
    const now = this.clock.now();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      instructor_name: row.instructor_name,
      reg_status: STATUS_WORDS[registrationStatus(now, row)],
      applicant_count: counts.get(row.id) ?? 0,
      archived: row.archived,
    }));
  }

  async get(id: number): Promise<AdminLectureDetail> {
    const lecture = await this.manager.getRepository(Lecture).findOneBy({ id });
    if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
    const fees = await this.manager
      .getRepository(LectureFee)
      .find({ where: { lecture_id: id }, order: { id: 'ASC' } });
    return {
      ...toLectureFields(lecture),
      content: lecture.content,
      venue: lecture.venue,
      what_to_bring: lecture.what_to_bring,
      audience: lecture.audience,
      sessions: ((await sessionsOf(this.manager, [id])).get(id) ?? []).map(toSessionResponse),
      archived: lecture.archived_at !== null,
      capacity: lecture.capacity,
      fees: fees.map((fee) => ({
        id: fee.id,
        fee_type: fee.fee_type,
        amount: fee.amount,
        capacity: fee.capacity,
      })),
    };
  }

  /**
   * Stores the image, then the lecture, its fees and its sessions in one transaction; no row, no
   * file. A copy of a past lecture (image_from, no file) shares that lecture's banner.
   */
  async create(
    actor: AuditActor,
    dto: CreateLectureDto,
    file: UploadedImage | undefined,
  ): Promise<LectureSaved> {
    const sessions = sortedSessions(dto.sessions ?? []);
    assertSessionsWithin(sessions, dto.lec_period_start, dto.lec_period_end);
    const copied = !file && dto.image_from !== undefined;
    if (!copied) this.files.assertImage(file);
    const stored = copied ? undefined : await this.files.store(file as UploadedImage);
    try {
      const id = await this.manager.transaction(async (manager) => {
        // A copy's banner is read with its lecture share-locked: a delete or a new banner of that
        // lecture waits for this commit, and then finds the file still named (removeIfUnused).
        const fileName = stored ?? (await bannerOf(manager, dto.image_from!));
        const lecture = await manager.save(
          manager.create(Lecture, {
            title: dto.title,
            instructor_name: dto.instructor_name,
            reg_period_start: dto.reg_period_start,
            reg_start_time: dto.reg_start_time ?? '00:00',
            reg_period_end: dto.reg_period_end,
            lec_period_start: dto.lec_period_start,
            lec_period_end: dto.lec_period_end,
            organizer: dto.organizer,
            inquiry: dto.inquiry,
            content: sanitizeLectureHtml(dto.content ?? ''),
            venue: dto.venue || null,
            what_to_bring: dto.what_to_bring || null,
            audience: dto.audience || null,
            file_name: fileName,
            archived_at: null,
            participant: dto.participant ?? 'APPLICANT',
            capacity: dto.capacity ?? null,
          }),
        );
        const fees = dto.fees ?? [];
        if (fees.length) {
          await manager.insert(
            LectureFee,
            fees.map((fee) => ({
              lecture_id: lecture.id,
              fee_type: fee.fee_type,
              amount: fee.amount,
              capacity: fee.capacity ?? null,
            })),
          );
        }
        await insertSessions(manager, lecture.id, sessions);
        await this.audit.record(
          actor,
          {
            kind: 'LECTURE',
            action: 'lecture.create',
            target: `lecture:${lecture.id}`,
            summary: `강의 '${lecture.title}' 등록`,
            after: await lectureSnapshot(manager, lecture.id),
          },
          manager,
        );
        return lecture.id;
      });
      return { id, message: '강의가 생성되었습니다.' };
    } catch (error) {
      await this.files.removeIfUnused(stored);
      throw error;
    }
  }

  /**
   * Applies the whole edit in one transaction with the lecture row locked: fields, new image,
   * fees removed, changed and added. Any refusal leaves the lecture, its fees and the files as
   * they were. The replaced image is removed only after the commit.
   */
  async update(
    actor: AuditActor,
    id: number,
    dto: UpdateLectureDto,
    file: UploadedImage | undefined,
  ): Promise<LectureSaved> {
    const insertFees = dto.insert_fees ?? [];
    const deleteIds = dto.delete_fees ?? [];
    const updateFees = dto.update_fees ?? [];
    const fieldsSent =
      [...EDITABLE_FIELDS, ...OPTIONAL_TEXT_FIELDS].some(
        (field) => dto[field] !== undefined && dto[field] !== null,
      ) ||
      dto.capacity !== undefined ||
      (dto.sessions !== undefined && dto.sessions !== null) ||
      (dto.participant !== undefined && dto.participant !== null);
    if (!fieldsSent && !file && !insertFees.length && !deleteIds.length && !updateFees.length) {
      throw new BadRequestException(NOTHING_CHANGED);
    }
    const sentSessions = dto.sessions ? sortedSessions(dto.sessions) : undefined;
    const updateIds = updateFees.map((fee) => fee.id);
    if (new Set([...deleteIds, ...updateIds]).size !== deleteIds.length + updateIds.length) {
      throw new BadRequestException('같은 요금을 두 번 삭제하거나 수정할 수 없습니다.');
    }
    if (file) this.files.assertImage(file);

    const newFile = file ? await this.files.store(file) : undefined;
    let oldFile: string | undefined;
    let seatsFreed = false;
    try {
      await this.manager.transaction(async (manager) => {
        // Also the seat lock (SeatLedger): no application is counted against a capacity while
        // it changes.
        const lecture = await manager.findOne(Lecture, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
        const before = await lectureSnapshot(manager, lecture.id);

        seatsFreed = await this.checkCapacities(manager, lecture, dto.capacity, updateFees);
        const changes: Partial<Lecture> = this.fieldChanges(lecture, dto);
        if (dto.participant && dto.participant !== lecture.participant) {
          await this.assertNoApplications(manager, lecture.id);
          changes.participant = dto.participant;
        }
        if (dto.capacity !== undefined && (dto.capacity ?? null) !== lecture.capacity) {
          changes.capacity = dto.capacity ?? null;
        }
        const feeChanges = await this.applyFeeChanges(manager, lecture.id, deleteIds, updateFees);
        const sessionChanges = await replaceSessions(
          manager,
          { ...lecture, ...changes },
          sentSessions,
        );
        if (
          !Object.keys(changes).length &&
          !newFile &&
          !feeChanges &&
          !sessionChanges &&
          !insertFees.length
        ) {
          throw new BadRequestException(NOTHING_CHANGED);
        }
        if (newFile) {
          oldFile = lecture.file_name;
          changes.file_name = newFile;
        }
        if (Object.keys(changes).length) {
          await manager.update(Lecture, { id: lecture.id }, changes);
        }
        if (insertFees.length) {
          await manager.insert(
            LectureFee,
            insertFees.map((fee) => ({
              lecture_id: lecture.id,
              fee_type: fee.fee_type,
              amount: fee.amount,
              capacity: fee.capacity ?? null,
            })),
          );
        }
        // The fields before and after, fees and capacity included; it commits with the edit.
        const after = await lectureSnapshot(manager, lecture.id);
        await this.audit.record(
          actor,
          {
            kind: 'LECTURE',
            action: 'lecture.update',
            target: `lecture:${lecture.id}`,
            summary: `강의 '${typeof after.title === 'string' ? after.title : lecture.title}' 수정`,
            ...changedFields(before, after),
          },
          manager,
        );
      });
    } catch (error) {
      await this.files.removeIfUnused(newFile);
      throw error;
    }
    // A capacity raised (or lifted): the waiting list may offer the new seats.
    if (seatsFreed) this.seatEvents.freed(id);
    await this.files.removeIfUnused(oldFile);
    return { id, message: '강의가 수정되었습니다.' };
  }

  /**
   * Without applications the lecture, its fees and its image go. With applications it is archived:
   * applications and payments reference it and are kept; the public no longer sees it.
   */
  async remove(actor: AuditActor, id: number): Promise<LectureRemoved> {
    const outcome = await this.manager.transaction(async (manager) => {
      const lecture = await manager.findOne(Lecture, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
      const target = `lecture:${id}`;
      if (await this.applications.any(manager, id)) {
        if (!lecture.archived_at) {
          await manager.update(Lecture, { id }, { archived_at: this.clock.now() });
          await this.audit.record(
            actor,
            {
              kind: 'LECTURE',
              action: 'lecture.archive',
              target,
              summary: `강의 '${lecture.title}' 숨김 (신청자가 있어 삭제 대신)`,
              before: { archived: false },
              after: { archived: true },
            },
            manager,
          );
        }
        return { result: 'archived' as const };
      }
      const before = await lectureSnapshot(manager, id);
      await manager.delete(Lecture, { id });
      await this.audit.record(
        actor,
        {
          kind: 'LECTURE',
          action: 'lecture.delete',
          target,
          summary: `강의 '${lecture.title}' 삭제`,
          before,
        },
        manager,
      );
      return { result: 'deleted' as const, fileName: lecture.file_name };
    });
    if (outcome.result === 'archived') {
      return {
        result: 'archived',
        message:
          '신청자가 있어 강의를 삭제하지 않고 숨겼습니다. 신청자와 결제 내역은 그대로 보관됩니다.',
      };
    }
    await this.files.removeIfUnused(outcome.fileName);
    return { result: 'deleted', message: '강의가 삭제되었습니다.' };
  }

  /**
   * Capacities sent for the lecture (absent: unchanged, null: unlimited) and its fees: lowering
   * one below the seats taken now is refused with 409, nothing changed (counted under the
   * lecture's lock, which the caller holds). Answers whether one was raised or lifted.
   */
  private async checkCapacities(
    manager: EntityManager,
    lecture: Lecture,
    lectureCapacity: number | null | undefined,
    updateFees: FeeUpdateDto[],
  ): Promise<boolean> {
    const changes: { before: number | null; after: number | null; feeId?: number }[] = [];
    if (lectureCapacity !== undefined) {
      changes.push({ before: lecture.capacity, after: lectureCapacity ?? null });
    }
    const sent = updateFees.filter((fee) => fee.capacity !== undefined);
    if (sent.length) {
      const stored = new Map(
        (
          await manager.findBy(LectureFee, {
            id: In(sent.map((fee) => fee.id)),
            lecture_id: lecture.id,
          })
        ).map((fee) => [fee.id, fee.capacity]),
      );
      for (const fee of sent) {
        // A fee of another lecture is refused by applyFeeChanges.
        if (!stored.has(fee.id)) continue;
        changes.push({ before: stored.get(fee.id)!, after: fee.capacity ?? null, feeId: fee.id });
      }
    }
    const lowered = changes.filter(
      ({ before, after }) => after !== null && (before === null || after < before),
    );
    if (lowered.length) {
      const counts = await this.ledger.lockAndCount(manager, lecture.id, this.clock.now());
      for (const { after, feeId } of lowered) {
        const taken =
          feeId === undefined ? counts.lecture.taken : (counts.fees.get(feeId)?.taken ?? 0);
        if (after! < taken) {
          throw new ConflictException(
            `이미 신청된 인원(${taken}명)보다 적게 정원을 줄일 수 없습니다.`,
          );
        }
      }
    }
    return changes.some(
      ({ before, after }) => before !== null && (after === null || after > before),
    );
  }

  /**
   * Who attends decides what each application holds (a child's name and school year, a
   * guardian's consent): it is fixed once the first family has applied.
   */
  private async assertNoApplications(manager: EntityManager, lectureId: number): Promise<void> {
    if (await this.applications.any(manager, lectureId))
      throw new ConflictException(PARTICIPANT_FIXED);
  }

  /** The sent fields that differ from the stored ones, checked together with the stored dates. */
  private fieldChanges(lecture: Lecture, dto: UpdateLectureDto): Partial<Lecture> {
    const changes: Partial<Record<EditableField, string>> &
      Partial<Record<OptionalTextField, string | null>> = {};
    for (const field of EDITABLE_FIELDS) {
      const sent = dto[field];
      if (sent === undefined || sent === null) continue;
      const value = field === 'content' ? sanitizeLectureHtml(sent) : sent;
      if (value !== lecture[field]) changes[field] = value;
    }
    for (const field of OPTIONAL_TEXT_FIELDS) {
      const sent = dto[field];
      if (sent === undefined || sent === null) continue;
      const value = sent === '' ? null : sent;
      if (value !== lecture[field]) changes[field] = value;
    }
    const merged = { ...lecture, ...changes };
    if (merged.reg_period_end < merged.reg_period_start) {
      throw new BadRequestException('접수 종료일은 접수 시작일보다 빠를 수 없습니다.');
    }
    if (merged.lec_period_end < merged.lec_period_start) {
      throw new BadRequestException('강의 종료일은 강의 시작일보다 빠를 수 없습니다.');
    }
    return changes;
  }

  /**
   * Removes and changes fees of this lecture. A fee that paid (or paying) applications chose keeps
   * its amount and cannot be removed; one that any application chose cannot be removed either,
   * since the application keeps pointing at it (the foreign key restricts). Renaming is allowed.
   * Answers whether anything changed.
   */
  private async applyFeeChanges(
    manager: EntityManager,
    lectureId: number,
    deleteIds: number[],
    updateFees: FeeUpdateDto[],
  ): Promise<boolean> {
    if (!deleteIds.length && !updateFees.length) return false;
    const ids = [...deleteIds, ...updateFees.map((fee) => fee.id)];
    const stored = new Map(
      (await manager.findBy(LectureFee, { id: In(ids), lecture_id: lectureId })).map((fee) => [
        fee.id,
        fee,
      ]),
    );
    const foreign = ids.filter((feeId) => !stored.has(feeId));
    if (foreign.length) {
      throw new BadRequestException(
        `이 강의의 요금이 아닙니다 (ID ${foreign.join(', ')}). 페이지를 새로 고친 뒤 다시 시도해 주세요.`,
      );
    }
    const capacityOf = (fee: FeeUpdateDto) =>
      fee.capacity === undefined ? stored.get(fee.id)!.capacity : fee.capacity;
    const changed = updateFees.filter((fee) => {
      const before = stored.get(fee.id)!;
      return (
        before.fee_type !== fee.fee_type ||
        before.amount !== fee.amount ||
        before.capacity !== capacityOf(fee)
      );
    });
    const repriced = changed.filter((fee) => stored.get(fee.id)!.amount !== fee.amount);
    const checked = [...deleteIds, ...repriced.map((fee) => fee.id)];
    const uses = checked.length
      ? await this.applications.feeUses(manager, checked, PAID_STATES)
      : new Map<number, { paid: boolean }>();
    for (const feeId of deleteIds) {
      const use = uses.get(feeId);
      if (!use) continue;
      const name = stored.get(feeId)!.fee_type;
      throw new ConflictException(
        use.paid
          ? `'${name}' 요금은 결제된 신청이 있어 삭제할 수 없습니다. 이름만 바꿀 수 있습니다.`
          : `'${name}' 요금은 신청 내역이 있어 삭제할 수 없습니다. 이름만 바꿀 수 있습니다.`,
      );
    }
    for (const fee of repriced) {
      if (!uses.get(fee.id)?.paid) continue;
      throw new ConflictException(
        `'${stored.get(fee.id)!.fee_type}' 요금은 결제된 신청이 있어 금액을 바꿀 수 없습니다. 이름만 바꿀 수 있습니다.`,
      );
    }
    if (deleteIds.length) await manager.delete(LectureFee, { id: In(deleteIds) });
    for (const fee of changed) {
      await manager.update(
        LectureFee,
        { id: fee.id },
        { fee_type: fee.fee_type, amount: fee.amount, capacity: capacityOf(fee) },
      );
    }
    return deleteIds.length > 0 || changed.length > 0;
  }
}

/**
 * The lecture as the audit trail records it, a plain snapshot read in the caller's transaction:
 * the form's fields, the capacity, who attends, the image's file name, and each fee as `fee:<id>` (its name,
 * amount and capacity), so changedFields names exactly the fee whose price or seats changed.
 */
async function lectureSnapshot(manager: EntityManager, id: number): Promise<AuditFields> {
  const lecture = await manager.findOneByOrFail(Lecture, { id });
  const fees = await manager.find(LectureFee, { where: { lecture_id: id }, order: { id: 'ASC' } });
  const snapshot: AuditFields = {};
  for (const field of [...EDITABLE_FIELDS, ...OPTIONAL_TEXT_FIELDS])
    snapshot[field] = lecture[field];
  snapshot.capacity = lecture.capacity;
  snapshot.participant = lecture.participant;
  snapshot.image = lecture.file_name;
  const sessions = (await sessionsOf(manager, [id])).get(id) ?? [];
  snapshot.sessions = sessions.map(sessionText).join(', ');
  for (const fee of fees) {
    snapshot[`fee:${fee.id}`] = {
      fee_type: fee.fee_type,
      amount: fee.amount,
      capacity: fee.capacity,
    };
  }
  return snapshot;
}

/** The banner of the lecture a copy starts from, that lecture share-locked until the commit. */
async function bannerOf(manager: EntityManager, id: number): Promise<string> {
  const lecture = await manager.findOne(Lecture, {
    select: { id: true, file_name: true },
    where: { id },
    lock: { mode: 'pessimistic_read' },
  });
  if (!lecture?.file_name) {
    throw new BadRequestException(
      '복사한 강의의 배너 이미지를 찾을 수 없습니다. 이미지를 올려 주세요.',
    );
  }
  return lecture.file_name;
}

type SessionTimes = Pick<SessionInputDto, 'day' | 'start' | 'end'>;

/** "2026-12-06 10:00~12:00", as the audit trail records a session. */
function sessionText(session: LectureSession): string {
  const { day, start, end } = toSessionResponse(session);
  return `${day} ${start}~${end}`;
}

/** In the order a parent reads them: by day, then by hour. */
function sortedSessions(sessions: SessionInputDto[]): SessionTimes[] {
  return sessions
    .map(({ day, start, end }) => ({ day, start, end }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start));
}

/** Every session's day lies within the lecture's period (both ends included), each once. */
function assertSessionsWithin(sessions: SessionTimes[], start: string, end: string): void {
  const twice = sessions.find(
    (session, i) =>
      i > 0 && session.day === sessions[i - 1].day && session.start === sessions[i - 1].start,
  );
  if (twice) {
    throw new BadRequestException(
      `같은 일정(${twice.day} ${twice.start})이 두 번 들어 있습니다. 하나를 지워 주세요.`,
    );
  }
  const outside = sessions.find((session) => session.day < start || session.day > end);
  if (outside) {
    throw new BadRequestException(
      `일정의 날짜(${outside.day})가 강의 기간(${start} ~ ${end}) 밖에 있습니다. 강의 기간이나 일정을 고쳐 주세요.`,
    );
  }
}

async function insertSessions(
  manager: EntityManager,
  lectureId: number,
  sessions: SessionTimes[],
): Promise<void> {
  if (!sessions.length) return;
  await manager.insert(
    LectureSession,
    sessions.map((session) => ({
      lecture_id: lectureId,
      day: session.day,
      start_time: session.start,
      end_time: session.end,
    })),
  );
}

/**
 * The sessions after an edit: the sent list replaces the stored one when it differs; either way
 * every day must lie within the lecture's period as edited. Answers whether anything changed.
 */
async function replaceSessions(
  manager: EntityManager,
  lecture: Pick<Lecture, 'id' | 'lec_period_start' | 'lec_period_end'>,
  sent: SessionTimes[] | undefined,
): Promise<boolean> {
  const stored = ((await sessionsOf(manager, [lecture.id])).get(lecture.id) ?? []).map(
    toSessionResponse,
  );
  const next = sent ?? stored;
  assertSessionsWithin(next, lecture.lec_period_start, lecture.lec_period_end);
  if (!sent || JSON.stringify(sent) === JSON.stringify(stored)) return false;
  await manager.delete(LectureSession, { lecture_id: lecture.id });
  await insertSessions(manager, lecture.id, sent);
  return true;
}
