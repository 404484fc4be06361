import type TestAgent from 'supertest/lib/agent';
import { AdminAccountOnStart } from '../../src/auth/admin-account-on-start';
import { AdminInvitation } from '../../src/auth/admin-invitation.entity';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import {
  adminToken,
  bearer,
  STAFF_PASSWORD,
  staffAccount,
  TEST_ADMIN,
} from '../support/admin-session';
import { appliedForMoney } from '../support/applying';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

const OWNER_ONLY = '권한이 없습니다. 대표 관리자만 사용할 수 있는 기능입니다.';
const INVALID_CREDENTIALS = '아이디 또는 비밀번호가 일치하지 않습니다.';

/**
 * 직원 관리 (issue 20) on the real PostgreSQL server: the owner invites staff by a one-time link,
 * staff are kept off the owner's routes and refund only within the owner's limit, a deactivated
 * account's tokens end at once, and every change leaves one audit row without a secret.
 */
describe('staff accounts: invitations, roles, deactivation, the team policy', () => {
  let t: TestApp;
  let owner: string;
  let people = 0;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: withoutRequestLimits,
      logLevel: 'trace',
      logDestination: log,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    // Each test starts with no refused invitation links counted.
    await t.dataSource.query(`DELETE FROM admin_invitation_attempt`);
    owner = bearer(await adminToken(t));
  });

  const nextName = () => `staff.${++people}`;
  const invite = (username: string, displayName?: string) =>
    t.http
      .post('/api/admin/staff/invitations')
      .set('Authorization', owner)
      .send({ username, ...(displayName ? { displayName } : {}) });
  const tokenOf = (link: string) => link.split('#')[1];
  const view = (token: string) => t.http.post('/api/invitation/view').send({ token });
  const accept = (token: string, password = STAFF_PASSWORD) =>
    t.http.post('/api/invitation/accept').send({ token, password });
  const login = (agent: TestAgent, username: string, password = STAFF_PASSWORD, autoLogin = true) =>
    agent.post('/api/user/login').send({ username, password, autoLogin });
  const auditRows = (action: string) =>
    t.dataSource.getRepository(AuditEvent).find({ where: { action }, order: { id: 'ASC' } });

  describe('an invitation', () => {
    it('gives a one-time link, kept only as a hash, that shows who invited and makes a staff account', async () => {
      const username = nextName();
      const invited = await invite(username, '김상담').expect(201);
      expect(invited.body).toEqual({
        id: expect.any(Number),
        username,
        displayName: '김상담',
        invitedBy: TEST_ADMIN.username,
        expiresAt: '2026-11-25T03:00:00.000Z',
        link: expect.stringMatching(/^\/admin\/invite#[A-Za-z0-9_-]{43}$/),
      });
      const token = tokenOf(invited.body.link);
      const stored = await t.dataSource
        .getRepository(AdminInvitation)
        .findOneByOrFail({ id: invited.body.id });
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);

      expect((await view(token).expect(200)).body).toEqual({
        username,
        displayName: '김상담',
        // By display name; the owner from ADMIN_* has none: their role, never the login id.
        invitedBy: '대표 관리자',
        expiresAt: '2026-11-25T03:00:00.000Z',
      });
      expect((await accept(token).expect(200)).body).toEqual({ username });

      const signedIn = await login(t.agent(), username).expect(200);
      const me = await t.http
        .get('/api/admin/me')
        .set('Authorization', bearer(signedIn.body.accessToken))
        .expect(200);
      expect(me.body).toEqual({
        id: expect.any(Number),
        username,
        displayName: '김상담',
        role: 'STAFF',
      });

      const list = await t.http.get('/api/admin/staff').set('Authorization', owner).expect(200);
      expect(list.body.accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ username: TEST_ADMIN.username, role: 'OWNER', active: true }),
          expect.objectContaining({
            username,
            role: 'STAFF',
            active: true,
            lastSignedInAt: new Date(DEFAULT_NOW).toISOString(),
          }),
        ]),
      );
      expect(list.body.invitations).toEqual([]);
    });

    it('is refused once used, expired after 72 hours, revoked or tampered with, in Korean', async () => {
      const used = tokenOf((await invite(nextName()).expect(201)).body.link);
      await accept(used).expect(200);
      const reused = await accept(used, 'another-long-password-77').expect(410);
      expect(reused.body.message).toBe(
        '이미 사용된 초대 링크입니다. 로그인 화면에서 로그인해 주세요.',
      );
      expect((await view(used).expect(410)).body.message).toBe(reused.body.message);

      const late = tokenOf((await invite(nextName()).expect(201)).body.link);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 72 * 3_600_000 - 1000));
      await view(late).expect(200);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 72 * 3_600_000));
      expect((await accept(late).expect(410)).body.message).toBe(
        '만료된 초대 링크입니다. 대표 관리자에게 새 링크를 요청해 주세요.',
      );
      t.clock.set(DEFAULT_NOW);

      const invited = await invite(nextName()).expect(201);
      await t.http
        .delete(`/api/admin/staff/invitations/${invited.body.id}`)
        .set('Authorization', owner)
        .expect(204);
      expect((await accept(tokenOf(invited.body.link)).expect(410)).body.message).toBe(
        '취소된 초대 링크입니다. 대표 관리자에게 새 링크를 요청해 주세요.',
      );
      // Revoked once: a second revoke finds nothing pending.
      await t.http
        .delete(`/api/admin/staff/invitations/${invited.body.id}`)
        .set('Authorization', owner)
        .expect(404);

      const genuine = tokenOf((await invite(nextName()).expect(201)).body.link);
      const tampered = `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`;
      expect((await accept(tampered).expect(404)).body.message).toBe(
        '초대 링크가 올바르지 않습니다. 받은 링크 전체를 그대로 열어 주세요.',
      );
      // The genuine link still works after its tampered copy was refused.
      await accept(genuine).expect(200);
    });

    it('takes only a password as strong as the owner’s, and stays usable after a refused one', async () => {
      const username = nextName();
      const token = tokenOf((await invite(username).expect(201)).body.link);
      const refusal = async (password: string) =>
        (await accept(token, password).expect(400)).body.message as string[];
      expect(await refusal('short-pw-1')).toEqual(['비밀번호는 12자 이상으로 입력해 주세요.']);
      expect(await refusal('password1234')).toEqual([
        '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
      ]);
      expect(await refusal('aaaaaaaaaaaaaaaa')).toEqual([
        '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
      ]);
      expect(await refusal(`${username}-secret-99`)).toEqual([
        '비밀번호에 아이디를 넣지 말아 주세요.',
      ]);
      await accept(token).expect(200);
    });

    it('refuses a second invitation of a name still pending or already an account', async () => {
      const username = nextName();
      await invite(username).expect(201);
      expect((await invite(username.toUpperCase()).expect(409)).body.message).toBe(
        '이 아이디로 보낸 초대가 아직 유효합니다. 취소한 뒤 다시 초대해 주세요.',
      );
      expect((await invite(TEST_ADMIN.username).expect(409)).body.message).toBe(
        '이미 사용 중인 아이디입니다.',
      );
      const badName = await invite('a b').expect(400);
      expect(badName.body.message).toEqual([
        '아이디는 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 3~50자 입력해 주세요.',
      ]);
    });

    it('counts refused links per address: past 10 in 15 minutes, 429 until the window moves', async () => {
      const genuine = tokenOf((await invite(nextName()).expect(201)).body.link);
      // Links that work are not counted.
      for (let i = 0; i < 3; i += 1) await view(genuine).expect(200);
      for (let i = 0; i < 10; i += 1) await view(`forged-${i}-${'x'.repeat(30)}`).expect(404);
      const limited = await view(genuine).expect(429);
      expect(limited.body.message).toBe(
        '초대 링크 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
      );
      expect(limited.headers['retry-after']).toBeDefined();
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 15 * 60_000 + 1000));
      await accept(genuine).expect(200);
    });
  });

  describe('roles', () => {
    it('answers staff 403 on the owner’s routes and lets them work with lectures', async () => {
      const staff = await staffAccount(t, nextName());
      const asStaff = bearer(staff.token);
      for (const [method, path] of [
        ['get', '/api/admin/staff'],
        ['get', '/api/admin/team-policy'],
        ['get', '/api/admin/personal-data-access'],
        ['get', '/api/admin/privacy-requests'],
      ] as const) {
        const res = await t.http[method](path).set('Authorization', asStaff).expect(403);
        expect(res.body.message).toBe(OWNER_ONLY);
      }
      const close = await t.http
        .post('/api/admin/lecture/1/close')
        .set('Authorization', asStaff)
        .send({ reason: '강사 사정' })
        .expect(403);
      expect(close.body.message).toBe(OWNER_ONLY);
      await t.http.get('/api/admin/lecture/list').set('Authorization', asStaff).expect(200);
      await t.http.get('/api/admin/overview').set('Authorization', asStaff).expect(200);
      expect(
        (await t.http.get('/api/admin/me').set('Authorization', asStaff).expect(200)).body.role,
      ).toBe('STAFF');
    });

    it('turns a staff refund above the owner’s limit (none by default) into a request; the owner has none', async () => {
      const staff = await staffAccount(t, nextName());
      const asStaff = bearer(staff.token);
      const { applicationId } = await appliedForMoney(t);
      await t.http
        .post(`/api/admin/application/${applicationId}/payment`)
        .set('Authorization', asStaff)
        .send({ amount: 83333, paidOn: '2026-11-22', method: 'CASH' })
        .expect(200);
      const refund = (auth: string, amount: number) =>
        t.http
          .post(`/api/admin/application/${applicationId}/refund`)
          .set('Authorization', auth)
          .send({ amount, reason: '보호자 요청' });

      // No limit set: staff refund nothing themselves; the refund waits for the owner (issue 32).
      const none = await refund(asStaff, 1000).expect(202);
      expect(none.body.request).toMatchObject({
        amount: 1000,
        status: 'PENDING',
        cause: 'OVER_LIMIT',
        requestedByName: staff.username,
      });
      // A full cancel refunds too: a request the same way.
      const cancel = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', asStaff)
        .send({ reason: '보호자 요청' })
        .expect(202);
      expect(cancel.body.request).toMatchObject({ kind: 'CANCEL', amount: 83333 });

      await t.http
        .put('/api/admin/team-policy')
        .set('Authorization', owner)
        .send({ staffRefundLimit: 20000, requireTwoFactor: false })
        .expect(200);
      const over = await refund(asStaff, 20001).expect(202);
      expect(over.body.request.causeText).toBe(
        '한 신청에서 직원이 환불할 수 있는 한도(20,000원)를 넘었습니다.',
      );
      await refund(asStaff, 20000).expect(200);
      // The owner refunds beyond the limit, at once.
      await refund(owner, 30000).expect(200);
      const money = await t.http
        .get(`/api/admin/application/${applicationId}/money`)
        .set('Authorization', owner)
        .expect(200);
      expect(money.body.refunded).toBe(50000);
      expect(money.body.requests.map((r: { status: string }) => r.status)).toEqual([
        'PENDING',
        'PENDING',
        'PENDING',
      ]);
      await t.http
        .put('/api/admin/team-policy')
        .set('Authorization', owner)
        .send({ staffRefundLimit: null, requireTwoFactor: false })
        .expect(200);
    });
  });

  describe('deactivation', () => {
    it('ends the account’s access and refresh tokens at once and refuses its sign-in like a wrong password', async () => {
      const username = nextName();
      const token = tokenOf((await invite(username).expect(201)).body.link);
      await accept(token).expect(200);
      const browser = t.agent();
      const signedIn = await login(browser, username).expect(200);
      const access = bearer(signedIn.body.accessToken);
      await t.http.get('/api/admin/me').set('Authorization', access).expect(200);
      const { id } = (await t.http.get('/api/admin/me').set('Authorization', access)).body;

      const off = await t.http
        .post(`/api/admin/staff/${id}/deactivate`)
        .set('Authorization', owner)
        .expect(200);
      expect(off.body).toMatchObject({ id, username, active: false });

      expect(
        (await t.http.get('/api/admin/me').set('Authorization', access).expect(401)).body.message,
      ).toBe('로그인이 필요합니다.');
      await browser.post('/api/user/refresh').expect(401);
      const sessions: { ended_at: Date | null }[] = await t.dataSource.query(
        `SELECT ended_at FROM admin_session WHERE admin_id = $1`,
        [id],
      );
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((session) => session.ended_at !== null)).toBe(true);
      const refused = await login(t.agent(), username).expect(401);
      expect(refused.body.message).toBe(INVALID_CREDENTIALS);

      // Reactivated: it signs in again; the old tokens stay dead.
      await t.http
        .post(`/api/admin/staff/${id}/reactivate`)
        .set('Authorization', owner)
        .expect(200);
      await login(t.agent(), username).expect(200);
      await t.http.get('/api/admin/me').set('Authorization', access).expect(401);
      await browser.post('/api/user/refresh').expect(401);
    });

    it('refuses the owner deactivating their own account', async () => {
      const me = await t.http.get('/api/admin/me').set('Authorization', owner).expect(200);
      const res = await t.http
        .post(`/api/admin/staff/${me.body.id}/deactivate`)
        .set('Authorization', owner)
        .expect(409);
      expect(res.body.message).toBe('자기 계정은 비활성화할 수 없습니다.');
      await t.http.get('/api/admin/me').set('Authorization', owner).expect(200);
      await t.http
        .post('/api/admin/staff/999999/deactivate')
        .set('Authorization', owner)
        .expect(404);
    });

    it('makes the ADMIN_USERNAME account an active owner again at the next start', async () => {
      const me = await t.http.get('/api/admin/me').set('Authorization', owner).expect(200);
      await t.dataSource.query(
        `UPDATE admin_user SET role = 'STAFF', deactivated_at = now() WHERE id = $1`,
        [me.body.id],
      );
      await login(t.agent(), TEST_ADMIN.username, TEST_ADMIN.password).expect(401);
      await t.running.app.get(AdminAccountOnStart).onApplicationBootstrap();
      const again = await login(t.agent(), TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
      const role = await t.http
        .get('/api/admin/me')
        .set('Authorization', bearer(again.body.accessToken))
        .expect(200);
      expect(role.body.role).toBe('OWNER');
    });
  });

  describe('the team policy', () => {
    it('starts at the defaults, takes valid values and refuses others in Korean', async () => {
      const put = (body: object) =>
        t.http.put('/api/admin/team-policy').set('Authorization', owner).send(body);
      await t.dataSource.query(`DELETE FROM team_policy`);
      expect(
        (await t.http.get('/api/admin/team-policy').set('Authorization', owner).expect(200)).body,
      ).toEqual({
        staffRefundLimit: null,
        staffDailyRefundLimit: null,
        requireTwoFactor: false,
        updatedAt: null,
      });

      const wrong = await put({ staffRefundLimit: -1, requireTwoFactor: 'yes' }).expect(400);
      expect(wrong.body.message).toEqual(
        expect.arrayContaining([
          '직원 환불 한도는 0원 이상 100,000,000원 이하의 정수(원)로 입력하거나, 환불 불가로 선택해 주세요.',
          '2단계 인증 요구 여부를 선택해 주세요.',
        ]),
      );
      await put({ staffRefundLimit: 1.5, requireTwoFactor: true }).expect(400);
      await put({ staffRefundLimit: '5000', requireTwoFactor: true }).expect(400);
      const daily = await put({
        staffRefundLimit: 5000,
        staffDailyRefundLimit: -5,
        requireTwoFactor: false,
      }).expect(400);
      expect(daily.body.message).toEqual([
        '직원 하루 환불 한도는 0원 이상 100,000,000원 이하의 정수(원)로 입력하거나, 한도 없음으로 선택해 주세요.',
      ]);

      const saved = await put({
        staffRefundLimit: 50000,
        staffDailyRefundLimit: 100000,
        requireTwoFactor: true,
      }).expect(200);
      expect(saved.body).toEqual({
        staffRefundLimit: 50000,
        staffDailyRefundLimit: 100000,
        requireTwoFactor: true,
        updatedAt: new Date(DEFAULT_NOW).toISOString(),
      });
      // The owner's own session passed no second factor: requiring one ended it (issue 32).
      await t.http.get('/api/admin/team-policy').set('Authorization', owner).expect(401);
      const [row] = (await auditRows('team-policy.update')).slice(-1);
      expect(row).toMatchObject({
        kind: 'SECURITY',
        admin_name: TEST_ADMIN.username,
        before: { staffRefundLimit: null, staffDailyRefundLimit: null, requireTwoFactor: false },
        after: { staffRefundLimit: 50000, staffDailyRefundLimit: 100000, requireTwoFactor: true },
      });

      // Required for everyone: the password alone now leads to setting up an authenticator.
      const signIn = await t.http
        .post('/api/user/login')
        .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
        .expect(200);
      expect(signIn.body).toEqual({ twoFactor: 'ENROL', challenge: expect.any(String) });
      // Back to no second factor: the owner has no authenticator to sign in with.
      await t.dataSource.query(`UPDATE team_policy SET require_two_factor = false`);
      owner = bearer(await adminToken(t));
      // Left out, the daily total stays as it was.
      const kept = await put({ staffRefundLimit: null, requireTwoFactor: false }).expect(200);
      expect(kept.body.staffDailyRefundLimit).toBe(100000);
      await put({
        staffRefundLimit: null,
        staffDailyRefundLimit: null,
        requireTwoFactor: false,
      }).expect(200);
    });
  });

  describe('the audit trail', () => {
    it('records each change once, in its transaction, without a token or a password', async () => {
      const before = (await t.dataSource.query(`SELECT max(id) AS id FROM audit_event`))[0].id ?? 0;
      const username = nextName();
      const invited = await invite(username).expect(201);
      const revoked = await invite(nextName()).expect(201);
      await t.http
        .delete(`/api/admin/staff/invitations/${revoked.body.id}`)
        .set('Authorization', owner)
        .expect(204);
      await accept(tokenOf(invited.body.link)).expect(200);
      const [{ id }]: { id: number }[] = await t.dataSource.query(
        `SELECT id FROM admin_user WHERE username = $1`,
        [username],
      );
      await t.http
        .post(`/api/admin/staff/${id}/deactivate`)
        .set('Authorization', owner)
        .expect(200);
      // Already deactivated: nothing changes, nothing is recorded.
      await t.http
        .post(`/api/admin/staff/${id}/deactivate`)
        .set('Authorization', owner)
        .expect(200);
      await t.http
        .post(`/api/admin/staff/${id}/reactivate`)
        .set('Authorization', owner)
        .expect(200);
      // A refused change records nothing.
      await invite(username).expect(409);

      const rows: AuditEvent[] = await t.dataSource.query(
        `SELECT * FROM audit_event WHERE id > $1 ORDER BY id`,
        [before],
      );
      expect(rows.map((row) => [row.kind, row.action, row.admin_name])).toEqual([
        ['STAFF', 'staff.invite', TEST_ADMIN.username],
        ['STAFF', 'staff.invite', TEST_ADMIN.username],
        ['STAFF', 'staff.revoke', TEST_ADMIN.username],
        ['STAFF', 'staff.accept', username],
        ['STAFF', 'staff.deactivate', TEST_ADMIN.username],
        ['STAFF', 'staff.reactivate', TEST_ADMIN.username],
      ]);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(tokenOf(invited.body.link));
      expect(text).not.toContain(tokenOf(revoked.body.link));
      expect(text).not.toContain(STAFF_PASSWORD);
      expect(text).not.toMatch(/argon2/);
    });

    it('leaves no invitation token or password in the server log', async () => {
      const invited = await invite(nextName()).expect(201);
      const token = tokenOf(invited.body.link);
      await view(token).expect(200);
      await accept(token, 'short').expect(400);
      await accept(token).expect(200);
      await accept(token).expect(410);
      const text = log.lines.join('\n');
      // The requests were logged (the access log), their secrets not.
      expect(text).toContain('/api/invitation/accept');
      expect(text).not.toContain(token);
      expect(text).not.toContain(STAFF_PASSWORD);
    });
  });
});
