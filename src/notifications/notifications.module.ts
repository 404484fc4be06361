import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { OutboxModule } from '../outbox';
import { SiteModule } from '../site';
import { WaitlistModule } from '../waitlist';
import { AdminBroadcastsController } from './admin-broadcasts.controller';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { MessageTemplatePreviews } from './message-template-previews';
import { LectureBroadcasts } from './lecture-broadcasts.service';
import { CHANNEL_PROVIDERS } from './channels/channel-providers';
import { MessagePeriodicJob } from './message-periodic';
import { MessageReminders } from './message-reminders';
import { MessageRenderer } from './message-renderer';
import { MessageRetention } from './message-retention';
import { MessageWorker } from './message-worker';
import { MyInfoLinkController } from './my-info-link.controller';
import { MyInfoLinks } from './my-info-links';
import { TemplateRenderer } from './templates/template-renderer';

/**
 * Messages to families and the centre (issue 18), a high layer: the worker that delivers what the
 * outbox (src/outbox) wrote, the channels, the templates (which read the owners' rows at send
 * time), reminders, the director's messages to a lecture's families (issue 36), and the back
 * office's and the sandbox's views.
 */
@Module({
  imports: [AppointmentsModule, AuthModule, AuditModule, OutboxModule, SiteModule, WaitlistModule],
  controllers: [MyInfoLinkController, AdminMessagesController, AdminBroadcastsController],
  providers: [
    MessageReminders,
    MyInfoLinks,
    { provide: MessageRenderer, useClass: TemplateRenderer },
    ...CHANNEL_PROVIDERS,
    MessageWorker,
    MessageRetention,
    MessagePeriodicJob,
    AdminMessagesService,
    MessageTemplatePreviews,
    LectureBroadcasts,
  ],
})
export class NotificationsModule {}
