import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';

async function main(): Promise<void> {
  const started = Date.now();
  const logger = new Logger('Main');
  const running = await createApp();
  await running.app.listen(running.config.port);
  const address = running.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : running.config.port;
  logger.log(`ready in ${Date.now() - started} ms at http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  new Logger('Main').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
