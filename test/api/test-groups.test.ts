import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * `npm test` on a newcomer's machine (Node and Chromium only) passes: a test group whose need is
 * missing is left out and says so. Under CI=true every group is required. Proven here with a
 * Redis address where nothing listens (port 1).
 */
describe('optional test groups (test/setup/test-groups.js)', () => {
  const root = resolve(__dirname, '../..');
  const loadConfig = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      ['-e', "const c = require('./jest.config.js'); console.log(JSON.stringify(c.testMatch))"],
      { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
    );

  /** The config's testMatch, printed last by loadConfig. */
  const testMatchOf = (stdout: string): string[] => JSON.parse(stdout.trim().split('\n').pop()!);

  it('leaves the Redis group out, and says why, when no Redis answers', () => {
    const run = loadConfig({ CI: '', TEST_REDIS_URL: 'redis://127.0.0.1:1/0' });

    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Test group "redis" left out: it needs a Redis answering at');
    expect(testMatchOf(run.stdout)).not.toContain('<rootDir>/test/redis/**/*.test.ts');
  });

  it('refuses to run without the Redis group under CI=true', () => {
    const run = loadConfig({ CI: 'true', TEST_REDIS_URL: 'redis://127.0.0.1:1/0' });

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CI=true requires every test group; missing: redis');
  });

  it('runs the Redis group when Redis answers', () => {
    const run = loadConfig({ CI: '' });

    expect(run.status).toBe(0);
    expect(testMatchOf(run.stdout)).toContain('<rootDir>/test/redis/**/*.test.ts');
  });
});
