/** One scope's key of an attempt and how many attempts it may have in the window. */
export interface AttemptKey {
  scope: string;
  /** HMAC of the value (an e-mail, an address): stores never hold the raw value. */
  key: string;
  /** Attempts allowed in the window; null: counted, never refused (a slowdown reads the count). */
  limit: number | null;
}

/**
 * Either the attempt was recorded (its ids, to forgive it later, and how many attempts each key
 * already had in the window, in the order of the keys), or when to come back.
 */
export type Reservation = { ids: string[]; counts: number[] } | { retryAt: number };

/** Either the attempt's turn (when it may be evaluated), or when the queue will have passed. */
export type Slot = { slotAt: number } | { retryAt: number };

/**
 * Where counts of recent attempts live, shared by every replica: PostgreSQL by default, Redis
 * when REDIS_URL is set. An abstract class so that it is its own injection token.
 *
 * `namespace` separates the limits (admin sign-in, guest lookup): a table in PostgreSQL, a key
 * prefix in Redis. Times are the injected clock's milliseconds, so tests can move them.
 */
export abstract class AttemptStore {
  /**
   * Atomically, for every key: drops attempts at or before `now - windowMs`; if any key with a
   * limit already holds that many, answers when the oldest of those that block will have left;
   * otherwise records one attempt per key at `now` and answers how many each key held before.
   */
  abstract reserve(
    namespace: string,
    keys: AttemptKey[],
    now: number,
    windowMs: number,
  ): Promise<Reservation>;

  /**
   * Atomically, for one key: the attempt's turn is `max(now, next)`, where `next` is the key's
   * next free turn (none yet: now). If that turn is more than `maxWaitMs` away, changes nothing
   * and answers `retryAt: next`; otherwise sets `next` to the turn plus `delayMs` and answers the
   * turn. So attempts of one key are evaluated one per delay, whichever replica they reach.
   */
  abstract takeSlot(
    namespace: string,
    key: string,
    now: number,
    delayMs: number,
    maxWaitMs: number,
  ): Promise<Slot>;

  /** Removes attempts recorded by `reserve` (a success does not count). */
  abstract remove(namespace: string, ids: string[]): Promise<void>;

  /** Forgets every attempt of one key. */
  abstract clear(namespace: string, scope: string, key: string): Promise<void>;
}

/** The attempt store cannot be reached (Redis restarting): the request answers 503. */
export class AttemptStoreUnavailableError extends Error {
  override readonly name = 'AttemptStoreUnavailableError';
}
