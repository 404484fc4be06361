import type { HttpException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newTestService } from '../../test/support/service-test';
import { FixedClock, Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { Outbox } from '../outbox';
import {
  FamilyCodeRepository,
  type CodeTimes,
  type NewCode,
  type StoredCode,
} from './family-code.repository';
import { FamilyCodeRateLimit } from './family-code-rate-limit';
import {
  CODE_EXPIRED,
  CODE_LOCKED,
  CODE_NOT_ASKED_HERE,
  CODE_USED,
  CODE_WRONG,
  FamilyCodes,
} from './family-codes';

/** family_code in memory, answering as the repository's SQL does. */
class FakeFamilyCodeRepository implements Omit<FamilyCodeRepository, 'manager'> {
  readonly rows: (StoredCode & { contact_digest: string; browser_hash: string })[] = [];

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work({} as EntityManager);
  }

  async lockContact(): Promise<void> {}

  async newestUnused(digest: string, browser: string): Promise<CodeTimes | undefined> {
    return this.newest(digest, browser, (row) => !row.used_at);
  }

  async recentUsable(
    digest: string,
    browser: string,
    now: Date,
    { seconds, maxWrongTries }: { seconds: number; maxWrongTries: number },
  ): Promise<CodeTimes | undefined> {
    return this.newest(
      digest,
      browser,
      (row) =>
        !row.used_at &&
        row.wrong_tries < maxWrongTries &&
        row.expires_at > now &&
        row.created_at.getTime() > now.getTime() - seconds * 1000,
    );
  }

  async endUsable(_: EntityManager, digest: string, browser: string, now: Date): Promise<void> {
    for (const row of this.of(digest, browser))
      if (!row.used_at && row.expires_at > now) row.expires_at = now;
  }

  async insert(_: EntityManager, code: NewCode): Promise<string> {
    const id = String(this.rows.length + 1);
    this.rows.push({
      id,
      contact_digest: code.contactDigest,
      browser_hash: code.browserHash,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      wrong_tries: 0,
      used_at: null,
    });
    return id;
  }

  async newestForUpdate(
    _: EntityManager,
    digest: string,
    browser: string,
  ): Promise<StoredCode | undefined> {
    return this.newest(digest, browser, () => true);
  }

  async countWrongTry(_: EntityManager, id: string): Promise<void> {
    this.byId(id).wrong_tries += 1;
  }

  async markUsed(_: EntityManager, id: string, now: Date): Promise<void> {
    this.byId(id).used_at = now;
  }

  async redactDead(): Promise<number> {
    return 0;
  }

  private of(digest: string, browser: string) {
    return this.rows.filter((row) => row.contact_digest === digest && row.browser_hash === browser);
  }

  /** A copy, as a query's row is: later writes do not change what was read. */
  private newest(digest: string, browser: string, keep: (row: StoredCode) => boolean) {
    const rows = this.of(digest, browser).filter(keep);
    const [row] = rows.sort(
      (a, b) => b.created_at.getTime() - a.created_at.getTime() || +b.id - +a.id,
    );
    return row && { ...row };
  }

  private byId(id: string) {
    return this.rows.find((row) => row.id === id)!;
  }
}

const CONFIG = {
  env: 'test',
  guestTokenSecret: 'a-test-secret-for-family-codes-0123456789',
  family: { codeMinutes: 10 },
} as AppConfig;
const FAMILY = { email: 'family@example.com' };
const ADDRESS = '198.51.100.7';

/** What a refusal answers: its status and body. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: object }> {
  const error = (await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  )) as HttpException;
  return { status: error.getStatus(), body: error.getResponse() as object };
}

/**
 * One-time codes' rules where they live: expiry, tries, spacing and the browser a code belongs
 * to, moved on a clock. The SQL behind them (locks under a race, what a stranger's requests do
 * to a family's code over HTTP) is test/api/family-identity.test.ts's part.
 */
