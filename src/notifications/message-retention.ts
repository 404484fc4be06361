import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

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
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Purges what is past its retention at `now`; answers how many messages it purged. */
  async purge(now: Date): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH purged AS (
         UPDATE message
            SET subject = NULL, body_text = NULL, body_html = NULL, buttons = NULL,
                recipient = ${MASKED_RECIPIENT_SQL},
                purged_at = $1
          WHERE purged_at IS NULL
            AND status IN ('SENT', 'FAILED')
            AND created_at < $1::timestamptz - make_interval(days => $2::int)
          RETURNING id)
       SELECT id FROM purged`,
      [now, this.config.messages.retentionDays],
    );
    if (rows.length) this.logger.log(`purged ${rows.length} messages past their retention`);
    return rows.length;
  }
}

/**
 * The recipient masked in SQL, as maskRecipient does: the first two characters of an e-mail's
 * local part and its domain; a mobile number's first three and last four digits.
 */
const MASKED_RECIPIENT_SQL = `CASE WHEN position('@' in recipient) > 0
  THEN left(split_part(recipient, '@', 1), 2) || '****@' || split_part(recipient, '@', 2)
  ELSE left(recipient, 3) || '-****-' || right(recipient, 4) END`;

/** pa****@example.com, 010-****-5678 (what the retention leaves, and what lists may show). */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at >= 0) return `${recipient.slice(0, Math.min(2, at))}****@${recipient.slice(at + 1)}`;
  return `${recipient.slice(0, 3)}-****-${recipient.slice(-4)}`;
}
