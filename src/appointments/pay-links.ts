import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * The link's page on the site, `/program/{programId}/booking/pay/{token}`: the booking page of
 * the type's program, which pays it (no route of its own in every page's shell).
 */
export function payLinkPath(programId: number, token: string): string {
  return `/program/${programId}/booking/pay/${token}`;
}

/**
 * A 회기권's payment link's page, `/program/{programId}/booking/package/{token}`: the booking
 * page of the package type's program, as for an appointment's link.
 */
export function packagePayLinkPath(programId: number, token: string): string {
  return `/program/${programId}/booking/package/${token}`;
}

/**
 * A staff booking's payment link's token (issue 37): `{appointmentId}.{base64url HMAC-SHA256(
 * GUEST_TOKEN_SECRET, "appointment-pay:{id}:{created_at ISO}")}`, as the waiting list's offer
 * links are made. Nothing secret is stored; the link opens only that appointment's deposit, and
 * says nothing once it is paid, cancelled or past its time.
 */
@Injectable()
export class PayLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(appointment: { id: number; created_at: Date }): string {
    return `${appointment.id}.${this.mac('appointment-pay', appointment.id, appointment.created_at)}`;
  }

  /**
   * A 회기권 sold by a link: the same shape, signed for another purpose ("package-pay"), so an
   * appointment's token never opens a package of the same id, nor the other way round.
   */
  packageToken(pack: { id: number; created_at: Date }): string {
    return `${pack.id}.${this.mac('package-pay', pack.id, pack.created_at)}`;
  }

  packageUrl(pack: { id: number; created_at: Date; programId: number }, origin: string): string {
    const path = packagePayLinkPath(pack.programId, this.packageToken(pack));
    return `${origin.replace(/\/+$/, '')}${path}`;
  }

  /** Whether the token was signed for this 회기권 (its id and created_at). */
  packageMatches(token: string, pack: { id: number; created_at: Date }): boolean {
    return this.signedFor('package-pay', token, pack);
  }

  /** The link families open, on the site's origin (the messages' own, MyInfoLinks.origin). */
  url(appointment: { id: number; created_at: Date; programId: number }, origin: string): string {
    const path = payLinkPath(appointment.programId, this.token(appointment));
    return `${origin.replace(/\/+$/, '')}${path}`;
  }

  /**
   * The appointment (or 회기권) a token names, before it is checked against the row; null when
   * malformed.
   */
  appointmentIdOf(token: string): number | null {
    const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    return id <= 2_147_483_647 ? id : null;
  }

  /** Whether the token was signed for this appointment (its id and created_at). */
  matches(token: string, appointment: { id: number; created_at: Date }): boolean {
    return this.signedFor('appointment-pay', token, appointment);
  }

  private signedFor(
    purpose: 'appointment-pay' | 'package-pay',
    token: string,
    row: { id: number; created_at: Date },
  ): boolean {
    if (this.appointmentIdOf(token) !== row.id) return false;
    const given = Buffer.from(token.slice(token.indexOf('.') + 1));
    const expected = Buffer.from(this.mac(purpose, row.id, row.created_at));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(purpose: 'appointment-pay' | 'package-pay', id: number, createdAt: Date): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`${purpose}:${id}:${createdAt.toISOString()}`)
      .digest('base64url');
  }
}
