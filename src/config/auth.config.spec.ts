import { loadAuthConfig } from './auth.config';

const SECRET = 'x'.repeat(40);

describe('loadAuthConfig', () => {
  it('in development without ADMIN_* creates a demo administrator and a random secret per process', () => {
    const a = loadAuthConfig({}, false);
    const b = loadAuthConfig({}, false);
    expect(a.createDemoAdmin).toBe(true);
    expect(a.admin).toBeUndefined();
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(a.secureCookies).toBe(false);
    expect(a.accessTokenTtlSeconds).toBe(900);
    expect(a.refreshTokenTtlDays).toBe(14);
  });

  it('takes the administrator from the environment', () => {
    const config = loadAuthConfig(
      { ADMIN_USERNAME: 'director', ADMIN_PASSWORD: 'a-long-enough-password', JWT_SECRET: SECRET },
      true,
    );
    expect(config.admin).toEqual({ username: 'director', password: 'a-long-enough-password' });
    expect(config.createDemoAdmin).toBe(false);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    [{}, /JWT_SECRET/],
    [{ JWT_SECRET: SECRET }, /ADMIN_USERNAME and ADMIN_PASSWORD must be set/],
    [{ JWT_SECRET: 'short', ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'b' }, /JWT_SECRET/],
    [{ JWT_SECRET: 'change-me-change-me-change-me-change-me' }, /JWT_SECRET/],
  ])('production refuses %p', (env, message) => {
    expect(() => loadAuthConfig(env, true)).toThrow(message);
  });

  it.each([
    [{ ADMIN_USERNAME: 'admin' }, /both/],
    [{ ADMIN_PASSWORD: 'a-long-enough-password' }, /both/],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'change-me-please' }, /ADMIN_PASSWORD/],
    [{ ADMIN_USERNAME: 'no spaces', ADMIN_PASSWORD: 'a-long-enough-password' }, /ADMIN_USERNAME/],
  ])('refuses %p anywhere', (env, message) => {
    expect(() => loadAuthConfig(env, false)).toThrow(message);
  });
});
