import { Global, Module } from '@nestjs/common';
import { JobQueue } from '../common/jobs/job-queue';
import { MessageReminders } from './message-reminders';
import { Outbox } from './outbox';

/**
 * Messages to families and the centre (issue 18): the outbox any feature writes to in its own
 * transaction, the worker that delivers, the channels, the templates, and the back office's and
 * the sandbox's views. Global, like seats, so that features enqueue without importing it.
 */
@Global()
@Module({
  providers: [JobQueue, Outbox, MessageReminders],
  exports: [JobQueue, Outbox],
})
export class MessagesModule {}
