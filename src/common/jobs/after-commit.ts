import { Injectable, Logger } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

interface Task {
  name: string;
  run: (manager: EntityManager) => Promise<void>;
}

/**
 * Work that follows a transaction's commit: run on the transaction's own connection right after
 * its COMMIT, before the caller's `dataSource.transaction(...)` returns, and dropped when it rolls
 * back. For what need not hold the transaction's locks (the outbox's delivery jobs: the lecture's
 * row lock is released at the commit, so applicants queued behind it do not wait for them).
 *
 * A task that fails is logged, never thrown: the change has committed and must answer as such.
 * What a task does must therefore be recoverable without it (the outbox's sweeper).
 */
@Injectable()
export class AfterCommit implements EntitySubscriberInterface {
  private readonly logger = new Logger('AfterCommit');
  private readonly tasks = new WeakMap<QueryRunner, Task[]>();

  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** Runs `run` after `manager`'s transaction commits, or at once when it is in none. */
  async run(
    manager: EntityManager,
    name: string,
    run: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.attempt({ name, run }, manager);
    const tasks = this.tasks.get(runner);
    if (tasks) tasks.push({ name, run });
    else this.tasks.set(runner, [{ name, run }]);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint released: the transaction itself goes on.
    if (event.queryRunner.isTransactionActive) return;
    const tasks = this.tasks.get(event.queryRunner);
    if (!tasks) return;
    this.tasks.delete(event.queryRunner);
    for (const task of tasks) await this.attempt(task, event.queryRunner.manager);
  }

  /**
   * The whole transaction rolled back: its tasks go with it. (A savepoint rolled back keeps
   * them; none of the app's tasks harms anything when what it follows was undone.)
   */
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.tasks.delete(event.queryRunner);
  }

  private async attempt(task: Task, manager: EntityManager): Promise<void> {
    try {
      await task.run(manager);
    } catch (error) {
      this.logger.error(`${task.name} after the commit failed: ${(error as Error).message}`);
    }
  }
}
