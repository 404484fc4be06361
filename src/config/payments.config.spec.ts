import { loadConfig } from './app.config';
import {
  SANDBOX_CLIENT_KEY,
  SANDBOX_SECRET_KEY,
  TOSS_API_BASE,
  loadPaymentsConfig,
} from './payments.config';

const PRODUCTION_SECRET = 'x'.repeat(32);
const LIVE_SANDBOX_SECRET = 'sandbox-secret-from-the-environment-0123';

describe('loadPaymentsConfig', () => {
  it('uses the built-in sandbox when no Toss keys are set, outside production', () => {
    expect(loadPaymentsConfig({}, false)).toEqual({
      mode: 'sandbox',
      clientKey: SANDBOX_CLIENT_KEY,
      secretKey: SANDBOX_SECRET_KEY,
      sdkSrc: '/sandbox/toss/v1.js',
      timeoutMs: 10_000,
      virtualAccountHours: 72,
      virtualAccountStartMarginHours: 12,
      sandboxConfirmAnswerDelayMs: 0,
    });
  });

  it('takes the sandbox confirm answer delay of a fault drill, and refuses a bad one', () => {
    const config = loadPaymentsConfig({ SANDBOX_CONFIRM_ANSWER_DELAY_MS: '5000' }, false);
    expect(config.sandboxConfirmAnswerDelayMs).toBe(5000);
    expect(() => loadPaymentsConfig({ SANDBOX_CONFIRM_ANSWER_DELAY_MS: 'soon' }, false)).toThrow(
      /SANDBOX_CONFIRM_ANSWER_DELAY_MS/,
    );
  });

  it('refuses the sandbox in production unless PAYMENT_SANDBOX=true', () => {
    expect(() => loadPaymentsConfig({}, true)).toThrow(/TOSS_CLIENT_KEY and TOSS_SECRET_KEY/);
    expect(() => loadPaymentsConfig({ PAYMENT_SANDBOX: 'false' }, true)).toThrow(
      /PAYMENT_SANDBOX=true/,
    );
    const key = { SANDBOX_SECRET_KEY: LIVE_SANDBOX_SECRET };
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: 'true', ...key }, true).mode).toBe('sandbox');
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: 'TRUE', ...key }, true).mode).toBe('sandbox');
  });

  it('never lets a live sandbox accept the built-in public secret key: it takes one from the environment', () => {
    expect(() => loadPaymentsConfig({ PAYMENT_SANDBOX: 'true' }, true)).toThrow(
      /SANDBOX_SECRET_KEY is required in production.*비밀 키/,
    );
    const live = loadPaymentsConfig(
      { PAYMENT_SANDBOX: 'true', SANDBOX_SECRET_KEY: LIVE_SANDBOX_SECRET },
      true,
    );
    expect(live.secretKey).toBe(LIVE_SANDBOX_SECRET);
    expect(live.secretKey).not.toBe(SANDBOX_SECRET_KEY);
    for (const bad of [SANDBOX_SECRET_KEY, 'too-short', 'change-me-please-0123456789abcdefghij']) {
      expect(() =>
        loadPaymentsConfig({ PAYMENT_SANDBOX: 'true', SANDBOX_SECRET_KEY: bad }, true),
      ).toThrow(/SANDBOX_SECRET_KEY must be a random string/);
    }
    // Outside production the fixed key keeps a fresh clone paying offline; a set one is used.
    expect(loadPaymentsConfig({}, false).secretKey).toBe(SANDBOX_SECRET_KEY);
    expect(loadPaymentsConfig({ SANDBOX_SECRET_KEY: LIVE_SANDBOX_SECRET }, false).secretKey).toBe(
      LIVE_SANDBOX_SECRET,
    );
  });

  it('refuses to boot the whole app in production with neither keys nor PAYMENT_SANDBOX', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db/app',
      GUEST_TOKEN_SECRET: PRODUCTION_SECRET,
      JWT_SECRET: PRODUCTION_SECRET,
      ADMIN_USERNAME: 'director',
      ADMIN_PASSWORD: 'a-long-enough-password',
      MESSAGE_SANDBOX: 'true',
      PUBLIC_URL: 'https://maeum.example.kr',
    };
    expect(() => loadConfig(env)).toThrow(/PAYMENT_SANDBOX/);
    expect(() => loadConfig({ ...env, PAYMENT_SANDBOX: 'true' })).toThrow(/SANDBOX_SECRET_KEY/);
    const live = loadConfig({
      ...env,
      PAYMENT_SANDBOX: 'true',
      SANDBOX_SECRET_KEY: LIVE_SANDBOX_SECRET,
    });
    expect(live.payments).toMatchObject({ mode: 'sandbox', secretKey: LIVE_SANDBOX_SECRET });
    expect(loadConfig({ NODE_ENV: 'development' }).payments.mode).toBe('sandbox');
  });

  it('talks to Toss with both keys, and never sends the secret key to the browser config', () => {
    const config = loadPaymentsConfig(
      {
        TOSS_CLIENT_KEY: 'live_ck_abc',
        TOSS_SECRET_KEY: 'live_sk_def',
        PAYMENT_TIMEOUT_MS: '5000',
      },
      true,
    );
    expect(config).toEqual({
      mode: 'toss',
      clientKey: 'live_ck_abc',
      secretKey: 'live_sk_def',
      apiBase: TOSS_API_BASE,
      timeoutMs: 5000,
      virtualAccountHours: 72,
      virtualAccountStartMarginHours: 12,
    });
    expect(config.sdkSrc).toBeUndefined();
  });

  it('takes how long a virtual account may wait and how long before the lecture it is due', () => {
    const config = loadPaymentsConfig(
      { VIRTUAL_ACCOUNT_HOURS: '24', VIRTUAL_ACCOUNT_START_MARGIN_HOURS: '0' },
      false,
    );
    expect(config).toMatchObject({ virtualAccountHours: 24, virtualAccountStartMarginHours: 0 });
  });

  it.each([
    [{ TOSS_CLIENT_KEY: 'test_ck_a' }, /both/],
    [{ TOSS_SECRET_KEY: 'test_sk_a' }, /both/],
    [{ TOSS_CLIENT_KEY: 'test_ck_a', TOSS_SECRET_KEY: 'live_sk_b' }, /mix test and live/],
    [{ PAYMENT_TIMEOUT_MS: '50' }, /PAYMENT_TIMEOUT_MS/],
    [{ PAYMENT_TIMEOUT_MS: 'soon' }, /PAYMENT_TIMEOUT_MS/],
    [{ VIRTUAL_ACCOUNT_HOURS: '721' }, /VIRTUAL_ACCOUNT_HOURS must be an integer from 1 to 720/],
    [{ VIRTUAL_ACCOUNT_HOURS: '0' }, /VIRTUAL_ACCOUNT_HOURS/],
    [{ VIRTUAL_ACCOUNT_HOURS: '2.5' }, /VIRTUAL_ACCOUNT_HOURS/],
    [{ VIRTUAL_ACCOUNT_START_MARGIN_HOURS: '-1' }, /VIRTUAL_ACCOUNT_START_MARGIN_HOURS/],
    [{ VIRTUAL_ACCOUNT_START_MARGIN_HOURS: '169' }, /VIRTUAL_ACCOUNT_START_MARGIN_HOURS/],
  ])('refuses %p', (env, message) => {
    expect(() => loadPaymentsConfig(env, false)).toThrow(message);
  });
});
