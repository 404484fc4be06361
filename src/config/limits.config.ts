/**
 * Limits on what a guest's requests may create (issue 15), from the environment.
 *
 * Requests are counted in fixed windows of REQUEST_LIMIT_WINDOW_MINUTES per client address and per
 * e-mail (applying) or application (starting a payment, verifying). The per-address numbers are
 * high on purpose: a school, an office or a mobile carrier puts many families behind one address,
 * and a registration rush from there must go through; the per-e-mail and per-application numbers
 * are what stop one person (see docs/payments.md, "Limits on applying and paying").
 */
export interface RequestLimits {
  windowMinutes: number;
  apply: { address: number; email: number };
  paymentStart: { address: number; application: number };
  verify: { address: number; application: number };
  /** 문의: per address, and per phone and per e-mail from that address (one setting for both). */
  inquiry: { address: number; phone: number; email: number };
}

export interface LimitsConfig {
  /**
   * An unpaid application with no payment attempt for this long stops blocking its e-mail: a new
   * application of the same e-mail to the same lecture withdraws it (nothing was charged).
   */
  unpaidReleaseMinutes: number;
  requests: RequestLimits;
  /** Device cookies (OWASP): admin sign-in and the family's lookup (see DeviceCookies). */
  deviceCookies: { lifetimeDays: number; failureLimit: number; lockoutMinutes: number };
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}, got "${value}"`);
  }
  return number;
}

function inquiryLimits(address: number, contact: number): RequestLimits['inquiry'] {
  return { address, phone: contact, email: contact };
}

export function loadLimitsConfig(env: Env): LimitsConfig {
  const count = (name: string, fallback: number) => positiveInteger(env, name, fallback, 1_000_000);
  return {
    unpaidReleaseMinutes: positiveInteger(env, 'UNPAID_APPLICATION_RELEASE_MINUTES', 15, 10_080),
    requests: {
      windowMinutes: positiveInteger(env, 'REQUEST_LIMIT_WINDOW_MINUTES', 10, 1_440),
      apply: {
        address: count('APPLY_LIMIT_PER_ADDRESS', 300),
        email: count('APPLY_LIMIT_PER_EMAIL', 20),
      },
      paymentStart: {
        address: count('PAYMENT_START_LIMIT_PER_ADDRESS', 600),
        application: count('PAYMENT_START_LIMIT_PER_APPLICATION', 20),
      },
      verify: {
        address: count('VERIFY_LIMIT_PER_ADDRESS', 1_200),
        application: count('VERIFY_LIMIT_PER_APPLICATION', 30),
      },
      inquiry: inquiryLimits(
        count('INQUIRY_LIMIT_PER_ADDRESS', 10),
        count('INQUIRY_LIMIT_PER_CONTACT', 3),
      ),
    },
    deviceCookies: {
      lifetimeDays: positiveInteger(env, 'DEVICE_COOKIE_DAYS', 30, 400),
      failureLimit: positiveInteger(env, 'DEVICE_COOKIE_FAILURE_LIMIT', 10, 1_000),
      lockoutMinutes: positiveInteger(env, 'DEVICE_COOKIE_LOCKOUT_MINUTES', 60, 10_080),
    },
  };
}
