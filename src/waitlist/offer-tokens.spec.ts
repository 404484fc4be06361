import type { AppConfig } from '../config/app.config';
import { OfferLinks, OfferTokens } from './offer-tokens';

const SECRET = 'offer-token-spec-secret-0123456789abcdef';
const config = (overrides: Partial<AppConfig> = {}) =>
  ({ guestTokenSecret: SECRET, ...overrides }) as AppConfig;
const offeredAt = new Date('2026-11-22T03:00:00Z');

describe('OfferTokens', () => {
  const tokens = new OfferTokens(config());

  it('signs the entry id in clear with an HMAC over the entry and its offer time', () => {
    const token = tokens.sign(42, offeredAt);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.entryIdOf(token)).toBe(42);
    expect(tokens.matches(token, 42, offeredAt)).toBe(true);
  });

  it('refuses another entry, another offer time, another secret and any changed character', () => {
    const token = tokens.sign(42, offeredAt);
    expect(tokens.matches(token, 43, offeredAt)).toBe(false);
    expect(tokens.matches(token, 42, new Date(offeredAt.getTime() + 1))).toBe(false);
    expect(tokens.matches(token, 42, null)).toBe(false);
    const other = new OfferTokens(config({ guestTokenSecret: `${SECRET}-other` }));
    expect(other.matches(token, 42, offeredAt)).toBe(false);
    const mac = token.split('.')[1];
    for (let i = 0; i < mac.length; i += 1) {
      const changed = `42.${mac.slice(0, i)}${mac[i] === 'A' ? 'B' : 'A'}${mac.slice(i + 1)}`;
      expect(tokens.matches(changed, 42, offeredAt)).toBe(false);
    }
  });

  it.each([
    '',
    '42',
    '42.',
    '0.x',
    '-1.abc',
    `99999999999.${'A'.repeat(43)}`,
    `42.${'A'.repeat(44)}`,
  ])('reads no entry id from %p', (token) => {
    expect(tokens.entryIdOf(token)).toBeNull();
  });
});

describe('OfferLinks', () => {
  it('starts links with PUBLIC_URL, else the request origin; none before an offer', () => {
    const withPublic = config({ publicUrl: 'https://maeum.example' });
    const links = new OfferLinks(new OfferTokens(withPublic), withPublic);
    expect(links.url({ id: 7, offered_at: offeredAt }, 'http://10.0.0.1:3000')).toMatch(
      /^https:\/\/maeum\.example\/lecture\/offer\/7\./,
    );
    const plain = new OfferLinks(new OfferTokens(config()), config());
    expect(plain.url({ id: 7, offered_at: offeredAt }, 'http://localhost:3000')).toMatch(
      /^http:\/\/localhost:3000\/lecture\/offer\/7\./,
    );
    expect(plain.url({ id: 7, offered_at: null })).toBeNull();
  });
});
