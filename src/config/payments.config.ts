import { isPlaceholder } from './auth.config';

/**
 * Which payment provider the app talks to. With TOSS_CLIENT_KEY and TOSS_SECRET_KEY set, the real
 * Toss Payments; without them, the built-in sandbox (src/sandbox) that imitates Toss's browser
 * script, checkout window and API on this same server, so a fresh clone can pay offline.
 */
export interface PaymentsConfig {
  mode: 'toss' | 'sandbox';
  clientKey: string;
  secretKey: string;
  /** Toss API origin; the sandbox's is this server's own address, known once it listens. */
  apiBase?: string;
  /** Where the browser loads the SDK's global from; undefined keeps the SDK's default (Toss). */
  sdkSrc?: string;
  /** How long to wait for the provider before treating the outcome as unknown. */
  timeoutMs: number;
  /**
   * How long a virtual account waits for its deposit at most (VIRTUAL_ACCOUNT_HOURS, default
   * 72): the server asks the provider for this due date, and the unpaid account holds its seat
   * until then.
   */
  virtualAccountHours: number;
  /**
   * How long before the lecture's first day (00:00 in Seoul) every virtual account is due at
   * the latest (VIRTUAL_ACCOUNT_START_MARGIN_HOURS, default 12): a seat held by an unpaid
   * account is free again in time for someone else to take it before the lecture starts.
   */
  virtualAccountStartMarginHours: number;
  /**
   * Sandbox only, for fault drills: how long its confirm waits after applying before it answers
   * (SANDBOX_CONFIRM_ANSWER_DELAY_MS), so a test can stop the app between the two.
   */
  sandboxConfirmAnswerDelayMs?: number;
}

/** Fixed, public keys of the local sandbox. They open nothing outside this app. */
export const SANDBOX_CLIENT_KEY = 'test_ck_sandbox_local';
export const SANDBOX_SECRET_KEY = 'test_sk_sandbox_local';
export const SANDBOX_BASE_PATH = '/sandbox/toss';
export const TOSS_API_BASE = 'https://api.tosspayments.com';

type Env = Record<string, string | undefined>;

export function loadPaymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const clientKey = env.TOSS_CLIENT_KEY || '';
  const secretKey = env.TOSS_SECRET_KEY || '';
  const timeoutMs = Number(env.PAYMENT_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) {
    throw new Error(
      `PAYMENT_TIMEOUT_MS must be an integer of at least 100, got "${env.PAYMENT_TIMEOUT_MS}"`,
    );
  }
  const virtualAccountHours = wholeNumber(env, 'VIRTUAL_ACCOUNT_HOURS', 72, 1, 720);
  const virtualAccountStartMarginHours = wholeNumber(
    env,
    'VIRTUAL_ACCOUNT_START_MARGIN_HOURS',
    12,
    0,
    168,
  );
  const virtualAccount = { virtualAccountHours, virtualAccountStartMarginHours };
  if (clientKey || secretKey) {
    if (!clientKey || !secretKey) {
      throw new Error('Set both TOSS_CLIENT_KEY and TOSS_SECRET_KEY, or neither (sandbox).');
    }
    for (const [name, value] of [
      ['TOSS_CLIENT_KEY', clientKey],
      ['TOSS_SECRET_KEY', secretKey],
    ] as const) {
      if (isPlaceholder(value) || !/^(test|live)_(ck|sk|gck|gsk)_[A-Za-z0-9]+$/.test(value)) {
        throw new Error(`${name} does not look like a Toss Payments key (test_… or live_…).`);
      }
    }
    if (clientKey.startsWith('test_') !== secretKey.startsWith('test_')) {
      throw new Error('TOSS_CLIENT_KEY and TOSS_SECRET_KEY mix test and live keys.');
    }
    return {
      mode: 'toss',
      clientKey,
      secretKey,
      apiBase: env.TOSS_API_BASE || TOSS_API_BASE,
      timeoutMs,
      ...virtualAccount,
    };
  }
  const sandboxAllowed = ['1', 'true', 'yes'].includes((env.PAYMENT_SANDBOX || '').toLowerCase());
  if (production && !sandboxAllowed) {
    throw new Error(
      'TOSS_CLIENT_KEY and TOSS_SECRET_KEY are required in production (or PAYMENT_SANDBOX=true for a demo).',
    );
  }
  return {
    mode: 'sandbox',
    clientKey: SANDBOX_CLIENT_KEY,
    secretKey: sandboxSecretKey(env.SANDBOX_SECRET_KEY, production),
    sdkSrc: `${SANDBOX_BASE_PATH}/v1.js`,
    timeoutMs,
    ...virtualAccount,
    sandboxConfirmAnswerDelayMs: answerDelay(env.SANDBOX_CONFIRM_ANSWER_DELAY_MS),
  };
}

/**
 * The secret key the sandbox's provider API accepts. Outside production the built-in public one
 * (tests and a fresh clone pay offline). On a live site anyone could read the built-in key in
 * this repository and, with a paymentKey from a receipt link, refund outside the policy; so
 * production takes only SANDBOX_SECRET_KEY from the environment and refuses to start without it.
 */
function sandboxSecretKey(value: string | undefined, production: boolean): string {
  const key = value?.trim() ?? '';
  if (!key) {
    if (production) {
      throw new Error(
        'SANDBOX_SECRET_KEY is required in production with PAYMENT_SANDBOX=true (결제 샌드박스의 비밀 키를 환경 변수로 설정해 주세요): a random string of at least 32 characters.',
      );
    }
    return SANDBOX_SECRET_KEY;
  }
  if (key === SANDBOX_SECRET_KEY || isPlaceholder(key) || key.length < 32 || /[\s:]/.test(key)) {
    throw new Error(
      'SANDBOX_SECRET_KEY must be a random string of at least 32 characters without spaces or colons, not the built-in or an example key (결제 샌드박스 비밀 키는 32자 이상의 임의 문자열이어야 합니다).',
    );
  }
  return key;
}

/** An integer setting from min to max (Toss allows a virtual account at most 720 hours). */
function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function answerDelay(value: string | undefined): number {
  const ms = Number(value || 0);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) {
    throw new Error(`SANDBOX_CONFIRM_ANSWER_DELAY_MS must be milliseconds, got "${value}"`);
  }
  return ms;
}

/**
 * The sandbox on a live site (NODE_ENV=production with PAYMENT_SANDBOX=true, a demo): nothing is
 * really paid. The start log warns, the site shows a banner, and only a signed-in administrator
 * may play the customer or the bank in the sandbox's pages.
 */
export function isLiveSandbox(config: { env: string; payments: PaymentsConfig }): boolean {
  return config.env === 'production' && config.payments.mode === 'sandbox';
}
