import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { existingApplication } from '../applications';
import type { Application } from '../applications/application.entity';
import { Clock } from '../common/clock/clock';
import { JobQueue } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { adminActor } from '../ledger';
import { AdminCancelService } from './admin-cancel.service';
import { closureStep, NEEDS_ACCOUNT } from './cancel-plan';
import { LectureClosure, LectureClosureItem, type ClosureOutcome } from './lecture-closure.entity';
import { CLOSURE_QUEUE } from './lecture-closure.service';

/** After this many tries an application that keeps failing is left for a person. */
const MAX_TRIES = 10;

export const NEEDS_PERSON = {
  desk: '현장에서 결제한 신청입니다. 센터에서 직접 환불한 뒤 결제·환불에서 환불을 기록해 주세요.',
  account: NEEDS_ACCOUNT,
  tries: '여러 번 시도했지만 처리하지 못했습니다. 결제·환불에서 직접 처리해 주세요.',
} as const;

type Reached =
  | { outcome: Exclude<ClosureOutcome, 'PENDING'>; refunded: number; detail?: string }
  | { outcome: 'RETRY'; detail: string };

/**
 * The job of a cancelled lecture (폐강): reaches each application still PENDING, one at a time,
 * through the centre's own cancel (AdminCancelService: a paid one refunded in full through the
 * provider, an awaited account cancelled, an unpaid one withdrawn; the families' messages go
 * through the outbox as for any cancel), and writes its outcome.
 *
 * Never twice: an item leaves PENDING once, by a conditional update; the cancel itself holds the
 * application's claim and the payment balance's Idempotency-Key, so a job resumed after a kill
 * (pg-boss hands the job out again) finds what was done done — an application cancelled already
 * is recorded as such without a provider call. What the provider refuses, a deposit that needs
 * the family's account, a payment taken at the desk, is left for a person (NEEDS_ATTENTION); the
 * others go on. What may pass (no answer, a payment in flight) stays PENDING, and the job fails
 * so that pg-boss tries it again later.
 */
