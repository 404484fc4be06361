import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { PinoNestLogger, createRootLogger } from './common/logging/logger';
import { parseLogLevel } from './config/app.config';

async function main(): Promise<void> {
  const started = Date.now();
  const root = createRootLogger(safeLogLevel());
  // From the first line on, including a configuration error, the log is JSON.
  Logger.overrideLogger(new PinoNestLogger(root));
  const logger = new Logger('Main');
  const running = await createApp({ logger: root });
  await running.app.listen(running.config.port);
  const address = running.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : running.config.port;
  logger.log(`ready in ${Date.now() - started} ms at http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    // Requests in flight get 10 seconds after the drain delay; then the process ends anyway.
    const force = setTimeout(() => {
      logger.error('requests still running after the shutdown timeout: exiting');
      process.exit(1);
    }, running.config.shutdownDelayMs + 10_000);
    force.unref();
    await running.close();
    logger.log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** LOG_LEVEL, or info when it is invalid (loadConfig then reports the mistake). */
function safeLogLevel() {
  try {
    return parseLogLevel(process.env.LOG_LEVEL);
  } catch {
    return 'info' as const;
  }
}

main().catch((error: unknown) => {
  new Logger('Main').error(error instanceof Error ? error : String(error));
  process.exit(1);
});
