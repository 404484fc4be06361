import type { AppConfig } from '../../src/config/app.config';
import { Application } from '../../src/applications/application.entity';
import { MessageAttempt } from '../../src/outbox/message-attempt.entity';
import { Message } from '../../src/outbox/message.entity';
import { MessageRenderer, type RenderedMessage } from '../../src/notifications/message-renderer';
import { MessageWorker } from '../../src/notifications/message-worker';
import { Outbox } from '../../src/outbox/outbox';
import type { MessageEvent } from '../../src/outbox/message-kinds';
import { createOpenLecture } from './applying';
import type { TestApp } from './test-app';

/**
 * A renderer for delivery tests, installed on an app in place of the template module's: it
 * reads the message row and answers fixed Korean text, so these tests are about delivery and
 * not about templates (those have their own tests). The subject and text carry the message id,
 * so each e-mail received can be told from the others.
 */
export class TestRenderer extends MessageRenderer {
  render(message: Message): Promise<RenderedMessage | null> {
    const buttons = [
      { name: '내 신청 보기', url: `https://maeum.example.kr/myinfo/link/token-${message.id}` },
      { name: '오시는 길', url: 'https://maeum.example.kr/directions' },
    ];
    const text = `안녕하세요, 보호자님.\n신청이 접수되었습니다.\n신청 번호: ${message.id}`;
    return Promise.resolve({
      email: {
        subject: `[마음숲] 신청이 접수되었습니다 (${message.id})`,
        html: `<p>안녕하세요, <strong>보호자</strong>님.</p><p>신청이 접수되었습니다. 번호 ${message.id}</p>`,
        text,
      },
      alimtalk: {
        template: message.kind,
        variables: { '#{신청번호}': message.id, '#{강의명}': '부모 교육' },
        text,
        buttons,
        smsText: `[마음숲] 신청이 접수되었습니다. 번호 ${message.id}`,
        smsSubject: '[마음숲] 신청 접수',
      },
      buttons,
    });
  }

  preview(): Promise<RenderedMessage> {
    return Promise.reject(new Error('not in delivery tests'));
  }
}

/** Puts the test renderer in place of the app's (the worker holds the same instance). */
export function useTestRenderer(app: TestApp['running']['app']): void {
  const renderer = app.get(MessageRenderer);
  const test = new TestRenderer();
  renderer.render = test.render.bind(test);
}

export function workerOf(t: Pick<TestApp, 'running'>): MessageWorker {
  return t.running.app.get(MessageWorker);
}

/** An application (straight into the database) whose family chose these channels. */
export async function createApplication(
  t: TestApp,
  choice: { email?: boolean; alimtalk?: boolean; contact?: string; emailAddress?: string } = {},
): Promise<Application> {
  const lecture = await createOpenLecture(t.dataSource);
  return t.dataSource.getRepository(Application).save({
    lecture_id: lecture.id,
    applicant_name: '김민지',
    applicant_email: choice.emailAddress ?? 'parent@example.com',
    applicant_contact: choice.contact ?? '010-1234-5678',
    applicant_birth: '1988-04-12',
    total_amount: 50000,
    pay_method: 'CARD',
    payment_status: 'N',
    notify_email: choice.email ?? true,
    notify_alimtalk: choice.alimtalk ?? false,
    created_at: t.clock.now(),
  });
}

/** Enqueues `event` through the outbox in a committed transaction; answers the message ids. */
export function enqueue(t: TestApp, event: MessageEvent): Promise<string[]> {
  const outbox = t.running.app.get(Outbox);
  return t.dataSource.transaction((manager) => outbox.enqueue(manager, event));
}

export function messageRow(t: Pick<TestApp, 'dataSource'>, id: string): Promise<Message> {
  return t.dataSource.getRepository(Message).findOneByOrFail({ id });
}

export function attemptsOf(t: Pick<TestApp, 'dataSource'>, id: string): Promise<MessageAttempt[]> {
  return t.dataSource
    .getRepository(MessageAttempt)
    .find({ where: { message_id: id }, order: { id: 'ASC' } });
}

/** Waits (real time) until `check` holds, or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const MAIL_FROM = '마음숲 상담센터 <no-reply@maeum.example.kr>';

/** The app's e-mail over SMTP to `url` (a real server started by the test), 알림톡 in the sandbox. */
export function smtpTo(url: string, sendTimeoutMs = 3_000) {
  return (config: AppConfig): AppConfig => ({
    ...config,
    messages: {
      ...config.messages,
      email: { mode: 'smtp', smtpUrl: url, from: MAIL_FROM },
      sendTimeoutMs,
    },
  });
}