@Injectable()
export class LectureClosureWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('LectureClosure');

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly cancels: AdminCancelService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.workersOn) return;
    await this.jobs.work<{ closureId: number }>(
      CLOSURE_QUEUE,
      (job) => this.run(job.data.closureId),
      { pollingIntervalSeconds: this.config.jobs.pollIntervalSeconds },
    );
    await this.resendLost();
  }

  /**
   * Runs every due closure job once and completes it, or fails it back to pg-boss (tests, and
   * draining by hand). Answers how many jobs it ran.
   */
  async drain(): Promise<number> {
    const jobs = await this.jobs.fetch<{ closureId: number }>(CLOSURE_QUEUE, 10);
    for (const job of jobs) {
      try {
        await this.run(job.data.closureId);
        await this.jobs.complete(CLOSURE_QUEUE, job.id);
      } catch (error) {
        await this.jobs.fail(CLOSURE_QUEUE, job.id, (error as Error).message);
      }
    }
    return jobs.length;
  }

  /** Reaches the closure's PENDING applications; throws when some must be tried again. */
  async run(closureId: number): Promise<void> {
    const closure = await this.manager.getRepository(LectureClosure).findOneBy({ id: closureId });
    if (!closure || closure.state === 'DONE') return;
    const pending = await this.manager.getRepository(LectureClosureItem).find({
      where: { closure_id: closureId, outcome: 'PENDING' },
      order: { application_id: 'ASC' },
    });
    let later = 0;
    for (const item of pending) {
      const reached = await this.reach(closure, item.application_id);
      const tries = item.tries + 1;
      if (reached.outcome === 'RETRY' && tries < MAX_TRIES) {
        later += 1;
        await this.write(item, { tries, detail: reached.detail.slice(0, 500) });
        continue;
      }
      const done =
        reached.outcome === 'RETRY'
          ? { outcome: 'NEEDS_ATTENTION' as const, refunded: 0, detail: NEEDS_PERSON.tries }
          : reached;
      await this.write(item, {
        tries,
        outcome: done.outcome,
        refunded_amount: done.refunded,
        detail: done.detail?.slice(0, 500) ?? null,
      });
    }
    if (later > 0) throw new Error(`closure ${closureId}: ${later} application(s) to try again`);
    const left = await this.manager
      .getRepository(LectureClosureItem)
      .countBy({ closure_id: closureId, outcome: 'PENDING' });
    if (left === 0) {
      await this.manager
        .getRepository(LectureClosure)
        .update(
          { id: closureId, state: 'RUNNING' },
          { state: 'DONE', finished_at: this.clock.now() },
        );
      this.logger.log({ closureId, msg: 'lecture closure finished' });
    }
  }

  /** What cancelling this application for the closure did, or that it must be tried again. */
  private async reach(closure: LectureClosure, applicationId: number): Promise<Reached> {
    const application = await existingApplication(this.manager, applicationId);
    if (application.payment_status === 'C') return closedAlready(application);
    // What a person must do is what the closure's quote said (closureStep, the same plan).
    const step = closureStep(await this.cancels.plan(applicationId));
    if (step.kind === 'person') {
      return { outcome: 'NEEDS_ATTENTION', refunded: 0, detail: NEEDS_PERSON[step.why] };
    }
    const before = application.payment_status;
    try {
      const answer = await this.cancels.cancel(
        applicationId,
        { reason: `폐강: ${closure.reason}` },
        // Only the owner may close a lecture (issue 20): its refunds are the owner's.
        adminActor(closure.requested_by),
      );
      // What this cancel returned: a partial refund made earlier is not the closure's.
      const returned = answer.refundedAmount - application.refunded_amount;
      if (returned > 0) return { outcome: 'REFUNDED', refunded: returned };
      return { outcome: before === 'W' ? 'ACCOUNT_CANCELLED' : 'WITHDRAWN', refunded: 0 };
    } catch (error) {
      if (error instanceof ConflictException && codeOf(error) === 'ALREADY_CANCELED') {
        return closedAlready(await existingApplication(this.manager, applicationId));
      }
      if (error instanceof BadRequestException) {
        return { outcome: 'NEEDS_ATTENTION', refunded: 0, detail: messageOf(error) };
      }
      if (error instanceof ConflictException || error instanceof ServiceUnavailableException) {
        return { outcome: 'RETRY', detail: messageOf(error) };
      }
      this.logger.error({
        closureId: closure.id,
        applicationId,
        msg: 'closing an application failed',
        err: (error as Error).message,
      });
      return { outcome: 'RETRY', detail: '처리 중 오류가 발생해 다시 시도합니다.' };
    }
  }

  /** Writes an item while it is still PENDING: a second runner never overwrites an outcome. */
  private async write(
    item: LectureClosureItem,
    change: Partial<LectureClosureItem>,
  ): Promise<void> {
    await this.manager
      .getRepository(LectureClosureItem)
      .update(
        { closure_id: item.closure_id, application_id: item.application_id, outcome: 'PENDING' },
        { ...change, updated_at: this.clock.now() },
      );
  }

  /** Closures left RUNNING without a job waiting (its retries ran out): sent again at start. */
  private async resendLost(): Promise<void> {
    const running = await this.manager.getRepository(LectureClosure).findBy({ state: 'RUNNING' });
    if (running.length === 0) return;
    const waiting = await this.jobs.waiting(
      CLOSURE_QUEUE,
      'closureId',
      running.map((closure) => String(closure.id)),
    );
    for (const closure of running) {
      if (waiting.has(String(closure.id))) continue;
      await this.jobs.send(
        CLOSURE_QUEUE,
        { closureId: closure.id },
        { singletonKey: String(closure.id) },
      );
    }
  }
}

/** An application the job found cancelled: by this closure before a kill, or earlier by hand. */
function closedAlready(application: Application): Reached {
  if (application.refunded_amount > 0) {
    return { outcome: 'REFUNDED', refunded: application.refunded_amount };
  }
  return {
    outcome: application.withdrawn_reason === 'CENTRE' ? 'WITHDRAWN' : 'ALREADY_CLOSED',
    refunded: 0,
  };
}

function codeOf(error: ConflictException): unknown {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
}

function messageOf(
  error: BadRequestException | ConflictException | ServiceUnavailableException,
): string {
  const body = error.getResponse();
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  return Array.isArray(message) ? message.join(' ') : String(message);
}
