import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { namesStatements, preparedQuery } from '../sql/prepared-statement';

/**
 * A job that repeats every few seconds (`JobQueue.repeat`): one pass waiting and one running at
 * a time (`stately`). A pass's own failure is logged by its job, which then completes (the next
 * pass is queued already). A job that could not queue the next pass fails and is handed out
 * again after `retryDelay`; one whose worker died, after `expireInSeconds` (ten minutes, longer
 * than a pass takes), so the chain of passes does not end while the database comes back.
 */
const REPEATING = {
  policy: 'stately' as const,
  retryLimit: 20,
  retryDelay: 30,
  retryBackoff: false,
  expireInSeconds: 600,
};

/** The queues of background work, each with how pg-boss runs its jobs. */
export const JOB_QUEUES = {
  /**
   * One job per message (its singleton key is the message's id). A job that ran out its
   * `expireInSeconds` belonged to a worker that died mid-send: pg-boss hands it out again. A
   * worker's batch (MessageWorker) ends well within it: five rounds of at most 5 s waiting for a
   * rush of requests to pass and 30 s for the provider (MESSAGE_SEND_TIMEOUT_MS) each. The
   * message's own retries (backoff over 24 hours) are new jobs with a start time, decided by
   * the worker from the message row, not by pg-boss.
   */
  'message-deliver': {
    policy: 'stately',
    retryLimit: 20,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 240,
  },
  /**
   * The messages' periodic work (every ten minutes, on one replica at a time): the end of the
   * retention period, the sweeper of messages without a job, the reminders.
   */
  'message-periodic': {
    policy: 'singleton',
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 600,
  },
  /**
   * One job per cancelled lecture (폐강; its singleton key is the closure's id): it goes through
   * the closure's applications still PENDING, one at a time, each ending with its outcome
   * written. A job that fails (the provider not answering, a payment in flight) is handed out
   * again after `retryDelay`; one whose worker died runs again after `expireInSeconds`, and
   * finds done what was done. Each application is one provider call of at most
   * PAYMENT_TIMEOUT_MS, so thirty families fit well within the expiry.
   */
  /**
   * The daily retention run (issue 21): personal data past its period removed, once a day on
   * one replica. Each application is its own transaction, so a run that dies is finished by the
   * next one.
   */
  'privacy-retention': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 3600,
  },
  'lecture-closure': {
    policy: 'stately',
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 900,
  },
  /** The payment reconciliation (payments-reconciler.ts), every RECONCILE_INTERVAL_SECONDS. */
  'payments-reconcile': REPEATING,
  /** The waiting list's offers (waitlist-job.ts), every WAITLIST_JOB_INTERVAL_SECONDS. */
  'waitlist-offers': REPEATING,
} satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type JobQueueName = keyof typeof JOB_QUEUES;
/** The queues of the jobs that repeat every few seconds (`repeat`). */
export type RepeatingQueueName = 'payments-reconcile' | 'waitlist-offers';

export interface SendOptions {
  /** Sends inside this transaction: the job exists exactly when the transaction commits. */
  manager?: EntityManager;
  /** An instant, or a number of seconds from now (measured by the database's clock). */
  startAfter?: Date | number;
  /** At most one job per key waiting (and one running) in a `stately` queue. */
  singletonKey?: string;
}

