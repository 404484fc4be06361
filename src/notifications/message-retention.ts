import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { purgeMessagesOlderThan } from '../outbox';

/**
 * The end of a message's retention period (MESSAGE_RETENTION_DAYS, default 90): a SENT or FAILED
 * message older than that loses what it said (subject, bodies, buttons) and its recipient is
 * replaced by a masked form (pa****@example.com, 010-****-5678); `purged_at` records when. What
 * remains (kind, channel, status, times, attempts) still shows the centre that it was sent. The
 * attempts' provider answers hold no personal data (scrubbed when written). Messages still on
 * their way are left alone until they end. Run by the periodic messages job.
 */
@Injectable()
export class MessageRetention {
  private readonly logger = new Logger('MessageRetention');

  constructor(
    private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Purges what is past its retention at `now`; answers how many messages it purged. */
  async purge(now: Date): Promise<number> {
    const purged = await purgeMessagesOlderThan(
      this.manager,
      now,
      this.config.messages.retentionDays,
    );
    if (purged) this.logger.log(`purged ${purged} messages past their retention`);
    return purged;
  }
}

/**
 * pa****@example.com, 010-****-5678 (what the retention leaves, and what lists may show): the
 * first two characters of an e-mail's local part and its domain; a mobile number's first three
 * and last four digits, as the outbox's purge masks them in SQL (purgeMessagesOlderThan).
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at >= 0) return `${recipient.slice(0, Math.min(2, at))}****@${recipient.slice(at + 1)}`;
  return `${recipient.slice(0, 3)}-****-${recipient.slice(-4)}`;
}
