import type { AppConfig } from '../../src/config/app.config';
import { CENTRE_KINDS, MESSAGE_KINDS } from '../../src/outbox/message-kinds';
import { adminToken, bearer } from '../support/admin-session';
import { createApplication, enqueue, useTestRenderer, workerOf } from '../support/message-testing';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The message sandbox's box: with no channel settings every message is "sent" at once and
 * /sandbox/messages shows it as the family would read it.
 */
describe('/sandbox/messages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    useTestRenderer(t.running.app);
  });
  afterAll(() => t.close());

  it('shows each e-mail and 알림톡 as sent, newest first, with the 알림톡’s buttons', async () => {
    const earlier = await createApplication(t, { email: true, alimtalk: true });
    const [earlierEmail] = await enqueue(t, {
      kind: 'application-received',
      applicationId: earlier.id,
    });
    const application = await createApplication(t, { email: true, alimtalk: true });
    const ids = await enqueue(t, { kind: 'application-received', applicationId: application.id });
    expect(ids).toHaveLength(2);
    await workerOf(t).drain();
    const [emailId, alimtalkId] = ids;

    const res = await t.http.get('/sandbox/messages').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.text;
    const articles = [...html.matchAll(/<article class="message"[^>]*>/g)].map((m) => m[0]);
    expect(articles.slice(0, 2)).toEqual([
      '<article class="message" data-kind="application-received" data-channel="ALIMTALK" data-status="SENT">',
      '<article class="message" data-kind="application-received" data-channel="EMAIL" data-status="SENT">',
    ]);

    const alimtalk = articleOf(html, 0);
    expect(alimtalk).toContain('<div class="alimtalk-bubble">');
    expect(alimtalk).toContain(
      `안녕하세요, 보호자님.<br>신청이 접수되었습니다.<br>신청 번호: ${alimtalkId}`,
    );
    expect(alimtalk).toContain(
      `<a class="alimtalk-button" href="https://maeum.example.kr/myinfo/link/token-${alimtalkId}">내 신청 보기</a>`,
    );
    expect(alimtalk).toContain(
      '<a class="alimtalk-button" href="https://maeum.example.kr/directions">오시는 길</a>',
    );
    expect(alimtalk).toContain('발송 완료');
    expect(alimtalk).toContain('01012345678');

    const email = articleOf(html, 1);
    expect(email).toContain(
      `<h3 class="email-subject">[마음숲] 신청이 접수되었습니다 (${emailId})</h3>`,
    );
    // The e-mail's HTML, escaped into a sandboxed frame (no script, no same origin).
    expect(email).toMatch(
      /<iframe class="email-body" sandbox srcdoc="[^"]*&lt;strong&gt;보호자&lt;\/strong&gt;/,
    );
    expect(email).toContain('parent@example.com');

    // The JSON twin answers the same messages, newest first.
    const json = (await t.http.get('/sandbox/messages.json').expect(200)).body as {
      id: string;
      channel: string;
      status: string;
    }[];
    const order = json.map((message) => message.id);
    expect(order.indexOf(alimtalkId)).toBeLessThan(order.indexOf(earlierEmail));
    expect(json.find((message) => message.id === emailId)).toMatchObject({
      channel: 'EMAIL',
      status: 'SENT',
    });
  });

  it('shows the sandbox’s refusal of 010-0000-0000 with its reason', async () => {
    const application = await createApplication(t, {
      email: false,
      alimtalk: true,
      contact: '010-0000-0000',
    });
    await enqueue(t, { kind: 'application-received', applicationId: application.id });
    await workerOf(t).drain();

    const first = articleOf((await t.http.get('/sandbox/messages').expect(200)).text, 0);
    expect(first).toContain('data-channel="ALIMTALK" data-status="FAILED"');
    expect(first).toContain('실패 사유: 수신번호가 올바르지 않습니다');
  });

  it('escapes what the messages hold, and links only to web addresses', async () => {
    const application = await createApplication(t, { email: true, alimtalk: true });
    const [emailId, alimtalkId] = await enqueue(t, {
      kind: 'application-received',
      applicationId: application.id,
    });
    await workerOf(t).drain();
    const hostile = '<script>alert("x")</script>';
    await t.dataSource.query(
      `UPDATE message SET subject = $2, body_text = $3, body_html = NULL, buttons = $4 WHERE id = $1`,
      [
        alimtalkId,
        hostile,
        hostile,
        JSON.stringify([{ name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }]),
      ],
    );
    await t.dataSource.query(`UPDATE message SET subject = $2, body_html = $3 WHERE id = $1`, [
      emailId,
      hostile,
      `<p>"quoted" & ${hostile}</p>`,
    ]);

    const html = (await t.http.get('/sandbox/messages').expect(200)).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain(
      '<a class="alimtalk-button" href="#">&lt;img src=x onerror=alert(1)&gt;</a>',
    );
    expect(html).toContain(
      'srcdoc="&lt;p&gt;&quot;quoted&quot; &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;/p&gt;"',
    );
  });
});

