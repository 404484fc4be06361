import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages to families and the centre (issue 18).
 *
 * `message` is the transactional outbox: the code that makes a change writes the message's row
 * in the same transaction, so a message exists exactly when its change committed. One row per
 * event and channel (`event_key`, `channel` unique), so a replayed event writes nothing new. The
 * row holds ids only until it is sent; what was sent (subject, body, buttons) is written at send
 * time from the server's rows and cleared after the retention period (`purged_at`).
 * `message_attempt` records every delivery attempt and the provider's answer.
 *
 * The family's choice of channels and a separate, unticked promotional opt-in are kept on the
 * application; a lecture may name its place and what to bring, for the day-before reminder.
 */
export class Messages1765100000000 implements MigrationInterface {
  name = 'Messages1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message (
        id                  bigserial PRIMARY KEY,
        event_key           varchar(120) NOT NULL,
        kind                varchar(40)  NOT NULL,
        channel             varchar(10)  NOT NULL CHECK (channel IN ('EMAIL', 'ALIMTALK')),
        recipient           varchar(254) NOT NULL,
        application_id      integer REFERENCES application (id) ON DELETE SET NULL,
        waitlist_entry_id   integer REFERENCES waitlist_entry (id) ON DELETE SET NULL,
        params              jsonb NOT NULL DEFAULT '{}'::jsonb,
        status              varchar(10) NOT NULL DEFAULT 'PENDING'
                            CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED')),
        attempts            integer NOT NULL DEFAULT 0,
        next_attempt_at     timestamptz,
        last_error          varchar(500),
        provider_message_id varchar(100),
        delivered_via       varchar(10) CHECK (delivered_via IN ('EMAIL', 'ALIMTALK', 'SMS')),
        subject             varchar(200),
        body_text           text,
        body_html           text,
        buttons             jsonb,
        link_used_at        timestamptz,
        created_at          timestamptz NOT NULL,
        sent_at             timestamptz,
        failed_at           timestamptz,
        purged_at           timestamptz,
        CONSTRAINT message_one_per_event_and_channel UNIQUE (event_key, channel)
      )`);
    await queryRunner.query(
      `CREATE INDEX message_by_application ON message (application_id, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX message_by_created ON message (created_at)`);
    await queryRunner.query(`CREATE INDEX message_by_recipient ON message (recipient, created_at)`);
    await queryRunner.query(
      `CREATE INDEX message_undelivered ON message (next_attempt_at)
        WHERE status IN ('PENDING', 'SENDING', 'RETRYING')`,
    );
    await queryRunner.query(`
      CREATE TABLE message_attempt (
        id              bigserial PRIMARY KEY,
        message_id      bigint NOT NULL REFERENCES message (id) ON DELETE CASCADE,
        started_at      timestamptz NOT NULL,
        finished_at     timestamptz,
        outcome         varchar(10) CHECK (outcome IN ('SENT', 'RETRY', 'FAILED')),
        via             varchar(10) CHECK (via IN ('EMAIL', 'ALIMTALK', 'SMS')),
        provider_code   varchar(64),
        provider_answer varchar(500)
      )`);
    await queryRunner.query(
      `CREATE INDEX message_attempt_by_message ON message_attempt (message_id, id)`,
    );
    await queryRunner.query(`
      ALTER TABLE application
        ADD COLUMN notify_email     boolean NOT NULL DEFAULT true,
        ADD COLUMN notify_alimtalk  boolean NOT NULL DEFAULT true,
        ADD COLUMN marketing_opt_in boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      ALTER TABLE lecture
        ADD COLUMN venue         varchar(200),
        ADD COLUMN what_to_bring varchar(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lecture DROP COLUMN venue, DROP COLUMN what_to_bring`);
    await queryRunner.query(`
      ALTER TABLE application
        DROP COLUMN notify_email, DROP COLUMN notify_alimtalk, DROP COLUMN marketing_opt_in`);
    await queryRunner.query(`DROP TABLE message_attempt`);
    await queryRunner.query(`DROP TABLE message`);
  }
}
