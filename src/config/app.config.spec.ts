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
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