/** With real channels the box does not exist; on a live demo it needs the back office's sign-in. */
describe('/sandbox/messages elsewhere', () => {
  it('is not there when both channels are real', async () => {
    const t = await startTestApp({
      seed: false,
      configure: (config: AppConfig) => ({
        ...config,
        messages: {
          ...config.messages,
          email: { mode: 'smtp', smtpUrl: 'smtp://127.0.0.1:9', from: 'a <a@example.kr>' },
          alimtalk: {
            mode: 'solapi',
            apiKey: 'k',
            apiSecret: 's',
            sender: '0212345678',
            pfId: 'pf',
            templates: Object.fromEntries(
              MESSAGE_KINDS.filter((kind) => !CENTRE_KINDS.includes(kind)).map((kind) => [
                kind,
                `T-${kind}`,
              ]),
            ),
            apiBase: 'http://127.0.0.1:9',
          },
        },
      }),
    });
    try {
      await t.http.get('/sandbox/messages').expect(404);
      await t.http.get('/sandbox/messages.json').expect(404);
    } finally {
      await t.close();
    }
  });

  it('shows only the sandbox’s channel when the other one is real', async () => {
    const t = await startTestApp({
      seed: false,
      configure: (config: AppConfig) => ({
        ...config,
        messages: {
          ...config.messages,
          email: { mode: 'smtp', smtpUrl: 'smtp://127.0.0.1:9', from: 'a <a@example.kr>' },
        },
      }),
    });
    try {
      const application = await createApplication(t, { email: true, alimtalk: true });
      expect(
        await enqueue(t, { kind: 'application-received', applicationId: application.id }),
      ).toHaveLength(2);
      const listed = (await t.http.get('/sandbox/messages.json').expect(200)).body as {
        channel: string;
      }[];
      expect(listed.map((message) => message.channel)).toEqual(['ALIMTALK']);
    } finally {
      await t.close();
    }
  });

  it('asks for an administrator on a live site (production with MESSAGE_SANDBOX=true)', async () => {
    const t = await startTestApp({
      seed: false,
      configure: (config: AppConfig) => ({ ...config, env: 'production' }),
    });
    try {
      const refused = await t.http.get('/sandbox/messages').expect(401);
      expect(refused.body.message).toContain('관리자');
      await t.http.get('/sandbox/messages.json').expect(401);
      const token = await adminToken(t);
      await t.http.get('/sandbox/messages').set('Authorization', bearer(token)).expect(200);
    } finally {
      await t.close();
    }
  });
});

/** The `n`th message of the page (0: the newest). */
function articleOf(html: string, n: number): string {
  const parts = html.split('<article class="message"').slice(1);
  return `<article class="message"${parts[n].split('</article>')[0]}</article>`;
}
