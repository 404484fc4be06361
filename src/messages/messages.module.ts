import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AfterCommit } from '../common/jobs/after-commit';
import { JobQueue } from '../common/jobs/job-queue';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { MessageTemplatePreviews } from './message-template-previews';
import { CHANNEL_PROVIDERS } from './channels/channel-providers';
import { MessagePeriodicJob } from './message-periodic';
import { MessageReminders } from './message-reminders';
import { MessageRenderer } from './message-renderer';
import { MessageRetention } from './message-retention';
import { MessageWorker } from './message-worker';
import { MyInfoLinkController } from './my-info-link.controller';
import { MyInfoLinks } from './my-info-links';
import { Outbox } from './outbox';
import { TemplateRenderer } from './templates/template-renderer';

/**
 * Messages to families and the centre (issue 18): the outbox any feature writes to in its own
 * transaction, the worker that delivers, the channels, the templates, and the back office's and
 * the sandbox's views. Global, like seats, so that features enqueue without importing it.
 */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [MyInfoLinkController, AdminMessagesController],
  providers: [
    JobQueue,
    AfterCommit,
    Outbox,
    MessageReminders,
    MyInfoLinks,
    { provide: MessageRenderer, useClass: TemplateRenderer },
    ...CHANNEL_PROVIDERS,
    MessageWorker,
    MessageRetention,
    MessagePeriodicJob,
    AdminMessagesService,
    MessageTemplatePreviews,
  ],
  exports: [JobQueue, Outbox, MessageRenderer, MessageReminders],
})
export class MessagesModule {}
