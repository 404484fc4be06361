import { generate } from 'otplib';
import { LOGIN_LIMITS } from '../../src/auth/login-rate-limit';
import { hashPassword } from '../../src/auth/password';
import {
  CODE_CHALLENGE_MINUTES,
  ENROL_CHALLENGE_MINUTES,
} from '../../src/auth/two-factor/sign-in-challenges';
import { TWO_FACTOR_MESSAGES as M } from '../../src/auth/two-factor/two-factor-messages';
import {
  SETUP_REUSE_MINUTES,
  TwoFactorService,
} from '../../src/auth/two-factor/two-factor.service';
import { TEST_ADMIN, bearer } from '../support/admin-session';
import { startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/user/login';
const SECOND_STEP = '/api/user/login/two-factor';
const REFRESH = '/api/user/refresh';
const STATUS = '/api/admin/two-factor';
const SETUP = '/api/admin/two-factor/setup';
const CONFIRM = '/api/admin/two-factor/confirm';
const DISABLE = '/api/admin/two-factor/disable';
const REGENERATE = '/api/admin/two-factor/recovery-codes';
const ADMIN_ROUTE = '/api/admin/lecture/list';
const STAFF = { username: 'staff1', password: 'staff-password-12345' } as const;

function refreshCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find(
    (cookie) =>
      cookie.startsWith('maeum_admin_refresh=') && !/Expires=Thu, 01 Jan 1970/.test(cookie),
  );
}

interface AuditRow {
  admin_id: number | null;
  kind: string;
  action: string;
  target: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

describe('two-factor sign-in (TOTP)', () => {
  let test: TestApp;
  let staffId: number;
  let addresses = 0;
  /** A client address not used before (the app trusts X-Forwarded-For from loopback). */
  const newAddress = () => {
    addresses += 1;
    return `198.51.100.${addresses}`;
  };

  beforeAll(async () => {
    test = await startTestApp({ seed: false });
    // A second account, as staff management will create them (h-staff): the owner is TEST_ADMIN.
    const [row]: { id: number }[] = await test.dataSource.query(
      `INSERT INTO admin_user (username, password_hash, role) VALUES ($1, $2, 'STAFF') RETURNING id`,
      [STAFF.username, await hashPassword(STAFF.password)],
    );
    staffId = row.id;
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.dataSource.query(`DELETE FROM admin_recovery_code`);
    await test.dataSource.query(`DELETE FROM admin_two_factor`);
    await test.dataSource.query(`DELETE FROM admin_sign_in_challenge`);
    await test.dataSource.query(`DELETE FROM team_policy`);
    await test.dataSource.query(`DELETE FROM admin_login_attempt`);
    await test.dataSource.query(`DELETE FROM attempt_slot`);
    // Each test starts at a fresh 30-second step.
    moveSeconds(300);
  });

  const epoch = () => Math.floor(test.clock.now().getTime() / 1000);
  /** The code the authenticator app shows `offsetSeconds` from the clock's now. */
  const code = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: epoch() + offsetSeconds });
  function moveSeconds(seconds: number): void {
    test.clock.set(new Date(test.clock.now().getTime() + seconds * 1000));
  }

  /** Password only, for an account without two-factor: the access token. */
  async function passwordToken(who: { username: string; password: string } = TEST_ADMIN) {
    const response = await test.http.post(LOGIN).send(who);
    expect(response.status).toBe(200);
    expect(response.body.accessToken).toEqual(expect.any(String));
    return response.body.accessToken as string;
  }

  /** Sets up and confirms an authenticator for the signed-in account; its secret and codes. */
  async function enrol(
    token: string,
    password: string = TEST_ADMIN.password,
  ): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await test.http
      .post(SETUP)
      .set('Authorization', bearer(token))
      .send({ password });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    const confirmed = await test.http
      .post(CONFIRM)
      .set('Authorization', bearer(token))
      .send({ password, code: await code(secret) });
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  /** The password step for an account with two-factor: the challenge. */
  async function challenge(
    who: { username: string; password: string } = TEST_ADMIN,
    options: { autoLogin?: boolean; address?: string } = {},
  ): Promise<string> {
    const response = await test.http
      .post(LOGIN)
      .set('X-Forwarded-For', options.address ?? newAddress())
      .send({ ...who, autoLogin: options.autoLogin ?? true });
    expect(response.status).toBe(200);
    expect(response.body.twoFactor).toBe('CODE');
    return response.body.challenge as string;
  }

