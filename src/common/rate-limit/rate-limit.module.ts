import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { namesStatements } from '../sql/prepared-statement';
import { AttemptStore } from './attempt-store';
import { PostgresAttemptStore } from './postgres-attempt-store';
import { RedisAttemptStore } from './redis-attempt-store';
import {
  PostgresRequestCounter,
  RedisRequestCounter,
  RequestCounterStore,
} from './request-counter';
import { RequestLimiter } from './request-limiter';

/**
 * The Redis connection when REDIS_URL is set. Commands fail at once while it is down (no
 * offline queue), so a request answers 503 instead of hanging; ioredis reconnects by itself.
 */
@Injectable()
class RedisConnection implements OnApplicationShutdown {
  readonly client?: Redis;
  private readonly logger = new Logger('Redis');

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redis) return;
    this.client = new Redis(config.redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    // Without a listener an unreachable Redis would crash the process; the log says it once.
    let reported = false;
    this.client.on('error', (error: Error) => {
      if (!reported) this.logger.warn(`Redis unavailable: ${error.message}`);
      reported = true;
    });
    this.client.on('ready', () => {
      if (reported) this.logger.log('Redis reachable again');
      reported = false;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client || this.client.status === 'end') return;
    await this.client.quit().catch(() => this.client?.disconnect());
  }
}

/**
 * Counts of recent attempts and requests (rate limits) for every module: in Redis or in
 * PostgreSQL.
 */
@Global()
@Module({
  providers: [
    RedisConnection,
    {
      provide: AttemptStore,
      inject: [APP_CONFIG, RedisConnection, DataSource],
      useFactory: (config: AppConfig, redis: RedisConnection, dataSource: DataSource) =>
        redis.client && config.redis
          ? new RedisAttemptStore(redis.client, config.redis.prefix)
          : new PostgresAttemptStore(dataSource),
    },
    {
      provide: RequestCounterStore,
      inject: [APP_CONFIG, RedisConnection, DataSource],
      useFactory: (config: AppConfig, redis: RedisConnection, dataSource: DataSource) =>
        redis.client && config.redis
          ? new RedisRequestCounter(redis.client, config.redis.prefix)
          : new PostgresRequestCounter(dataSource, namesStatements(config.database)),
    },
    RequestLimiter,
  ],
  exports: [AttemptStore, RequestLimiter],
})
export class RateLimitModule {}
