import { BadRequestException, Injectable } from '@nestjs/common';
import {
  GuestToken,
  isMobileNumber,
  normaliseEmail,
  normalisePhone,
  type FamilyContact,
  type GuestProof,
} from '../auth';
import type { CookieToSet } from '../common/http/request-values';
import type { FamilyContactDto } from './dto/family-code.dto';
import type { FamilyCodeSent } from './dto/family-code.response';
import { FamilyCodes } from './family-codes';
import { RememberedBrowsers } from './remembered-browsers';

export const ONE_CONTACT = '이메일 주소나 휴대폰 번호 중 하나만 입력해 주세요.';
export const NOT_A_MOBILE = '휴대폰 번호를 올바르게 입력해 주세요. (예: 010-1234-5678)';

/** The contact a form named, normalised: an e-mail (lower-case) or a mobile's digits. */
export function contactOf(dto: FamilyContactDto): FamilyContact {
  if (dto.email !== undefined && dto.phone !== undefined)
    throw new BadRequestException(ONE_CONTACT);
  if (dto.email !== undefined) return { email: normaliseEmail(dto.email) };
  const phone = normalisePhone(dto.phone ?? '');
  if (!isMobileNumber(phone)) throw new BadRequestException(NOT_A_MOBILE);
  return { phone };
}

/**
 * The family's door (issue 32): a contact, then its code (or a remembered browser), then the
 * proof cookie. Used by /login (POST /api/guest/code, /api/guest/code/verify) and by the spec's
 * lookup once its e-mail and birth date matched.
 */
@Injectable()
export class FamilyDoor {
  constructor(
    private readonly codes: FamilyCodes,
    private readonly browsers: RememberedBrowsers,
    private readonly token: GuestToken,
  ) {}

  /**
   * A remembered browser is proven at once (its cookies); any other gets a code sent to the
   * contact, whatever was ever made with it (the answer is the same), bound to this browser by
   * the code cookie (`codeCookie`, FAMILY_CODE_COOKIE, set again with the answer).
   */
  async ask(
    contact: FamilyContact,
    address: string,
    cookies: { browser: unknown; code: unknown },
    options: { keepRecent?: boolean } = {},
  ): Promise<{ answer: FamilyCodeSent; cookies: CookieToSet[] }> {
    const recalled = await this.browsers.recall(cookies.browser, contact);
    if (recalled) return { answer: { proven: true }, cookies: this.token.issue(recalled) };
    const { sent, cookie } = await this.codes.send(contact, address, cookies.code, options);
    return { answer: { proven: false, ...sent }, cookies: [cookie] };
  }

  /**
   * Checks the code this browser asked for (`codeCookie`); the proof's cookies (and the
   * remembered browser's when asked).
   */
  async prove(
    contact: FamilyContact,
    code: string,
    request: { remember: boolean; userAgent: string; codeCookie: unknown; address: string },
  ): Promise<{ proof: GuestProof; cookies: CookieToSet[] }> {
    const { remember, userAgent, codeCookie, address } = request;
    const provenAt = await this.codes.verify(contact, code, codeCookie, address);
    const proof: GuestProof = { ...contact, provenAt, viaLink: false };
    const cookies = this.token.issue(proof);
    if (remember) cookies.push(await this.browsers.remember(contact, provenAt, userAgent));
    return { proof, cookies };
  }
}
