import { ALIMTALK_KINDS } from '../../src/notifications/channels/channel-providers';
import type { AppConfig } from '../../src/config/app.config';
import {
  attemptsOf,
  createApplication,
  enqueue,
  messageRow,
  useTestRenderer,
  workerOf,
} from '../support/message-testing';
import { SOLAPI_INVALID_NUMBER, SolapiImitation } from '../support/solapi-imitation';
import { startTestApp, type TestApp } from '../support/test-app';

const KEY = 'NCSTESTKEY0000001';
const SECRET = 'TESTSECRET0123456789ABCDEFGHIJKLMN';
const TEMPLATES = Object.fromEntries(ALIMTALK_KINDS.map((kind, n) => [kind, `KA01TP${1000 + n}`]));

/**
 * The 알림톡 channel through Solapi's official SDK, against a local imitation of Solapi's send
 * endpoint at SOLAPI_API_BASE: what the SDK puts on the wire, and how Solapi's answers become
 * sent, retried or failed messages.
 */
describe('알림톡 through Solapi', () => {
  let solapi: SolapiImitation;
  let t: TestApp;

  beforeAll(async () => {
    solapi = new SolapiImitation(KEY, SECRET);
    await solapi.start();
    t = await startTestApp({
      seed: false,
      configure: (config: AppConfig) => ({
        ...config,
        messages: {
          ...config.messages,
          alimtalk: {
            mode: 'solapi',
            apiKey: KEY,
            apiSecret: SECRET,
            sender: '0212345678',
            pfId: 'KA01PF0000TEST',
            templates: TEMPLATES,
            apiBase: solapi.url,
          },
          sendTimeoutMs: 5_000,
        },
      }),
    });
    useTestRenderer(t.running.app);
  });
  afterAll(async () => {
    await t.close();
    await solapi.close();
  });
  beforeEach(() => {
    solapi.down = false;
    solapi.loseAnswer = false;
    solapi.requests.length = 0;
  });
  const sends = () =>
    solapi.requests.filter((request) => request.path === '/messages/v4/send-many/detail');

  async function alimtalkTo(contact: string): Promise<string> {
    const application = await createApplication(t, { email: false, alimtalk: true, contact });
    const ids = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    expect(ids).toHaveLength(1);
    return ids[0];
  }

  it('sends an 알림톡 with its template, variables and link buttons, SMS fallback on', async () => {
    const id = await alimtalkTo('010-1234-5678');
    expect(await workerOf(t).drain()).toBe(1);

    // The SDK reached the configured origin (not api.solapi.com), signed with the key.
    expect(solapi.requests).toHaveLength(1);
    const [request] = solapi.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/messages/v4/send-many/detail');
    expect(request.authorization).toMatch(/^HMAC-SHA256 apiKey=NCSTESTKEY0000001, date=/);
    expect(request.signatureValid).toBe(true);
    expect(request.body.messages).toHaveLength(1);
    const [sent] = request.body.messages;
    expect(sent).toMatchObject({
      to: '01012345678',
      from: '0212345678',
      type: 'ATA',
      text: `[마음숲] 신청이 접수되었습니다. 번호 ${id}`,
      subject: '[마음숲] 신청 접수',
      customFields: { idempotencyKey: `message-${id}` },
    });
    expect(sent.kakaoOptions).toEqual({
      pfId: 'KA01PF0000TEST',
      templateId: TEMPLATES['application-received'],
      variables: { '#{신청번호}': id, '#{강의명}': '부모 교육' },
      disableSms: false,
      buttons: [
        {
          buttonType: 'WL',
          buttonName: '내 신청 보기',
          linkMo: `https://maeum.example.kr/myinfo/link/token-${id}`,
          linkPc: `https://maeum.example.kr/myinfo/link/token-${id}`,
        },
        {
          buttonType: 'WL',
          buttonName: '오시는 길',
          linkMo: 'https://maeum.example.kr/directions',
          linkPc: 'https://maeum.example.kr/directions',
        },
      ],
    });

    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'SENT', delivered_via: 'ALIMTALK', attempts: 1 });
    expect(row.provider_message_id).toMatch(/^M4V/);
    expect(row.body_text).toContain('신청이 접수되었습니다.');
    expect(row.buttons).toHaveLength(2);
    const [attempt] = await attemptsOf(t, id);
    expect(attempt).toMatchObject({ outcome: 'SENT', via: 'ALIMTALK', provider_code: 'OK' });
    expect(attempt.provider_answer).toContain('2000');
  });

  it('fails at once with Solapi’s reason when the number is refused, without the number', async () => {
    const id = await alimtalkTo(SOLAPI_INVALID_NUMBER);
    await workerOf(t).drain();

    expect(sends()).toHaveLength(1);
    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, next_attempt_at: null });
    expect(row.last_error).toContain('수신번호 형식이 올바르지 않습니다.');
    expect(row.last_error).not.toContain(SOLAPI_INVALID_NUMBER);
    const [attempt] = await attemptsOf(t, id);
    expect(attempt).toMatchObject({ outcome: 'FAILED', provider_code: '1062' });
  });

  it('retries later when Solapi answers 5xx, and sends once it is back', async () => {
    solapi.down = true;
    const id = await alimtalkTo('010-2222-3333');
    await workerOf(t).drain();

    let row = await messageRow(t, id);
    expect(row.status).toBe('RETRYING');
    expect(row.next_attempt_at).toEqual(new Date(t.clock.now().getTime() + 60_000));
    expect(row.last_error).toContain('일시적인 서버 오류입니다.');
    const [attempt] = await attemptsOf(t, id);
    expect(attempt).toMatchObject({ outcome: 'RETRY', via: null });

    solapi.down = false;
    const before = t.clock.now();
    t.clock.set(row.next_attempt_at!);
    expect(await workerOf(t).deliver(id)).toBe('sent');
    row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    // Before the retry it asked Solapi whether the first one was registered (it was not).
    expect(solapi.requests.map((request) => request.method)).toEqual(['POST', 'GET', 'POST']);
    // Every send carried the same key for the message.
    expect(
      new Set(sends().map((request) => request.body.messages[0].customFields?.idempotencyKey)),
    ).toEqual(new Set([`message-${id}`]));
    t.clock.set(before);
  });

  it('does not send again a message Solapi registered when its answer was lost', async () => {
    solapi.loseAnswer = true;
    const id = await alimtalkTo('010-4444-5555');
    await workerOf(t).drain();
    let row = await messageRow(t, id);
    expect(row.status).toBe('RETRYING');
    const registered = () =>
      solapi.stored.filter(
        (stored) =>
          (stored.customFields as Record<string, string> | null)?.idempotencyKey ===
          `message-${id}`,
      );
    expect(registered()).toHaveLength(1);

    solapi.loseAnswer = false;
    const before = t.clock.now();
    t.clock.set(row.next_attempt_at!);
    expect(await workerOf(t).deliver(id)).toBe('sent');
    // Found in Solapi's message list by its key: no second send.
    expect(sends()).toHaveLength(1);
    expect(registered()).toHaveLength(1);
    row = await messageRow(t, id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, delivered_via: 'ALIMTALK' });
    expect(row.provider_message_id).toBe(registered()[0].messageId);
    const attempts = await attemptsOf(t, id);
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['RETRY', 'SENT']);
    expect(attempts[1].provider_answer).toContain('이미 접수됨');
    t.clock.set(before);
  });
});
