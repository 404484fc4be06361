import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SANDBOX_CLIENT_KEY } from '../../src/config/payments.config';
import { freePort } from '../../test/support/free-port';
import { AppProcess, productionEnv } from './app-process';
import { freshDatabase, type BenchDatabase } from './database';

/** Where a guest's 결제 승인 goes, and what the bench needs to act there. */
export interface ProviderWindow {
  origin: string;
  /** The provider's own client key, which its checkout window checks. */
  clientKey?: string;
  /** A live sandbox's window opens only to a signed-in administrator (the provider's). */
  checkoutToken?: string;
  /**
   * The site's host (`127.0.0.1:port`) when the window is on another origin: the sandbox sends a
   * guest back only to its own site, the origin it is served on, so the bench presents it that
   * one as a proxy in front of both would (X-Forwarded-Host; the sandbox trusts loopback).
   */
  siteHost?: string;
}

/**
 * The payment provider of the bench in a process of its own (issue 33): the production build in
 * sandbox mode (src/sandbox, the imitation of Toss Payments), on a database of its own, with
 * messaging off, no demo content and no part in the measured app. The app talks to it as to
 * Toss, through its ordinary settings (TOSS_CLIENT_KEY, TOSS_SECRET_KEY, TOSS_API_BASE: `appEnv`),
 * so the app's CPU per guest is the app's own, and the provider's is reported beside it.
 */
export class PaymentProvider {
  private constructor(
    private readonly process: AppProcess,
    private readonly database: BenchDatabase,
    readonly env: Record<string, string>,
    /** A Toss-shaped secret key, which the sandbox accepts as its SANDBOX_SECRET_KEY. */
    private readonly secretKey: string,
  ) {}

  static async start(work: string): Promise<PaymentProvider> {
    const database = await freshDatabase();
    const port = await freePort();
    const secretKey = `test_sk_${randomBytes(24).toString('hex')}`;
    const env = {
      ...productionEnv(join(work, 'provider-data'), database.url),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SANDBOX_SECRET_KEY: secretKey,
      MESSAGES_ENABLED: 'false',
      SEED_DEMO_CONTENT: 'false',
    };
    const provider = new PaymentProvider(
      new AppProcess(port, env, join(work, 'provider.log')),
      database,
      env,
      secretKey,
    );
    try {
      await provider.process.start();
    } catch (error) {
      await provider.stop();
      throw error;
    }
    return provider;
  }

  get url(): string {
    return this.process.url;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  /** Its database's name on the PostgreSQL server; undefined when it runs an embedded one. */
  get databaseName(): string | undefined {
    return this.database.url ? new URL(this.database.url).pathname.slice(1) : undefined;
  }

  /** The app's settings for this provider, in place of the sandbox inside it. */
  appEnv(env: Record<string, string>): Record<string, string> {
    const rest = { ...env };
    delete rest.PAYMENT_SANDBOX;
    delete rest.SANDBOX_SECRET_KEY;
    delete rest.SANDBOX_CONFIRM_ANSWER_DELAY_MS;
    return {
      ...rest,
      TOSS_CLIENT_KEY: `test_ck_${randomBytes(12).toString('hex')}`,
      TOSS_SECRET_KEY: this.secretKey,
      TOSS_API_BASE: `${this.url}/sandbox/toss`,
    };
  }

  /** The checkout window as a guest of the site at `siteOrigin` reaches it. */
  window(checkoutToken: string, siteOrigin: string): ProviderWindow {
    const siteHost = new URL(siteOrigin).host;
    return { origin: this.url, clientKey: SANDBOX_CLIENT_KEY, checkoutToken, siteHost };
  }

  async stop(): Promise<void> {
    await this.process.stop();
    try {
      await this.database.drop();
    } catch (error) {
      console.error('Could not drop the provider database:', error);
    }
  }
}
