import type { Server } from 'node:http';
import { Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { json, urlencoded } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { Clock, ShiftableClock, SystemClock } from './common/clock/clock';
import { ShutdownState } from './common/lifecycle/shutdown-state';
import { createImageStorage } from './uploads';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { AppExpressAdapter } from './common/http/app-express-adapter';
import { serveApiDocs } from './openapi/api-docs';
import { AppValidationPipe } from './common/http/app-validation.pipe';
import { noStore } from './common/http/no-store.middleware';
import { whenBodySent } from './common/http/when-body-sent';
import { HeldAssets } from './common/http/precompressed-assets';
import { APP_LOADER_SOURCE, Pages } from './pages';
import { PinoNestLogger, createRootLogger, requestLogging } from './common/logging/logger';
import { loadConfig, type AppConfig } from './config/app.config';
import { loadSiteConfig, type SiteConfig } from './config/site.config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { SANDBOX_BASE_PATH, isLiveSandbox } from './config/payments.config';
import { RequestLoad } from './common/http/request-load';
import { refuseDeepJson } from './common/http/storable-input';

/** Headroom over the single pool connection: closed sockets still count for a moment. */
const EMBEDDED_MAX_CONNECTIONS = 10;

/**
 * How long an idle kept-alive connection stays open: longer than a client or a proxy in front
 * keeps one (nginx's upstream keepalive and cloud load balancers: 60 s), so the server never
 * closes a socket just as a request is sent on it. Node's default of 5 s did: Playwright's
 * requests saw ECONNRESET now and then, and a proxy turns the same race into a 502. Shutdown is
 * not held up: server.close() ends idle connections at once (test/api/shutdown.test.ts).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface CreateAppOptions {
  config?: AppConfig;
  site?: SiteConfig;
  clock?: Clock;
  /** The JSON logger (default: stdout at the configured LOG_LEVEL). */
  logger?: Logger;
}

export interface RunningApp {
  app: INestApplication;
  config: AppConfig;
  /**
   * Stops gracefully: readiness answers 503 at once, then after SHUTDOWN_DELAY_MS the server
   * stops accepting, requests in flight finish, and the pool and the embedded database close.
   */
  close(): Promise<void>;
}

/**
 * Builds the whole application the same way for `npm start`, the seed script and the tests:
 * starts the embedded PostgreSQL unless DATABASE_URL names a server, runs migrations, seeds.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<RunningApp> {
  let config = options.config ?? loadConfig();
  const site = options.site ?? loadSiteConfig();
  const clock = options.clock ?? (config.shiftableClock ? new ShiftableClock() : new SystemClock());
  const root = options.logger ?? createRootLogger(config.logLevel);
  const logger = new PinoNestLogger(root);
  // Nest's static Logger (used before the app exists, e.g. by the embedded database) writes JSON too.
  NestLogger.overrideLogger(logger);

  const shutdown = new ShutdownState();
  if (isLiveSandbox(config)) {
    logger.warn('PAYMENT SANDBOX IS ON IN PRODUCTION: PAYMENTS ARE NOT REAL', 'Payments');
  }
  const storage = createImageStorage(config);
  logger.log(`Images are stored in the ${storage.description}`, 'ImageStorage');

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(
      config.database.embeddedDataDir,
      EMBEDDED_MAX_CONNECTIONS,
    );
    databaseUrl = embedded.url;
    // PGlite runs one statement at a time and its socket server can interleave the extended-
    // protocol messages of concurrent connections ("portal does not exist"): one connection,
    // with the pool queueing the rest, is both correct and as fast.
    config = { ...config, database: { ...config.database, poolSize: 1 } };
  }

  let app: NestExpressApplication;
  try {
    // Express's adapter, sending the public reads' bytes as they are (see AppExpressAdapter).
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, site, clock, shutdown, storage, databaseUrl }),
      new AppExpressAdapter(),
      // Body parsers are mounted below, only where bodies are read (not Nest's default: JSON and
      // extended urlencoded on every route, which let plain HTML forms post to the API).
      { logger, abortOnError: false, bodyParser: false },
    );
    configureApp(app, config, root);
    if (config.apiDocs) await serveApiDocs(app);
    await app.init();
  } catch (error) {
    await storage.close();
    await embedded?.stop();
    throw error;
  }

  return {
    app,
    config,
    async close() {
      shutdown.beginDraining();
      if (config.shutdownDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      }
      // Nest closes the HTTP server first (waiting for requests in flight), then the pool.
      await app.close();
      await storage.close();
      await embedded?.stop();
    },
  };
}

/**
 * What the real Toss Payments needs from the browser: its script, its payment window (an iframe
 * on desktop, a page on phones) and its calls. The sandbox lives on this origin and needs nothing.
 */