describe('FamilyCodes', () => {
  let codes: FamilyCodes;
  let clock: FixedClock;
  let store: FakeFamilyCodeRepository;
  let outbox: jest.Mocked<Outbox>;
  let rateLimit: jest.Mocked<FamilyCodeRateLimit>;

  beforeEach(async () => {
    clock = new FixedClock(new Date('2026-11-22T03:00:00Z'));
    store = new FakeFamilyCodeRepository();
    const t = await newTestService(FamilyCodes, [
      [FamilyCodeRepository, store],
      [Clock, clock],
      [APP_CONFIG, CONFIG],
    ]);
    codes = t.sut;
    outbox = t.mockOf(Outbox);
    rateLimit = t.mockOf(FamilyCodeRateLimit);
  });

  const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

  /** Sends a code from a browser (its cookie, or a new one): answers the code and the cookie. */
  async function send(cookie?: string, options?: { keepRecent?: boolean }) {
    const before = outbox.enqueueCode.mock.calls.length;
    const answer = await codes.send(FAMILY, ADDRESS, cookie, options);
    const call = outbox.enqueueCode.mock.calls[before];
    return { ...answer, browser: answer.cookie.value, code: call?.[3] };
  }

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends six digits to the contact, bound to the browser, valid for the configured minutes', async () => {
    const { sent, browser, code } = await send();
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.enqueueCode).toHaveBeenCalledWith(
      expect.anything(),
      { channel: 'EMAIL', recipient: FAMILY.email },
      '1',
      code,
    );
    expect(sent).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });
    expect(browser).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rateLimit.hit).toHaveBeenCalledWith('email:family@example.com', ADDRESS);
    // Only hashes are stored: neither the code nor the contact.
    expect(JSON.stringify(store.rows)).not.toContain(code);
    expect(JSON.stringify(store.rows)).not.toContain(FAMILY.email);
  });

  it('proves the contact once, at the clock’s time, and forgives the address its sends', async () => {
    const { browser, code } = await send();
    later(30);
    await expect(codes.verify(FAMILY, code!, browser, ADDRESS)).resolves.toEqual(clock.now());
    expect(rateLimit.proven).toHaveBeenCalledWith('email:family@example.com', ADDRESS);
    expect(await refusal(codes.verify(FAMILY, code!, browser, ADDRESS))).toEqual({
      status: 400,
      body: { message: CODE_USED, code: 'CODE_EXPIRED' },
    });
  });

  it('works until the last second of its minutes, not at the minute', async () => {
    const first = await send();
    later(600 - 1);
    await expect(codes.verify(FAMILY, first.code!, first.browser, ADDRESS)).resolves.toBeDefined();

    later(1);
    const second = await send(first.browser);
    later(600);
    expect(await refusal(codes.verify(FAMILY, second.code!, second.browser, ADDRESS))).toEqual({
      status: 400,
      body: { message: CODE_EXPIRED, code: 'CODE_EXPIRED' },
    });
  });

  it('takes 4 wrong tries, counting down; the fifth locks it, and then the right one too', async () => {
    const { browser, code } = await send();
    for (let left = 4; left >= 1; left -= 1) {
      expect(await refusal(codes.verify(FAMILY, wrong(code!), browser, ADDRESS))).toEqual({
        status: 400,
        body: { message: `${CODE_WRONG} (남은 횟수 ${left}번)`, code: 'CODE_WRONG' },
      });
    }
    const locked = { status: 400, body: { message: CODE_LOCKED, code: 'CODE_LOCKED' } };
    expect(await refusal(codes.verify(FAMILY, wrong(code!), browser, ADDRESS))).toEqual(locked);
    expect(await refusal(codes.verify(FAMILY, code!, browser, ADDRESS))).toEqual(locked);
    expect(rateLimit.proven).not.toHaveBeenCalled();
  });

  it('sends a browser its next code 60 s after the last, not 59; the newer replaces the older', async () => {
    const first = await send();
    later(59);
    expect(await refusal(send(first.browser))).toEqual({
      status: 429,
      body: {
        message: '인증번호는 1초 후에 다시 받을 수 있어요.',
        code: 'CODE_RESEND_TOO_SOON',
        retryAfterSeconds: 1,
        codeExpiresInSeconds: 541,
      },
    });
    // A refused resend costs the sender nothing.
    expect(rateLimit.hit).toHaveBeenCalledTimes(1);

    later(1);
    const second = await send(first.browser);
    expect(second.browser).toBe(first.browser);
    if (second.code !== first.code) {
      expect(
        (await refusal(codes.verify(FAMILY, first.code!, first.browser, ADDRESS))).body,
      ).toEqual({ message: `${CODE_WRONG} (남은 횟수 4번)`, code: 'CODE_WRONG' });
    }
    await expect(codes.verify(FAMILY, second.code!, first.browser, ADDRESS)).resolves.toBeDefined();
  });

  it('ends the wait once the code is typed: the family is there', async () => {
    const { browser, code } = await send();
    await codes.verify(FAMILY, code!, browser, ADDRESS);
    later(1);
    await expect(send(browser)).resolves.toMatchObject({ sent: { resendInSeconds: 60 } });
  });

  it('keeps the code a lookup sent less than a minute ago, sending nothing, then sends anew', async () => {
    const first = await send(undefined, { keepRecent: true });
    later(20);
    const again = await send(first.browser, { keepRecent: true });
    expect(again.code).toBeUndefined();
    expect(again.sent).toEqual({ expiresInSeconds: 580, resendInSeconds: 40 });
    expect(outbox.enqueueCode).toHaveBeenCalledTimes(1);

    later(40);
    expect((await send(first.browser, { keepRecent: true })).code).toMatch(/^\d{6}$/);
  });

  it('refuses a code from a browser that asked none, counting no try against the family’s', async () => {
    const family = await send();
    const stranger = await send();
    const notAsked = { status: 400, body: { message: CODE_NOT_ASKED_HERE, code: 'CODE_EXPIRED' } };
    expect(await refusal(codes.verify(FAMILY, family.code!, undefined, ADDRESS))).toEqual(notAsked);
    expect(await refusal(codes.verify(FAMILY, family.code!, 'not-a-token', ADDRESS))).toEqual(
      notAsked,
    );
    expect(
      await refusal(
        codes.verify({ email: 'other@example.com' }, family.code!, family.browser, ADDRESS),
      ),
    ).toEqual(notAsked);
    // A stranger with a code of their own locks only their own.
    for (let i = 0; i < 5; i += 1)
      await refusal(codes.verify(FAMILY, wrong(stranger.code!), stranger.browser, ADDRESS));
    await expect(
      codes.verify(FAMILY, family.code!, family.browser, ADDRESS),
    ).resolves.toBeDefined();
  });
});
