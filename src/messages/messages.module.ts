import { Global, Module } from '@nestjs/common';
import { JobQueue } from '../common/jobs/job-queue';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { MessageReminders } from './message-reminders';
import { MessageTemplatePreviews } from './message-template-previews';
import { Outbox } from './outbox';

/**
 * Messages to families and the centre (issue 18): the outbox any feature writes to in its own
 * transaction, the worker that delivers, the channels, the templates, and the back office's and
 * the sandbox's views. Global, like seats, so that features enqueue without importing it.
 */
@Global()
@Module({
  controllers: [AdminMessagesController],
  providers: [JobQueue, Outbox, MessageReminders, AdminMessagesService, MessageTemplatePreviews],
  exports: [JobQueue, Outbox],
})
export class MessagesModule {}
