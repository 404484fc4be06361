import type { EntityManager } from 'typeorm';
import type { ConsentContext } from '../../shared/participant';

/** An answer as the form sends it: a consent agreed to, at the version shown. */
export interface ConsentAnswer {
  id: string;
  version: number;
}

/** The consents one application was shown, checked: which were agreed to (not yet stored). */
export interface CheckedConsents {
  readonly agreed: ReadonlySet<string>;
}

/**
 * The consents applying checks and stores in the application's transaction (issue 21). Privacy
 * owns the texts and the records (a record belongs to an application) and implements it
 * (`Consents`); applications only declares what it needs, so that it never imports privacy. The
 * app binds the implementation to this token (app.module.ts).
 */
export interface ApplicationConsents {
  check(answers: readonly ConsentAnswer[], context: ConsentContext): CheckedConsents;
  record(
    manager: EntityManager,
    applicationId: number,
    checked: CheckedConsents,
    now: Date,
  ): Promise<void>;
}

export const APPLICATION_CONSENTS = Symbol('APPLICATION_CONSENTS');
