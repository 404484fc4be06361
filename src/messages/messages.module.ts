import { Global, Injectable, Module } from '@nestjs/common';
import { JobQueue } from '../common/jobs/job-queue';
import { CHANNEL_PROVIDERS } from './channels/channel-providers';
import { MessagePeriodicJob } from './message-periodic';
import { MessageReminders } from './message-reminders';
import { MessageRenderer, type RenderedMessage } from './message-renderer';
import { MessageRetention } from './message-retention';
import { MessageWorker } from './message-worker';
import { Outbox } from './outbox';

/**
 * Until the template module binds its renderer here (issue 18, templates): nothing to render,
 * so the worker marks each message FAILED with NOTHING_TO_SEND rather than sending a blank one.
 */
@Injectable()
class NoTemplatesRenderer extends MessageRenderer {
  render(): Promise<RenderedMessage | null> {
    return Promise.resolve(null);
  }

  preview(): RenderedMessage {
    throw new Error('no message templates yet');
  }
}

/**
 * Messages to families and the centre (issue 18): the outbox any feature writes to in its own
 * transaction, the worker that delivers, the channels, the templates, and the back office's and
 * the sandbox's views. Global, like seats, so that features enqueue without importing it.
 */
@Global()
@Module({
  providers: [
    JobQueue,
    Outbox,
    MessageReminders,
    { provide: MessageRenderer, useClass: NoTemplatesRenderer },
    ...CHANNEL_PROVIDERS,
    MessageWorker,
    MessageRetention,
    MessagePeriodicJob,
  ],
  exports: [JobQueue, Outbox],
})
export class MessagesModule {}
