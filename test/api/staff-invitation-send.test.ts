import { AuditEvent } from '../../src/audit/audit-event.entity';
import { adminToken, bearer, staffAccount, TEST_ADMIN } from '../support/admin-session';
import { workerOf } from '../support/message-testing';
import { startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

interface SandboxMessage {
  kind: string;
  channel: string;
  status: string;
  recipient: string;
  subject: string | null;
  body_text: string | null;
  buttons: { name: string; url: string }[] | null;
}

/**
 * Issue 36: the owner sends a staff invitation's link from 직원 관리 by e-mail or 알림톡, through
 * the outbox: once per send, to the contact typed, carrying the link; refused for a contact that
 * is none, a token that is not the invitation's, a staff account, a fourth send; noted in the
 * audit trail by channel only; the token and the contact never in a log line.
 */
describe('sending a staff invitation by e-mail or 알림톡', () => {
  let t: TestApp;
  let owner: string;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({ seed: false, logLevel: 'trace', logDestination: log });
    await t.dataSource.query(`UPDATE admin_user SET display_name = '김원장' WHERE username = $1`, [
      TEST_ADMIN.username,
    ]);
    owner = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  async function invite(username: string) {
    const res = await t.http
      .post('/api/admin/staff/invitations')
      .set('Authorization', owner)
      .send({ username, displayName: '박상담' })
      .expect(201);
    return { id: res.body.id as number, token: String(res.body.link).split('#')[1] };
  }
  const send = (id: number, body: object, auth = owner) =>
    t.http.post(`/api/admin/staff/invitations/${id}/send`).set('Authorization', auth).send(body);
  const inSandbox = async () =>
    ((await t.http.get('/sandbox/messages.json').expect(200)).body as SandboxMessage[]).filter(
      (message) => message.kind === 'staff-invitation',
    );

  it('sends the link by e-mail once, naming the inviter by display name; the link then opens', async () => {
    const { id, token } = await invite('park.teacher');
    const before = (await inSandbox()).length;
    const res = await send(id, {
      channel: 'EMAIL',
      to: '  Park.Teacher@Example.com ',
      token,
    }).expect(200);
    expect(res.body).toEqual({ channel: 'EMAIL', sendsLeft: 2 });
    await workerOf(t).drain();
    await workerOf(t).drain();

    const sent = await inSandbox();
    expect(sent).toHaveLength(before + 1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      status: 'SENT',
      recipient: 'park.teacher@example.com',
    });
    expect(mail.subject).toContain('관리자 화면 직원 계정에 초대합니다');
    expect(mail.body_text).toContain('김원장 님이 관리자 화면의 직원 계정으로 초대했습니다.');
    expect(mail.body_text).not.toContain(`${TEST_ADMIN.username} 님`);
    const link = mail.buttons?.find((button) => button.name === '초대 수락하기')?.url ?? '';
    expect(link).toMatch(/^https?:\/\/[^/]+\/admin\/invite#/);
    expect(link.split('#')[1]).toBe(token);

    // The page the link opens names the inviter the same way.
    const view = await t.http.post('/api/invitation/view').send({ token }).expect(200);
    expect(view.body).toMatchObject({ username: 'park.teacher', invitedBy: '김원장' });
  });

  it('sends by 알림톡 to a mobile number, kept as its digits', async () => {
    const { id, token } = await invite('lee.teacher');
    await send(id, { channel: 'ALIMTALK', to: '010-2345-6789', token }).expect(200);
    await workerOf(t).drain();
    const [talk] = await inSandbox();
    expect(talk).toMatchObject({ channel: 'ALIMTALK', status: 'SENT', recipient: '01023456789' });
    expect(talk.body_text).toContain('김원장 님이 관리자 화면의 직원 계정으로 초대했습니다.');
  });

  it.each([
    [{ channel: 'EMAIL', to: 'not-an-address' }, '이메일 주소의 형식이 올바르지 않습니다.'],
    [{ channel: 'EMAIL', to: 'a@b' }, '이메일 주소의 형식이 올바르지 않습니다.'],
    [{ channel: 'ALIMTALK', to: '02-123-4567' }, '휴대폰 번호의 형식이 올바르지 않습니다.'],
    [{ channel: 'ALIMTALK', to: 'teacher@example.com' }, '휴대폰 번호의 형식이 올바르지 않습니다.'],
    [{ channel: 'SMS', to: '010-2345-6789' }, '보낼 방법을 이메일 또는 알림톡 중에서 골라 주세요.'],
    [{ channel: 'EMAIL', to: '   ' }, '받는 사람의 이메일 주소나 휴대폰 번호를 입력해 주세요.'],
  ])('refuses %j with a Korean reason, writing no message', async (body, message) => {
    const { id, token } = await invite(`bad.${Math.random().toString(36).slice(2, 8)}`);
    const before = (await inSandbox()).length;
    const res = await send(id, { ...body, token }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    await workerOf(t).drain();
    expect(await inSandbox()).toHaveLength(before);
  });

  it("refuses another invitation's token, and a revoked invitation", async () => {
    const first = await invite('first.teacher');
    const second = await invite('second.teacher');
    const wrong = await send(first.id, {
      channel: 'EMAIL',
      to: 'first@example.com',
      token: second.token,
    }).expect(400);
    expect(wrong.body.message).toBe(
      '이 초대의 링크가 아닙니다. 초대 링크를 새로 만들어 보내 주세요.',
    );
    await t.http
      .delete(`/api/admin/staff/invitations/${first.id}`)
      .set('Authorization', owner)
      .expect(204);
    const gone = await send(first.id, {
      channel: 'EMAIL',
      to: 'first@example.com',
      token: first.token,
    }).expect(404);
    expect(gone.body.message).toBe('대기 중인 초대를 찾을 수 없습니다.');
  });

  it('does not send a link revoked after it was queued', async () => {
    const { id, token } = await invite('late.teacher');
    await send(id, { channel: 'EMAIL', to: 'late@example.com', token }).expect(200);
    await t.http
      .delete(`/api/admin/staff/invitations/${id}`)
      .set('Authorization', owner)
      .expect(204);
    await workerOf(t).drain();
    const late = (await inSandbox()).filter((message) => message.recipient === 'late@example.com');
    expect(late).toHaveLength(1);
    expect(late[0].status).not.toBe('SENT');
    expect(late[0].body_text ?? '').not.toContain(token);
  });

  it('takes the token out of its messages once the link is used or revoked, and is not resent', async () => {
    const holding = async (id: number) => {
      const rows: {
        params: Record<string, unknown>;
        body_text: string | null;
        buttons: unknown;
      }[] = await t.dataSource.query(
        `SELECT params, body_text, buttons FROM message
            WHERE kind = 'staff-invitation' AND params->>'invitationId' = $1`,
        [String(id)],
      );
      return rows;
    };
    const used = await invite('used.teacher');
    await send(used.id, { channel: 'EMAIL', to: 'used@example.com', token: used.token }).expect(
      200,
    );
    const revoked = await invite('gone.teacher');
    await send(revoked.id, {
      channel: 'EMAIL',
      to: 'gone@example.com',
      token: revoked.token,
    }).expect(200);
    await workerOf(t).drain();
    // While the link can be used the message holds it (the sandbox's page shows it).
    const [live] = await holding(used.id);
    expect(live.params.token).toBe(used.token);
    expect(live.body_text).toContain(used.token);

    await t.http
      .post('/api/invitation/accept')
      .send({ token: used.token, password: 'a-long-staff-password-2026' })
      .expect(200);
    await t.http
      .delete(`/api/admin/staff/invitations/${revoked.id}`)
      .set('Authorization', owner)
      .expect(204);
    for (const [{ token }, id] of [
      [used, used.id],
      [revoked, revoked.id],
    ] as const) {
      const [spent] = await holding(id);
      expect(spent.params).not.toHaveProperty('token');
      expect(JSON.stringify(spent)).not.toContain(token);
      expect(spent.body_text).toContain('●●●●●●');
    }

    // 발송 내역's 다시 보내기 does not send an invitation again (the owner does, counted).
    const [message]: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM message WHERE kind = 'staff-invitation' AND params->>'invitationId' = $1`,
      [String(used.id)],
    );
    const resend = await t.http
      .post(`/api/admin/message/${message.id}/resend`)
      .set('Authorization', owner)
      .expect(409);
    expect(resend.body.message).toContain('직원 초대 링크는 다시 보낼 수 없습니다.');
  });

  it('sends one invitation at most three times, then says to copy the link', async () => {
    const { id, token } = await invite('many.teacher');
    for (const left of [2, 1, 0]) {
      const res = await send(id, { channel: 'EMAIL', to: 'many@example.com', token }).expect(200);
      expect(res.body.sendsLeft).toBe(left);
    }
    const refused = await send(id, { channel: 'EMAIL', to: 'many@example.com', token }).expect(409);
    expect(refused.body.message).toContain('한 초대에 3번까지 보낼 수 있습니다');
  });

  it('is the owner’s only: staff get 403, a guest 401, and nothing is sent', async () => {
    const { id, token } = await invite('only.owner');
    const staff = bearer((await staffAccount(t, 'staff.sender')).token);
    const before = (await inSandbox()).length;
    await send(id, { channel: 'EMAIL', to: 'x@example.com', token }, staff).expect(403);
    await t.http
      .post(`/api/admin/staff/invitations/${id}/send`)
      .send({ channel: 'EMAIL', to: 'x@example.com', token })
      .expect(401);
    await workerOf(t).drain();
    expect(await inSandbox()).toHaveLength(before);
  });

  it('notes each send in the audit trail by channel, without the address or the token', async () => {
    const { id, token } = await invite('audit.teacher');
    await send(id, { channel: 'ALIMTALK', to: '010-8765-4321', token }).expect(200);
    const rows = await t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { action: 'staff.invite.send', target: `invitation:${id}` } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'STAFF',
      summary: '직원 초대 링크 발송(알림톡): audit.teacher',
      after: { sentBy: 'ALIMTALK' },
    });
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/8765|4321/);
  });

  it('never writes a token, an address or a number it was given to the log', async () => {
    const { id, token } = await invite('logged.teacher');
    await send(id, { channel: 'EMAIL', to: 'secret.inbox@example.org', token }).expect(200);
    await send(id, { channel: 'ALIMTALK', to: '010-5172-9384', token }).expect(200);
    await send(id, { channel: 'EMAIL', to: 'broken-address', token }).expect(400);
    await workerOf(t).drain();
    expect(log.lines.length).toBeGreaterThan(10);
    const all = log.written();
    for (const secret of [token, 'secret.inbox', 'broken-address', '5172', '9384']) {
      expect(all).not.toContain(secret);
    }
  });
});
