import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { IsNull, QueryFailedError, EntityManager } from 'typeorm';
import { AuditTrail, changedFields, type AuditActor, type AuditFields } from '../audit';
import { Clock } from '../common/clock/clock';
import {
  ImageStorage,
  assertImage,
  isStoredFileName,
  removeStoredImage,
  storeCleanImage,
  type UploadedImage,
} from '../uploads';
import type {
  AdminProgramDetail,
  AdminProgramRow,
  ProgramImagesSaved,
  ProgramRemoved,
  ProgramSaved,
} from './dto/admin-program.response';
import {
  MAX_PROGRAM_IMAGES,
  type CreateProgramDto,
  type UpdateProgramDto,
} from './dto/program-form.dto';
import { ProgramImage } from './program-image.entity';
import { Program } from './program.entity';

const PROGRAM_NOT_FOUND = '프로그램을 찾을 수 없습니다.';
const IMAGE_NOT_FOUND = '이 프로그램에 없는 사진입니다. 새로 고침 후 다시 시도해 주세요.';
const BAD_IMAGE_NAME = '사진 파일 이름이 올바르지 않습니다.';
const NOTHING_CHANGED = '변경된 내용이 없습니다.';

/** The fields of a program the trail compares (its images are recorded as their own list). */
const FORM_FIELDS = [
  'title',
  'target',
  'structure',
  'price',
  'thumbnail',
  'naver_url',
  'inquiry',
] as const;

/**
 * The back office's programs (상담 프로그램): create, edit, delete (archive when something
 * references the program), the public list's order and each program's carousel. Images pass
 * exactly the lecture banners' checks and cleaning (storeCleanImage). Every change records one
 * audit row (kind PROGRAM) in its own transaction; the public reads show it at once (the writes
 * go through the entity manager, which PublicContentSubscriber watches, and the version's
 * triggers see them on every replica).
 */
@Injectable()
export class AdminProgramsService {
  private readonly logger = new Logger(AdminProgramsService.name);

