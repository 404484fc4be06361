import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { JobQueue } from '../common/jobs/job-queue';
import { Lecture } from '../lectures/lecture.entity';
import type { LectureClosureResponse } from './dto/lecture-closure.response';
import { LectureClosure, type ClosureOutcome } from './lecture-closure.entity';

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
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly audit: AuditTrail,
  ) {}

  async close(lectureId: number, reason: string, by: AuditActor): Promise<LectureClosureResponse> {
    const adminName = by.adminName;
    await this.dataSource.transaction(async (manager) => {
      const lecture = await manager.findOne(Lecture, {
        where: { id: lectureId, archived_at: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
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
      await manager.update(Lecture, lectureId, { closed_at: now, closed_reason: reason });
      // Nobody waits for a lecture that will not take place: its waiting list ends (my info
      // shows each entry 삭제됨), and an open offer's link finds it ended.
      await manager.query(
        `UPDATE waitlist_entry SET status = 'REMOVED', ended_at = $2
          WHERE lecture_id = $1 AND status IN ('WAITING', 'OFFERED')`,
        [lectureId, now],
      );
      const { id } = await manager.save(
        manager.create(LectureClosure, {
          lecture_id: lectureId,
          reason,
          requested_by: adminName.slice(0, 100),
          state: 'RUNNING',
          created_at: now,
        }),
      );
      await manager.query(
        `INSERT INTO lecture_closure_item (closure_id, application_id)
         SELECT $1, id FROM application
          WHERE lecture_id = $2 AND payment_status <> 'C'
          ORDER BY id`,
        [id, lectureId],
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
    const closure = await this.dataSource
      .getRepository(LectureClosure)
      .findOneBy({ lecture_id: lectureId });
    if (!closure) throw new NotFoundException(CLOSURE.none);
    const rows: {
      application_id: number;
      applicant_name: string;
      payment_status: LectureClosureResponse['items'][number]['paymentStatus'];
      outcome: ClosureOutcome;
      refunded_amount: number;
      detail: string | null;
    }[] = await this.dataSource.query(
      `SELECT item.application_id, application.applicant_name, application.payment_status,
              item.outcome, item.refunded_amount, item.detail
         FROM lecture_closure_item item
         JOIN application ON application.id = item.application_id
        WHERE item.closure_id = $1
        ORDER BY item.application_id`,
      [closure.id],
    );
    const items = rows.map((row) => ({
      applicationId: row.application_id,
      name: row.applicant_name,
      paymentStatus: row.payment_status,
      outcome: row.outcome,
      refundedAmount: row.refunded_amount,
      detail: row.detail,
      // Left for a person, who has since settled it from 결제·환불: nothing is left paid.
      resolved: row.outcome === 'NEEDS_ATTENTION' && row.payment_status === 'C',
    }));
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