  const secondStep = (challengeToken: string, value: string, address = newAddress()) =>
    test.http
      .post(SECOND_STEP)
      .set('X-Forwarded-For', address)
      .send({ challenge: challengeToken, code: value });

  async function auditRows(action: string): Promise<AuditRow[]> {
    return test.dataSource.query(
      `SELECT admin_id, kind, action, target, summary, before, after FROM audit_event
        WHERE action = $1 ORDER BY id`,
      [action],
    );
  }

  it('enrols: a new secret as a QR code and text, on only once a current code confirms it, ten recovery codes once', async () => {
    const token = await passwordToken();
    const auth = bearer(token);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await test.http
      .post(SETUP)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent('마음숲 관리자')}:admin?secret=${secret}&issuer=${encodeURIComponent('마음숲 관리자')}`,
    );
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((setup.body.qrCode as string).split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Sealed at rest: the database never holds the secret itself.
    const [stored]: { secret_sealed: string }[] = await test.dataSource.query(
      `SELECT secret_sealed FROM admin_two_factor`,
    );
    expect(stored.secret_sealed).toMatch(/^v1\./);
    expect(stored.secret_sealed).not.toContain(secret);

    // Not on yet: the password alone still signs in.
    expect((await test.http.post(LOGIN).send(TEST_ADMIN)).body.accessToken).toEqual(
      expect.any(String),
    );

    // A wrong code, and a code of another secret, are refused; it stays off.
    for (const wrong of [
      '000000',
      await generate({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', epoch: epoch() }),
    ]) {
      const refused = await test.http
        .post(CONFIRM)
        .set('Authorization', auth)
        .send({ password: TEST_ADMIN.password, code: wrong });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(M.wrongSetupCode);
    }
    const malformed = await test.http
      .post(CONFIRM)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: '12ab' });
    expect(malformed.status).toBe(400);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body.enabled).toBe(false);

    const confirmed = await test.http
      .post(CONFIRM)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: await code(secret) });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes)
      expect(recovery).toMatch(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
    // Stored hashed only.
    const hashes: { code_hash: string }[] = await test.dataSource.query(
      `SELECT code_hash FROM admin_recovery_code`,
    );
    expect(hashes).toHaveLength(10);
    expect(hashes.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0].replace(/-/g, ''));

    const status = await test.http.get(STATUS).set('Authorization', auth);
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Once on, setting up again is refused (turn it off first).
    expect(
      (
        await test.http
          .post(SETUP)
          .set('Authorization', auth)
          .send({ password: TEST_ADMIN.password })
      ).status,
    ).toBe(409);

    // One audit row, SECURITY, with neither the secret nor a code.
    const [row] = await auditRows('two_factor.enable');
    expect(row).toMatchObject({ kind: 'SECURITY', target: expect.stringMatching(/^admin:\d+$/) });
    const everything = JSON.stringify(await test.dataSource.query(`SELECT * FROM audit_event`));
    expect(everything).not.toContain(secret);
    for (const recovery of recoveryCodes) expect(everything).not.toContain(recovery);
  });

  it(`shows the same key again for ${SETUP_REUSE_MINUTES} minutes (a reload, a double click), then a new one`, async () => {
    const auth = bearer(await passwordToken());
    const setUp = () =>
      test.http.post(SETUP).set('Authorization', auth).send({ password: TEST_ADMIN.password });
    // A double click: two set-ups at once give one key, the one stored.
    const [first, second] = await Promise.all([setUp(), setUp()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const secret = first.body.secret as string;
    expect(second.body.secret).toBe(secret);
    // A reload a few minutes later, while the app is being set up: still the same key.
    moveSeconds(SETUP_REUSE_MINUTES * 60 - 30);
    const reloaded = await setUp();
    expect(reloaded.body).toEqual(first.body);
    // Much later, a new key: an old QR code that was shown and left does not stay valid.
    moveSeconds(60);
    const later = await setUp();
    expect(later.body.secret).not.toBe(secret);
    // Only the newest key turns it on.
    const stale = await test.http
      .post(CONFIRM)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: await code(secret) });
    expect(stale.status).toBe(400);
    const confirmed = await test.http
      .post(CONFIRM)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: await code(later.body.secret as string) });
    expect(confirmed.status).toBe(200);
  });

  it('gives a new key when the pending one cannot be read (JWT_SECRET changed meanwhile)', async () => {
    const auth = bearer(await passwordToken());
    const first = await test.http
      .post(SETUP)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password });
    expect(first.status).toBe(200);
    // What a key sealed under another JWT_SECRET looks like to this server.
    await test.dataSource.query(
      `UPDATE admin_two_factor SET secret_sealed = 'v1.sealed.elsewhere'`,
    );
    const again = await test.http
      .post(SETUP)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password });
    expect(again.status).toBe(200);
    expect(again.body.secret).not.toBe(first.body.secret);
    const confirmed = await test.http
      .post(CONFIRM)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: await code(again.body.secret as string) });
    expect(confirmed.status).toBe(200);
  });

  it('signs in with password then code: no token before the code, the same token and cookie after', async () => {
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);

    const agent = test.agent();
    const login = await agent.post(LOGIN).send(TEST_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactor: 'CODE', challenge: expect.any(String) });
    expect(refreshCookie(login)).toBeUndefined();

    const done = await agent.post(SECOND_STEP).send({
      challenge: login.body.challenge,
      code: await code(secret),
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body)).toEqual(['accessToken']);
    expect(refreshCookie(done)).toMatch(/HttpOnly; .*SameSite=Strict|SameSite=Strict/);
    expect(
      (await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(done.body.accessToken))).status,
    ).toBe(200);

    // 자동 로그인 and refresh go on without a code: the second factor is asked at sign-in only.
    moveSeconds(20 * 60);
    const refreshed = await agent.post(REFRESH);
    expect(refreshed.status).toBe(200);
    expect(
      (await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(refreshed.body.accessToken)))
        .status,
    ).toBe(200);
  });

  it('keeps the 자동 로그인 choice made with the password: without it, no refresh cookie after the code', async () => {
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);
    const token = await challenge(TEST_ADMIN, { autoLogin: false });
    const done = await secondStep(token, await code(secret));
    expect(done.status).toBe(200);
    expect(refreshCookie(done)).toBeUndefined();
  });

  it('refuses a code replayed within its window, accepts the next window, refuses one far outside', async () => {
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);
    const current = await code(secret);
    expect((await secondStep(await challenge(), current)).status).toBe(200);

    // Seen once (over a shoulder, by malware): the same code, same window, new sign-in: refused.
    const replay = await secondStep(await challenge(), current);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(M.wrongCode);
    // Still refused 20 s later, while it would otherwise be inside the ±1 step tolerance.
    moveSeconds(20);
    expect((await secondStep(await challenge(), current)).status).toBe(401);

    // The next window's code works.
    moveSeconds(30);
    expect((await secondStep(await challenge(), await code(secret))).status).toBe(200);

    // Codes from far outside the window (5 minutes early or late) are refused.
    for (const offset of [-300, 300]) {
      const far = await secondStep(await challenge(), await code(secret, offset));
      expect(far.status).toBe(401);
    }
    // A phone clock one step behind is allowed (a later step than the last accepted one).
    moveSeconds(90);
    expect((await secondStep(await challenge(), await code(secret, -30))).status).toBe(200);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);
    const [first, second] = [await challenge(), await challenge()];
    const same = await code(secret);
    const answers = await Promise.all([secondStep(first, same), secondStep(second, same)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once, typed in any case and without dashes, then refuses it', async () => {
    const { recoveryCodes } = await enrol(await passwordToken());
    const [first, second] = recoveryCodes;
    expect((await secondStep(await challenge(), first)).status).toBe(200);
    const again = await secondStep(await challenge(), first);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(M.wrongCode);
    expect(
      (await secondStep(await challenge(), second.replace(/-/g, '').toLowerCase())).status,
    ).toBe(200);
    const token = await secondStep(await challenge(), recoveryCodes[2]);
    const status = await test.http.get(STATUS).set('Authorization', bearer(token.body.accessToken));
    expect(status.body.recoveryCodesLeft).toBe(7);
    // A made-up recovery code is refused like a wrong code.
    expect((await secondStep(await challenge(), 'AAAA-BBBB-CCCC-DDDD')).status).toBe(401);
  });

  it(`lets a challenge expire after ${CODE_CHALLENGE_MINUTES} minutes and work once only`, async () => {
    const { secret } = await enrol(await passwordToken());
    const expiring = await challenge();
    moveSeconds(CODE_CHALLENGE_MINUTES * 60 + 1);
    const late = await secondStep(expiring, await code(secret));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(M.challengeEnded);

    const once = await challenge();
    expect((await secondStep(once, await code(secret))).status).toBe(200);
    moveSeconds(30);
    const reused = await secondStep(once, await code(secret));
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(M.challengeEnded);

    // A made-up challenge.
    const unknown = await secondStep('made-up-challenge', await code(secret));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(M.challengeEnded);
  });

  it('counts wrong codes toward the sign-in limit: the right password does not reset it, and then 429', async () => {
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);
    const address = newAddress();
    const first = await challenge(TEST_ADMIN, { address });
    for (let i = 0; i < 3; i += 1) {
      const wrong = await secondStep(first, '000000', address);
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(M.wrongCode);
    }
    // The right password again, from the same address: the wrong codes stay counted.
    const second = await challenge(TEST_ADMIN, { address });
    expect((await secondStep(second, 'AAAA-BBBB-CCCC-DDDD', address)).status).toBe(401);
    expect((await secondStep(second, '999999', address)).status).toBe(401);
    // Five failures of this account from this address: the right code is now refused too.
    const blocked = await secondStep(second, await code(secret), address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^로그인 시도가 너무 많습니다. \d+분 후에 다시 시도해 주세요.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // As is the password from there.
    expect(
      (await test.http.post(LOGIN).set('X-Forwarded-For', address).send(TEST_ADMIN)).status,
    ).toBe(429);
    // Another address signs in, with the code.
    expect((await secondStep(await challenge(), await code(secret))).status).toBe(200);

    // Made-up challenges count too (by the address: they name no account).
    const guesser = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.pair; i += 1) {
      expect((await secondStep(`guess-${i}`, '123456', guesser)).status).toBe(401);
    }
    expect((await secondStep('guess-more', '123456', guesser)).status).toBe(429);
  });

  it('turns off only with a right code, and then the password alone signs in again', async () => {
    const token = await passwordToken();
    const { secret } = await enrol(token);
    moveSeconds(30);
    const auth = bearer(token);

    expect((await test.http.post(DISABLE).set('Authorization', auth).send({})).status).toBe(400);
    const wrong = await test.http
      .post(DISABLE)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.wrongCode);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body.enabled).toBe(true);
    // The wrong code counted as a failed sign-in.
    const [{ n }]: { n: number }[] = await test.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_login_attempt WHERE scope = 'account'`,
    );
    expect(n).toBe(1);