  constructor(
    private readonly manager: EntityManager,
    private readonly storage: ImageStorage,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminProgramRow[]> {
    const rows: (Program & { image_count: string })[] = await this.manager
      .getRepository(Program)
      .createQueryBuilder('p')
      .select(['p.id AS id', 'p.title AS title', 'p.thumbnail AS thumbnail', 'p.price AS price'])
      .addSelect('p.archived_at', 'archived_at')
      .addSelect('(SELECT count(*) FROM program_image i WHERE i.program_id = p.id)', 'image_count')
      .orderBy('p.archived_at IS NOT NULL', 'ASC')
      .addOrderBy('p.display_order', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getRawMany();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbnail: row.thumbnail,
      price: row.price,
      image_count: Number(row.image_count),
      archived: row.archived_at !== null,
    }));
  }

  async get(id: number): Promise<AdminProgramDetail> {
    const manager = this.manager;
    const program = await manager.findOneBy(Program, { id });
    if (!program) throw new NotFoundException(PROGRAM_NOT_FOUND);
    return detailOf(program, await imagesOf(manager, id));
  }

  async create(
    actor: AuditActor,
    dto: CreateProgramDto,
    file: UploadedImage | undefined,
  ): Promise<ProgramSaved> {
    assertImage(file);
    const thumbnail = await storeCleanImage(this.storage, 'programFiles', file);
    try {
      const id = await this.manager.transaction(async (manager) => {
        // Serialises creations, so two at once do not take the same place at the end.
        await manager.query('LOCK TABLE program IN SHARE ROW EXCLUSIVE MODE');
        const [{ last }] = await manager.query<{ last: number | null }[]>(
          'SELECT max(display_order) AS last FROM program',
        );
        const program = manager.create(Program, {
          title: dto.title,
          target: dto.target,
          structure: dto.structure,
          price: dto.price,
          thumbnail,
          naver_url: dto.naver_url,
          inquiry: dto.inquiry,
          display_order: (last ?? 0) + 1,
          archived_at: null,
          updated_at: this.clock.now(),
        });
        await manager.save(program);
        await this.audit.record(
          actor,
          {
            kind: 'PROGRAM',
            action: 'program.create',
            target: `program:${program.id}`,
            summary: program.title,
            after: { ...snapshot(program), images: [] },
          },
          manager,
        );
        return program.id;
      });
      return { id, message: '프로그램이 등록되었습니다.' };
    } catch (error) {
      await this.removeIfUnused([thumbnail]);
      throw error;
    }
  }

  async update(
    actor: AuditActor,
    id: number,
    dto: UpdateProgramDto,
    file: UploadedImage | undefined,
  ): Promise<ProgramSaved> {
    if (file) assertImage(file);
    const thumbnail = file ? await storeCleanImage(this.storage, 'programFiles', file) : undefined;
    let replaced: string | undefined;
    try {
      await this.manager.transaction(async (manager) => {
        const program = await lockProgram(manager, id);
        const before = snapshot(program);
        for (const field of FORM_FIELDS) {
          if (field === 'thumbnail') continue;
          const value = dto[field];
          if (value !== undefined) (program[field] as unknown) = value;
        }
        if (thumbnail) program.thumbnail = thumbnail;
        const changed = changedFields(before, snapshot(program));
        if (Object.keys(changed.after).length === 0) throw new BadRequestException(NOTHING_CHANGED);
        program.updated_at = this.clock.now();
        await manager.save(program);
        await this.audit.record(
          actor,
          {
            kind: 'PROGRAM',
            action: 'program.update',
            target: `program:${id}`,
            summary: program.title,
            ...changed,
          },
          manager,
        );
        if (thumbnail) replaced = before.thumbnail as string;
      });
    } catch (error) {
      if (thumbnail) await this.removeIfUnused([thumbnail]);
      throw error;
    }
    if (replaced) await this.removeIfUnused([replaced]);
    return { id, message: '프로그램이 수정되었습니다.' };
  }

  /**
   * Deletes the program with its carousel; when another row references it (a foreign key, now
   * or added later), archives it instead: off the public list, its old address 404 like a
   * deleted one's, the row kept for what references it.
   */
  async remove(actor: AuditActor, id: number): Promise<ProgramRemoved> {
    let files: string[] = [];
    const result = await this.manager.transaction(async (manager) => {
      const program = await lockProgram(manager, id);
      const images = await imagesOf(manager, id);
      const before = { ...snapshot(program), images };
      await manager.query('SAVEPOINT program_delete');
      try {
        await manager.delete(ProgramImage, { program_id: id });
        await manager.delete(Program, { id });
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        await manager.query('ROLLBACK TO SAVEPOINT program_delete');
        if (program.archived_at) return 'archived' as const;
        await manager.update(Program, { id }, { archived_at: this.clock.now() });
        await this.audit.record(
          actor,
          {
            kind: 'PROGRAM',
            action: 'program.archive',
            target: `program:${id}`,
            summary: program.title,
            before: { archived: false },
            after: { archived: true },
          },
          manager,
        );
        return 'archived' as const;
      }
      await this.audit.record(
        actor,
        {
          kind: 'PROGRAM',
          action: 'program.delete',
          target: `program:${id}`,
          summary: program.title,
          before,
          after: null,
        },
        manager,
      );
      files = [program.thumbnail, ...images];
      return 'deleted' as const;
    });
    await this.removeIfUnused(files);
    return result === 'deleted'
      ? { result, message: '프로그램이 삭제되었습니다.' }
      : {
          result,
          message:
            '다른 기록이 이 프로그램을 참조하고 있어 보관 처리했습니다. 공개 목록에서는 보이지 않습니다.',
        };
  }

  /** Puts an archived program back on the public list, at its end. */
  async restore(actor: AuditActor, id: number): Promise<ProgramSaved> {
    await this.manager.transaction(async (manager) => {
      const program = await lockProgram(manager, id);
      if (!program.archived_at) throw new ConflictException('보관된 프로그램이 아닙니다.');
      const [{ last }] = await manager.query<{ last: number | null }[]>(
        'SELECT max(display_order) AS last FROM program WHERE archived_at IS NULL',
      );
      await manager.update(
        Program,
        { id },
        { archived_at: null, display_order: (last ?? 0) + 1, updated_at: this.clock.now() },
      );
      await this.audit.record(
        actor,
        {
          kind: 'PROGRAM',
          action: 'program.restore',
          target: `program:${id}`,
          summary: program.title,
          before: { archived: true },
          after: { archived: false },
        },
        manager,
      );
    });
    return { id, message: '프로그램을 다시 공개했습니다.' };
  }

  /** The public list's order: `ids` must name every live program, each once. */
  async reorder(actor: AuditActor, ids: number[]): Promise<AdminProgramRow[]> {
    await this.manager.transaction(async (manager) => {
      await manager.query('LOCK TABLE program IN SHARE ROW EXCLUSIVE MODE');
      const live = await manager.find(Program, {
        where: { archived_at: IsNull() },
        order: { display_order: 'ASC', id: 'ASC' },
      });
      const current = live.map((program) => program.id);
      if (ids.length !== current.length || !sameMembers(ids, current)) {
        throw new BadRequestException(
          '프로그램 순서에는 공개 중인 프로그램을 모두 한 번씩 넣어 주세요. 새로 고침 후 다시 시도해 주세요.',
        );
      }
      if (ids.every((id, i) => id === current[i])) throw new BadRequestException(NOTHING_CHANGED);
      for (const [i, id] of ids.entries()) {
        await manager.update(Program, { id }, { display_order: i + 1 });
      }
      await this.audit.record(
        actor,
        {
          kind: 'PROGRAM',
          action: 'program.reorder',
          target: null,
          summary: '프로그램 순서 변경',
          before: { order: current },
          after: { order: ids },
        },
        manager,
      );
    });
    return this.list();
  }

  /** Adds an image at the end of the carousel. */
  async addImage(
    actor: AuditActor,
    id: number,
    file: UploadedImage | undefined,
  ): Promise<ProgramImagesSaved> {
    assertImage(file);
    // Before storing anything: a missing program or a full carousel writes no file.
    await this.manager.transaction(async (manager) => {
      await lockProgram(manager, id);
      await this.assertRoom(manager, id);
    });
    const name = await storeCleanImage(this.storage, 'programFiles', file);
    try {
      const images = await this.manager.transaction(async (manager) => {
        const program = await lockProgram(manager, id);
        const before = await this.assertRoom(manager, id);
        await manager.insert(ProgramImage, {
          program_id: id,
          file_name: name,
          position: before.length + 1,
        });
        const after = [...before, name];
        await this.touch(manager, id);
        await this.recordImages(manager, actor, program, 'program.image.add', before, after);
        return after;
      });
      return { images, message: '사진이 추가되었습니다.' };
    } catch (error) {
      await this.removeIfUnused([name]);
      throw error;
    }
  }

  /** Takes an image out of the carousel (and deletes its file unless something else names it). */
  async removeImage(actor: AuditActor, id: number, name: string): Promise<ProgramImagesSaved> {
    if (!isStoredFileName(name)) throw new BadRequestException(BAD_IMAGE_NAME);
    const images = await this.manager.transaction(async (manager) => {
      const program = await lockProgram(manager, id);
      const before = await imagesOf(manager, id);
      if (!before.includes(name)) throw new NotFoundException(IMAGE_NOT_FOUND);
      const after = before.filter((file) => file !== name);
      await this.writeImages(manager, id, after);
      await this.touch(manager, id);
      await this.recordImages(manager, actor, program, 'program.image.remove', before, after);
      return after;
    });
    await this.removeIfUnused([name]);
    return { images, message: '사진이 삭제되었습니다.' };
  }

  /** The carousel's order: `files` must name every image of the program, each once. */
  async reorderImages(actor: AuditActor, id: number, files: string[]): Promise<ProgramImagesSaved> {
    if (!files.every(isStoredFileName)) throw new BadRequestException(BAD_IMAGE_NAME);
    const images = await this.manager.transaction(async (manager) => {
      const program = await lockProgram(manager, id);
      const before = await imagesOf(manager, id);
      if (files.length !== before.length || !sameMembers(files, before)) {
        throw new BadRequestException(
          '사진 순서에는 이 프로그램의 사진을 모두 한 번씩 넣어 주세요. 새로 고침 후 다시 시도해 주세요.',
        );
      }
      if (files.every((file, i) => file === before[i])) {
        throw new BadRequestException(NOTHING_CHANGED);
      }
      await this.writeImages(manager, id, files);
      await this.touch(manager, id);
      await this.recordImages(manager, actor, program, 'program.images.reorder', before, files);
      return files;
    });
    return { images, message: '사진 순서가 저장되었습니다.' };
  }

  private async assertRoom(manager: EntityManager, id: number): Promise<string[]> {
    const images = await imagesOf(manager, id);
    if (images.length >= MAX_PROGRAM_IMAGES) {
      throw new BadRequestException(`사진은 ${MAX_PROGRAM_IMAGES}장까지 등록할 수 있습니다.`);
    }
    return images;
  }

  /** Positions 1…n in the given order (the unique position is checked at commit). */
  private async writeImages(manager: EntityManager, id: number, files: string[]): Promise<void> {
    const rows = await manager.find(ProgramImage, { where: { program_id: id } });
    const byName = new Map(rows.map((row) => [row.file_name, row]));
    for (const row of rows) {
      if (!files.includes(row.file_name)) await manager.delete(ProgramImage, { id: row.id });
    }
    for (const [i, file] of files.entries()) {
      const row = byName.get(file)!;
      if (row.position !== i + 1)
        await manager.update(ProgramImage, { id: row.id }, { position: i + 1 });
    }
  }

  /** The page changed with its pictures: the sitemap's lastmod moves. */
  private async touch(manager: EntityManager, id: number): Promise<void> {
    await manager.update(Program, { id }, { updated_at: this.clock.now() });
  }

  private recordImages(
    manager: EntityManager,
    actor: AuditActor,
    program: Program,
    action: string,
    before: string[],
    after: string[],
  ): Promise<void> {
    return this.audit.record(
      actor,
      {
        kind: 'PROGRAM',
        action,
        target: `program:${program.id}`,
        summary: program.title,
        before: { images: before },
        after: { images: after },
      },
      manager,
    );
  }

  /** Deletes stored images no program names any more (thumbnail or carousel). Never throws. */
  private async removeIfUnused(names: string[]): Promise<void> {
    for (const name of names) {
      if (!isStoredFileName(name)) continue;
      try {
        const [{ used }] = await this.manager.query<{ used: boolean }[]>(
          `SELECT EXISTS (SELECT 1 FROM program WHERE thumbnail = $1)
               OR EXISTS (SELECT 1 FROM program_image WHERE file_name = $1) AS used`,
          [name],
        );
        if (!used) await removeStoredImage(this.storage, 'programFiles', name);
      } catch (error) {
        this.logger.warn(`Could not remove program image ${name}: ${String(error)}`);
      }
    }
  }
}

