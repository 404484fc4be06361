import { useState } from 'react';
import type { CodeSent, FamilyContact } from './api';

/** A code step under way: where the code went, and until when it works and may be asked again. */
export interface PendingCode {
  contact: FamilyContact;
  shownAs: string;
  /** ms since the epoch. */
  expiresAt: number;
  resendAt: number;
  /** Shown instead of "…(으)로 인증번호를 보냈어요." (a code asked again too soon). */
  notice?: string;
}

/** The answer a 429 CODE_RESEND_TOO_SOON carries: the code sent a moment ago still works. */
export function codeStillValid(
  caught: unknown,
): { retryAfterSeconds: number; codeExpiresInSeconds: number } | null {
  const data = (caught as { data?: unknown } | null)?.data as
    { code?: unknown; retryAfterSeconds?: unknown; codeExpiresInSeconds?: unknown } | undefined;
  if (
    data?.code === 'CODE_RESEND_TOO_SOON' &&
    typeof data.retryAfterSeconds === 'number' &&
    typeof data.codeExpiresInSeconds === 'number' &&
    data.codeExpiresInSeconds > 0
  ) {
    return {
      retryAfterSeconds: data.retryAfterSeconds,
      codeExpiresInSeconds: data.codeExpiresInSeconds,
    };
  }
  return null;
}

export function pendingFrom(
  contact: FamilyContact,
  shownAs: string,
  sent: Pick<CodeSent, 'expiresInSeconds' | 'resendInSeconds'>,
  notice?: string,
): PendingCode {
  const now = Date.now();
  return {
    contact,
    shownAs,
    expiresAt: now + (sent.expiresInSeconds ?? 600) * 1000,
    resendAt: now + (sent.resendInSeconds ?? 60) * 1000,
    notice,
  };
}

function read(key: string): PendingCode | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as PendingCode | null;
    return stored && typeof stored.expiresAt === 'number' && stored.expiresAt > Date.now()
      ? stored
      : null;
  } catch {
    return null;
  }
}

/**
 * The code step of a page, kept in this tab's sessionStorage until the code stops working: a
 * phone that leaves for its mail app often reloads the page on return, and the family must still
 * find the field for the code it just received (never stored: only where it went and the times).
 */
export function usePendingCode(key: string) {
  const [pending, setPending] = useState<PendingCode | null>(() => read(key));
  const update = (next: PendingCode | null) => {
    try {
      if (next) sessionStorage.setItem(key, JSON.stringify(next));
      else sessionStorage.removeItem(key);
    } catch {
      // Private modes without storage: the step lives in memory only.
    }
    setPending(next);
  };
  return [pending, update] as const;
}