    const off = await test.http
      .post(DISABLE)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password, code: await code(secret) });
    expect(off.status).toBe(204);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await test.dataSource.query(`SELECT * FROM admin_recovery_code`)).toHaveLength(0);
    await passwordToken();

    const [row] = await auditRows('two_factor.disable');
    expect(row).toMatchObject({
      kind: 'SECURITY',
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });

  it('asks for the password in the same request to set up, confirm or turn off: a stolen access token alone binds no app', async () => {
    const token = await passwordToken();
    const auth = bearer(token);
    // Setting up: no password, a wrong one.
    const bare = await test.http.post(SETUP).set('Authorization', auth).send({});
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain(M.missingPassword);
    const wrongSetup = await test.http
      .post(SETUP)
      .set('Authorization', auth)
      .send({ password: 'guessed-password' });
    expect(wrongSetup.status).toBe(400);
    expect(wrongSetup.body.message).toBe(M.wrongPassword);
    expect(wrongSetup.body.secret).toBeUndefined();
    // Confirming: the attacker holds a key shown to the owner's page, but not the password.
    const setup = await test.http
      .post(SETUP)
      .set('Authorization', auth)
      .send({ password: TEST_ADMIN.password });
    const secret = setup.body.secret as string;
    for (const body of [
      { code: await code(secret) },
      { password: 'x', code: await code(secret) },
    ]) {
      const refused = await test.http.post(CONFIRM).set('Authorization', auth).send(body);
      expect(refused.status).toBe(400);
    }
    expect((await test.http.get(STATUS).set('Authorization', auth)).body.enabled).toBe(false);
    // Wrong passwords count as failed sign-ins.
    const [{ n }]: { n: number }[] = await test.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_login_attempt WHERE scope = 'account'`,
    );
    expect(n).toBe(2);

    await enrol(token);
    moveSeconds(30);
    // Turning off: a right code without the right password changes nothing.
    const noPassword = await test.http
      .post(DISABLE)
      .set('Authorization', auth)
      .send({ password: 'guessed-password', code: await code(secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(M.wrongPassword);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body.enabled).toBe(true);
  });

  it('requiring two-factor ends every session that passed no second factor, auto-login included', async () => {
    // The owner signs in with a second factor; staff with the password only, with 자동 로그인.
    const { secret } = await enrol(await passwordToken());
    moveSeconds(30);
    const ownerBrowser = test.agent();
    const ownerSignIn = await ownerBrowser
      .post(SECOND_STEP)
      .send({ challenge: await challenge(), code: await code(secret) });
    expect(ownerSignIn.status).toBe(200);
    const owner = bearer(ownerSignIn.body.accessToken as string);
    const staffBrowser = test.agent();
    const staffSignIn = await staffBrowser.post(LOGIN).send({ ...STAFF, autoLogin: true });
    expect(staffSignIn.status).toBe(200);
    const staff = bearer(staffSignIn.body.accessToken as string);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', staff)).status).toBe(200);

    const saved = await test.http
      .put('/api/admin/team-policy')
      .set('Authorization', owner)
      .send({ staffRefundLimit: null, requireTwoFactor: true });
    expect(saved.status).toBe(200);

    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', staff)).status).toBe(401);
    expect((await staffBrowser.post(REFRESH)).status).toBe(401);
    // The owner's session passed a second factor: it goes on, refresh included.
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', owner)).status).toBe(200);
    expect((await ownerBrowser.post(REFRESH)).status).toBe(200);
    const [row] = await auditRows('auth.sessions_ended');
    expect(row).toMatchObject({ kind: 'SECURITY', after: { sessionsEnded: expect.any(Number) } });
  });

  it('refuses the refresh of a single-factor session once two-factor is required, even one the policy change missed', async () => {
    const staffBrowser = test.agent();
    expect((await staffBrowser.post(LOGIN).send({ ...STAFF, autoLogin: true })).status).toBe(200);
    // Written behind the policy's back (another replica racing the save): refresh still ends it.
    await test.dataSource.query(
      `INSERT INTO team_policy (id, staff_refund_limit, require_two_factor, updated_at) VALUES (1, NULL, true, now())`,
    );
    expect((await staffBrowser.post(REFRESH)).status).toBe(401);
  });

  it('turns off with a recovery code too', async () => {
    const token = await passwordToken();
    const { recoveryCodes } = await enrol(token);
    const off = await test.http
      .post(DISABLE)
      .set('Authorization', bearer(token))
      .send({ password: TEST_ADMIN.password, code: recoveryCodes[4] });
    expect(off.status).toBe(204);
  });

  it('gives ten new recovery codes with a code; the old ones stop working', async () => {
    const token = await passwordToken();
    const { secret, recoveryCodes: old } = await enrol(token);
    moveSeconds(30);
    const auth = bearer(token);
    expect(
      (await test.http.post(REGENERATE).set('Authorization', auth).send({ code: '000000' })).status,
    ).toBe(400);
    const fresh = await test.http
      .post(REGENERATE)
      .set('Authorization', auth)
      .send({ code: await code(secret) });
    expect(fresh.status).toBe(200);
    const codes = fresh.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.some((c) => old.includes(c))).toBe(false);

    expect((await secondStep(await challenge(), old[0])).status).toBe(401);
    expect((await secondStep(await challenge(), codes[0])).status).toBe(200);

    const [row] = await auditRows('two_factor.recovery_codes');
    expect(row).toMatchObject({ kind: 'SECURITY', summary: '복구 코드 새로 발급' });
    expect(JSON.stringify(row)).not.toContain(codes[0]);
  });

  it('when the owner requires it, an account without it sets one up at sign-in before it gets a token', async () => {
    await test.dataSource.query(
      `INSERT INTO team_policy (id, staff_refund_limit, require_two_factor, updated_at) VALUES (1, NULL, true, now())`,
    );
    const agent = test.agent();
    const login = await agent.post(LOGIN).send(STAFF);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactor: 'ENROL', challenge: expect.any(String) });
    const challengeToken = login.body.challenge as string;
    // The challenge is no code challenge: it opens nothing by itself.
    expect((await secondStep(challengeToken, '123456')).status).toBe(401);

    const setup = await test.http
      .post('/api/user/two-factor/setup')
      .send({ challenge: challengeToken });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.otpauthUri).toContain(':staff1?');

    const wrong = await test.http
      .post('/api/user/two-factor/confirm')
      .send({ challenge: challengeToken, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.wrongSetupCode);

    const done = await agent
      .post('/api/user/two-factor/confirm')
      .send({ challenge: challengeToken, code: await code(secret) });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(refreshCookie(done)).toBeDefined();
    const auth = bearer(done.body.accessToken as string);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
    expect((await test.http.get(STATUS).set('Authorization', auth)).body).toMatchObject({
      enabled: true,
      required: true,
    });
    // The challenge is spent.
    const reused = await test.http
      .post('/api/user/two-factor/setup')
      .send({ challenge: challengeToken });
    expect(reused.status).toBe(401);
    // Required: it cannot be turned off by the account itself.
    moveSeconds(30);
    const refused = await test.http
      .post(DISABLE)
      .set('Authorization', auth)
      .send({ password: STAFF.password, code: await code(secret) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.requiredByOwner);
    // Next time: a code.
    expect((await secondStep(await challenge(STAFF), await code(secret))).status).toBe(200);

    const row = (await auditRows('two_factor.enable')).at(-1);
    expect(row).toMatchObject({ admin_id: staffId, kind: 'SECURITY', target: `admin:${staffId}` });
  });

  it(`lets the set-up challenge expire after ${ENROL_CHALLENGE_MINUTES} minutes`, async () => {
    await test.dataSource.query(
      `INSERT INTO team_policy (id, staff_refund_limit, require_two_factor, updated_at) VALUES (1, NULL, true, now())`,
    );
    const login = await test.http.post(LOGIN).send(STAFF);
    const setup = await test.http
      .post('/api/user/two-factor/setup')
      .send({ challenge: login.body.challenge });
    moveSeconds(ENROL_CHALLENGE_MINUTES * 60 + 1);
    const late = await test.http
      .post('/api/user/two-factor/confirm')
      .send({ challenge: login.body.challenge, code: await code(setup.body.secret as string) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(M.challengeEnded);
  });

  it("lets the owner, and only the owner, reset another account's two-factor (a lost phone)", async () => {
    const staffToken = await passwordToken(STAFF);
    await enrol(staffToken, STAFF.password);
    const ownerToken = await passwordToken();
    const path = `/api/admin/staff/${staffId}/two-factor`;

    // Staff may not (not even for another staff member or the owner).
    const ownerRow: { id: number }[] = await test.dataSource.query(
      `SELECT id FROM admin_user WHERE username = $1`,
      [TEST_ADMIN.username],
    );
    const byStaff = await test.http
      .delete(`/api/admin/staff/${ownerRow[0].id}/two-factor`)
      .set('Authorization', bearer(staffToken));
    expect(byStaff.status).toBe(403);
    // The global guard refuses it before the service's own check (@OwnerOnly).
    expect(byStaff.body.message).toBe('권한이 없습니다. 대표 관리자만 사용할 수 있는 기능입니다.');
    expect(
      (
        await test.http
          .delete(`/api/admin/staff/9999/two-factor`)
          .set('Authorization', bearer(ownerToken))
      ).status,
    ).toBe(404);

    const reset = await test.http.delete(path).set('Authorization', bearer(ownerToken));
    expect(reset.status).toBe(204);
    // The staff member signs in with the password alone (not required), and may set up again.
    await passwordToken(STAFF);
    expect((await test.http.delete(path).set('Authorization', bearer(ownerToken))).status).toBe(
      409,
    );

    const [row] = await auditRows('two_factor.reset');
    expect(row).toMatchObject({
      admin_id: ownerRow[0].id,
      kind: 'SECURITY',
      target: `admin:${staffId}`,
      summary: 'staff1의 2단계 인증 초기화',
    });
  });

  it("lets the server operator clear the owner's two-factor when phone and recovery codes are lost (npm run two-factor:reset)", async () => {
    await enrol(await passwordToken());
    const service = test.running.app.get(TwoFactorService);
    expect(await service.resetByOperator('ADMIN')).toBe('reset');
    await passwordToken();
    expect(await service.resetByOperator('admin')).toBe('none');
    expect(await service.resetByOperator('nobody')).toBe('unknown');
    const row = (await auditRows('two_factor.reset')).at(-1);
    expect(row).toMatchObject({
      admin_id: null,
      kind: 'SECURITY',
      target: expect.stringMatching(/^admin:/),
    });
  });
});
