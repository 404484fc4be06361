import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type AfterQueryEvent,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { ContentVersion } from './content-version';
import { SeatVersions } from './seat-versions';

/** The tables public reads are made of: the same list as the version's triggers (migrations). */
const CONTENT_TABLES = new Set([
  'program',
  'program_image',
  'lecture',
  'lecture_fee',
  'lecture_session',
  'notice',
  'site_settings',
  // Whether a program can be booked on the site (its `bookable`, issue 37).
  'counsellor',
  'appointment_type',
  'appointment_type_counsellor',
]);

/**
 * A statement that writes a table whose rows the seat version triggers watch (the migration
 * SeatsAndWaitlist). Seat writes are often plain SQL (a hold renewed, an offer expired), which
 * entity events never see, so the statement itself is looked at.
 */
const SEAT_WRITE =
  /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(?:application|waitlist_entry)"?[\s(]/i;

/**
 * Invalidation on write: when a change to a program, lecture or fee commits through this
 * process (the back office, the seed, a test's factory), the public reads cache asks for the
 * content version again on the next read instead of trusting the one it read up to a second
 * ago. Changes made elsewhere (another replica, a restore, raw SQL) show within that second.
 *
 * After the commit, not at the write: a read in between would otherwise fetch the version from
 * before the commit and hold it as new.
 */
@Injectable()
export class PublicContentSubscriber implements EntitySubscriberInterface {
  /** Query runners inside a transaction that changed public content, until it commits. */
  private readonly pending = new WeakSet<QueryRunner>();
  /** The same for seats (applications and waiting-list entries). */
  private readonly pendingSeats = new WeakSet<QueryRunner>();

  constructor(
    dataSource: DataSource,
    private readonly version: ContentVersion,
    private readonly seats: SeatVersions,
  ) {
    dataSource.subscribers.push(this);
  }

  /** A seat taken or freed through this process shows at once in the public reads. */
  afterQuery(event: AfterQueryEvent): void {
    if (!event.success || !SEAT_WRITE.test(event.query)) return;
    if (event.queryRunner.isTransactionActive) this.pendingSeats.add(event.queryRunner);
    else this.seats.invalidate();
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterSoftRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.pendingSeats.delete(event.queryRunner)) this.seats.invalidate();
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    this.version.invalidate();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
    this.pendingSeats.delete(event.queryRunner);
  }

  private changed(table: string, runner: QueryRunner): void {
    if (!CONTENT_TABLES.has(table)) return;
    if (runner.isTransactionActive) this.pending.add(runner);
    else this.version.invalidate();
  }
}
