import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox's daily cap on unpaid messages (Outbox, UNPAID_EVENT_KINDS) counts, for each
 * recipient of a new application or withdrawal, the capped kinds sent to it in 24 hours. By
 * `message_by_recipient` alone that read every message of the recipient (a number many families
 * share, such as a school's or an office's, has thousands: their payment messages too), inside
 * the application's transaction. This index holds only the capped kinds: at most the cap per day.
 */
export class MessageDailyCapIndex1765200000000 implements MigrationInterface {
  name = 'MessageDailyCapIndex1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX message_unpaid_by_recipient ON message (channel, recipient, created_at)
        WHERE kind IN ('application-received', 'application-cancelled')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX message_unpaid_by_recipient`);
  }
}
