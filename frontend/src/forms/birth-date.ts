/**
 * A birth date typed as Korean forms take it: 8 digits (19850312), not the native date picker,
 * which makes 1985 a long scroll on Android. Separators a person may type (1985-03-12,
 * 1985.03.12) are dropped as they type.
 */
export const BIRTH_DIGITS = 8;

/** What was typed, as at most 8 digits. */
export function birthDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, BIRTH_DIGITS);
}

/** 8 digits → "YYYY-MM-DD" when they name a real calendar day (not 19850230), else null. */
export function birthIso(digits: string): string | null {
  if (!/^\d{8}$/.test(digits)) return null;
  const iso = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A birth date a person can have: a real day from 1900-01-01 to `today` (Seoul), as ISO. */
export function validBirth(digits: string, today: string): string | null {
  const iso = birthIso(digits);
  return iso && iso >= '1900-01-01' && iso <= today ? iso : null;
}

/** Today's calendar date in Korea ("YYYY-MM-DD"), the day the server compares birth dates with. */
export function seoulToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now);
}