function paymentProviderSources(config: AppConfig) {
  if (config.payments.mode !== 'toss') return { scripts: [], connections: [], frames: [] };
  return {
    scripts: ['https://js.tosspayments.com'],
    connections: ['https://*.tosspayments.com'],
    frames: ['https://*.tosspayments.com', 'https://*.toss.im'],
  };
}

/**
 * Sets up Express. Every request goes through it and, for routes, through Nest's guards,
 * interceptors and filters: public reads are cached by an interceptor (PublicReadInterceptor),
 * hashed assets and pages are answered from memory by middleware after helmet.
 */
function configureApp(app: NestExpressApplication, config: AppConfig, root: Logger): void {
  const provider = paymentProviderSources(config);
  const assets = new HeldAssets(config.staticDir);
  app.use(requestLogging(root));
  app.use(app.get(RequestLoad).middleware());
  // First, so that every API and sandbox answer (a parser's 400, a guard's 401 too) carries it.
  app.use(['/api', '/sandbox'], noStore);
  // Outside /api: the sandbox, and the files search engines read (src/pages).
  app.setGlobalPrefix('api', {
    exclude: ['sandbox/{*path}', 'robots.txt', 'sitemap.xml', 'notice/rss.xml'],
  });
  // JSON bodies, only for the API and the sandbox's imitation of Toss's REST API. A lecture's
  // editor content can exceed body-parser's default 100 kB. Skipped at once without a body.
  // Nesting past MAX_INPUT_DEPTH is refused before JSON.parse spends CPU on it (storable-input.ts).
  app.use(['/api', '/sandbox'], whenBodySent(json({ limit: '1mb', verify: refuseDeepJson })));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const security = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A rendered page starts the app with one inline script, allowed by its hash.
        scriptSrc: ["'self'", APP_LOADER_SOURCE, ...provider.scripts],
        // Lecture content carries the editor's colours as style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...provider.connections],
        frameSrc: ["'self'", ...provider.frames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...provider.frames],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: config.env === 'production',
  });
  app.use(security);
  // After helmet, so that assets and pages carry the security headers (nosniff on scripts), and
  // before what only the API needs (compression, cookies, forms). Assets are held compressed
  // (build time) with a year's immutable caching, the page revalidated by its ETag.
  app.use('/assets', assets.middleware());
  // Pages: public ones rendered on the server and cached (src/pages), the others the app's shell.
  app.use(app.get(Pages).middleware());
  // API answers; an asset without a compressed copy is served as it is, as before. Answers
  // already encoded (public reads, PublicReadInterceptor) are left as they are by the middleware.
  app.use(
    compression({
      filter: (req, res) => !req.path.startsWith('/assets/') && compression.filter(req, res),
    }),
  );
  app.use(cookieParser());
  // The sandbox checkout page posts a plain HTML form (no scripts under the CSP).
  app.use(SANDBOX_BASE_PATH, urlencoded({ extended: false, limit: '16kb' }));
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Above the keep-alive timeout, as Node asks, so an idle socket is not cut mid-headers.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
