/**
 * How long public reads (programs, lectures, fees) may be kept, from the environment: the
 * lifetimes their `Cache-Control` announces to browsers, to an ingress cache or a CDN, and how
 * long the app itself keeps answering them from memory while PostgreSQL does not answer.
 *
 * Short on purpose: a family may see a lecture's details this many seconds old, never more
 * (PUBLIC_CACHE_MAX_AGE_SECONDS + PUBLIC_CACHE_S_MAXAGE_SECONDS + PUBLIC_CACHE_STALE_WHILE_
 * REVALIDATE_SECONDS in the worst case); applying checks everything again on the server, so an
 * old page can never sell a seat that is gone.
 */
export interface PublicCacheConfig {
  /** Browsers keep an answer this long without asking (`max-age`). */
  maxAgeSeconds: number;
  /** Shared caches (an ingress, a CDN) keep it this long (`s-maxage`). */
  sharedMaxAgeSeconds: number;
  /** A cache may answer this long past those while it asks again (`stale-while-revalidate`). */
  staleWhileRevalidateSeconds: number;
  /**
   * While the app or the database fails, caches may answer the last good answer this long
   * (`stale-if-error`), and the app itself answers from memory this long after it last reached
   * PostgreSQL instead of 503.
   */
  staleIfErrorSeconds: number;
}

type Env = Record<string, string | undefined>;

/** A day: longer lifetimes are a mistake for answers that change with a lecture's seats. */
const MAX_SECONDS = 86_400;

function seconds(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > MAX_SECONDS) {
    throw new Error(`${name} must be whole seconds from 0 to ${MAX_SECONDS}, got "${value}"`);
  }
  return number;
}

export function loadPublicCacheConfig(env: Env): PublicCacheConfig {
  return {
    maxAgeSeconds: seconds(env, 'PUBLIC_CACHE_MAX_AGE_SECONDS', 5),
    sharedMaxAgeSeconds: seconds(env, 'PUBLIC_CACHE_S_MAXAGE_SECONDS', 5),
    staleWhileRevalidateSeconds: seconds(env, 'PUBLIC_CACHE_STALE_WHILE_REVALIDATE_SECONDS', 10),
    staleIfErrorSeconds: seconds(env, 'PUBLIC_CACHE_STALE_IF_ERROR_SECONDS', 600),
  };
}

/** The `Cache-Control` of a public read. */
export function publicCacheControl(config: PublicCacheConfig): string {
  return [
    'public',
    `max-age=${config.maxAgeSeconds}`,
    `s-maxage=${config.sharedMaxAgeSeconds}`,
    `stale-while-revalidate=${config.staleWhileRevalidateSeconds}`,
    `stale-if-error=${config.staleIfErrorSeconds}`,
  ].join(', ');
}