/**
 * Background work on pg-boss, in the app's own PostgreSQL (the server or the embedded one),
 * through the app's TypeORM pool: no second pool, and a job can be sent inside the transaction
 * of the change that caused it. pg-boss claims jobs with SKIP LOCKED, so replicas never run one
 * job twice, and hands out again a job whose worker died. Its schema (`pgboss`) is created and
 * upgraded by pg-boss itself at start. Workers run only when JOB_WORKERS is on (off in tests,
 * which run jobs by hand through `fetch`/`complete`).
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private boss?: PgBoss;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const workers = this.config.jobs.workers;
    const boss = new PgBoss({
      db: executorOf(this.dataSource),
      schema: 'pgboss',
      migrate: true,
      supervise: workers,
      schedule: workers,
      maintenanceIntervalSeconds: this.config.jobs.maintenanceIntervalSeconds,
    });
    // Errors of pg-boss's own loops (a lost connection); jobs report theirs themselves.
    boss.on('error', (error) => this.logger.error(`job queue: ${error.message}`));
    await boss.start();
    await this.createQueues(boss);
    this.boss = boss;
  }

  /**
   * Creates the queues that do not exist yet, one replica at a time: pg-boss checks for a queue,
   * then creates its table and attaches it, so two replicas starting together both created the
   * same queue and one start failed on "deadlock detected" (test/ops/two-replicas.test.ts). A
   * session advisory lock on one connection orders them; the second finds the queues made. With a
   * pool of one connection (the embedded engine's, one process's) the lock would hold the only
   * connection the queues need: no lock, and no second replica to order.
   */
  private async createQueues(boss: PgBoss): Promise<void> {
    const create = async () => {
      for (const [name, options] of Object.entries(JOB_QUEUES)) {
        await boss.createQueue(name, { name, ...options });
      }
    };
    // The pool this data source was made with (pg's default is 10), not the configuration's:
    // the embedded engine's app and the tests' template each run on one connection.
    const extra = this.dataSource.options.extra as { max?: number } | undefined;
    if ((extra?.max ?? 10) <= 1) return create();
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query(`SELECT pg_advisory_lock(hashtextextended('job-queues', 0))`);
      await create();
    } finally {
      await runner
        .query(`SELECT pg_advisory_unlock(hashtextextended('job-queues', 0))`)
        .finally(() => runner.release());
    }
  }

  /**
   * Before the app's shutdown hooks close the database pool: no new job starts, the running
   * ones finish (each within one provider call's timeout), and pg-boss records their outcome
   * while the pool is still open. A job still running after that is failed and handed out again.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.boss?.stop({
      graceful: true,
      wait: true,
      timeout: this.config.messages.sendTimeoutMs + 5_000,
      close: false,
    });
  }

  /** Whether a change's job inserts are prepared by name (on a PostgreSQL server). */
  private get namesStatements(): boolean {
    return namesStatements(this.config.database);
  }

  get workersOn(): boolean {
    return this.config.jobs.workers;
  }

  async send(queue: JobQueueName, data: object, options: SendOptions = {}): Promise<string | null> {
    return this.started().send(queue, data, {
      ...(options.manager ? { db: executorOf(options.manager, this.namesStatements) } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /**
   * Several jobs of one queue in one statement (each with its singleton key), on `manager`'s
   * connection (inside its transaction when it has one): the outbox's jobs of one change.
   */
  async sendMany(
    queue: JobQueueName,
    jobs: { data: object; singletonKey: string; startAfter?: Date }[],
    manager: EntityManager,
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.started().insert(
      jobs.map((job) => ({
        name: queue,
        data: job.data,
        singletonKey: job.singletonKey,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      })),
      { db: executorOf(manager, this.namesStatements) },
    );
  }

  /**
   * Runs `handler` for each job of the queue on this replica (only when workers are on): up to
   * `batchSize` jobs claimed at once, `concurrency` of them at a time. pg-boss waits out the
   * polling interval after a batch unless it was full (then more are likely waiting). The
   * handler answers for each job itself (a message's delivery records its own outcome); a job it
   * throws on is failed and handed out again with the batch.
   */
  async work<T extends object>(
    queue: JobQueueName,
    handler: (job: PgBoss.Job<T>) => Promise<void>,
    options: { pollingIntervalSeconds: number; batchSize?: number; concurrency?: number },
  ): Promise<void> {
    if (!this.workersOn) return;
    const boss = this.started();
    const batchSize = options.batchSize ?? 1;
    const concurrency = options.concurrency ?? 1;
    const worker = { id: '' };
    worker.id = await boss.work<T>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize },
      async (jobs) => {
        let next = 0;
        const lane = async () => {
          while (next < jobs.length && !this.stopping) await handler(jobs[next++]);
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
        // Shutting down: the jobs not started are failed with the batch and handed out again
        // (those that ran find their work done: a delivery claims its message first).
        if (next < jobs.length) throw new Error('shutting down before the whole batch ran');
        // A full batch: more are likely waiting, so the next fetch comes without the pause.
        if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      },
    );
  }

  /**
   * Sends a job to `queue` on a cron schedule (UTC), once across replicas: pg-boss keeps the
   * schedule in its tables and only a process with workers on sends the jobs.
   */
  async schedule(queue: JobQueueName, cron: string, data: object = {}): Promise<void> {
    await this.started().schedule(queue, cron, data, { tz: 'UTC' });
  }

  /**
   * Runs `pass` every `seconds`, on one replica at a time (where workers are on).
   *
   * Why not `schedule`: pg-boss's cron is per minute (a schedule sends at most one job a minute),
   * and these intervals are seconds (a minute by default, one second in the fault drills). So
   * each pass is a job that queues the next: it first sends the pass after it, `seconds` later
   * by the database's clock, then runs. The queue is `stately` (one job waiting, one running):
   * what every replica sends at start (the first pass, one interval after it, as a timer would)
   * and what a pass sends while another waits is dropped, and a pass that comes due while the
   * last one still runs waits for it. A replica that dies mid-pass has queued the next pass
   * already. Workers look every JOB_POLL_INTERVAL_SECONDS, so a pass starts at most that late.
   */
  async repeat(
    queue: RepeatingQueueName,
    seconds: number,
    pass: () => Promise<void>,
  ): Promise<void> {
    if (!this.workersOn) return;
    await this.queueNextPass(queue, seconds);
    await this.work(queue, () => this.runPass(queue, seconds, pass), {
      pollingIntervalSeconds: this.config.jobs.pollIntervalSeconds,
    });
  }

  /** Queues a pass of `queue` `seconds` from now; false when one is waiting already. */
  async queueNextPass(queue: RepeatingQueueName, seconds: number): Promise<boolean> {
    return (await this.send(queue, {}, { startAfter: seconds })) !== null;
  }

  /**
   * One look of a worker of a repeating job, by hand (tests, where workers are off): the pass
   * that is due, if any, runs here as `repeat` runs it. Answers whether one ran.
   */
  async tick(
    queue: RepeatingQueueName,
    seconds: number,
    pass: () => Promise<void>,
  ): Promise<'ran' | 'skipped'> {
    const [job] = await this.fetch(queue, 1);
    if (!job) return 'skipped';
    try {
      await this.runPass(queue, seconds, pass);
    } catch (error) {
      await this.fail(queue, job.id, (error as Error).message);
      throw error;
    }
    await this.complete(queue, job.id);
    return 'ran';
  }

  /** A pass of a repeating job: the next one queued first, so that it comes whatever this one does. */
  private async runPass(
    queue: RepeatingQueueName,
    seconds: number,
    pass: () => Promise<void>,
  ): Promise<void> {
    await this.queueNextPass(queue, seconds);
    await pass();
  }

  /**
   * Which of `ids` have a job waiting to run (created, or handed back after a failure) in
   * `queue`, by the job data's `field`. The sweepers use it to find work that lost its job.
   */
  async waiting(queue: JobQueueName, field: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT data->>$2 AS id FROM pgboss.job
        WHERE name = $1 AND state IN ('created', 'retry') AND data->>$2 = ANY($3::text[])`,
      [queue, field, ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Claims up to `batchSize` due jobs (tests, and draining by hand). */
  fetch<T extends object>(queue: JobQueueName, batchSize = 50): Promise<PgBoss.Job<T>[]> {
    return this.started().fetch<T>(queue, { batchSize });
  }

  async complete(queue: JobQueueName, id: string): Promise<void> {
    await this.started().complete(queue, id);
  }

  async fail(queue: JobQueueName, id: string, reason: string): Promise<void> {
    await this.started().fail(queue, id, { reason });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }
}

/** What pg and TypeORM say when a statement comes after the app closed its pool. */
const POOL_CLOSED = /Cannot use a pool after calling end|Driver not Connected/;

/**
 * pg-boss's database port on TypeORM: one transaction's connection, or a connection of the pool
 * per statement. Structured results, so that an UPDATE … RETURNING answers its rows. A change's
 * statements (pg-boss's job insert, the same text every time) are prepared by name when `named`.
 */
function executorOf(runner: DataSource | EntityManager, named = false): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!(runner instanceof DataSource)) {
        if (!runner.queryRunner) throw new Error('a job is sent in a transaction only');
        return { rows: await preparedQuery(runner.queryRunner, text, values ?? [], named) };
      }
      // pg-boss completes or fails a worker's job without awaiting it: a handler that ends after
      // the app closed its pool (a send cut off by the shutdown's timeout) would reject there,
      // unhandled, and stop the process. Its job is handed out again when it expires, so the
      // answer is what those statements (`SELECT count(*)` of the jobs changed) say: none.
      // The pool may also close while the statement waits for a connection (a batch of sends
      // outlives the shutdown's timeout): the same answer then.
      const closed = { rows: [{ count: '0' }] };
      if (!runner.isInitialized) return closed;
      const queryRunner = runner.createQueryRunner();
      try {
        return { rows: (await queryRunner.query(text, values, true)).records };
      } catch (error) {
        if (!runner.isInitialized || POOL_CLOSED.test((error as Error).message)) return closed;
        throw error;
      } finally {
        await queryRunner.release().catch(() => undefined);
      }
    },
  } as PgBoss.Db;
}
