import { Logger } from '@nestjs/common';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app.config';
import { SeedService } from '../seed';

/** `npm run seed`: demo content into an empty database; says so and changes nothing otherwise. */
async function run(): Promise<void> {
  const logger = new Logger('Seed');
  const config = { ...loadConfig(), seedDemoContent: false };
  const running = await createApp({ config: { ...config, logLevel: 'warn' } });
  try {
    const result = await running.app.get(SeedService).seedIfEmpty();
    logger.log(
      result === 'seeded'
        ? 'Demo content added.'
        : 'The database already holds programs or lectures; nothing was changed.',
    );
  } finally {
    await running.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
