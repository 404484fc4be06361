import { join } from 'node:path';
import { PROJECT_ROOT, loadConfig } from './app.config';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDataDir).toBe(join(PROJECT_ROOT, 'data', 'pglite'));
    expect(config.uploadDir).toBe(join(PROJECT_ROOT, 'data', 'uploads'));
    expect(config.staticDir).toBe(join(PROJECT_ROOT, 'frontend', 'dist'));
  });

  it('serves the API reference outside production unless API_DOCS=false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('takes a server, a port and a data folder from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://x@h/db',
      PORT: '8080',
      DATA_DIR: '/srv/data',
    });
    expect(config.database.url).toBe('postgres://x@h/db');
    expect(config.port).toBe(8080);
    expect(config.uploadDir).toBe('/srv/data/uploads');
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO_CONTENT: 'maybe' }, /SEED_DEMO_CONTENT/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ API_DOCS: 'sometimes' }, /API_DOCS/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reconciles payments every RECONCILE_INTERVAL_SECONDS (60; off under test)', () => {
    expect(loadConfig({}).reconcileIntervalSeconds).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test' }).reconcileIntervalSeconds).toBe(0);
    expect(loadConfig({ RECONCILE_INTERVAL_SECONDS: '5' }).reconcileIntervalSeconds).toBe(5);
    expect(() => loadConfig({ RECONCILE_INTERVAL_SECONDS: '0.5' })).toThrow(
      /RECONCILE_INTERVAL_SECONDS must be an integer from 0 to 3600/,
    );
    // The old setting in milliseconds is refused by name, not silently ignored.
    expect(() => loadConfig({ RECONCILE_INTERVAL_MS: '60000' })).toThrow(
      /RECONCILE_INTERVAL_MS is now RECONCILE_INTERVAL_SECONDS/,
    );
  });

  it('trusts forwarded addresses from loopback only, unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps rate limits in PostgreSQL unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379/0' }).redis).toEqual({
      url: 'redis://redis:6379/0',
      prefix: 'maeum:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://r:6380', REDIS_PREFIX: 'site-b:' }).redis).toEqual({
      url: 'rediss://r:6380',
      prefix: 'site-b:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/redis:\/\//);
    expect(() => loadConfig({ REDIS_URL: 'redis:6379' })).toThrow(/REDIS_URL must/);
    expect(() => loadConfig({ REDIS_URL: 'redis://r', REDIS_PREFIX: 'a b' })).toThrow(
      /REDIS_PREFIX/,
    );
  });

  it('stores images in the upload folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'volume' });
    expect(loadConfig({ S3_BUCKET: 'maeum-images' }).storage.kind).toBe('s3');
  });

  describe('in production', () => {
    const secret = 'k'.repeat(48);
    const complete = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db/app',
      GUEST_TOKEN_SECRET: secret,
      JWT_SECRET: secret,
      ADMIN_USERNAME: 'director',
      ADMIN_PASSWORD: 'a-long-enough-password',
      TOSS_CLIENT_KEY: 'live_ck_abcdef123',
      TOSS_SECRET_KEY: 'live_sk_abcdef123',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.kr:587',
      MAIL_FROM: '마음숲 <no-reply@example.kr>',
      SOLAPI_API_KEY: 'NCSAMPLEKEY',
      SOLAPI_API_SECRET: 'SAMPLESECRET',
      SOLAPI_SENDER: '0212345678',
      SOLAPI_PFID: 'KA01PF000000',
      SOLAPI_TEMPLATES: '{"application-received":"KA01TP1"}',
      PUBLIC_URL: 'https://maeumsup.example.kr',
    };

    it('starts with every secret set', () => {
      const config = loadConfig(complete);
      expect(config.env).toBe('production');
      expect(config.payments.mode).toBe('toss');
      expect(config.messages.email.mode).toBe('smtp');
      expect(config.messages.alimtalk.mode).toBe('solapi');
    });

    it('keeps the real time: TEST_CLOCK_SHIFTABLE is refused', () => {
      expect(loadConfig(complete).shiftableClock).toBe(false);
      expect(() => loadConfig({ ...complete, TEST_CLOCK_SHIFTABLE: 'true' })).toThrow(
        /TEST_CLOCK_SHIFTABLE is for tests/,
      );
    });

    it('refuses to start without PUBLIC_URL (canonical addresses, the sitemap, links in messages)', () => {
      const { PUBLIC_URL: _url, ...withoutUrl } = complete;
      expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL is required in production/);
      // Also with no message sent for real: the pages name the site too.
      const messageSandbox = Object.fromEntries(
        Object.entries(withoutUrl).filter(([key]) => !/^(SMTP_|MAIL_|SOLAPI_)/.test(key)),
      );
      expect(
        loadConfig({ ...messageSandbox, MESSAGE_SANDBOX: 'true', PUBLIC_URL: 'https://a.kr' }),
      ).toBeDefined();
      expect(() => loadConfig({ ...messageSandbox, MESSAGE_SANDBOX: 'true' })).toThrow(
        /PUBLIC_URL is required in production/,
      );
    });

    it('refuses the message sandbox unless MESSAGE_SANDBOX=true', () => {
      const { SMTP_URL: _smtp, ...withoutSmtp } = complete;
      expect(() => loadConfig(withoutSmtp)).toThrow(/MESSAGE_SANDBOX=true/);
      expect(loadConfig({ ...withoutSmtp, MESSAGE_SANDBOX: 'true' }).messages.email.mode).toBe(
        'sandbox',
      );
    });

    it.each([
      ['DATABASE_URL', undefined, /DATABASE_URL/],
      ['GUEST_TOKEN_SECRET', undefined, /GUEST_TOKEN_SECRET/],
      ['GUEST_TOKEN_SECRET', 'change-me', /GUEST_TOKEN_SECRET/],
      [
        'GUEST_TOKEN_SECRET',
        'replace-with-a-long-random-string-of-48-characters',
        /GUEST_TOKEN_SECRET/,
      ],
      ['JWT_SECRET', undefined, /JWT_SECRET/],
      ['JWT_SECRET', 'change-me-change-me-change-me-change-me', /JWT_SECRET/],
      ['ADMIN_PASSWORD', undefined, /ADMIN_USERNAME and ADMIN_PASSWORD/],
      ['ADMIN_PASSWORD', 'changeme', /ADMIN_PASSWORD/],
      ['TOSS_SECRET_KEY', 'your-secret-key', /TOSS_SECRET_KEY/],
      ['TOSS_CLIENT_KEY', 'change-me', /TOSS_CLIENT_KEY/],
    ])('refuses to start when %s is %p, naming it', (name, value, message) => {
      expect(() => loadConfig({ ...complete, [name]: value })).toThrow(message);
    });

    it('serves the API reference only when API_DOCS=true', () => {
      expect(loadConfig(complete).apiDocs).toBe(false);
      expect(loadConfig({ ...complete, API_DOCS: 'true' }).apiDocs).toBe(true);
      expect(loadConfig({ ...complete, API_DOCS: 'false' }).apiDocs).toBe(false);
    });

    it('runs the embedded database only when explicitly allowed', () => {
      const embedded = { ...complete, DATABASE_URL: undefined };
      expect(() => loadConfig(embedded)).toThrow(/ALLOW_EMBEDDED_DATABASE/);
      expect(loadConfig({ ...embedded, ALLOW_EMBEDDED_DATABASE: 'true' }).database.url).toBe(
        undefined,
      );
    });
  });
});
