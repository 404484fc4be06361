import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import type { FamilyContact, GuestProof } from '../auth';
import { Clock } from '../common/clock/clock';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { RememberedBrowser } from './dto/family-code.response';
import { FamilyCodes } from './family-codes';

/** The remembered-browser cookie: a random token, read only by /api/guest. */
export const REMEMBERED_BROWSER_COOKIE = 'maeum_family_browser';
const COOKIE_PATH = '/api/guest';

interface Row {
  id: string;
  email: string | null;
  phone: string | null;
  device: string;
  proven_at: Date;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  token_hash: string;
}

/**
 * A browser that typed a right code and asked to be remembered (이 기기 기억하기): for
 * FAMILY_REMEMBER_DAYS it proves the same contact again without a code (the lookup and /login
 * skip the code step), and the proof it gives keeps the time of the code that remembered it
 * (provenAt), so money that needs a fresh code still asks for one. Its cookie holds a random
 * token; the row holds only the token's HMAC, the contact, a coarse device name and times, so a
 * family can see and sign out its browsers from my info.
 */
@Injectable()
export class RememberedBrowsers {
  constructor(
    private readonly manager: EntityManager,
    private readonly codes: FamilyCodes,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Remembers this browser for the contact a code just proved; answers its cookie. */
  async remember(contact: FamilyContact, provenAt: Date, userAgent: string): Promise<CookieToSet> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const days = this.config.family.rememberDays;
    await this.manager.query(
      `INSERT INTO remembered_browser (token_hash, contact_digest, email, phone, device,
         proven_at, created_at, last_used_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
      [
        this.hash(token),
        this.codes.digest(contact),
        contact.email ?? null,
        contact.phone ?? null,
        deviceName(userAgent),
        provenAt,
        now,
        new Date(now.getTime() + days * 86_400_000),
      ],
    );
    return this.cookie(token, days * 86_400);
  }

  /** The proof a remembered browser gives for `contact`, or null (not remembered for it). */
  async recall(cookie: unknown, contact: FamilyContact): Promise<GuestProof | null> {
    if (typeof cookie !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(cookie)) return null;
    const now = this.clock.now();
    const [rows]: [Row[], number] = await this.manager.query(
      `UPDATE remembered_browser SET last_used_at = $3
        WHERE token_hash = $1 AND contact_digest = $2 AND revoked_at IS NULL AND expires_at > $3
        RETURNING proven_at`,
      [this.hash(cookie), this.codes.digest(contact), now],
    );
    if (!rows[0]) return null;
    return { ...contact, provenAt: new Date(rows[0].proven_at), viaLink: false };
  }

  /** The contact's remembered browsers still valid, the asking one marked. */
  async list(proof: GuestProof, cookie: unknown): Promise<RememberedBrowser[]> {
    const current = typeof cookie === 'string' ? this.hash(cookie) : null;
    const rows: Row[] = await this.manager.query(
      `SELECT id, device, created_at, last_used_at, expires_at, token_hash FROM remembered_browser
        WHERE contact_digest = ANY($1) AND revoked_at IS NULL AND expires_at > $2
        ORDER BY last_used_at DESC`,
      [this.digests(proof), this.clock.now()],
    );
    return rows.map((row) => ({
      id: String(row.id),
      device: row.device,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      current: row.token_hash === current,
    }));
  }

  /** Signs this browser out: its row revoked (if any); answers the cookie that clears it. */
  async forgetThis(cookie: unknown): Promise<{ forgotten: number; cookie: CookieToSet }> {
    let forgotten = 0;
    if (typeof cookie === 'string') {
      const [, changed]: [unknown, number] = await this.manager.query(
        `UPDATE remembered_browser SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`,
        [this.hash(cookie), this.clock.now()],
      );
      forgotten = changed;
    }
    return { forgotten, cookie: this.cookie('', 0) };
  }

  /** Signs out every other remembered browser of the proof's contact. */
  async forgetOthers(proof: GuestProof, cookie: unknown): Promise<number> {
    const current = typeof cookie === 'string' ? this.hash(cookie) : '';
    const [, changed]: [unknown, number] = await this.manager.query(
      `UPDATE remembered_browser SET revoked_at = $3
        WHERE contact_digest = ANY($1) AND token_hash <> $2 AND revoked_at IS NULL`,
      [this.digests(proof), current, this.clock.now()],
    );
    return changed;
  }

  private digests(proof: GuestProof): string[] {
    return [
      ...(proof.email !== undefined ? [this.codes.digest({ email: proof.email })] : []),
      ...(proof.phone !== undefined ? [this.codes.digest({ phone: proof.phone })] : []),
    ];
  }

  private cookie(value: string, maxAgeSeconds: number): CookieToSet {
    return {
      name: REMEMBERED_BROWSER_COOKIE,
      value,
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.env === 'production',
        path: COOKIE_PATH,
        maxAge: maxAgeSeconds * 1000,
      },
    };
  }

  private hash(token: string): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`remembered-browser:${token}`)
      .digest('hex');
  }
}

/** A coarse, family-readable name of the browser (`Chrome · Android`), never the full header. */
export function deviceName(userAgent: string): string {
  const ua = userAgent ?? '';
  const browser = /SamsungBrowser/.test(ua)
    ? '삼성 인터넷'
    : /KAKAOTALK/i.test(ua)
      ? '카카오톡'
      : /NAVER/.test(ua)
        ? '네이버'
        : /Edg\//.test(ua)
          ? 'Edge'
          : /Firefox\//.test(ua)
            ? 'Firefox'
            : /Chrome\/|Chromium\//.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua)
                ? 'Safari'
                : '브라우저';
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iPhone/iPad'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : '알 수 없는 기기';
  return `${browser} · ${system}`;
}
