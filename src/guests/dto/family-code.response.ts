/** POST /api/guest/code and the lookup's right answer: what the family does next. */
export class FamilyCodeSent {
  /**
   * true: this browser is remembered for the contact and is proven now (no code sent);
   * false: a code went to the contact.
   */
  proven: boolean;
  /** Seconds the code stays valid (absent when proven). @example 600 */
  expiresInSeconds?: number;
  /** Seconds before another code may be asked (absent when proven). @example 60 */
  resendInSeconds?: number;
}

export class FamilyProven {
  proven: true;
  /** Whether this browser is now remembered. */
  remembered: boolean;
}

export class RememberedBrowser {
  /** @example "12" */
  id: string;
  /** @example "Chrome · Android" */
  device: string;
  /** ISO instant. */
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** The browser asking. */
  current: boolean;
}

export class RememberedBrowsers {
  /** The proven contact, as the family typed it (e-mail, or the phone's digits). */
  email: string | null;
  phone: string | null;
  browsers: RememberedBrowser[];
}

export class BrowsersForgotten {
  /** How many remembered browsers were signed out. */
  forgotten: number;
}
