import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * An offer's personal link: `{entryId}.{base64url HMAC-SHA256(GUEST_TOKEN_SECRET,
 * "waitlist-offer:{entryId}:{offered_at ISO}")}`. Nothing secret is stored: the entry's own
 * offered_at is signed, so a new offer to the same entry (a new offered_at) invalidates the old
 * link, and any change to the token fails the constant-time comparison.
 */
@Injectable()
export class OfferTokens {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(entryId: number, offeredAt: Date): string {
    return `${entryId}.${this.mac(entryId, offeredAt)}`;
  }

  /** The entry id a token names, before it is checked against the entry; null when malformed. */
  entryIdOf(token: string): number | null {
    const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    return id <= 2_147_483_647 ? id : null;
  }

  /** Whether the token was signed for this entry and this offer (its offered_at). */
  matches(token: string, entryId: number, offeredAt: Date | null): boolean {
    if (!offeredAt || this.entryIdOf(token) !== entryId) return false;
    const given = Buffer.from(token.slice(token.indexOf('.') + 1));
    const expected = Buffer.from(this.mac(entryId, offeredAt));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(entryId: number, offeredAt: Date): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`waitlist-offer:${entryId}:${offeredAt.toISOString()}`)
      .digest('base64url');
  }
}

/**
 * Where offer links point: the site's public origin (PUBLIC_URL), else the origin the request
 * came to (my info, the back office), else nothing better than a path (a job with no request).
 */
@Injectable()
export class OfferLinks {
  constructor(
    private readonly tokens: OfferTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  url(entry: { id: number; offered_at: Date | null }, requestOrigin?: string): string | null {
    if (!entry.offered_at) return null;
    const origin = this.config.publicUrl ?? requestOrigin ?? '';
    return `${origin.replace(/\/+$/, '')}/lecture/offer/${this.tokens.sign(entry.id, entry.offered_at)}`;
  }
}
