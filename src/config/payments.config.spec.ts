import { loadConfig } from './app.config';
import {
  SANDBOX_CLIENT_KEY,
  SANDBOX_SECRET_KEY,
  TOSS_API_BASE,
  loadPaymentsConfig,
} from './payments.config';

const PRODUCTION_SECRET = 'x'.repeat(32);

describe('loadPaymentsConfig', () => {
  it('uses the built-in sandbox when no Toss keys are set, outside production', () => {
    expect(loadPaymentsConfig({}, false)).toEqual({
      mode: 'sandbox',
      clientKey: SANDBOX_CLIENT_KEY,
      secretKey: SANDBOX_SECRET_KEY,
      sdkSrc: '/sandbox/toss/v1.js',
      timeoutMs: 10_000,
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
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: 'true' }, true).mode).toBe('sandbox');
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: 'TRUE' }, true).mode).toBe('sandbox');
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
    };
    expect(() => loadConfig(env)).toThrow(/PAYMENT_SANDBOX/);
    expect(loadConfig({ ...env, PAYMENT_SANDBOX: 'true' }).payments.mode).toBe('sandbox');
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
    });
    expect(config.sdkSrc).toBeUndefined();
  });

  it.each([
    [{ TOSS_CLIENT_KEY: 'test_ck_a' }, /both/],
    [{ TOSS_SECRET_KEY: 'test_sk_a' }, /both/],
    [{ TOSS_CLIENT_KEY: 'test_ck_a', TOSS_SECRET_KEY: 'live_sk_b' }, /mix test and live/],
    [{ PAYMENT_TIMEOUT_MS: '50' }, /PAYMENT_TIMEOUT_MS/],
    [{ PAYMENT_TIMEOUT_MS: 'soon' }, /PAYMENT_TIMEOUT_MS/],
  ])('refuses %p', (env, message) => {
    expect(() => loadPaymentsConfig(env, false)).toThrow(message);
  });
});
