/** POST /api/lecture/application/data, state 0: the application is stored. */
export class ApplicationStored {
  state: 0;
  /** @example 42 */
  applicationId: number;
}

/** State -1: this e-mail already applied for this lecture (nothing was stored). */
export class ApplicationDuplicate {
  state: -1;
}

export type ApplyResult = ApplicationStored | ApplicationDuplicate;
