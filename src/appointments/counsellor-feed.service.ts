import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Between, EntityManager, In } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { accountSummaries, type AdminPrincipal } from '../auth';
import { Clock } from '../common/clock/clock';
import { calendarFeed, type FeedEvent } from '../common/calendar/ics';
import { seoulDate } from '../common/dates/seoul-date';
import { maskName } from '../common/privacy/mask';
import { siteOrigin, type AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { COUNSELLOR_NOT_FOUND, mayEditSchedule } from './admin-counsellors.service';
import { Appointment } from './appointment.entity';
import { AppointmentType } from './appointment-type.entity';
import { Counsellor, Room } from './counsellor.entity';
import type { CounsellorFeedIssued, SetupDone } from './dto/setup.response';

const DAY = 24 * 60 * 60 * 1000;
/** What a feed carries: the last month (for a look back) and the next year. */
const FEED_PAST_DAYS = 31;
const FEED_AHEAD_DAYS = 366;
/** At most this many events in one answer (a full-time counsellor's year is about 1,500). */
const FEED_MAX_EVENTS = 3_000;
/** The appointments a counsellor's calendar shows: booked, and what happened to past ones. */
const FEED_STATUSES = ['BOOKED', 'ATTENDED', 'NO_SHOW'] as const;
const STATUS_WORDS: Record<(typeof FEED_STATUSES)[number], string> = {
  BOOKED: '',
  ATTENDED: ' (출석)',
  NO_SHOW: ' (노쇼)',
};

/** The secret in a feed's address: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex): what is stored of a feed's secret. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A counsellor's private calendar feed (issue 37): a secret address their phone's calendar
 * subscribes to, listing their appointments. The secret is shown once, when made; only its hash
 * is kept, so a copy of the database opens no feed. Making a new one ends the old; turning it off
 * ends it. A feed leaves the site for the phone's calendar service, so it carries what the
 * counsellor needs to be on time and no more: the type, the time, the room and the child's
 * masked name (김*늘); no contact, no guardian. The counsellor themselves or the owner manages it,
 * as with the weekly hours, and each change is in the audit trail.
 */
@Injectable()
export class CounsellorFeedService {
  constructor(
    private readonly manager: EntityManager,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new secret address; the one before it (if any) stops answering. */
  async issue(
    admin: AdminPrincipal,
    actor: AuditActor,
    counsellorId: number,
  ): Promise<CounsellorFeedIssued> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.clock.now();
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, admin, counsellorId);
      const replaced = counsellor.feed_created_at !== null;
      await manager.update(
        Counsellor,
        { id: counsellorId },
        { feed_token_hash: tokenHash(token), feed_created_at: createdAt },
      );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: replaced ? 'counsellor.feed.replace' : 'counsellor.feed.create',
          target: `counsellor:${counsellorId}`,
          summary: `상담사 ${counsellor.name} 캘린더 구독 주소 ${replaced ? '새로 만듦' : '만듦'}`,
        },
        manager,
      );
    });
    return {
      url: `${siteOrigin(this.config)}/api/calendar-feed/${token}.ics`,
      created_at: createdAt.toISOString(),
      message:
        '구독 주소를 만들었습니다. 이 화면을 벗어나면 다시 볼 수 없으니 지금 휴대폰 캘린더에 추가해 주세요.',
    };
  }

  async revoke(admin: AdminPrincipal, actor: AuditActor, counsellorId: number): Promise<SetupDone> {
    await this.manager.transaction(async (manager) => {
      const counsellor = await this.locked(manager, admin, counsellorId);
      if (counsellor.feed_created_at === null) return;
      await manager.update(
        Counsellor,
        { id: counsellorId },
        { feed_token_hash: null, feed_created_at: null },
      );
      await this.audit.record(
        actor,
        {
          kind: 'APPOINTMENT_SETUP',
          action: 'counsellor.feed.revoke',
          target: `counsellor:${counsellorId}`,
          summary: `상담사 ${counsellor.name} 캘린더 구독 끔`,
        },
        manager,
      );
    });
    return { message: '캘린더 구독을 껐습니다. 이전 주소로는 더 이상 일정을 볼 수 없습니다.' };
  }

  /**
   * The feed behind a secret, or null when no active counsellor with an active account has it (a
   * revoked, replaced or made-up secret answers the same: nothing to tell apart).
   */
  async feed(token: string): Promise<string | null> {
    if (!FEED_TOKEN_PATTERN.test(token)) return null;
    const counsellor = await this.manager.findOneBy(Counsellor, {
      feed_token_hash: tokenHash(token),
      active: true,
    });
    if (!counsellor) return null;
    // A departed counsellor's phone stops receiving the calendar with their account.
    const [account] = await accountSummaries(this.manager, [counsellor.account_id]);
    if (!account?.active) return null;
    const now = this.clock.now();
    const appointments = await this.manager.find(Appointment, {
      where: {
        counsellor_id: counsellor.id,
        status: In([...FEED_STATUSES]),
        starts_at: Between(
          new Date(now.getTime() - FEED_PAST_DAYS * DAY),
          new Date(now.getTime() + FEED_AHEAD_DAYS * DAY),
        ),
      },
      order: { starts_at: 'ASC', id: 'ASC' },
      take: FEED_MAX_EVENTS,
    });
    const [types, rooms] = await Promise.all([
      this.namesOf(
        AppointmentType,
        appointments.map((a) => a.type_id),
      ),
      this.namesOf(
        Room,
        appointments.flatMap((a) => (a.room_id === null ? [] : [a.room_id])),
      ),
    ]);
    const origin = siteOrigin(this.config);
    const host = new URL(origin).hostname;
    const events: FeedEvent[] = appointments.map((appointment) => {
      const status = appointment.status as (typeof FEED_STATUSES)[number];
      return {
        uid: `counsellor-appointment-${appointment.id}@${host}`,
        sequence: appointment.schedule_revision,
        stamp: now,
        start: appointment.starts_at,
        end: appointment.ends_at,
        summary: `${types.get(appointment.type_id) ?? '상담'} · ${maskName(appointment.child_name)}${STATUS_WORDS[status]}`,
        location: appointment.room_id === null ? '' : (rooms.get(appointment.room_id) ?? ''),
        description: `상담 일정에서 보기: ${origin}/admin/appointments?view=day&date=${seoulDate(appointment.starts_at)}&counsellor=${counsellor.id}`,
      };
    });
    return calendarFeed(`${counsellor.name} 상담 일정`, events);
  }

  private async namesOf(
    entity: typeof AppointmentType | typeof Room,
    ids: number[],
  ): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows: { id: number; name: string }[] = await this.manager.find(entity, {
      select: { id: true, name: true },
      where: { id: In([...new Set(ids)]) },
    });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private async locked(
    manager: EntityManager,
    admin: AdminPrincipal,
    id: number,
  ): Promise<Counsellor> {
    const counsellor = await manager.findOne(Counsellor, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!counsellor) throw new NotFoundException(COUNSELLOR_NOT_FOUND);
    mayEditSchedule(admin, counsellor);
    return counsellor;
  }
}
