import { Module } from '@nestjs/common';
import { Outbox } from './outbox';

/**
 * The transactional outbox (issue 18, split out in issue 33): a low layer that any feature
 * imports to write its messages in its own transaction (`Outbox.enqueue`). It owns the message
 * and message_attempt tables; notifications (src/notifications) renders and delivers them.
 */
@Module({
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}