async function lockProgram(manager: EntityManager, id: number): Promise<Program> {
  const program = await manager.findOne(Program, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!program) throw new NotFoundException(PROGRAM_NOT_FOUND);
  return program;
}

async function imagesOf(manager: EntityManager, id: number): Promise<string[]> {
  const rows = await manager.find(ProgramImage, {
    where: { program_id: id },
    order: { position: 'ASC' },
  });
  return rows.map((row) => row.file_name);
}

function snapshot(program: Program): AuditFields {
  const fields: AuditFields = {};
  for (const field of FORM_FIELDS) fields[field] = program[field];
  return fields;
}

function detailOf(program: Program, images: string[]): AdminProgramDetail {
  return {
    id: program.id,
    title: program.title,
    target: program.target,
    structure: program.structure,
    price: program.price,
    thumbnail: program.thumbnail,
    naver_url: program.naver_url,
    inquiry: program.inquiry,
    images,
    archived: program.archived_at !== null,
  };
}

function sameMembers<T>(a: T[], b: T[]): boolean {
  const set = new Set(b);
  return new Set(a).size === a.length && a.every((item) => set.has(item));
}

/**
 * A reference refused the delete: 23503 for a foreign key without an action, 23001 for one
 * `ON DELETE RESTRICT` (an appointment type's, issue 37).
 */
function isForeignKeyViolation(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error as { code?: string }).code : undefined;
  return code === '23503' || code === '23001';
}
