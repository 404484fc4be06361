import { Redis } from 'ioredis';

/** The machine's Redis (started before every session and CI run). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** Set by jest.config.js from test/setup/test-groups.js. */
declare const testGroups: { redis?: boolean } | undefined;

/**
 * Whether the Redis group joined this run: a Redis answered at REDIS_URL (always under CI=true).
 * Tests that run once per rate-limit store list Redis only then.
 */
export const REDIS_IN_RUN = typeof testGroups !== 'undefined' && testGroups.redis === true;

/** `stores` with `redis` added when the Redis group joined this run. */
export function withRedis<T>(stores: T[], redis: T): T[] {
  return REDIS_IN_RUN ? [...stores, redis] : stores;
}

/** A key prefix of its own, so that runs sharing the machine's Redis never see each other. */
export function uniqueRedisPrefix(): string {
  return `maeum-test-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}:`;
}

/** The keys under a prefix, and a way to delete them. */
export class RedisProbe {
  readonly client = new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 });

  constructor(readonly prefix: string) {}

  async keys(): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(
        cursor,
        'MATCH',
        `${this.prefix}*`,
        'COUNT',
        500,
      );
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found.sort();
  }

  async clear(): Promise<void> {
    const keys = await this.keys();
    if (keys.length) await this.client.del(...keys);
  }

  async close(): Promise<void> {
    await this.clear();
    await this.client.quit();
  }
}
