import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCE_STATUSES,
  type BroadcastAudience,
  type BroadcastChannel,
} from '../../shared/lecture-broadcast';
import { applicationsById, applicationsOfLecturesInStatus } from '../applications';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { lecturesById } from '../lectures';
import { Outbox } from '../outbox';
import { SiteSettings } from '../site';
import { broadcastFamilies, type BroadcastFamily } from './broadcast-recipients';
import type {
  LectureBroadcastDraftDto,
  SendLectureBroadcastDto,
} from './dto/lecture-broadcast.dto';
import type {
  LectureBroadcastPreview,
  LectureBroadcastSent,
} from './dto/lecture-broadcast.response';
import {
  broadcastByRequestKey,
  broadcastsOnDay,
  insertBroadcast,
  lockBroadcastsOf,
} from './lecture-broadcast.repository';
import { MyInfoLinks } from './my-info-links';
import { lectureView } from './templates/template-renderer';
import { renderTemplate } from './templates/templates';

export const BROADCAST_LECTURE_NOT_FOUND = '강의를 찾을 수 없습니다.';
export const BROADCAST_NO_FAMILIES = '조건에 맞는 가족이 없어 보낼 수 없습니다.';
export const BROADCAST_MESSAGES_OFF =
  '메시지 발송이 꺼져 있어(MESSAGES_ENABLED=false) 보낼 수 없습니다.';
export const BROADCAST_KEY_OF_ANOTHER =
  '다른 강의에 이미 쓴 요청입니다. 미리 보기를 다시 한 뒤 보내 주세요.';
export const broadcastCountChanged = (confirmed: number, now: number) =>
  `받는 가족 수가 바뀌었습니다(${confirmed}가족 → ${now}가족). 미리 보기를 다시 확인한 뒤 보내 주세요.`;
export const broadcastDailyCap = (limit: number) =>
  `이 강의에는 오늘 이미 ${limit}번 보냈습니다. 하루에 ${limit}번까지 보낼 수 있으니 내일 다시 보내 주세요.`;

/**
 * 수강생에게 메시지 보내기 (issue 36): the director's one message to a lecture's families, or to
 * those in one payment state. The preview counts the families and renders the message as they
 * will read it; the send writes the broadcast, one outbox message per family and the audit row
 * in one transaction, so a message exists exactly when its broadcast does. Staff and the owner
 * alike may send (both run the desk); the daily cap per lecture limits what a mistake can cost.
 */
@Injectable()
export class LectureBroadcasts {
  constructor(
    private readonly manager: EntityManager,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly site: SiteSettings,
    private readonly links: MyInfoLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async preview(
    lectureId: number,
    dto: LectureBroadcastDraftDto,
  ): Promise<LectureBroadcastPreview> {
    const lecture = await this.lecture(this.manager, lectureId);
    const families = await this.familiesOf(this.manager, lectureId, dto.audience, dto.channel);
    const origin = this.links.origin();
    const rendered = renderTemplate(
      {
        kind: 'lecture-broadcast',
        broadcast: { title: dto.title, body: dto.body, lecture: lectureView(lecture) },
      },
      // Each family's message carries its own single-use link; the preview shows where it goes.
      { site: await this.site.current(), origin, myInfoUrl: `${origin}/myinfo/link#example` },
    );
    const email = dto.channel === 'EMAIL';
    return {
      families: families.families.length,
      applications: families.applications,
      sent_today: await broadcastsOnDay(this.manager, lectureId, seoulDate(this.clock.now())),
      daily_limit: this.config.messages.broadcastsPerLecturePerDay,
      channel: dto.channel,
      subject: email ? rendered.email.subject : null,
      text: email ? rendered.email.text : rendered.alimtalk!.text,
      sms_text: email ? null : rendered.alimtalk!.smsText,
      buttons: rendered.buttons.map((button) => button.name),
    };
  }

  /**
   * Sends once: the lecture's broadcasts are taken in turn, a request key already used answers
   * its broadcast again (nothing is sent twice), then the daily cap, then the count the director
   * confirmed against the families now.
   */
  async send(
    actor: AuditActor,
    lectureId: number,
    dto: SendLectureBroadcastDto,
  ): Promise<LectureBroadcastSent> {
    return this.manager.transaction(async (manager) => {
      await lockBroadcastsOf(manager, lectureId);
      const earlier = await broadcastByRequestKey(manager, dto.request_key);
      if (earlier && earlier.lecture_id !== lectureId) {
        throw new ConflictException(BROADCAST_KEY_OF_ANOTHER);
      }
      if (earlier) return { id: earlier.id, families: earlier.families, repeated: true };
      await this.lecture(manager, lectureId);
      if (!this.config.messages.enabled) throw new ConflictException(BROADCAST_MESSAGES_OFF);
      const now = this.clock.now();
      const today = seoulDate(now);
      const limit = this.config.messages.broadcastsPerLecturePerDay;
      if ((await broadcastsOnDay(manager, lectureId, today)) >= limit) {
        throw new HttpException(
          { message: broadcastDailyCap(limit), code: 'BROADCAST_DAILY_CAP' },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      const { families } = await this.familiesOf(manager, lectureId, dto.audience, dto.channel);
      if (families.length === 0) throw new ConflictException(BROADCAST_NO_FAMILIES);
      if (families.length !== dto.families) {
        throw new ConflictException(broadcastCountChanged(dto.families, families.length));
      }
      const row = await insertBroadcast(manager, {
        lecture_id: lectureId,
        audience: dto.audience,
        channel: dto.channel,
        title: dto.title,
        body: dto.body,
        families: families.length,
        request_key: dto.request_key,
        seoul_day: today,
        sent_by_id: actor.adminId,
        sent_by: actor.adminName.slice(0, 100),
        created_at: now,
      });
      await this.outbox.enqueueBroadcast(
        manager,
        row.id,
        families.map((family) => ({
          applicationId: family.applicationId,
          channel: dto.channel,
          recipient: family.recipient,
        })),
      );
      await this.audit.record(
        actor,
        {
          kind: 'MESSAGE',
          action: 'lecture.broadcast',
          target: `lecture:${lectureId}`,
          summary: `강의 #${lectureId} 수강생 메시지 보내기: ${BROADCAST_AUDIENCE_LABELS[dto.audience]} ${families.length}가족`,
          // The title, not the text: the trail keeps what was done, the broadcast row the words.
          after: {
            message_kind: 'lecture-broadcast',
            broadcast: row.id,
            audience: dto.audience,
            channel: dto.channel,
            families: families.length,
            title: dto.title,
          },
        },
        manager,
      );
      return { id: row.id, families: families.length, repeated: false };
    });
  }

  private async lecture(manager: EntityManager, lectureId: number) {
    const lecture = (await lecturesById(manager, [lectureId])).get(lectureId);
    if (!lecture) throw new NotFoundException(BROADCAST_LECTURE_NOT_FOUND);
    return lecture;
  }

  private async familiesOf(
    manager: EntityManager,
    lectureId: number,
    audience: BroadcastAudience,
    channel: BroadcastChannel,
  ): Promise<{ families: BroadcastFamily[]; applications: number }> {
    const ids = await applicationsOfLecturesInStatus(
      manager,
      [lectureId],
      BROADCAST_AUDIENCE_STATUSES[audience],
    );
    const families = broadcastFamilies(
      [...(await applicationsById(manager, ids)).values()],
      channel,
    );
    return {
      families,
      applications: families.reduce((sum, family) => sum + family.applications, 0),
    };
  }
}
