import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  AttemptStore,
  AttemptStoreUnavailableError,
  type AttemptKey,
  type Reservation,
  type Slot,
} from './attempt-store';

/**
 * KEYS: one sorted set per scope (member: an attempt, score: its time). ARGV: now, since,
 * window, the new attempt's member, then each key's limit (-1: counted, never refused). Runs
 * atomically in Redis, so of N concurrent attempts at most the limit go on, whichever replica
 * they reach. Answers { retry_at or '', then each key's count before this attempt }.
 */
const RESERVE = `
local now, since, window, member = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local retry_at = 0
local answer = { '' }
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', since)
  local limit = tonumber(ARGV[4 + i])
  local count = redis.call('ZCARD', key)
  answer[i + 1] = tostring(count)
  if limit >= 0 and count >= limit then
    local blocking = redis.call('ZREVRANGE', key, limit - 1, limit - 1, 'WITHSCORES')
    retry_at = math.max(retry_at, tonumber(blocking[2]) + window)
  end
end
if retry_at > 0 then return { tostring(retry_at) } end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
return answer
`;

/**
 * KEYS: the key's next free turn (ms). ARGV: now, delay, longest wait. Runs atomically in Redis:
 * the turn is max(now, next); more than the longest wait away, nothing changes and the answer is
 * { 0, next }; otherwise next becomes turn + delay and the answer is { 1, turn }. The key expires
 * a minute after its turn has passed (real time; a later one decides nothing anyway).
 */
const TAKE_SLOT = `
local now, delay, max_wait = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local next_at = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, next_at)
if slot - now > max_wait then return { 0, next_at } end
redis.call('SET', KEYS[1], string.format('%d', slot + delay), 'PX', slot + delay - now + 60000)
return { 1, slot }
`;

/**
 * Attempts as members of one sorted set per key, `<prefix>{attempts}:<namespace>:<scope>:<key>`
 * (one hash slot, so the script also runs on a Redis Cluster). Keys expire with the window.
 */
export class RedisAttemptStore extends AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async reserve(
    namespace: string,
    keys: AttemptKey[],
    now: number,
    windowMs: number,
  ): Promise<Reservation> {
    const redisKeys = keys.map((entry) => this.redisKey(namespace, entry.scope, entry.key));
    const member = `${now}:${randomUUID()}`;
    const answer = (await this.run(() =>
      this.redis.eval(
        RESERVE,
        redisKeys.length,
        ...redisKeys,
        now,
        now - windowMs,
        windowMs,
        member,
        ...keys.map((entry) => entry.limit ?? -1),
      ),
    )) as string[];
    if (answer[0]) return { retryAt: Number(answer[0]) };
    return {
      ids: redisKeys.map((key) => `${key} ${member}`),
      counts: answer.slice(1).map(Number),
    };
  }

  async takeSlot(
    namespace: string,
    key: string,
    now: number,
    delayMs: number,
    maxWaitMs: number,
  ): Promise<Slot> {
    const slotKey = `${this.prefix}{attempts}:${namespace}:slot:${key}`;
    const [taken, at] = (await this.run(() =>
      this.redis.eval(TAKE_SLOT, 1, slotKey, now, delayMs, maxWaitMs),
    )) as [number, number];
    return taken ? { slotAt: Number(at) } : { retryAt: Number(at) };
  }

  async remove(_namespace: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const pipeline = this.redis.multi();
    for (const id of ids) {
      const [key, member] = id.split(' ');
      pipeline.zrem(key, member);
    }
    await this.run(() => pipeline.exec());
  }

  async clear(namespace: string, scope: string, key: string): Promise<void> {
    await this.run(() => this.redis.del(this.redisKey(namespace, scope, key)));
  }

  private redisKey(namespace: string, scope: string, key: string): string {
    return `${this.prefix}{attempts}:${namespace}:${scope}:${key}`;
  }

  /** A Redis that cannot be reached is a 503 for the request, not a bug. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      // Redis answered with an error: a bug here, not an outage.
      if ((error as Error).name === 'ReplyError') throw error;
      throw new AttemptStoreUnavailableError(`Redis: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
