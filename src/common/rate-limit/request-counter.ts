import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../sql/prepared-statement';
import { AttemptStoreUnavailableError } from './attempt-store';

/** One count to raise: a scope (`apply:address`) and the HMAC of its value. */
export interface CounterKey {
  scope: string;
  key: string;
}

/**
 * Fixed-window request counts shared by every replica: PostgreSQL by default, Redis when
 * REDIS_URL is set (the same choice as AttemptStore). An abstract class so that it is its own
 * injection token.
 */
export abstract class RequestCounterStore {
  /**
   * Atomically adds one to each key's count in the window starting at `windowStart` (ms) and
   * answers the new counts, in the order of `keys`.
   */
  abstract hit(keys: CounterKey[], windowStart: number, windowMs: number): Promise<number[]>;
}

/** How often a process deletes windows that have ended. */
const CLEANUP_EVERY_MS = 60_000;

/** Raises each key's count of a window by one and answers it (the same text every time). */
const HIT_SQL = `INSERT INTO request_counter (scope, key_hash, window_start, hits)
  SELECT scope, key_hash, $3, 1
    FROM unnest($1::varchar[], $2::char(64)[]) WITH ORDINALITY AS t(scope, key_hash, n)
   ORDER BY n
  ON CONFLICT (scope, key_hash, window_start)
  DO UPDATE SET hits = request_counter.hits + 1
  RETURNING scope, key_hash, hits`;

/**
 * Counts as rows of `request_counter`, one per key and window, raised by one upsert for all the
 * request's keys (no lock held between statements; keys in a fixed order, so two requests never
 * wait on each other's rows in a cycle). The upsert runs in every apply, payment start and
 * verify: prepared by name when `namedStatements` (on a server; `namesStatements`).
 */
export class PostgresRequestCounter extends RequestCounterStore {
  private lastCleanup = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly namedStatements: boolean,
  ) {
    super();
  }

  async hit(keys: CounterKey[], windowStart: number, windowMs: number): Promise<number[]> {
    if (windowStart - this.lastCleanup >= CLEANUP_EVERY_MS) {
      this.lastCleanup = windowStart;
      await this.dataSource.query(`DELETE FROM request_counter WHERE window_start < $1`, [
        new Date(windowStart - windowMs),
      ]);
    }
    const ordered = [...keys].sort((a, b) =>
      a.scope === b.scope ? a.key.localeCompare(b.key) : a.scope.localeCompare(b.scope),
    );
    const runner = this.dataSource.createQueryRunner();
    let rows: { scope: string; key_hash: string; hits: number }[];
    try {
      rows = await preparedQuery(
        runner,
        HIT_SQL,
        [ordered.map((k) => k.scope), ordered.map((k) => k.key), new Date(windowStart)],
        this.namedStatements,
      );
    } finally {
      await runner.release();
    }
    return keys.map(
      ({ scope, key }) => rows.find((row) => row.scope === scope && row.key_hash === key)!.hits,
    );
  }
}

/** INCR each key; the first hit of a window sets its expiry. Runs atomically in Redis. */
const HIT = `
local counts = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  counts[i] = n
end
return counts
`;

/**
 * Counts as Redis keys `<prefix>{requests}:<scope>:<key>:<windowStart>` (one hash slot, so the
 * script also runs on a Redis Cluster), expiring with their window.
 */
export class RedisRequestCounter extends RequestCounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async hit(keys: CounterKey[], windowStart: number, windowMs: number): Promise<number[]> {
    const redisKeys = keys.map(
      ({ scope, key }) => `${this.prefix}{requests}:${scope}:${key}:${windowStart}`,
    );
    try {
      return (await this.redis.eval(HIT, redisKeys.length, ...redisKeys, windowMs)) as number[];
    } catch (error) {
      if ((error as Error).name === 'ReplyError') throw error;
      throw new AttemptStoreUnavailableError(`Redis: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
