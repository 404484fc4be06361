import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationsById, liveApplicationsOfLecture } from '../applications';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { JobQueue } from '../common/jobs/job-queue';
import { lectureById, lockedOpenLecture, markLectureClosed } from '../lectures';
import { endWaitlistOfLecture } from '../waitlist';
import { AdminCancelService } from './admin-cancel.service';
import { closureStep } from './cancel-plan';
import type {
  ClosureQuoteGroup,
  ClosureQuoteResponse,
  LectureClosureResponse,
} from './dto/lecture-closure.response';
import { LectureClosure, LectureClosureItem } from './lecture-closure.entity';

export const CLOSURE_QUEUE = 'lecture-closure';

export const CLOSURE = {
  lectureNotFound: '강의를 찾을 수 없습니다.',
  none: '폐강 기록이 없습니다.',
  running: '폐강 처리가 진행 중입니다.',
  closed: '이미 폐강된 강의입니다.',
} as const;

/**
 * The centre cancels a whole lecture (폐강, issue 19). In one transaction with the lecture's row
 * locked (applications to it wait, then find it closed): the lecture is marked closed, the
 * applications not yet cancelled become the closure's items, its waiting list ends, and its job
 * is sent. The job
 * (LectureClosureWorker) then reaches each family: refunded in full, account cancelled, or
 * withdrawn.
 */
@Injectable()
export class LectureClosures {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly audit: AuditTrail,
    private readonly cancels: AdminCancelService,
  ) {}

  /**
   * What closing the lecture would do now (issue 36), for the confirm step: each live
   * application's cancel plan, and what the job does with it (closureStep, as the job asks), summed
   * by where the money goes. Nothing is locked or moved; the job decides again for each.
   */
  async quote(lectureId: number): Promise<ClosureQuoteResponse> {
    const lecture = await lectureById(this.manager, lectureId);
    if (!lecture || lecture.archived_at) throw new NotFoundException(CLOSURE.lectureNotFound);
    if (lecture.closed_at) {
      throw new ConflictException({ message: CLOSURE.closed, code: 'LECTURE_CANCELLED' });
    }
    const plans = await this.cancels.plans(
      await liveApplicationsOfLecture(this.manager, lectureId),
    );
    const groups = new Map<string, ClosureQuoteGroup>();
    let applications = 0;
    for (const plan of plans.values()) {
      const step = closureStep(plan);
      if (step.kind === 'done') continue;
      applications += 1;
      const destination = 'destination' in plan ? plan.destination : 'IN_FLIGHT';
      const group = groups.get(destination) ?? {
        destination,
        count: 0,
        amount: 0,
        byPerson: step.kind === 'person',
      };
      group.count += 1;
      group.amount += 'amount' in plan ? plan.amount : 0;
      groups.set(destination, group);
    }
    const list = [...groups.values()].sort(
      (a, b) => Number(a.byPerson) - Number(b.byPerson) || b.amount - a.amount,
    );
    const sum = (rows: ClosureQuoteGroup[]) => rows.reduce((total, row) => total + row.amount, 0);
    return {
      lectureId,
      applications,
      refundTotal: sum(list),
      automaticTotal: sum(list.filter((group) => !group.byPerson)),
      groups: list,
    };
  }

  async close(lectureId: number, reason: string, by: AuditActor): Promise<LectureClosureResponse> {
    const adminName = by.adminName;
    await this.manager.transaction(async (manager) => {
      const lecture = await lockedOpenLecture(manager, lectureId);
      if (!lecture) throw new NotFoundException(CLOSURE.lectureNotFound);
      const existing = await manager.findOneBy(LectureClosure, { lecture_id: lectureId });
      if (existing || lecture.closed_at) {
        const running = existing?.state === 'RUNNING';
        throw new ConflictException({
          message: running ? CLOSURE.running : CLOSURE.closed,
          code: running ? 'CLOSURE_RUNNING' : 'LECTURE_CANCELLED',
        });
      }
      const now = this.clock.now();
      await markLectureClosed(manager, lectureId, now, reason);
      // Nobody waits for a lecture that will not take place: its waiting list ends (my info
      // shows each entry 삭제됨), and an open offer's link finds it ended.
      await endWaitlistOfLecture(manager, lectureId, now);
      const { id } = await manager.save(
        manager.create(LectureClosure, {
          lecture_id: lectureId,
          reason,
          requested_by: adminName.slice(0, 100),
          state: 'RUNNING',
          created_at: now,
        }),
      );
      // Every application not cancelled, read under the lecture's lock (applying waits for it).
      const applicationIds = await liveApplicationsOfLecture(manager, lectureId);
      await manager.query(
        `INSERT INTO lecture_closure_item (closure_id, application_id)
         SELECT $1, unnest($2::int[])`,
        [id, applicationIds],
      );
      await this.jobs.send(CLOSURE_QUEUE, { closureId: id }, { manager, singletonKey: String(id) });
      await this.audit.record(
        by,
        {
          kind: 'LECTURE',
          action: 'lecture.close',
          target: `lecture:${lectureId}`,
          summary: `강의 '${lecture.title}' 폐강`,
          before: { closed: false },
          after: { closed: true, closed_reason: reason },
        },
        manager,
      );
    });
    return this.progress(lectureId);
  }

  async progress(lectureId: number): Promise<LectureClosureResponse> {
    const closure = await this.manager
      .getRepository(LectureClosure)
      .findOneBy({ lecture_id: lectureId });
    if (!closure) throw new NotFoundException(CLOSURE.none);
    const rows = await this.manager.getRepository(LectureClosureItem).find({
      where: { closure_id: closure.id },
      order: { application_id: 'ASC' },
    });
    const applications = await applicationsById(
      this.manager,
      rows.map((row) => row.application_id),
    );
    // An application the retention deleted between the two reads is left out, as a join would.
    const items = rows.flatMap((row) => {
      const application = applications.get(row.application_id);
      if (!application) return [];
      return {
        applicationId: row.application_id,
        name: application.applicant_name,
        paymentStatus: application.payment_status,
        outcome: row.outcome,
        refundedAmount: row.refunded_amount,
        detail: row.detail,
        // Left for a person, who has since settled it from 결제·환불: nothing is left paid.
        resolved: row.outcome === 'NEEDS_ATTENTION' && application.payment_status === 'C',
      };
    });
    return {
      lectureId,
      state: closure.state,
      reason: closure.reason,
      requestedBy: closure.requested_by,
      createdAt: closure.created_at.toISOString(),
      finishedAt: closure.finished_at?.toISOString() ?? null,
      total: items.length,
      done: items.filter((item) => item.outcome !== 'PENDING').length,
      needsAttention: items.filter((item) => item.outcome === 'NEEDS_ATTENTION' && !item.resolved)
        .length,
      refundedAmount: items.reduce((sum, item) => sum + item.refundedAmount, 0),
      items,
    };
  }
}
