import { randomBytes } from 'node:crypto';

/** Administrator sign-in: token signing and lifetimes, and the account created at start. */
export interface AuthConfig {
  /** Signs access tokens (HS256) and keys the sign-in rate limit. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The administrator account from ADMIN_USERNAME / ADMIN_PASSWORD. */
  admin?: { username: string; password: string };
  /**
   * Outside production with no ADMIN_* set: create a demo administrator with a random password
   * printed once in the log.
   */
  createDemoAdmin: boolean;
  /** Marks the refresh cookie Secure (always in production). */
  secureCookies: boolean;
  /** The name an authenticator app shows beside the code (TWO_FACTOR_ISSUER). */
  twoFactorIssuer: string;
}

export const DEFAULT_TWO_FACTOR_ISSUER = '마음숲 관리자';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 14;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Values copied from examples that must never protect a real site. */
const PLACEHOLDERS = [
  'change-me',
  'changeme',
  'replace-me',
  'secret',
  'password',
  'admin',
  'admin1234',
  'test',
  'example',
];

export function isPlaceholder(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  return (
    PLACEHOLDERS.includes(normalised) ||
    normalised.startsWith('change-me') ||
    normalised.startsWith('replace-with') ||
    normalised.includes('placeholder')
  );
}

type Env = Record<string, string | undefined>;

export function loadAuthConfig(env: Env, production: boolean): AuthConfig {
  const jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && (jwtSecret.length < 32 || isPlaceholder(jwtSecret))) {
    throw new Error('JWT_SECRET must be a random string of at least 32 characters.');
  }
  if (production && !jwtSecret) {
    throw new Error('JWT_SECRET must be set to a random string of at least 32 characters.');
  }

  const username = env.ADMIN_USERNAME?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (Boolean(username) !== Boolean(password)) {
    throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  }
  if (username && !/^[A-Za-z0-9._-]{3,50}$/.test(username)) {
    throw new Error('ADMIN_USERNAME must be 3–50 letters, digits, dots, dashes or underscores.');
  }
  if (password && (password.length < ADMIN_PASSWORD_MIN_LENGTH || isPlaceholder(password))) {
    throw new Error(
      `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters and not an example value.`,
    );
  }
  if (production && !username) {
    throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set in production.');
  }

  return {
    // Outside production a random secret per process is fine: access tokens last 15 minutes
    // and auto-login refreshes with a stored refresh token, not a signature.
    jwtSecret: jwtSecret || randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: REFRESH_TOKEN_TTL_DAYS,
    admin: username ? { username, password } : undefined,
    createDemoAdmin: !production && !username,
    secureCookies: production,
    twoFactorIssuer: twoFactorIssuer(env.TWO_FACTOR_ISSUER),
  };
}

function twoFactorIssuer(value: string | undefined): string {
  const issuer = value?.trim() || DEFAULT_TWO_FACTOR_ISSUER;
  // A colon would split the otpauth:// label (issuer:account) in the wrong place.
  if (issuer.length > 40 || issuer.includes(':')) {
    throw new Error('TWO_FACTOR_ISSUER must be at most 40 characters, without a colon.');
  }
  return issuer;
}
